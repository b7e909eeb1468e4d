import type { AppContext } from "~/app-context";
import { SIGNATURE_HEADER, verifyDeliverySignature } from "~/delivery";
import { logRefusal, type IncomingRequest } from "~/http";
import {
  type DeliveryReceipt,
  findShopByWebhookToken,
  insertDeliveryReceipt,
  receiptInsert,
  receiptUnprocessed,
  recordLastDelivery,
} from "./delivery-receipts.server";
import { deliveryIdentity, occurredAtOf, parseEnvelope, SHIPMENT_EVENT_PREFIX } from "./delivery-body";

/** Deliveries are a few hundred bytes; fiscal documents a few kilobytes (spec §2 Fiscal block). */
export const MAX_DELIVERY_BODY_BYTES = 64 * 1024;
/** Shop.lastDeliveryAt is a health signal ("is the service still reaching us?"): a minute is precise enough. */
export const LAST_DELIVERY_PRECISION_MS = 60_000;
const DELIVERY_HEADER = "X-Service-Delivery";

export type DeliveryReply = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const reply = (status: number, body: Record<string, unknown>, headers?: Record<string, string>): DeliveryReply => ({
  status,
  body,
  headers,
});

/**
 * One delivery of the service's webhooks (spec §6), in the order of docs/reference/house-style.md §5.5: raw body, signature
 * (the shop's one or two secrets, 300 s, constant time), durable record keyed by the delivery id
 * (so two instances cannot both take it), a background job, and a 2xx well within the service's
 * 10 s. Nothing reaches the service or Shopify during the request, and nothing is stored for a
 * refused delivery.
 */
export async function receiveDeliveryWebhook(
  ctx: AppContext,
  request: IncomingRequest,
  token: string,
): Promise<DeliveryReply> {
  if (request.method !== "POST") return reply(405, { error: "Only POST is accepted." }, { Allow: "POST" });
  const shop = token ? await findShopByWebhookToken(ctx.db, token) : null;
  // The same answer for every unknown or retired URL: a token is the only thing that names a shop.
  if (!shop || shop.uninstalledAt) return reply(404, { error: "Not found." });

  const raw = await request.readBody(MAX_DELIVERY_BODY_BYTES);
  // The rest of the body was never read, so the connection cannot carry another request.
  if (!raw.ok) return reply(413, { error: "The body is too large." }, { Connection: "close" });

  // Over the bytes as received (spec §6.1 signs the raw body), not their UTF-8 reading.
  const check = checkSignature(ctx, shop.webhookSecretsCiphertext, raw.bytes, request.header(SIGNATURE_HEADER));
  if (!check.ok) {
    // Anyone who learned a shop's URL can send these: sampled, not a line each (docs/decisions/070).
    logRefusal(
      ctx.logger,
      "delivery-webhook-unsigned",
      { shopId: shop.id, reason: check.reason },
      "delivery webhook refused: signature",
    );
    return reply(401, { error: "Invalid signature." });
  }

  const envelope = parseEnvelope(raw.text);
  if (!envelope) return reply(400, { error: "The body is not a JSON event." });
  const identity = deliveryIdentity(envelope, request.header(DELIVERY_HEADER), raw.text);
  if (!identity.ok) return reply(400, { error: identity.problem });

  const now = ctx.now();
  // Fiscal events are kept and shown; they trigger nothing while filing is off in every market (§2, §6).
  const actionable = envelope.event.startsWith(SHIPMENT_EVENT_PREFIX);
  const receipt: DeliveryReceipt = {
    id: identity.id,
    shopId: shop.id,
    event: envelope.event,
    occurredAt: occurredAtOf(envelope, now),
    payloadJson: raw.text,
    receivedAt: now,
    processedAt: actionable ? null : now,
  };
  const taken = await storeReceipt(ctx, receipt, actionable);
  // One write fewer per delivery in a burst: the request stays well within tens of milliseconds.
  if (!shop.lastDeliveryAt || now.getTime() - shop.lastDeliveryAt.getTime() >= LAST_DELIVERY_PRECISION_MS) {
    await recordLastDelivery(ctx.db, shop.id, now);
  }
  ctx.logger.info(
    { shopId: shop.id, delivery: identity.id, event: envelope.event, duplicate: !taken, signedWith: check.secretIndex },
    "delivery webhook received",
  );
  return reply(200, { received: true, duplicate: !taken });
}

/**
 * Stores the receipt, with its apply job when its event calls for one, as one commit on SQLite (docs/decisions/105);
 * true when it was new. A redelivery of one not yet processed is queued again: the dedupe key keeps it to one job,
 * and a job that crashed between the receipt and the queue (where those are two commits) or ran out of attempts
 * gets another go.
 */
async function storeReceipt(ctx: AppContext, receipt: DeliveryReceipt, actionable: boolean): Promise<boolean> {
  if (!actionable) return insertDeliveryReceipt(ctx.db, receipt);
  const { written } = await ctx.jobs.enqueueWith(
    receiptInsert(receipt),
    receiptUnprocessed(receipt.id),
    "tracking.apply-delivery",
    { receiptId: receipt.id },
    { dedupeKey: `delivery:${receipt.id}`, shopId: receipt.shopId },
  );
  return written === 1;
}

/** A shop without a secret cannot authenticate anything: refused like a bad signature (set one with shop:configure). */
function checkSignature(
  ctx: Pick<AppContext, "secrets" | "now">,
  ciphertext: string | null | undefined,
  rawBody: Buffer,
  header: string | null,
) {
  const secrets = webhookSecretsOf(ctx, ciphertext);
  if (secrets.length === 0) return { ok: false, reason: "no-secret" } as const;
  return verifyDeliverySignature({ rawBody, header, secrets, now: ctx.now().getTime() });
}

/*
 * A shop's secrets, opened once per ciphertext: AES-GCM with a fresh decipher, then the JSON read, were a third of
 * the receiver's own JavaScript in the bench's profile (docs/decisions/097). Keyed by the ciphertext, so a secret
 * changed in the database (shop:configure, a key rotation) is a new entry, never a stale one; per secret box, as
 * each has its own keys.
 */
const MAX_OPENED_SECRETS = 1_000;
const openedSecrets = new WeakMap<object, Map<string, string[]>>();

function webhookSecretsOf(ctx: Pick<AppContext, "secrets">, ciphertext: string | null | undefined): string[] {
  if (!ciphertext) return [];
  let opened = openedSecrets.get(ctx.secrets);
  if (!opened) openedSecrets.set(ctx.secrets, (opened = new Map()));
  const known = opened.get(ciphertext);
  if (known) return known;
  const secrets = JSON.parse(ctx.secrets.decrypt(ciphertext)) as unknown;
  const usable = Array.isArray(secrets)
    ? secrets.filter((secret): secret is string => typeof secret === "string" && secret !== "")
    : [];
  // The oldest entry goes first: shops whose deliveries stopped, or secrets since replaced.
  if (opened.size >= MAX_OPENED_SECRETS) opened.delete(opened.keys().next().value!);
  opened.set(ciphertext, usable);
  return usable;
}
