import { Form, useSubmit } from "@remix-run/react";
import { Button, FormLayout, InlineStack, Select, TextField } from "@shopify/polaris";
import { useState, type FormEvent } from "react";
import type { OrderFilters } from "~/admin/browser";
import { useI18n } from "~/i18n";

type Options = { syncStates: string[]; shipmentStates: string[]; payments: string[] };

/** Filters and search as a GET form: the filtered list has its own URL and works from the keyboard. */
export function OrderFiltersForm({ filters, options }: { filters: OrderFilters; options: Options }) {
  const { t, tValue } = useI18n();
  const [values, setValues] = useState({
    syncState: filters.syncState ?? "",
    shipmentState: filters.shipmentState ?? "",
    payment: filters.payment ?? "",
    q: filters.q ?? "",
  });
  const submit = useSubmit();
  // Empty filters are left out of the URL (the plain form, without script, sends them too).
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")), { method: "get" });
  };
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
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
  return (
    <Form method="get" role="search" aria-label={t("orders.filters.label")} onSubmit={apply}>
      <FormLayout>
        <FormLayout.Group condensed>
          <TextField
            label={t("orders.filters.search")}
            name="q"
            type="search"
            autoComplete="off"
            value={values.q}
            onChange={set("q")}
            placeholder="#1001"
          />
          {selects.map(({ field, choices: list, valuePrefix }) => (
            <Select
              key={field}
              label={t(`orders.filters.${field}`)}
              name={field}
              options={choices(list, valuePrefix)}
              value={values[field]}
              onChange={set(field)}
            />
          ))}
        </FormLayout.Group>
        <InlineStack gap="200">
          <Button submit>{t("orders.filters.apply")}</Button>
          <Button url="/app/orders" variant="plain">
            {t("orders.filters.clear")}
          </Button>
        </InlineStack>
      </FormLayout>
    </Form>
  );
}
