import type { ControlRoute } from "../context";
import { accountControlRoutes } from "./account-routes";
import { diagnosticControlRoutes } from "./diagnostic-routes";
import { orderControlRoutes } from "./order-routes";
import { webhookControlRoutes } from "./webhook-routes";

export const CONTROL_ROUTES: readonly ControlRoute[] = [
  ...accountControlRoutes,
  ...webhookControlRoutes,
  ...orderControlRoutes,
  ...diagnosticControlRoutes,
];
