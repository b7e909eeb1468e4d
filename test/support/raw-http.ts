import { connect } from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One HTTP/1.1 request written byte for byte on a socket (node:net): the request line's target goes out exactly
 * as given (a `#`, a `\`, a `%2F`, dot segments), which fetch and http.request would normalise or refuse. It asks
 * for `Connection: close`, so the answer ends when the app closes the socket.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    target,
    headers = {},
    body = "",
  }: {
    method?: string;
    target: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries({ Host: `localhost:${port}`, Connection: "close", ...headers }).map(([k, v]) => `${k}: ${v}`),
    ...(body || method === "POST" ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const headEnd = text.indexOf("\r\n\r\n");
      const [statusLine, ...headerLines] = text.slice(0, headEnd === -1 ? undefined : headEnd).split("\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? "")?.[1] ?? 0);
      const parsed = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      const raw = headEnd === -1 ? "" : text.slice(headEnd + 4);
      resolve({ status, headers: parsed, body: parsed["transfer-encoding"] === "chunked" ? unchunk(raw) : raw });
    });
    // Not half-closed: the app answers and closes (Connection: close).
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
  });
}

/** A chunked body's content (sizes in hex, in bytes; each chunk followed by CRLF; a last chunk of size 0). */
function unchunk(raw: string): string {
  const bytes = Buffer.from(raw, "utf8");
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    const size = parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) return Buffer.concat(chunks).toString("utf8");
    chunks.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
