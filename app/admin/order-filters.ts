import { z } from "zod";

/** Orders per page of the orders list. */
export const ORDERS_PAGE_SIZE = 25;

const filterValue = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => value || undefined)
  .catch(undefined);

/** The orders list's query string: filters, search by order name, page. Bad values are ignored, never an error. */
export const OrderFiltersSchema = z.object({
  syncState: filterValue,
  shipmentState: filterValue,
  payment: filterValue,
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type OrderFilters = z.infer<typeof OrderFiltersSchema>;

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  return OrderFiltersSchema.parse(Object.fromEntries(params));
}

/** "?syncState=FAILED&page=2" for the filters with `changes` applied; empty values are left out. */
export function orderFiltersQuery(filters: OrderFilters, changes: Partial<OrderFilters> = {}): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(merged)) {
    if (value === undefined || value === "" || (name === "page" && value === 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
