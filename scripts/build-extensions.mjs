// `node scripts/build-extensions.mjs`: bundles every UI extension in extensions/ the way the
// Shopify CLI does on deploy (esbuild, Preact's JSX, ESM), into extensions/<name>/dist/ (git-ignored).
// The CLI's build is the one that ships; this one proves, offline and in CI, that each extension
// compiles, bundles and stays under Shopify's size limit.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, extname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** Shopify refuses a UI extension (API 2025-10 and later) whose bundle is over 64 KB compressed. */
export const MAX_BUNDLE_GZIP_BYTES = 64 * 1024;

/** The `module = "…"` entries of an extension's shopify.extension.toml (one per target). */
export function extensionModules(tomlText) {
  return [...tomlText.matchAll(/^\s*module\s*=\s*"([^"]+)"/gm)].map((match) => match[1]);
}

/** Every extension directory under `root`/extensions with a toml that names a module. */
export function findExtensions(root = process.cwd()) {
  const base = join(root, "extensions");
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, "shopify.extension.toml")))
    .map((entry) => {
      const dir = join(base, entry.name);
      return {
        name: entry.name,
        dir,
        modules: extensionModules(readFileSync(join(dir, "shopify.extension.toml"), "utf8")),
      };
    })
    .filter((extension) => extension.modules.length > 0);
}

/** Bundles one module of one extension; resolves with its size, rejects with esbuild's errors. */
export async function buildExtensionModule(extension, modulePath) {
  const outfile = join(extension.dir, "dist", `${basename(modulePath, extname(modulePath))}.js`);
  const result = await build({
    entryPoints: [resolve(extension.dir, modulePath)],
    outfile,
    bundle: true,
    format: "esm",
    target: "es2020",
    jsx: "automatic",
    jsxImportSource: "preact",
    minify: true,
    metafile: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const code = readFileSync(outfile);
  return {
    extension: extension.name,
    module: modulePath,
    outfile,
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    warnings: result.warnings,
    inputs: Object.keys(result.metafile.inputs),
  };
}

/** Builds every extension; throws if one fails or is over the size limit. */
export async function buildExtensions(root = process.cwd()) {
  const built = [];
  for (const extension of findExtensions(root)) {
    for (const modulePath of extension.modules) built.push(await buildExtensionModule(extension, modulePath));
  }
  const tooBig = built.filter((bundle) => bundle.gzipBytes > MAX_BUNDLE_GZIP_BYTES);
  if (tooBig.length > 0) {
    throw new Error(
      `Over Shopify's ${MAX_BUNDLE_GZIP_BYTES / 1024} KB limit (gzip): ${tooBig.map((b) => `${b.outfile} ${b.gzipBytes} B`).join(", ")}`,
    );
  }
  return built;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    for (const bundle of await buildExtensions()) {
      console.log(`${relative(process.cwd(), bundle.outfile)}: ${bundle.bytes} B (${bundle.gzipBytes} B gzip)`);
      for (const warning of bundle.warnings) console.warn(`warning: ${warning.text}`);
    }
  } catch (error) {
    // esbuild's failure carries every error with its file and line; print them, not a stack.
    const errors = error?.errors ?? [];
    console.error(
      errors.length
        ? errors.map((e) => `${e.location?.file}:${e.location?.line}: ${e.text}`).join("\n")
        : String(error?.message ?? error),
    );
    process.exit(1);
  }
}
