// A small command line over the control API: `npx tsx sandbox/cli.ts <command> [args]`.
// SANDBOX_URL points at the sandbox (default http://127.0.0.1:4010).

const USAGE = `usage: npx tsx sandbox/cli.ts <command> [args]
  reset                                  back to the seed state
  account ['{"crossBorderActive":false}'] show, or patch with a JSON object
  create-key <scope> [scope...]          e.g. create-key orders:read tracking:read
  revoke-key <key>
  create-endpoint <url> [event...]       events default to *
  endpoints | enable-endpoint <id> | rotate-secret <id>
  move <reference> <event> [checkpointName countryCode]
  confirm-payment <reference> | collect-cash <reference>
  fault <kind> [count] [status|latencyMs] [pathPrefix]   kind: latency|error|drop|rate_limit|duplicate_delivery
  clear-faults | deliveries | requests | flush | advance <ms>`;

type Call = [method: string, path: string, body?: unknown];

function toCall(command: string, args: string[]): Call | null {
  const [a = "", b = "", c, d] = args;
  const ref = encodeURIComponent(a);
  switch (command) {
    case "reset":
      return ["POST", "/reset"];
    case "account":
      return a ? ["PATCH", "/account", JSON.parse(a)] : ["GET", "/account"];
    case "create-key":
      return ["POST", "/keys", { scopes: args }];
    case "revoke-key":
      return ["POST", `/keys/${ref}/revoke`];
    case "create-endpoint":
      return ["POST", "/webhook-endpoints", { url: a, events: args.length > 1 ? args.slice(1) : ["*"] }];
    case "endpoints":
      return ["GET", "/webhook-endpoints"];
    case "enable-endpoint":
      return ["POST", `/webhook-endpoints/${ref}/enable`];
    case "rotate-secret":
      return ["POST", `/webhook-endpoints/${ref}/rotate-secret`];
    case "move":
      return [
        "POST",
        `/orders/${ref}/events`,
        {
          event: b.includes(".") ? b : `shipment.${b}`,
          ...(c && d ? { checkpoint: { name: c, countryCode: d } } : {}),
        },
      ];
    case "confirm-payment":
      return ["POST", `/orders/${ref}/confirm-link-payment`];
    case "collect-cash":
      return ["POST", `/orders/${ref}/collect-cash`];
    case "fault": {
      const amount = c === undefined ? {} : a === "latency" ? { latencyMs: Number(c) } : { status: Number(c) };
      return ["POST", "/faults", { kind: a, count: Number(b || 1), ...amount, ...(d ? { path: d } : {}) }];
    }
    case "clear-faults":
      return ["DELETE", "/faults"];
    case "deliveries":
      return ["GET", "/deliveries"];
    case "requests":
      return ["GET", "/requests"];
    case "flush":
      return ["POST", "/webhooks/flush"];
    case "advance":
      return ["POST", "/clock/advance", { ms: Number(a) }];
    default:
      return null;
  }
}

const [command = "", ...args] = process.argv.slice(2);
const call = toCall(command, args);
if (!call) {
  console.error(USAGE);
  process.exit(2);
}
const [method, path, body] = call;
const base = (process.env.SANDBOX_URL ?? "http://127.0.0.1:4010").replace(/\/$/, "");
const response = await fetch(`${base}/__sandbox${path}`, {
  method,
  headers: body === undefined ? {} : { "Content-Type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});
console.log(JSON.stringify(await response.json(), null, 2));
process.exit(response.ok ? 0 : 1);

export {}; // a module, so top-level await is allowed
