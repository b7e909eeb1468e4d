import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlockStack, Page } from "@shopify/polaris";
import { quoteFormIssues, QuoteFormSchema, quoteParamsFromForm } from "~/admin/browser";
import { loadCorridors, requestQuote, type QuoteResult as QuoteAnswer, requireAdmin } from "~/admin";
import { CorridorsCard } from "~/components/quote/CorridorsCard";
import { QuoteForm } from "~/components/quote/QuoteForm";
import { QuoteResult } from "~/components/quote/QuoteResult";
import { readForm } from "~/http";
import { useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";

export const meta = pageTitle("quote.title");

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  return { corridors: await loadCorridors(context.app, shopDomain, locale) };
};

export const action = async ({ request, context }: ActionFunctionArgs): Promise<QuoteAnswer> => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  const form = QuoteFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return { ok: false, code: "FORM_INVALID", message: "", fields: quoteFormIssues(form.error) };
  return requestQuote(context.app, shopDomain, locale, quoteParamsFromForm(form.data));
};

export default function QuotePage() {
  const { corridors } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <Page title={t("quote.title")}>
      <BlockStack gap="400">
        <CorridorsCard view={corridors} />
        {corridors.status === "ok" && corridors.corridors.corridors.length > 0 && (
          <QuoteForm corridors={corridors.corridors} problem={answer && !answer.ok ? answer : undefined} />
        )}
        {answer?.ok && <QuoteResult quote={answer.quote} />}
      </BlockStack>
    </Page>
  );
}
