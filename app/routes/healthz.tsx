import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkHealth } from "~/health";

// GET /healthz: 200 when the app and its database answer, 503 otherwise. For load balancers.
export const loader = async ({ context }: LoaderFunctionArgs) => {
  const health = await checkHealth(context.app);
  return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
};
