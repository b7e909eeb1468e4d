// The operator CLI as one built file, build/cli/main.mjs (`npm run build`, and scripts/cli.mjs on first use): Node
// starts it in a fraction of the time tsx needs to compile app/ on every run. The packages stay outside the bundle.
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const CLI_ENTRY = "app/cli/main.ts";
export const CLI_BUILD = "build/cli/main.mjs";
// The project's files the build read, so a later run can tell that one changed since.
const CLI_INPUTS = "build/cli/inputs.json";

/**
 * tsx's own esbuild: tsx is a dependency (the sandbox, the demo), so its esbuild is there in the production image
 * too, where the build tools are pruned (Dockerfile); the top-level esbuild of a development install is Vite's.
 */
function esbuild(root) {
  return createRequire(join(root, "node_modules/tsx/package.json"))("esbuild");
}

/** Builds the CLI into build/cli; a run started meanwhile sees either the old files or the new, never half of one. */
export async function buildCli(root = process.cwd()) {
  const outfile = resolve(root, CLI_BUILD);
  const partial = `${outfile}.${process.pid}.tmp`;
  mkdirSync(resolve(root, "build/cli"), { recursive: true });
  const result = await esbuild(root).build({
    absWorkingDir: root,
    entryPoints: [CLI_ENTRY],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    tsconfig: "tsconfig.json",
    metafile: true,
    logLevel: "error",
  });
  renameSync(partial, outfile);
  const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes("node_modules/"));
  writeFileSync(`${resolve(root, CLI_INPUTS)}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${resolve(root, CLI_INPUTS)}.${process.pid}.tmp`, resolve(root, CLI_INPUTS));
}

/** Whether build/cli is there and newer than every file it was built from (a source edited since means no). */
export function cliBuildIsFresh(root = process.cwd()) {
  try {
    const builtAt = statSync(resolve(root, CLI_BUILD)).mtimeMs;
    const inputs = JSON.parse(readFileSync(resolve(root, CLI_INPUTS), "utf8"));
    return inputs.every((path) => statSync(resolve(root, path)).mtimeMs <= builtAt);
  } catch {
    // Never built, or a file it was built from is gone.
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildCli();
