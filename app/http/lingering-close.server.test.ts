import { once } from "node:events";
import { createServer, connect, type Server, type Socket } from "node:net";
import { afterEach, expect, test } from "vitest";
import { lingerOnClose } from "./lingering-close.server";

/*
 * A server that answers after the first bytes of a body and closes as Node's HTTP server does after a
 * `Connection: close` answer (socket.destroySoon), and a sender that keeps sending and reads the answer only
 * once it has sent a while: what a slow client on the internet, or a loaded test process, does.
 */
const ANSWER = "HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers the first bytes it gets and closes; `lingerMs` null: Node's own close. Returns its port. */
async function answeringServer(lingerMs: number | null, onSocket: (socket: Socket) => void = () => {}) {
  server = createServer({ allowHalfOpen: true }, (socket) => {
    onSocket(socket);
    if (lingerMs !== null) lingerOnClose(socket, lingerMs);
    socket.once("data", () => {
      socket.write(ANSWER);
      socket.destroySoon();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

async function answerThenClose(linger: boolean): Promise<number> {
  const port = await answeringServer(linger ? 5_000 : null);
  const sender: Socket = connect(port, "127.0.0.1");
  await once(sender, "connect");
  sender.pause();
  // Sends until the server's side has been closed over unread data (EPIPE/reset) or 4 MB went out.
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  let failed = false;
  sender.on("error", () => (failed = true));
  while (!failed && sent < 4 * 1024 * 1024) {
    if (!sender.write(chunk))
      await new Promise((resolve) => {
        sender.once("drain", resolve);
        sender.once("close", resolve);
        sender.once("error", resolve);
      });
    sent += chunk.length;
    if (sender.destroyed) break;
  }
  // Only now the sender reads what came back.
  let received = "";
  sender.setEncoding("latin1");
  sender.on("data", (text: string) => (received += text));
  sender.resume();
  if (!sender.closed) await once(sender, "close");
  return received.startsWith("HTTP/1.1 413") ? 413 : 0;
}

test("a sender still sending reads the answer when the close lingers", async () => {
  expect(await answerThenClose(true)).toBe(413);
});

test("without it, closing over unread data resets the connection and the answer is lost (the reason for it)", async () => {
  expect(await answerThenClose(false)).toBe(0);
});

test("a sender that reads the answer and closes is let go at once, not after the lingering time", async () => {
  let serverSide: Socket | undefined;
  // Longer than the test's own timeout: the connection must close because the sender closed.
  const port = await answeringServer(10 * 60_000, (socket) => (serverSide = socket));
  const sender = connect(port, "127.0.0.1");
  sender.setEncoding("latin1");
  let received = "";
  sender.on("data", (text: string) => (received += text));
  sender.write("POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  await once(sender, "end");
  sender.end();
  await once(serverSide!, "close");
  expect(received.startsWith("HTTP/1.1 413")).toBe(true);
});
