/**
 * A stand-in for https://cdn.shopify.com/shopifycloud/app-bridge.js, which the test machine cannot
 * reach. It does the two things the pages rely on: it puts the session token on every same-origin
 * fetch (Remix's data requests and form posts), as App Bridge does, and it defines App Bridge's
 * elements (the nav menu lives in Shopify's admin, so it is not drawn in the page).
 */
export const APP_BRIDGE_URL = "https://cdn.shopify.com/shopifycloud/app-bridge.js";

export function appBridgeStub(token: string, shop: string, locale: string): string {
  return `(() => {
  const token = ${JSON.stringify(token)};
  const script = document.currentScript;
  window.shopify = {
    config: { apiKey: script && script.dataset.apiKey, shop: ${JSON.stringify(shop)}, locale: ${JSON.stringify(locale)} },
    idToken: async () => token,
    toast: { show() {} },
    loading() {},
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init = {}) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? String(input) : input.url, location.href);
    if (url.origin !== location.origin) return originalFetch(input, init);
    const headers = new Headers(init.headers || (input instanceof Request ? input.headers : undefined));
    if (!headers.has("Authorization")) headers.set("Authorization", "Bearer " + token);
    return originalFetch(input, { ...init, headers });
  };
  for (const name of ["ui-nav-menu", "ui-title-bar", "ui-modal", "ui-save-bar"]) {
    if (!customElements.get(name)) customElements.define(name, class extends HTMLElement {
      connectedCallback() { this.style.display = "none"; }
    });
  }
})();`;
}
