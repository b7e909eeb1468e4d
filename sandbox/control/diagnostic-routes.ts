import type { ControlRoute } from "../context";
import { FaultSchema } from "../faults";
import { parseWith } from "../validation";

// Fault injection and the log of received API requests.
export const diagnosticControlRoutes: ControlRoute[] = [
  {
    method: "POST",
    pattern: "/faults",
    handle: ({ services, body }) => ({ status: 201, body: services.faults.add(parseWith(FaultSchema, body)) }),
  },
  {
    method: "GET",
    pattern: "/faults",
    handle: ({ services }) => ({ status: 200, body: { faults: services.faults.list() } }),
  },
  {
    method: "DELETE",
    pattern: "/faults",
    handle: ({ services }) => (services.faults.clear(), { status: 200, body: { faults: [] } }),
  },
  {
    method: "GET",
    pattern: "/requests",
    handle: ({ services, query }) => ({
      status: 200,
      body: { requests: services.requests.list(query.get("path") ?? undefined) },
    }),
  },
  {
    method: "DELETE",
    pattern: "/requests",
    handle: ({ services }) => (services.requests.clear(), { status: 200, body: { requests: [] } }),
  },
];
