import { Session } from "@shopify/shopify-api";
import type { SessionStorage } from "@shopify/shopify-app-session-storage";
import type { SecretBox } from "~/secrets";

/*
 * Shopify access and refresh tokens are secrets: they are stored encrypted. This wraps any session
 * storage (here Prisma's) and encrypts the two token fields on the way in, decrypts on the way out.
 */
export function encryptedSessionStorage(
  inner: SessionStorage,
  box: SecretBox,
  /** Told after a session was stored or deleted (the kept offline sessions, offline-admin-cache.server.ts). */
  changed: () => void = () => undefined,
): SessionStorage {
  const seal = (session: Session) =>
    new Session({
      ...session.toObject(),
      accessToken: session.accessToken ? box.encrypt(session.accessToken) : session.accessToken,
      refreshToken: session.refreshToken ? box.encrypt(session.refreshToken) : session.refreshToken,
    });
  const open = (session: Session | undefined) =>
    session &&
    new Session({
      ...session.toObject(),
      accessToken: session.accessToken ? box.decrypt(session.accessToken) : session.accessToken,
      refreshToken: session.refreshToken ? box.decrypt(session.refreshToken) : session.refreshToken,
    });

  const thenChanged = async (done: Promise<boolean>) => {
    try {
      return await done;
    } finally {
      changed();
    }
  };
  return {
    storeSession: (session) => thenChanged(inner.storeSession(seal(session))),
    loadSession: async (id) => open(await inner.loadSession(id)),
    deleteSession: (id) => thenChanged(inner.deleteSession(id)),
    deleteSessions: (ids) => thenChanged(inner.deleteSessions(ids)),
    findSessionsByShop: async (shop) => (await inner.findSessionsByShop(shop)).map((session) => open(session)!),
  };
}
