import {
  getNamedType,
  isObjectType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  Kind,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type SelectionSetNode,
} from "graphql";
import type { AdminSchema } from "./admin-schema";
import { satisfiesGroup } from "./required-access";

/** One access requirement met while walking a document: `anyOf` must be satisfied for `coordinate`. */
export type DocumentRequirement = {
  /** "Mutation.carrierServiceCreate" for a field's own requirement, "Customer" for reading a type. */
  coordinate: string;
  /** Response path of the field concerned, e.g. "order.customer.firstName". */
  path: string;
  anyOf: string[];
  /** The prose of the schema file, used for Shopify-shaped ACCESS_DENIED messages. */
  requiredAccess: string;
  /** Fields an ACCESS_DENIED error attaches to (the field itself, or the fields inside a typed fragment). */
  fieldNodes: FieldNode[];
};

export type RequiredScopes = {
  /** Conjunctive normal form: each inner list is a set of alternatives; all lists must be met. */
  scopes: string[][];
  /** Parse and validation errors against the 2026-10 schema; when non-empty, `scopes` may be incomplete. */
  errors: string[];
  requirements: DocumentRequirement[];
};

function responsePath(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>, node?: FieldNode): string {
  const fields = [...ancestors, ...(node ? [node] : [])].filter(
    (item): item is FieldNode => !Array.isArray(item) && (item as ASTNode).kind === Kind.FIELD,
  );
  return fields.map((field) => field.alias?.value ?? field.name.value).join(".");
}

function directFields(selectionSet: SelectionSetNode): FieldNode[] {
  return selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);
}

/** Every access requirement of a valid document, in document order. */
export function collectRequirements(admin: AdminSchema, document: DocumentNode): DocumentRequirement[] {
  const typeInfo = new TypeInfo(admin.schema);
  const found: DocumentRequirement[] = [];
  const add = (coordinate: string, path: string, fieldNodes: FieldNode[], requirement?: string[][]) => {
    for (const anyOf of requirement ?? []) {
      found.push({ coordinate, path, anyOf, fieldNodes, requiredAccess: admin.access.prose.get(coordinate) ?? "" });
    }
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node, _key, _parent, _path, ancestors) {
        const parentType = typeInfo.getParentType();
        const fieldDef = typeInfo.getFieldDef();
        if (!parentType || !fieldDef || node.name.value.startsWith("__")) return;
        const path = responsePath(ancestors, node);
        const coordinate = `${parentType.name}.${fieldDef.name}`;
        add(coordinate, path, [node], admin.access.fields.get(coordinate));
        // Reading an object of a protected type (Order, Customer, FulfillmentOrder…) needs that type's scope.
        // Abstract types are checked where a fragment narrows them to a concrete type.
        const returned = getNamedType(fieldDef.type);
        if (isObjectType(returned)) add(returned.name, path, [node], admin.access.types.get(returned.name));
      },
      InlineFragment(node, _key, _parent, _path, ancestors) {
        const type = node.typeCondition && typeInfo.getType();
        if (!type || !isObjectType(getNamedType(type))) return;
        const name = getNamedType(type).name;
        add(name, responsePath(ancestors), directFields(node.selectionSet), admin.access.types.get(name));
      },
      FragmentDefinition(node) {
        const name = node.typeCondition.name.value;
        if (!isObjectType(admin.schema.getType(name))) return;
        add(name, `...${node.name.value}`, directFields(node.selectionSet), admin.access.types.get(name));
      },
    }),
  );
  return found;
}

/** The requirements the granted scopes do not meet (write scopes grant their read scopes). */
export function unmetRequirements(requirements: DocumentRequirement[], granted: Iterable<string>) {
  const scopes = new Set(granted);
  return requirements.filter((requirement) => !satisfiesGroup(scopes, requirement.anyOf));
}

/** Drops duplicate groups and groups already implied by a narrower one ([a] implies [a, b]). */
function simplify(groups: string[][]): string[][] {
  const unique = new Map(groups.map((group) => [[...group].sort().join(" "), [...group].sort()]));
  const sorted = [...unique.values()].sort((a, b) => a.length - b.length);
  return sorted.filter((group, i) => !sorted.slice(0, i).some((narrow) => narrow.every((s) => group.includes(s))));
}

/** The scopes a GraphQL document needs on API 2026-10, and its validation errors. Pure given the schema. */
export function requiredScopesOfDocument(documentText: string, admin: AdminSchema): RequiredScopes {
  let document: DocumentNode;
  try {
    document = parse(documentText);
  } catch (error) {
    return { scopes: [], errors: [(error as Error).message], requirements: [] };
  }
  const errors = validate(admin.schema, document).map((error) => error.message);
  const requirements = collectRequirements(admin, document);
  return { scopes: simplify(requirements.map((requirement) => requirement.anyOf)), errors, requirements };
}
