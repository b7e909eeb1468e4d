import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildExtensions, extensionModules, MAX_BUNDLE_GZIP_BYTES } from "../scripts/build-extensions.mjs";

const scratch = mkdtempSync(join(tmpdir(), "extensions-build-"));
/** The app's modules an extension may bundle: leaves with no imports, shared on purpose (docs/decisions/049). */
const SHARED_WITH_EXTENSIONS = ["app/shipments/shipment-catalogue.ts"];
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("every extension bundles with Preact, without errors or warnings, under Shopify's size limit", async () => {
  const built = await buildExtensions();
  const block = built.find((bundle) => bundle.extension === "delivery-order-block");
  expect(block?.module).toBe("./src/BlockExtension.tsx");
  // The block reads the app's catalogue of states and events itself, not a copy.
  expect(block?.inputs).toContain("app/shipments/shipment-catalogue.ts");
  // The admin actions (decision 045): one extension per target, each its own bundle.
  expect(built.map((bundle) => [bundle.extension, bundle.module])).toEqual(
    expect.arrayContaining([
      ["delivery-order-actions", "./src/OrderActionExtension.tsx"],
      ["delivery-send-orders", "./src/SendOrdersExtension.tsx"],
    ]),
  );
  // The two print actions (labels), one target each, sharing extensions/shared-labels.
  for (const name of ["delivery-labels-order", "delivery-labels-selection"]) {
    const print = built.find((bundle) => bundle.extension === name);
    expect(print?.module).toBe("./src/PrintAction.tsx");
    expect(print?.inputs.some((input: string) => input.startsWith("extensions/shared-labels/"))).toBe(true);
  }
  for (const bundle of built) {
    expect(bundle.warnings).toEqual([]);
    expect(bundle.gzipBytes).toBeLessThan(MAX_BUNDLE_GZIP_BYTES);
    // The admin imports the module and calls its default export.
    expect(readFileSync(bundle.outfile, "utf8")).toMatch(/export\s*\{[^}]*as default\s*\}/);
    // Preact, not React; and nothing of the app but its shared leaves.
    expect(bundle.inputs.some((input: string) => input.includes("node_modules/preact/"))).toBe(true);
    expect(bundle.inputs.filter((input: string) => /node_modules\/react(-dom)?\//.test(input))).toEqual([]);
    const appInputs = bundle.inputs.filter((input: string) => input.startsWith("app/"));
    expect(appInputs.filter((input: string) => !SHARED_WITH_EXTENSIONS.includes(input))).toEqual([]);
  }
});

test("a module that does not compile fails the build with esbuild's error", async () => {
  const dir = join(scratch, "extensions", "broken");
  mkdirSync(join(dir, "src"), { recursive: true });
  writeFileSync(join(dir, "shopify.extension.toml"), '[[extensions.targeting]]\nmodule = "./src/Broken.tsx"\n');
  writeFileSync(join(dir, "src", "Broken.tsx"), "export default () => <s-text>;\n");
  await expect(buildExtensions(scratch)).rejects.toMatchObject({
    errors: [
      expect.objectContaining({ location: expect.objectContaining({ file: expect.stringContaining("Broken.tsx") }) }),
    ],
  });
});

test("the modules are read from each target of the toml", () => {
  expect(
    extensionModules(
      '[[extensions.targeting]]\nmodule = "./src/A.tsx"\ntarget = "x"\n[[extensions.targeting]]\n  module = "./src/B.tsx"\n',
    ),
  ).toEqual(["./src/A.tsx", "./src/B.tsx"]);
});
