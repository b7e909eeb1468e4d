import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, FormLayout, Select, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import type { CorridorList } from "~/delivery/browser";
import { useI18n } from "~/i18n";

export type QuoteFormProblem = { code: string; message: string; fields: string[] };

type NumberField =
  | "weightGrams"
  | "lengthCm"
  | "widthCm"
  | "heightCm"
  | "declaredValue"
  | "presentmentCurrency"
  | "hsCode"
  | "pieces"
  | "distanceKm";

/** Weight, size, value, HS code, and pieces/distance for routes priced that way (spec §4 POST /quotes). */
export function QuoteForm({ corridors, problem }: { corridors: CorridorList; problem?: QuoteFormProblem }) {
  const { t, tValue, country } = useI18n();
  const first = corridors.corridors[0];
  const [corridor, setCorridor] = useState(first ? `${first.routeScope}|${first.destinationCountryCode}` : "");
  const selected = corridors.corridors.find((c) => `${c.routeScope}|${c.destinationCountryCode}` === corridor);
  const [serviceCode, setServiceCode] = useState(first?.serviceCodes[0] ?? "");
  const [values, setValues] = useState<Record<NumberField, string>>({
    weightGrams: "1000",
    lengthCm: "",
    widthCm: "",
    heightCm: "",
    declaredValue: "",
    presentmentCurrency: "",
    hsCode: "",
    pieces: "",
    distanceKm: "",
  });
  const submitting = useNavigation().state === "submitting";
  const error = (field: string) =>
    problem?.fields.includes(field) ? t(`quote.error.${field}` as Parameters<typeof t>[0]) : undefined;
  const field = (name: NumberField, extra: { inputMode?: "numeric" | "decimal" } = {}) => (
    <TextField
      label={t(`quote.field.${name}`)}
      helpText={
        name === "pieces" || name === "distanceKm" || name === "presentmentCurrency"
          ? t(`quote.help.${name}`)
          : undefined
      }
      name={name}
      autoComplete="off"
      inputMode={extra.inputMode}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={error(name)}
    />
  );
  const changeCorridor = (value: string) => {
    setCorridor(value);
    setServiceCode(
      corridors.corridors.find((c) => `${c.routeScope}|${c.destinationCountryCode}` === value)?.serviceCodes[0] ?? "",
    );
  };
  return (
    <Card>
      <Form method="post">
        <input type="hidden" name="originCountryCode" value={corridors.originCountryCode} />
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">
            {t("quote.form.title")}
          </Text>
          {problem && (
            <Banner tone="critical" title={t("quote.form.refused")}>
              <p>{problem.code === "FORM_INVALID" ? t("quote.form.fixFields") : problem.message || problem.code}</p>
            </Banner>
          )}
          <FormLayout>
            <FormLayout.Group>
              <Select
                label={t("quote.field.corridor")}
                name="corridor"
                options={corridors.corridors.map((c) => ({
                  value: `${c.routeScope}|${c.destinationCountryCode}`,
                  label: `${country(c.destinationCountryCode)} — ${tValue("routeScope", c.routeScope)}`,
                }))}
                value={corridor}
                onChange={changeCorridor}
                error={error("corridor")}
              />
              <Select
                label={t("quote.field.serviceCode")}
                name="serviceCode"
                options={(selected?.serviceCodes ?? []).map((code) => ({
                  value: code,
                  label: tValue("serviceCode", code),
                }))}
                value={serviceCode}
                onChange={setServiceCode}
                error={error("serviceCode")}
              />
            </FormLayout.Group>
            <FormLayout.Group condensed>
              {field("weightGrams", { inputMode: "numeric" })}
              {field("lengthCm", { inputMode: "decimal" })}
              {field("widthCm", { inputMode: "decimal" })}
              {field("heightCm", { inputMode: "decimal" })}
            </FormLayout.Group>
            <FormLayout.Group condensed>
              {field("declaredValue", { inputMode: "decimal" })}
              {field("presentmentCurrency")}
              {field("hsCode")}
            </FormLayout.Group>
            <FormLayout.Group condensed>
              {field("pieces", { inputMode: "numeric" })}
              {field("distanceKm", { inputMode: "decimal" })}
            </FormLayout.Group>
          </FormLayout>
          <div>
            <Button submit variant="primary" loading={submitting}>
              {t("quote.form.submit")}
            </Button>
          </div>
        </BlockStack>
      </Form>
    </Card>
  );
}
