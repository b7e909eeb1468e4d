import type { DeliveryPerformance } from "~/performance/summarise";
import { cli, type Demo } from "./demo-context";
import { say } from "./say";

/**
 * Part 5: delivery performance (docs/decisions/047). The orders the demo handed off, and the one it
 * delivered, as the merchant reads them: the operator's `stats:delivery` here, the admin page at
 * /app/performance (printed at the end).
 */
export async function showPerformance(demo: Demo): Promise<void> {
  say.step(`How deliveries went over the last 30 days: npm run cli -- stats:delivery --shop ${demo.shop} --days 30`);
  const text = await cli(demo, ["stats:delivery", "--shop", demo.shop, "--days", "30"]);
  for (const line of text.stdout.trimEnd().split("\n")) say.show(line);
  const report = (
    await cli(demo, ["stats:delivery", "--shop", demo.shop, "--days", "30", "--json"])
  ).json<DeliveryPerformance>();
  if (report.all.delivered < 1) throw new Error("The delivered order of part 4 is not counted as delivered.");
  say.step(
    `${report.all.delivered} of ${report.all.shipped} orders handed off were delivered; ${report.all.deliveredOnTime} of the ${report.all.deliveredWithPromise} whose checkout dates the app recorded came within them.`,
  );
  say.step(`The same figures, with charts and a CSV download, on the admin page ${demo.stack.app.url}/app/performance`);
}
