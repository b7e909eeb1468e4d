/*
 * Group commit (docs/decisions/124): calls of one kind made while one of them is out wait for it and then go together.
 * A kind with nothing out goes at once (after the current turn of the event loop, so that calls made together go
 * together), so a quiet process waits for nothing new; a busy one makes one statement of as many calls as its traffic
 * brings, up to `maxItems`. A group the database refuses for what one of its items holds is not yet anyone's failure:
 * each of its calls goes again alone, so that one fails by itself and the others succeed. A group that failed
 * otherwise (a lost connection, a timeout) fails all its calls, as each would have failed alone.
 */

/**
 * PostgreSQL refused the statement for the data in it: SQLSTATE class 22 (a data exception, such as a U+0000 it cannot
 * store) or 23 (an integrity constraint). Anything else says nothing about one item in particular.
 */
export function refusedForItsData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^2[23][0-9A-Z]{3}$/.test(code);
}

/** Runs one group of items of one kind; answers one result per item, in their order. */
export type RunGroup<Item, Result> = (kind: string, items: Item[]) => Promise<Result[]>;

type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

export class GroupedCalls<Item, Result> {
  private readonly waiting = new Map<string, Array<Waiting<Item, Result>>>();
  private readonly running = new Set<string>();

  constructor(
    private readonly runGroup: RunGroup<Item, Result>,
    private readonly maxItems: number,
    private readonly splitWhen: (error: unknown) => boolean = refusedForItsData,
  ) {}

  call(kind: string, item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      const waiting = this.waiting.get(kind);
      if (waiting) waiting.push({ item, resolve, reject });
      else this.waiting.set(kind, [{ item, resolve, reject }]);
      if (!this.running.has(kind)) {
        this.running.add(kind);
        queueMicrotask(() => void this.runWaiting(kind));
      }
    });
  }

  private async runWaiting(kind: string) {
    try {
      for (let group = this.take(kind); group.length > 0; group = this.take(kind)) await this.run(kind, group);
    } finally {
      this.running.delete(kind);
    }
  }

  private take(kind: string): Array<Waiting<Item, Result>> {
    const waiting = this.waiting.get(kind);
    if (!waiting) return [];
    if (waiting.length <= this.maxItems) {
      this.waiting.delete(kind);
      return waiting;
    }
    return waiting.splice(0, this.maxItems);
  }

  private async run(kind: string, group: Array<Waiting<Item, Result>>): Promise<void> {
    let results: Result[];
    try {
      results = await this.runGroup(
        kind,
        group.map(({ item }) => item),
      );
    } catch (error) {
      if (group.length > 1 && this.splitWhen(error))
        await Promise.all(group.map((waiting) => this.run(kind, [waiting])));
      else for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve }, index) => resolve(results[index]!));
  }
}

/**
 * A kind of call grouped per database handle: each handle gets its own GroupedCalls on its first call (held weakly, so
 * a handle dropped takes its group with it), and `runGroup` runs one group on that handle.
 */
export function groupedPerDatabase<Db extends object, Item, Result>(
  kind: string,
  runGroup: (db: Db, items: Item[]) => Promise<Result[]>,
  maxItems: number,
): (db: Db, item: Item) => Promise<Result> {
  const groups = new WeakMap<Db, GroupedCalls<Item, Result>>();
  return (db, item) => {
    let calls = groups.get(db);
    if (!calls) groups.set(db, (calls = new GroupedCalls((_, items) => runGroup(db, items), maxItems)));
    return calls.call(kind, item);
  };
}
