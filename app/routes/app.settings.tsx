import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, Page } from "@shopify/polaris";
import { ConnectFormSchema } from "~/admin/browser";
import {
  requireAdmin,
  saveConnection,
  loadSettingsPage,
  loadImportCard,
  startImportFromPage,
  saveShopSyncSettings,
  loadLocationsSection,
  saveShopLocations,
} from "~/admin";
import { ImportOrdersCard } from "~/components/settings/ImportOrdersCard";
import { CarrierServiceCard } from "~/components/settings/CarrierServiceCard";
import { ConnectionCard } from "~/components/settings/ConnectionCard";
import { LocationsCard, locationsHelp } from "~/components/settings/LocationsCard";
import { SettingsSection } from "~/components/settings/SettingsSection";
import { SyncRulesForm } from "~/components/settings/SyncRulesForm";
import { useLastActionData } from "~/components/use-last-action-data";
import { readForm } from "~/http";
import { currencyList, useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";

export const meta = pageTitle("settings.title");

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  const [page, importCard, locations] = await Promise.all([
    loadSettingsPage(context.app, shopDomain, locale),
    loadImportCard(context.app, shopDomain),
    loadLocationsSection(context.app, shopDomain),
  ]);
  // Currencies named by the server in the viewer's language (the countries come with every page, app.tsx).
  return { ...page, importCard, locations, currencies: currencyList(locale) };
};

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === "connect") {
    const connect = ConnectFormSchema.safeParse(form);
    if (!connect.success) throw new Response("Malformed connection form", { status: 400 });
    return { intent: "connect" as const, result: await saveConnection(context.app, shopDomain, connect.data) };
  }
  if (form.intent === "settings") {
    return {
      intent: "settings" as const,
      result: await saveShopSyncSettings(context.app, shopDomain, String(form.settings ?? "")),
    };
  }
  if (form.intent === "locations") {
    return {
      intent: "locations" as const,
      result: await saveShopLocations(context.app, shopDomain, String(form.locations ?? "")),
    };
  }
  if (form.intent === "import") {
    return {
      intent: "import" as const,
      result: await startImportFromPage(context.app, shopDomain, { days: form.days, send: form.send === "yes" }),
    };
  }
  throw new Response("Unknown form", { status: 400 });
};

/**
 * What matters first: the connection (folded once done), which locations ship with the service, which orders are
 * sent, how they are paid, the fallback prices, then what buyers are asked and told; earlier orders last.
 */
export default function Settings() {
  const { connection, settings, importCard, locations, currencies } = useLoaderData<typeof loader>();
  const outcome = useLastActionData<typeof action>();
  const { t, shopTerms, country } = useI18n();
  return (
    <Page title={t("settings.title")}>
      <BlockStack gap="500">
        <SettingsSection title={t("settings.connect.title")} description={t("settings.connect.help")}>
          <ConnectionCard connection={connection} outcome={outcome?.intent === "connect" ? outcome.result : undefined}>
            <CarrierServiceCard
              carrierService={"carrierService" in connection ? connection.carrierService : undefined}
            />
          </ConnectionCard>
        </SettingsSection>
        <SettingsSection title={t("settings.locations.title")} description={locationsHelp(locations, t, country)}>
          <LocationsCard section={locations} outcome={outcome?.intent === "locations" ? outcome.result : undefined} />
        </SettingsSection>
        <SyncRulesForm
          initial={settings}
          outcome={outcome?.intent === "settings" ? outcome.result : undefined}
          currencies={currencies}
          newRate={{
            countryCode: ("originCountryCode" in connection && connection.originCountryCode) || "",
            currency: shopTerms.currency ?? "",
          }}
        />
        {importCard && (
          <SettingsSection
            title={t("settings.import.title")}
            description={t("settings.import.help", { max: importCard.maxDays })}
          >
            <ImportOrdersCard state={importCard} outcome={outcome?.intent === "import" ? outcome.result : undefined} />
          </SettingsSection>
        )}
      </BlockStack>
    </Page>
  );
}
