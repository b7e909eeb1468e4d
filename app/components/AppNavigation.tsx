import { Link } from "@remix-run/react";
import { NavMenu } from "@shopify/app-bridge-react";
import { Banner, Box, InlineStack, Link as PolarisLink } from "@shopify/polaris";
import { useI18n } from "~/i18n";

const PAGES = [
  { url: "/app", key: "nav.dashboard" },
  { url: "/app/orders", key: "nav.orders" },
  { url: "/app/cod-ledger", key: "nav.codLedger" },
  { url: "/app/performance", key: "nav.performance" },
  { url: "/app/quote", key: "nav.quote" },
  { url: "/app/settings", key: "nav.settings" },
] as const;

/** Shopify's admin shows the app's menu from App Bridge's nav menu; the local preview shows its own. */
export function AppNavigation({ embedded }: { embedded: boolean }) {
  const { t } = useI18n();
  if (embedded) {
    return (
      <NavMenu>
        {PAGES.map((page, index) => (
          <Link key={page.url} to={page.url} rel={index === 0 ? "home" : undefined}>
            {t(page.key)}
          </Link>
        ))}
      </NavMenu>
    );
  }
  return (
    <Box padding="400" paddingBlockEnd="0">
      <Banner tone="info" title={t("preview.title")}>
        <p>{t("preview.body")}</p>
      </Banner>
      <Box paddingBlockStart="300">
        <nav aria-label={t("nav.label")}>
          <InlineStack gap="400">
            {PAGES.map((page) => (
              <PolarisLink key={page.url} url={page.url}>
                {t(page.key)}
              </PolarisLink>
            ))}
          </InlineStack>
        </nav>
      </Box>
    </Box>
  );
}
