import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export type PostOutcome =
  { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string | null };

// One delivery attempt. spec §6: success is any 2xx within the timeout (10 s); anything else fails.
// node:http keeps the header set to exactly the spec's five plus Host, Content-Length and Connection.
export function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = send(target, {
      method: "POST",
      agent: false,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `no answer within ${timeoutMs} ms` });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on("response", (response) => {
      response.resume();
      const statusCode = response.statusCode ?? 0;
      const ok = statusCode >= 200 && statusCode < 300;
      finish(ok ? { ok, statusCode } : { ok, statusCode, error: null });
    });
    outgoing.on("error", (error) => finish({ ok: false, statusCode: null, error: error.message }));
    outgoing.end(body);
  });
}
