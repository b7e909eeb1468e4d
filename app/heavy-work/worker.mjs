// The worker threads' entry (docs/decisions/069). Plain JavaScript, never bundled: Node loads this very file in
// production (server.mjs over build/), in the tests (the same) and under `shopify app dev` (Vite), and it loads
// each task's TypeScript module from app/ through tsx (a dependency, as for the CLI), with the project's tsconfig.
// A task is `{ module, input }`: `module` is a path under app/ (e.g. "app/labels/label-pdf.task.ts") whose default
// export takes `input` and returns what the caller gets (structured clone both ways).
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const loaded = new Map();

export default async function runTask({ module, input }) {
  const path = resolve(ROOT, module);
  // Only the app's own task modules: a task names a file of app/, nothing else.
  if (relative(join(ROOT, "app"), path).startsWith("..") || !path.endsWith(`.task.ts`) || path.includes(`${sep}..`))
    throw new Error(`Not a task module of the app: ${module}`);
  let task = loaded.get(path);
  if (!task) {
    task = tsImport(pathToFileURL(path).href, import.meta.url).then((namespace) => namespace.default);
    loaded.set(path, task);
  }
  return (await task)(input);
}
