import type { Socket } from "node:net";

/** How long a closing connection waits for its sender to close too before it is cut. */
export const LINGER_MS = 2_000;

/**
 * Node's server closes a connection after an answer sent with `Connection: close` (a body refused 413 before its
 * end, say) by ending it and destroying it as soon as the answer is out (`socket.destroySoon`). A sender still
 * sending then has data left unread on our side, and closing over unread data makes the kernel answer with a reset;
 * a sender that had not read our answer yet loses it to that reset and sees a dropped connection instead of the 413
 * (request-bounds on a loaded machine, 2026-11-26). The remedy is nginx's lingering close: our answer and our end
 * go out, and the connection is destroyed when the sender closes its side, or LINGER_MS after our answer was out.
 * Set on every connection (server.mjs); only answers that close the connection ever call it.
 */
export function lingerOnClose(socket: Socket, lingerMs = LINGER_MS): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    // Never destroyed before our answer is out: destroying discards what is still unwritten.
    const whenAnswered = (then: () => void) => (this.writableFinished ? then() : this.once("finish", then));
    whenAnswered(() => {
      const timer = setTimeout(() => this.destroy(), lingerMs);
      timer.unref();
      this.once("close", () => clearTimeout(timer));
    });
    // The sender closed its side (now, or before we answered): nothing is left to wait for.
    if (this.readableEnded) whenAnswered(() => this.destroy());
    else this.once("end", () => whenAnswered(() => this.destroy()));
  };
}
