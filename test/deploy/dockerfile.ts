import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative } from "node:path";

/*
 * Runs a Dockerfile without a container engine (none runs here): every stage gets a directory that
 * stands for its WORKDIR, COPY copies from the build context or from an earlier stage's directory,
 * RUN runs its command there, and CMD starts the final stage. The base image is stood for by the
 * Node 22 running this test and the machine's npm, with no other node_modules on the PATH. Only
 * the instructions this project's Dockerfile uses are understood; anything else fails loudly.
 */

export type Instruction = { keyword: string; args: string; line: number };
export type Stage = { name: string; base: string; instructions: Instruction[] };

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    if (line.endsWith("\\"))
      throw new Error(`Dockerfile line ${index + 1}: line continuations are not supported here; one command per line`);
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!keyword) throw new Error(`Dockerfile line ${index + 1}: cannot read "${line}"`);
    const upper = keyword.toUpperCase();
    if (upper === "FROM") {
      const [base, as, name] = args.split(/\s+/);
      stages.push({ base, name: as?.toUpperCase() === "AS" ? name : String(stages.length), instructions: [] });
      return;
    }
    if (stages.length === 0) throw new Error(`Dockerfile line ${index + 1}: ${upper} before FROM`);
    stages[stages.length - 1].instructions.push({ keyword: upper, args, line: index + 1 });
  });
  return stages;
}

/** `["npm", "start"]` (exec form) or a shell string. */
export function commandOf(args: string): string[] {
  return args.trim().startsWith("[") ? (JSON.parse(args) as string[]) : ["sh", "-c", args];
}

/** The HEALTHCHECK's command (after its options), exec or shell form. */
export function healthcheckCommand(args: string): string[] {
  const at = args.indexOf("CMD ");
  if (at < 0) throw new Error("HEALTHCHECK without CMD");
  return commandOf(args.slice(at + 4));
}

export type BuiltImage = { stage: Stage; dir: string; env: Record<string, string>; user: string | undefined };

/** Runs every stage in `workDir`, with `context` as the build context; returns the last stage. */
export async function buildStages(
  stages: Stage[],
  context: string,
  workDir: string,
  baseEnv: Record<string, string>,
): Promise<BuiltImage> {
  const dirs = new Map<string, { dir: string; workdir: string }>();
  let last: BuiltImage | undefined;
  for (const [index, stage] of stages.entries()) {
    const dir = join(workDir, `stage-${index}-${stage.name}`);
    mkdirSync(dir, { recursive: true });
    let workdir = "/";
    const env: Record<string, string> = {};
    let user: string | undefined;
    // The stage's own path `p` (absolute inside the image, or relative to WORKDIR) on this machine.
    const local = (root: string, rootWorkdir: string, path: string) =>
      join(root, relative(rootWorkdir, isAbsolute(path) ? path : join(rootWorkdir, path)));
    for (const instruction of stage.instructions) {
      const { keyword, args } = instruction;
      if (keyword === "WORKDIR") workdir = args.trim();
      else if (keyword === "ENV") {
        const [, name, value] = /^(\w+)=(.*)$/.exec(args.trim()) ?? [];
        if (!name) throw new Error(`line ${instruction.line}: ENV must be NAME=value`);
        env[name] = value;
      } else if (keyword === "USER") user = args.trim();
      else if (keyword === "COPY") {
        const words = args.trim().split(/\s+/);
        const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
        const paths = words.filter((word) => !word.startsWith("--"));
        const destination = paths.pop() as string;
        const source = from ? dirs.get(from) : undefined;
        if (from && !source) throw new Error(`line ${instruction.line}: no earlier stage named ${from}`);
        for (const path of paths) {
          const sourcePath = source ? local(source.dir, source.workdir, path) : join(context, path);
          const target = local(dir, workdir, destination);
          // Docker's rules: a directory's contents go into the destination; a file goes into it when
          // it ends with "/" (or several sources are given), else becomes it.
          const intoDir = destination.endsWith("/") || paths.length > 1;
          const copyTo = statSync(sourcePath).isDirectory() || !intoDir ? target : join(target, basename(sourcePath));
          mkdirSync(dirname(copyTo), { recursive: true });
          await copyTree(sourcePath, copyTo, { link: source !== undefined });
        }
      } else if (keyword === "RUN") {
        const [command, ...rest] = commandOf(args);
        const result = await run(command, rest, local(dir, workdir, "."), { ...baseEnv, ...env });
        if (result.status !== 0)
          throw new Error(
            `line ${instruction.line} (RUN ${args}) failed with ${result.status}:\n${result.output.slice(-3000)}`,
          );
      } else if (!["EXPOSE", "HEALTHCHECK", "CMD"].includes(keyword)) {
        throw new Error(`line ${instruction.line}: ${keyword} is not understood by this runner`);
      }
    }
    dirs.set(stage.name, { dir, workdir });
    dirs.set(String(index), { dir, workdir });
    last = { stage, dir: local(dir, workdir, "."), env, user };
  }
  if (!last) throw new Error("the Dockerfile has no stage");
  return last;
}

