import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { seedState } from "./seed";
import type { ApiKeyRecord, SandboxState, StoredOrder } from "./state";
import { toIso } from "./clock";

const SAVE_DEBOUNCE_MS = 20;

export interface Store {
  state: SandboxState;
  now(): number;
  reset(): void;
  changed(): void;
  saveNow(): void;
  findKey(key: string): ApiKeyRecord | undefined;
  findOrder(reference: string): StoredOrder | undefined;
}

// Holds the state in memory and, when a state file is given, loads it on start and writes it after
// every change (debounced, and once more on close), so state survives a restart.
export function createStore(options: { baseClock: () => number; stateFile?: string }): Store {
  const { baseClock, stateFile } = options;
  let saveTimer: NodeJS.Timeout | null = null;

  const store: Store = {
    state: loadState(stateFile) ?? seedState(toIso(baseClock())),
    now: () => baseClock() + store.state.clockOffsetMs,
    reset() {
      // The clock offset survives a reset so sandbox time never runs backwards for a connected client.
      store.state = seedState(toIso(store.now()), store.state.clockOffsetMs);
      store.changed();
    },
    changed() {
      if (!stateFile || saveTimer) return;
      saveTimer = setTimeout(() => store.saveNow(), SAVE_DEBOUNCE_MS);
      saveTimer.unref();
    },
    saveNow() {
      if (saveTimer) clearTimeout(saveTimer);
      saveTimer = null;
      if (!stateFile) return;
      const temporary = `${stateFile}.tmp`;
      writeFileSync(temporary, JSON.stringify(store.state));
      renameSync(temporary, stateFile);
    },
    findKey: (key) => store.state.keys.find((k) => k.key === key),
    findOrder(reference) {
      const byId = store.state.orders.find((o) => o.orderId === reference);
      if (byId) return byId;
      // Several orders may share an externalOrderRef (different idempotency keys): the newest wins.
      return store.state.orders.findLast((o) => o.externalOrderRef === reference);
    },
  };
  return store;
}

function loadState(stateFile: string | undefined): SandboxState | null {
  if (!stateFile || !existsSync(stateFile)) return null;
  const parsed = JSON.parse(readFileSync(stateFile, "utf8")) as SandboxState;
  if (parsed.version !== 1) throw new Error(`Unsupported sandbox state file version in ${stateFile}`);
  return parsed;
}
