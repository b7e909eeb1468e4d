// Shared pieces of the contract battery: what a target is, how tests build clients for it, how
// they drive the sandbox's control API, and an order factory. No mocks: every call is real HTTP.
import { expect } from "vitest";
import {
  createDeliveryClient,
  createMemoryBudgetStore,
  DeliveryError,
  type CreateOrderParams,
  type DeliveryClient,
  type DeliveryClientOptions,
} from "~/delivery";

/** The keys a target offers. Only `all` is required; tests needing another key exist only when it is given. */
export interface ContractKeys {
  /** orders:write, orders:read, orders:cancel, tracking:read */
  all: string;
  /** checkout:rates only */
  checkout?: string;
  /** orders:read only */
  readonly?: string;
  /** orders:write only */
  writer?: string;
  /** tracking:read only */
  tracking?: string;
  /** a key the dashboard revoked */
  revoked?: string;
}

/**
 * The sandbox's test controls (README "Control API"); absent for a real service. The battery expects
 * the sandbox's clock to move only when advanced through `POST /clock/advance`.
 */
export interface SandboxControl {
  /** `{base_url}/__sandbox` */
  url: string;
  /** Starts a separate sandbox that allows `limit` requests per key per `windowMs` (for the budget test). */
  startRateLimited?(limit: number, windowMs: number): Promise<ContractTarget>;
}

export interface ContractTarget {
  /** The service's `{base_url}` (the client appends `/v1/public-api`). */
  baseUrl: string;
  keys: ContractKeys;
  control?: SandboxControl;
  close(): Promise<void>;
}

export type ClientOptions = Partial<Omit<DeliveryClientOptions, "baseUrl">>;

// One request log entry of GET /__sandbox/requests.
export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  status: number | null;
  dropped: boolean;
}

export interface ContractContext {
  target: ContractTarget;
  keys: ContractKeys;
  /** A client of the target; the key defaults to `keys.all`. */
  client(options?: ClientOptions): DeliveryClient;
  /** A unique externalOrderRef, so runs against a real service never collide. */
  ref(label: string): string;
  order(overrides?: Partial<CreateOrderParams>): CreateOrderParams;
}

export interface SandboxContext extends ContractContext {
  control: SandboxControl;
  /** Calls the control API (raw fetch: it is not part of the client) and expects a 2xx. */
  sandbox<T = any>(method: string, path: string, body?: unknown): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** API requests the sandbox received whose path starts with `/v1/public-api` + `path`. */
  requests(path?: string): Promise<LoggedRequest[]>;
  move(reference: string, event: string, extra?: Record<string, unknown>): Promise<void>;
}

let refCounter = 0;

export function contractContext(target: ContractTarget): ContractContext {
  // Against a real service every client shares one budget, so the suite itself stays under §8's limit.
  // The sandbox's limiter is reset before each test, so there each client keeps its own.
  const sharedStore = target.control ? undefined : createMemoryBudgetStore();
  const runId = Date.now().toString(36);
  const ref = (label: string) => `CT-${runId}-${label}-${(refCounter += 1)}`;
  return {
    target,
    keys: target.keys,
    client: (options = {}) =>
      createDeliveryClient({
        baseUrl: target.baseUrl,
        apiKey: target.keys.all,
        budget: sharedStore ? { store: sharedStore } : undefined,
        ...options,
      }),
    ref,
    order(overrides = {}) {
      return {
        externalOrderRef: ref("order"),
        customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
        deliveryAddress: {
          freeTextAddress: "Rue des Jardins, Cocody",
          city: "Abidjan",
          state: "Abidjan",
          landmark: "Near the pharmacy",
        },
        paymentType: "MobileMoney",
        codAmountMinor: 1500000,
        currency: "XOF",
        items: [{ sku: "TSHIRT-M", name: "T-shirt", quantity: 2, unitPriceMinor: 750000 }],
        ...overrides,
      };
    },
  };
}

export function sandboxContext(base: ContractContext, control: SandboxControl): SandboxContext {
  async function sandbox(method: string, path: string, body?: unknown) {
    const response = await fetch(control.url + path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  }
  return {
    ...base,
    control,
    sandbox,
    async requests(path = "") {
      const answer = await sandbox("GET", `/requests?path=${encodeURIComponent(`/v1/public-api${path}`)}`);
      return answer.requests as LoggedRequest[];
    },
    async move(reference, event, extra = {}) {
      await sandbox("POST", `/orders/${encodeURIComponent(reference)}/events`, { event, ...extra });
    },
  };
}

/** Awaits a call that must be refused and returns the client's error. */
export async function refusal(call: Promise<unknown>): Promise<DeliveryError> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(DeliveryError);
  return outcome.error as DeliveryError;
}

/** Every order of the target with this externalOrderRef, read through the client's paging. */
export async function ordersWithRef(client: DeliveryClient, externalOrderRef: string) {
  const found = [];
  for await (const order of client.iterateOrders()) if (order.externalOrderRef === externalOrderRef) found.push(order);
  return found;
}
