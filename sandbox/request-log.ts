import type { IncomingHttpHeaders } from "node:http";

const MAX_LOGGED_REQUESTS = 1000;

export interface LoggedRequest {
  id: number;
  at: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  status: number | null; // null while running, or when a "drop" fault closed the socket
  dropped: boolean;
}

export interface RequestLog {
  record(entry: Omit<LoggedRequest, "id" | "status" | "dropped">): LoggedRequest;
  list(pathPrefix?: string): LoggedRequest[];
  clear(): void;
}

// What the API received, for tests and debugging (GET /__sandbox/requests). Key values are redacted.
export function createRequestLog(): RequestLog {
  let entries: LoggedRequest[] = [];
  let nextId = 1;
  return {
    record(entry) {
      const logged = { ...entry, id: nextId++, status: null, dropped: false };
      entries.push(logged);
      if (entries.length > MAX_LOGGED_REQUESTS) entries = entries.slice(-MAX_LOGGED_REQUESTS);
      return logged;
    },
    list: (prefix) => (prefix ? entries.filter((e) => e.path.startsWith(prefix)) : entries),
    clear: () => {
      entries = [];
    },
  };
}

export function redactHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(", ") : value;
    if (name === "x-api-key") result[name] = "[redacted]";
    else if (name === "authorization")
      result[name] = /\s/.test(text) ? text.replace(/^(\S+\s+).*$/s, "$1[redacted]") : "[redacted]";
    else result[name] = text;
  }
  return result;
}
