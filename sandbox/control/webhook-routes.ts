import { randomBytes } from "node:crypto";
import { z } from "zod";
import { toIso } from "../clock";
import type { ControlRoute, Services } from "../context";
import { ApiError } from "../errors";
import { newId } from "../ids";
import type { Delivery, WebhookEndpoint } from "../state";
import { EVENT_CATALOGUE } from "../webhooks/catalogue";
import { parseWith } from "../validation";

// spec §6: endpoints subscribe to catalogue events or "*". The spec says HTTPS; the sandbox also
// accepts http:// because local receivers rarely have certificates (README).
const SecretSchema = z.string().regex(/^whsec_[A-Za-z0-9_]{8,}$/);
const CreateEndpointSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  events: z.array(z.string().refine((e) => e === "*" || EVENT_CATALOGUE.includes(e))).min(1),
  secret: SecretSchema.optional(),
});
const RotateSchema = z.object({ secret: SecretSchema.optional() }).nullish();
const AdvanceSchema = z.object({ ms: z.int().min(0) });

const newSecret = () => `whsec_${randomBytes(24).toString("base64url").replace(/-/g, "_")}`;

function requireEndpoint(services: Services, id: string): WebhookEndpoint {
  const endpoint = services.store.state.endpoints.find((e) => e.id === id);
  if (!endpoint) throw new ApiError("SANDBOX_NOT_FOUND", { params: { what: "webhook endpoint", id } });
  return endpoint;
}

function renderDelivery(delivery: Delivery) {
  const { payload, nextAttemptAtMs, ...rest } = delivery;
  return {
    ...rest,
    body: JSON.parse(payload) as unknown,
    nextAttemptAt: nextAttemptAtMs === null ? null : toIso(nextAttemptAtMs),
    deadLettered: delivery.status === "dead_lettered",
  };
}

export const webhookControlRoutes: ControlRoute[] = [
  {
    method: "POST",
    pattern: "/webhook-endpoints",
    handle({ services, body }) {
      const request = parseWith(CreateEndpointSchema, body);
      const endpoint: WebhookEndpoint = {
        id: newId("we"),
        url: request.url,
        events: request.events,
        secret: request.secret ?? newSecret(),
        enabled: true,
        consecutiveFailures: 0,
        disabledAt: null,
        createdAt: toIso(services.store.now()),
      };
      services.store.state.endpoints.push(endpoint);
      return { status: 201, body: endpoint };
    },
  },
  {
    method: "GET",
    pattern: "/webhook-endpoints",
    handle: ({ services }) => ({ status: 200, body: { endpoints: services.store.state.endpoints } }),
  },
  {
    method: "DELETE",
    pattern: "/webhook-endpoints/:id",
    handle({ services, params }) {
      const endpoint = requireEndpoint(services, params.id ?? "");
      services.store.state.endpoints = services.store.state.endpoints.filter((e) => e !== endpoint);
      return { status: 200, body: { deleted: endpoint.id } };
    },
  },
  {
    method: "POST",
    pattern: "/webhook-endpoints/:id/enable",
    handle({ services, params }) {
      // spec §6.3: re-enabling is a dashboard action; held deliveries resume on their schedule.
      const endpoint = requireEndpoint(services, params.id ?? "");
      Object.assign(endpoint, { enabled: true, consecutiveFailures: 0, disabledAt: null });
      services.webhooks.resume();
      return { status: 200, body: endpoint };
    },
  },
  {
    method: "POST",
    pattern: "/webhook-endpoints/:id/disable",
    handle({ services, params }) {
      const endpoint = requireEndpoint(services, params.id ?? "");
      Object.assign(endpoint, { enabled: false, disabledAt: toIso(services.store.now()) });
      return { status: 200, body: endpoint };
    },
  },
  {
    method: "POST",
    pattern: "/webhook-endpoints/:id/rotate-secret",
    handle({ services, params, body }) {
      const endpoint = requireEndpoint(services, params.id ?? "");
      endpoint.secret = parseWith(RotateSchema, body)?.secret ?? newSecret();
      return { status: 200, body: { id: endpoint.id, secret: endpoint.secret } };
    },
  },
  {
    method: "GET",
    pattern: "/deliveries",
    handle({ services, query }) {
      const endpointId = query.get("endpointId");
      const deliveries = services.store.state.deliveries.filter((d) => !endpointId || d.endpointId === endpointId);
      return { status: 200, body: { deliveries: deliveries.map(renderDelivery) } };
    },
  },
  {
    method: "GET",
    pattern: "/notifications",
    handle: ({ services }) => ({ status: 200, body: { notifications: services.store.state.notifications } }),
  },
  {
    method: "POST",
    pattern: "/webhooks/flush",
    handle: async ({ services }) => (await services.webhooks.flush(), { status: 200, body: { flushed: true } }),
  },
  {
    method: "GET",
    pattern: "/clock",
    handle: ({ services }) => ({
      status: 200,
      body: { now: toIso(services.store.now()), offsetMs: services.store.state.clockOffsetMs },
    }),
  },
  {
    method: "POST",
    pattern: "/clock/advance",
    async handle({ services, body }) {
      await services.webhooks.advanceClock(parseWith(AdvanceSchema, body).ms);
      return { status: 200, body: { now: toIso(services.store.now()), offsetMs: services.store.state.clockOffsetMs } };
    },
  },
];
