import type { AnyJobDefinition } from "./define-job";
import { UnknownJobError } from "./errors";

/*
 * Which jobs exist. The composition root builds one registry from the domains' definitions and hands it to the
 * queue, so the queue finds handlers without importing domain folders: the arrows point down, from the domains to
 * app/jobs, never back. There is no process-wide registry (docs/decisions/050).
 */

export type JobRegistry = {
  register(definitions: readonly AnyJobDefinition[]): void;
  get(name: string): AnyJobDefinition | undefined;
  /** The definition, or UnknownJobError. */
  require(name: string): AnyJobDefinition;
  all(): AnyJobDefinition[];
};

export function createJobRegistry(definitions: readonly AnyJobDefinition[] = []): JobRegistry {
  const byName = new Map<string, AnyJobDefinition>();
  const registry: JobRegistry = {
    register(more) {
      // A name registered again replaces the earlier definition: in development, Vite re-evaluates
      // a changed module and registers fresh objects under the same names.
      for (const definition of more) byName.set(definition.name, definition);
    },
    get: (name) => byName.get(name),
    require(name) {
      const definition = byName.get(name);
      if (!definition) throw new UnknownJobError(name);
      return definition;
    },
    all: () => [...byName.values()],
  };
  registry.register(definitions);
  return registry;
}
