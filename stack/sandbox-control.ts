import type { Stack } from "./stack";

/** The sandbox's control API (it stands in for the service's dashboard and for the world): faults, keys, shipments. */
export async function sandboxControl(stack: Pick<Stack, "sandbox">, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.sandbox.url}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sandbox ${method} /__sandbox${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}
