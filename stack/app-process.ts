import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { appendFileSync } from "node:fs";
import { createServer } from "node:net";

export type AppProcess = {
  url: string;
  pid: number | undefined;
  output: () => string;
  stop: () => Promise<void>;
  crash: () => Promise<void>;
};

/*
 * A port chosen here is free when chosen and taken only later, by a child process once it has started (seconds on
 * a busy machine). Taken from the kernel's ephemeral range (Linux: 32768–60999), as listen(0) would, it could be
 * handed meanwhile to any other server on port 0 or outgoing connection, and the child's health checks then reach
 * that server (run 94: a contract test's webhook receiver got a GET with no body and threw). Below that range
 * only another chosen port can take it.
 */
const CHOSEN_PORTS = { from: 20_000, to: 32_000 };

/** A free TCP port on 127.0.0.1, for a child process that cannot take port 0 and report back. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(CHOSEN_PORTS.from, CHOSEN_PORTS.to);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${CHOSEN_PORTS.from} and ${CHOSEN_PORTS.to} after 100 tries.`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * Starts the real, built app (`node server.mjs`, as `npm start` does after migrating; `serverArgs` ["--dev"]: as
 * `shopify app dev` does, from the sources) on 127.0.0.1
 * with the given environment (on a free port unless one is given), and waits until /healthz
 * answers. Its output is kept so tests can check what it logged (and appended to logFile if given).
 */
export async function startApp(
  env: Record<string, string>,
  options: { port?: number; logFile?: string; serverArgs?: string[] } = {},
): Promise<AppProcess> {
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.mjs", ...(options.serverArgs ?? [])], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      SHOPIFY_APP_URL: url,
      LOG_LEVEL: "debug",
      // Tests run many stacks on the machine's few cores and wait for their jobs: a job worker process at a lower
      // priority would wait behind every other stack's web process (docs/decisions/106). The bench sets its own.
      JOB_WORKER_NICENESS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (options.logFile) appendFileSync(options.logFile, chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await waitForHealth(url, exited, () => output);
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    /** Dies at once, as a machine losing power would: no graceful shutdown. */
    crash: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * How long a starting app may take to answer its health check. Starting takes about a second on a
 * quiet machine; at a load average of 14 on two cores (a full run beside other work) one took over
 * 20 s, the bound before. The wait ends as soon as the app answers, so a long bound costs nothing.
 */
const HEALTH_DEADLINE_MS = 90_000;

async function waitForHealth(url: string, exited: Promise<number | null>, output: () => string) {
  let done = false;
  exited.then(() => (done = true));
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  while (Date.now() < deadline && !done) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    done
      ? `The app exited before it became healthy.\n${output()}`
      : `The app did not become healthy within ${HEALTH_DEADLINE_MS / 1000} s.\n${output()}`,
  );
}
