import { expect, test } from "vitest";
import { TEST_API_KEY } from "../../stack/test-env";
import { BROWSER_USER_AGENT } from "../support/browser/session-token";
import { useStack } from "../support/use-stack";

/*
 * `/auth/login` is where Shopify's library sends a merchant who opens the app without a session outside the
 * admin: the login page asks for the store's domain and hands it to Shopify's install page (decision 070).
 */
const stack = useStack();

const loginPage = (init: { method?: string; body?: string; query?: string; language?: string } = {}) =>
  fetch(`${stack.app.url}/auth/login${init.query ?? ""}`, {
    method: init.method ?? "GET",
    headers: {
      "User-Agent": BROWSER_USER_AGENT,
      "Accept-Language": init.language ?? "en-US,en;q=0.8",
      ...(init.body === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
    },
    body: init.body,
    redirect: "manual",
  });

test("GET shows the form for the store's domain, in the browser's language", async () => {
  const page = await loginPage();
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Log in to Delivery Connect");
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).toMatch(/<input[^>]*name="shop"/);
  expect(html).toMatch(/<html lang="en"/);
  const french = await (await loginPage({ language: "fr-CI,fr;q=0.9" })).text();
  expect(french).toContain("Se connecter à Delivery Connect");
  // Declared French too, so screen readers and the browser read it with French rules.
  expect(french).toMatch(/<html lang="fr"/);
});

test("POST with a store's domain redirects to Shopify's install page for that store", async () => {
  for (const given of ["awa-boutique.myshopify.com", "https://awa-boutique.myshopify.com/", "awa-boutique"]) {
    const answer = await loginPage({ method: "POST", body: new URLSearchParams({ shop: given }).toString() });
    expect(answer.status, given).toBe(302);
    expect(answer.headers.get("location"), given).toBe(
      `https://admin.shopify.com/store/awa-boutique/oauth/install?client_id=${TEST_API_KEY}`,
    );
  }
});

test("a missing or invalid domain gets a clear error on the page, not a 500", async () => {
  const missing = await loginPage({ method: "POST", body: "shop=" });
  expect(missing.status).toBe(400);
  expect(await missing.text()).toContain("Enter your store&#x27;s domain to log in.");
  for (const body of ["shop=not%20a%20shop.example.com", "shop=evil.example%2F..%2Fx"]) {
    const invalid = await loginPage({ method: "POST", body });
    expect(invalid.status, body).toBe(400);
    expect(await invalid.text(), body).toContain("This is not a Shopify store domain.");
  }
  const viaQuery = await loginPage({ query: "?shop=not%20a%20shop" });
  expect(viaQuery.status).toBe(400);
});
