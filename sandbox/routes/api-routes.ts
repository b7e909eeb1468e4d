import type { ApiRoute } from "../context";
import { cancelRoutes } from "./cancel";
import { checkoutRateRoutes } from "./checkout-rates";
import { corridorRoutes } from "./corridors";
import { orderCreateRoutes } from "./orders-create";
import { orderReadRoutes } from "./orders-read";
import { paymentRoutes } from "./payments";
import { quoteRoutes } from "./quotes";

// Every endpoint of spec §4, with the scope spec §5 names for it.
export const API_ROUTES: readonly ApiRoute[] = [
  ...corridorRoutes,
  ...quoteRoutes,
  ...checkoutRateRoutes,
  ...orderCreateRoutes,
  ...orderReadRoutes,
  ...paymentRoutes,
  ...cancelRoutes,
];
