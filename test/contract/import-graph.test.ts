import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

/*
 * The shape of app/ (docs/decisions/050): its import graph has no circle, counting every arrow the compiler sees
 * (`import type`, `export … from`, `import("…")`, module augmentations), and services are handed down: only the
 * wiring looks up the process's own (a route reads `context.app`, a job its JobContext, the CLI its own context).
 */
const ROOT = resolve(import.meta.dirname, "../..");
const APP = join(ROOT, "app");

/** The wiring: the composition root and the server build's entry, which hands its services to Remix and the rest. */
const WIRING = new Set(["app/context.server.ts", "app/entry.server.tsx"]);
/** The lookups of the process's services; anything else gets them as an argument. */
const LOOKUPS = ["getAppContext", "processWiring", "getJobQueue"];
/** What builds a service: called when a module loads, or kept in a module's own variable, it is a module-level service. */
const SERVICE_FACTORIES = [
  "wireApp",
  "processWiring",
  "createAppContext",
  "createAppJobQueue",
  "createJobQueue",
  "createShopifyApp",
  "shopifyApp",
  "createShopifyAdminAccess",
  "createDb",
  "createSecretBox",
  "createHeavyWork",
  "heavyWorkPool",
];

/**
 * The module-level services of a module: a top-level variable built by a service factory as the module loads
 * (`export const shopify = createShopifyApp(…)`), or a top-level variable a function fills from one later
 * (`let app; … app ??= createShopifyApp(…)`). A function that builds a service and returns it is not one.
 */
function moduleLevelServices(fileName: string, text: string): string[] {
  if (!SERVICE_FACTORIES.some((factory) => text.includes(`${factory}(`))) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const factoryCalled = (node: ts.Node | undefined, throughFunctions: boolean): boolean => {
    if (!node) return false;
    if (!throughFunctions && ts.isFunctionLike(node)) return false;
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && SERVICE_FACTORIES.includes(callee.text)) return true;
    }
    return ts.forEachChild(node, (child) => factoryCalled(child, throughFunctions)) ?? false;
  };
  const found: string[] = [];
  const topLevel = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      topLevel.add(declaration.name.text);
      if (factoryCalled(declaration.initializer, false)) found.push(declaration.name.text);
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      ts.isIdentifier(node.left) &&
      topLevel.has(node.left.text) &&
      factoryCalled(node.right, true)
    )
      found.push(node.left.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found)];
}

const compilerOptions = (() => {
  const file = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(file.config, ts.sys, ROOT).options;
})();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module of app/ a file names, resolved as the compiler resolves it (tsconfig paths: `~/…`). */
function importsOf(file: string): string[] {
  // preProcessFile reads import declarations (type-only ones too), re-exports, dynamic imports and, in a module,
  // `declare module "…"` augmentations.
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return [];
    const target = resolve(resolved.resolvedFileName);
    return target.startsWith(APP + "/") ? [target] : [];
  });
}

/** The strongly connected components of more than one module (or a module importing itself): Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest circle through the component's first module, as `a → b → … → a` (a breadth-first search). */
function oneCircle(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const files = sourceFiles(APP);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(ROOT, file);

test("the import graph of app/ has no circle (type-only and dynamic imports count)", () => {
  const found = circles(graph).map((component) => ({
    modules: component.length,
    circle: oneCircle(graph, component).map(name).join(" → "),
  }));
  expect(found).toEqual([]);
});

test("the graph is read: a route reaches the domain and type-only imports are arrows", () => {
  // Guards the guard: a resolver that found nothing would see no circle either.
  expect(graph.size).toBeGreaterThan(300);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  expect(edges).toBeGreaterThan(1000);
  expect(graph.get(join(APP, "jobs/define-job.ts"))).toContain(join(APP, "app-context.ts"));
});

test("the context's types are a leaf of types: app-context.ts imports types only, and nothing that imports the root", () => {
  const file = join(APP, "app-context.ts");
  const imports = readFileSync(file, "utf8").match(/^import .*$/gm) ?? [];
  expect(imports.filter((line) => !line.startsWith("import type "))).toEqual([]);
  const reached = new Set<string>();
  const walk = (from: string) =>
    graph.get(from)?.forEach((next) => !reached.has(next) && (reached.add(next), walk(next)));
  walk(file);
  expect([...reached].map(name).filter((module) => WIRING.has(module))).toEqual([]);
});

test("only the wiring looks up the process's services; everything else is handed them", () => {
  const lookup = new RegExp(`\\b(${LOOKUPS.join("|")})\\s*\\(`);
  const callers = files
    .map(name)
    .filter((file) => !WIRING.has(file) && lookup.test(readFileSync(join(ROOT, file), "utf8")));
  expect(callers).toEqual([]);
});

test("no module holds a service of its own: services are built by the wiring and handed down", () => {
  const held = files
    .map(name)
    .filter((file) => !WIRING.has(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .flatMap((file) => moduleLevelServices(file, readFileSync(join(ROOT, file), "utf8")).map((n) => `${file}: ${n}`));
  expect(held).toEqual([]);
});

test("the guard sees a module-level service, built at load or at first use, and lets a factory function be", () => {
  const atLoad = `import { createShopifyApp } from "~/shops";\nexport const shopify = createShopifyApp(ctx);`;
  const atFirstUse = `let app: App | undefined;\nexport const shopify = () => (app ??= createShopifyApp(ctx));`;
  const factory = `export function openCliContext(env: Env) {\n  const wiring = wireApp(env, logger);\n  return wiring;\n}`;
  expect(moduleLevelServices("a.ts", atLoad)).toEqual(["shopify"]);
  expect(moduleLevelServices("b.ts", atFirstUse)).toEqual(["app"]);
  expect(moduleLevelServices("c.ts", factory)).toEqual([]);
});

/** The folder of app/ a module is in (its first segment), or undefined for a module at app/'s root. */
const folderOf = (file: string) => {
  const segments = relative(APP, file).split("/");
  return segments.length > 1 ? segments[0] : undefined;
};
/** Folder → the folders its modules import (tests left out: a test may reach anything it checks). */
const folderGraph = (() => {
  const folders = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from || /\.test(-d)?\.tsx?$/.test(file)) continue;
    const to = new Set(folders.get(from));
    for (const target of targets) {
      const folder = folderOf(target);
      if (folder && folder !== from) to.add(folder);
    }
    folders.set(from, [...to].sort());
  }
  return folders;
})();

test("no two folders of app/ import each other, directly or through others", () => {
  const found = circles(folderGraph).map((component) => oneCircle(folderGraph, component).join(" → "));
  expect(found).toEqual([]);
});

test("tracking never reaches orders: what both need lives below them (order-record, shipments)", () => {
  const reached = new Set<string>();
  const walk = (from: string) =>
    folderGraph.get(from)?.forEach((next) => !reached.has(next) && (reached.add(next), walk(next)));
  walk("tracking");
  expect(reached).not.toContain("orders");
  expect(folderGraph.get("orders")).toContain("tracking");
});
