import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";

// A simplified version of Shopify's calculated query cost (shopify.dev "API rate limits"): objects cost 1,
// connections 2 plus `first`/`last` times their nodes, scalars and enums 0, mutations 10. Enough to report a
// plausible extensions.cost; the stand-in does not run a leaky bucket.
export const THROTTLE_MAXIMUM_AVAILABLE = 2000;
export const THROTTLE_RESTORE_RATE = 100;
const MUTATION_COST = 10;

function pageSize(value: ValueNode | undefined, variables: Record<string, unknown>): number {
  if (!value) return 1;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE && typeof variables[value.name.value] === "number")
    return variables[value.name.value] as number;
  return 1;
}

export function estimateQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;

  const costOf = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | null | undefined,
    seen: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += costOf(selection.selectionSet, narrowed, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          total += costOf(
            fragment.selectionSet,
            schema.getType(fragment.typeCondition.name.value),
            new Set([...seen, fragment.name.value]),
          );
        }
      } else if (parent && (isObjectType(parent) || isInterfaceType(parent))) {
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        const type = getNamedType(field.type);
        if (isLeafType(type) || !selection.selectionSet) continue;
        const children = costOf(selection.selectionSet, type, seen);
        if (type.name.endsWith("Connection")) {
          const args = selection.arguments ?? [];
          const size = pageSize(
            args.find((a) => a.name.value === "first" || a.name.value === "last")?.value,
            variables,
          );
          total += 2 + size * Math.max(children - 1, 1);
        } else {
          total += 1 + children;
        }
      }
    }
    return total;
  };

  const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  const cost = costOf(operation.selectionSet, root, new Set());
  return operation.operation === "mutation" ? cost + MUTATION_COST : cost;
}
