import { Form, useSubmit } from "@remix-run/react";
import { Button, FormLayout, Select, TextField } from "@shopify/polaris";
import { useEffect, useRef, useState } from "react";
import type { OrderFilters } from "~/admin/browser";
import { useI18n } from "~/i18n";

type Options = { syncStates: string[]; shipmentStates: string[]; payments: string[] };
type Values = { syncState: string; shipmentState: string; payment: string; q: string };

/** How long the search waits after the last key before the list follows: one request per pause, not per key. */
const SEARCH_PAUSE_MS = 300;

/**
 * Filters and search as a GET form that applies as it changes: a select at once, the search once typing pauses.
 * The URL stays the source of truth (the list has its own address, Back returns to the previous filters, and
 * without script Enter still submits the form); only the search's text is kept here while it is typed.
 */
export function OrderFiltersForm({ filters, options }: { filters: OrderFilters; options: Options }) {
  const { t, tValue } = useI18n();
  const submit = useSubmit();
  const current: Values = {
    syncState: filters.syncState ?? "",
    shipmentState: filters.shipmentState ?? "",
    payment: filters.payment ?? "",
    q: filters.q ?? "",
  };
  const [q, setQ] = useState(current.q);
  const pause = useRef<ReturnType<typeof setTimeout>>();
  // The search last sent: the URL coming back with it must not undo what was typed since.
  const sent = useRef<string | null>(null);
  // The URL changed under the field (Clear filters, Back): show its search.
  useEffect(() => {
    if ((filters.q ?? "") !== sent.current) setQ(filters.q ?? "");
  }, [filters.q]);
  useEffect(() => () => clearTimeout(pause.current), []);
  // A new filter starts again at page 1 (no page in the query); empty filters stay out of the URL.
  const go = (values: Values, replace: boolean) => {
    sent.current = values.q;
    submit(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")), {
      method: "get",
      replace,
      preventScrollReset: true,
    });
  };
  const onSearch = (value: string) => {
    setQ(value);
    clearTimeout(pause.current);
    // Each pause replaces the history entry: Back leaves the search instead of undoing it letter by letter.
    pause.current = setTimeout(() => go({ ...current, q: value }, current.q !== ""), SEARCH_PAUSE_MS);
  };
  const choices = (values: string[], prefix: string) => [
    { value: "", label: t("orders.filters.any") },
    ...values.map((value) => ({ value, label: tValue(prefix, value) })),
  ];
  // One select per filter: its field (also its label key and URL name), its values and how they read.
  const selects = [
    { field: "syncState", choices: options.syncStates, valuePrefix: "syncState" },
    { field: "shipmentState", choices: options.shipmentStates, valuePrefix: "shipmentState" },
    { field: "payment", choices: options.payments, valuePrefix: "paymentPlan" },
  ] as const;
  const filtered = Object.values(current).some((value) => value !== "");
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("orders.filters.label")}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(pause.current);
        go({ ...current, q }, false);
      }}
    >
      <FormLayout>
        <FormLayout.Group condensed>
          <TextField
            label={t("orders.filters.search")}
            name="q"
            type="search"
            autoComplete="off"
            value={q}
            onChange={onSearch}
            placeholder="#1001"
          />
          {selects.map(({ field, choices: list, valuePrefix }) => (
            <Select
              key={field}
              label={t(`orders.filters.${field}`)}
              name={field}
              options={choices(list, valuePrefix)}
              value={current[field]}
              onChange={(value) => go({ ...current, q, [field]: value }, false)}
            />
          ))}
        </FormLayout.Group>
        {filtered && (
          <Button url="/app/orders" variant="plain">
            {t("orders.filters.clear")}
          </Button>
        )}
      </FormLayout>
    </Form>
  );
}
