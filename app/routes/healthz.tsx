import { getAppContext } from "~/context.server";
import { checkHealth } from "~/health/check-health.server";

// GET /healthz: 200 when the app and its database answer, 503 otherwise. For load balancers.
export const loader = async () => {
  const health = await checkHealth(getAppContext());
  return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
};
