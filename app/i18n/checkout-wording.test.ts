import { expect, test } from "vitest";
import { fr } from "./fr";

// Shopify's "checkout" is where the buyer places the order; "paiement" reads as the payment (cash on delivery,
// a payment link) to a French merchant, so the checkout's texts say "commande" instead.
test("the French texts about checkout speak of ordering, not of payment", () => {
  const checkout = Object.entries(fr).filter(
    ([key]) => key.startsWith("dashboard.checkout.") || key.startsWith("dashboard.missed.health"),
  );
  expect(checkout.length).toBeGreaterThan(5);
  expect(checkout.filter(([, text]) => /paiement/i.test(text))).toEqual([]);
  expect(fr["dashboard.checkout.title"]).toContain("au moment de la commande");
});
