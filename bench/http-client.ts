import { Agent, request } from "node:http";

/*
 * The load generator's HTTP client: node:http on keep-alive sockets. Not fetch: on this machine
 * undici's fetch alone costs ~0.7 ms a request against a trivial in-process server (node:http:
 * ~0.1 ms) and adds tails of several ms, which would be counted as the app's latency. Every path of
 * a section (app, sandbox direct, floor) is measured with this same client.
 */
export type BenchReply = { status: number; text: string };
export type BenchClient = ReturnType<typeof createBenchClient>;

export function createBenchClient(maxSockets = 64) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<BenchReply>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          agent,
          headers: body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
          );
          incoming.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, headers: Record<string, string>, body: string) => send("POST", url, headers, body),
    close: () => agent.destroy(),
  };
}
