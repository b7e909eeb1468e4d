/**
 * SQLite answers SQLITE_BUSY at once (Prisma: "Operation has timed out", P1008) to a transaction
 * that read and then wants to write while another process — the CLI beside the server — wrote in
 * between; the busy timeout does not cover that case. The work is idempotent and resumable, so
 * the CLI tries it again rather than failing the operator's command.
 */
export function isTransientDbError(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "P1008" || (typeof message === "string" && message.includes("Operation has timed out"));
}

export async function retryTransientDbErrors<T>(work: () => Promise<T>, attempts = 5, pauseMs = 500): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientDbError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}
