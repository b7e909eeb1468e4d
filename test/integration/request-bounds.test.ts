import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "vitest";
import { startStack } from "../../stack/stack";
import { abidjanCart, checkoutShop } from "../support/checkout-kit";
import { useStack } from "../support/use-stack";

/*
 * Every body the app reads is bounded (docs/decisions/037): an oversized one is answered 413 while
 * its sender is still sending, and a flood of unsigned carrier callbacks costs neither memory nor
 * the database. Memory is the app process's resident set, asserted as growth with a wide margin.
 */
const stack = useStack(startStack);

const MB = 1024 * 1024;
const rssBytes = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${stack.app.pid}/status`, "utf8"))![1]) * 1024;

/** `reset`: the app closed the connection (after its 413) while the body was still being written, so the sender saw
 * EPIPE or ECONNRESET before it could read the answer: TCP resets a socket closed with unread data. */
type Streamed = { status: number; sentWhenAnswered: number; total: number; reset?: boolean };

/**
 * POSTs `total` bytes unsigned, `chunkBytes` at a time with `pauseMs` between chunks, declaring the
 * length or not (chunked), and resolves at the answer with how much had been sent by then. Stops
 * sending once answered; fails at the deadline if no answer came.
 */
function streamBody(
  path: string,
  {
    total,
    chunkBytes,
    pauseMs,
    declareLength,
  }: { total: number; chunkBytes: number; pauseMs: number; declareLength: boolean },
): Promise<Streamed> {
  const url = new URL(path, stack.app.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const deadline = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer from ${path} after ${sent} bytes`));
    }, 30_000);
    const req = httpRequest(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Hmac-Sha256": "Zm9yZ2Vk",
        "X-Shopify-Topic": "app/uninstalled",
        "X-Shopify-Shop-Domain": "nobody.myshopify.com",
        "X-Shopify-API-Version": "2026-10",
        "X-Shopify-Webhook-Id": randomBytes(8).toString("hex"),
        ...(declareLength ? { "Content-Length": String(total) } : {}),
      },
    });
    req.on("response", (response) => {
      answered = true;
      clearTimeout(deadline);
      response.resume();
      resolve({ status: response.statusCode ?? 0, sentWhenAnswered: sent, total });
      req.destroy();
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      clearTimeout(deadline);
      if (error.code === "EPIPE" || error.code === "ECONNRESET")
        resolve({ status: 0, sentWhenAnswered: sent, total, reset: true });
      else reject(error);
    });
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    const pump = () => {
      if (answered || req.destroyed) return;
      if (sent >= total) return void req.end();
      sent += chunk.length;
      req.write(chunk, () => setTimeout(pump, pauseMs));
    };
    pump();
  });
}

const WEBHOOK_PATHS = [
  "/webhooks/app/uninstalled",
  "/webhooks/compliance",
  "/webhooks/orders/create",
  "/webhooks/app/scopes_update",
  "/webhooks/fulfillment_orders/order_routing_complete",
  "/webhooks/shop/update",
];

test("a webhook declaring 200 MB and sending it slowly is answered 413 while its sender is still sending", async () => {
  for (const path of WEBHOOK_PATHS) {
    const answer = await streamBody(path, { total: 200 * MB, chunkBytes: 64 * 1024, pauseMs: 20, declareLength: true });
    expect(answer.status, path).toBe(413);
    expect(answer.sentWhenAnswered, path).toBeLessThan(answer.total);
  }
});

test("a streamed webhook without a length is answered 413 once past the limit, before the rest is sent", async () => {
  for (const path of [...WEBHOOK_PATHS, "/carrier-service/rates?token=x"]) {
    const answer = await streamBody(path, { total: 64 * MB, chunkBytes: 128 * 1024, pauseMs: 5, declareLength: false });
    expect(answer.status, path).toBe(413);
    expect(answer.sentWhenAnswered, path).toBeLessThan(16 * MB);
  }
});

test("four unsigned 200 MB webhooks in flight at once leave the app's memory flat", async () => {
  const before = rssBytes();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes())), 20);
  try {
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() =>
        streamBody("/webhooks/app/uninstalled", { total: 200 * MB, chunkBytes: MB, pauseMs: 0, declareLength: false }),
      ),
    );
    // Refused before the end: answered 413, or cut off by the app closing the connection (the sender met the reset
    // before it read the answer, which happens with four at once on a busy machine).
    for (const answer of answers)
      if (answer.reset) expect(answer.sentWhenAnswered).toBeLessThan(answer.total);
      else expect(answer.status).toBe(413);
  } finally {
    clearInterval(sampler);
  }
  // Reading the bodies whole would take 800 MB; the bound keeps the four within a few MB each.
  expect(peak - before).toBeLessThan(150 * MB);
});

test("a flood of unsigned carrier callbacks with random tokens leaves memory bounded and the database unasked", async () => {
  const shop = await checkoutShop(stack);
  const body = JSON.stringify(abidjanCart());
  const send = (token: string) =>
    fetch(`${stack.app.url}/carrier-service/rates?token=${token}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Hmac-Sha256": "Zm9yZ2Vk",
        "X-Shopify-Shop-Domain": shop.domain,
      },
      body,
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  const flood = async (count: number) => {
    let next = 0;
    const statuses = new Set<number>();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next++ < count) statuses.add(await send(randomBytes(6 * 1024).toString("base64url")));
      }),
    );
    return statuses;
  };
  // Warmed up with a flood as large as the one measured: the first flood grows the heap and malloc's arenas
  // to hold its garbage (93 MB once, on PostgreSQL, over a bound of 60), and RSS does not shrink back. The
  // second flood reuses that room, so what it adds is what the app keeps per request: 8 KB a token would be
  // 130 MB more.
  await flood(16_000);
  const linesBefore = stack.app
    .output()
    .split("\n")
    .filter((line) => line.includes("carrier callback refused")).length;
  const before = rssBytes();
  expect([...(await flood(16_000))]).toEqual([401]);
  const growth = rssBytes() - before;
  const lines = stack.app
    .output()
    .split("\n")
    .filter((line) => line.includes("carrier callback refused"));

  // Remembering each token (8 KB) would take over 130 MB; nothing is remembered before the HMAC.
  expect(growth).toBeLessThan(60 * MB);
  // Nothing is looked up before the HMAC: no per-request line either, only the sampled one.
  expect(lines.length - linesBefore).toBeLessThanOrEqual(1);
  expect(lines.at(-1) ?? "").toContain('"securityEvent":"carrier-callback-unsigned"');
}, 120_000);
