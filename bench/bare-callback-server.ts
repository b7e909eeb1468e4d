import { spawn } from "node:child_process";

/**
 * bench/bare-callback-server.mjs as its own process (the app is one too, so both cross the same
 * process boundary from the load generator): checks Shopify's HMAC with `secret` and answers `answer`.
 */
export async function startBareCallbackServer(
  secret: string,
  answer: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["bench/bare-callback-server.mjs"], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", BARE_SECRET: secret, BARE_ANSWER: answer },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`The bare callback server exited (${code}) before listening.`)));
  });
  return {
    url: `http://127.0.0.1:${port}/carrier-service/rates`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