/**
 * A COPY's files, symlinks as they are. By coreutils' `cp -a`, not Node's fs.cp: the build stage's pruned
 * node_modules is tens of thousands of files, which fs.cp walks in JavaScript at several times cp's CPU.
 * Out of an earlier stage (`link`), files are hard links: that stage is finished and nothing writes to it
 * again, so the later stage sees the same bytes as from a copy, without writing (and later deleting) them twice.
 */
async function copyTree(source: string, target: string, { link }: { link: boolean }): Promise<void> {
  // "source/." copies a directory's contents into the target, which it creates or merges into (Docker's rule).
  const from = statSync(source).isDirectory() ? `${source}/.` : source;
  const flags = link ? ["-a", "--link"] : ["-a"];
  const result = await run("cp", [...flags, from, target], process.cwd(), process.env as Record<string, string>);
  if (result.status !== 0) throw new Error(`copying ${source} to ${target} failed: ${result.output}`);
}

/** A RUN command, without blocking the test process (a build takes minutes). */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, output }));
  });
}

/** Starts the final stage's CMD. */
export function startCmd(
  image: BuiltImage,
  baseEnv: Record<string, string>,
  env: Record<string, string>,
): ChildProcess {
  const cmd = image.stage.instructions.filter((instruction) => instruction.keyword === "CMD").pop();
  if (!cmd) throw new Error("the last stage has no CMD");
  const [command, ...rest] = commandOf(cmd.args);
  return spawn(command, rest, {
    cwd: image.dir,
    env: { ...baseEnv, ...image.env, ...env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
}

/**
 * The environment of the stand-in base image: the machine's environment without anything that
 * points into this checkout's node_modules, and Node 22 (the one running the tests) first on the PATH.
 */
export function baseImageEnv(binDir: string): Record<string, string> {
  mkdirSync(binDir, { recursive: true });
  symlinkSync(process.execPath, join(binDir, "node"));
  const path = (process.env.PATH ?? "").split(":").filter((entry) => entry && !entry.includes("node_modules"));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^(npm_|VITEST|NODE_|INIT_CWD|DATABASE_URL)/.test(name)) continue;
    env[name] = value;
  }
  // npm finds its global configuration (registry, certificates) next to the node running it: keep the machine's.
  const globalconfig = execFileSync("npm", ["config", "get", "globalconfig"], { encoding: "utf8" }).trim();
  return {
    ...env,
    PATH: [binDir, ...path].join(":"),
    HOME: process.env.HOME ?? "/root",
    npm_config_globalconfig: globalconfig,
    npm_config_prefer_offline: "true",
    npm_config_update_notifier: "false",
  };
}

export function readDockerfile(path = "Dockerfile"): Stage[] {
  return parseDockerfile(readFileSync(path, "utf8"));
}
