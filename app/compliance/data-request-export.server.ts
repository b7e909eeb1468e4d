import type { Prisma } from "@delivery-connect/prisma-sqlite";
import type { AppContext } from "~/app-context";
import { AppError } from "~/errors";

export const DATA_REQUEST_TOPIC = "customers/data_request";

/** No customers/data_request export by that id (never received, or erased): asking again finds none. */
export class DataRequestNotFoundError extends AppError {
  readonly code = "DATA_REQUEST_NOT_FOUND";
  readonly retryable = false;
}

/**
 * Erases the personal data of the customers/data_request records that match (the customer asked to
 * be forgotten, or the export is past retention): the encrypted export goes, the record of the
 * request stays. Returns how many exports were erased.
 */
export async function eraseDataRequestExports(db: AppContext["db"], where: Prisma.ComplianceRequestWhereInput) {
  const { count } = await db.complianceRequest.updateMany({
    where: { ...where, topic: DATA_REQUEST_TOPIC, exportCiphertext: { not: null } },
    data: { exportCiphertext: null },
  });
  return count;
}

/** The customers/data_request records not yet handed to the merchant, oldest first. */
export async function listPendingDataRequests(ctx: Pick<AppContext, "db">, shopDomain?: string) {
  const rows = await ctx.db.complianceRequest.findMany({
    where: {
      topic: DATA_REQUEST_TOPIC,
      deliveredAt: null,
      exportCiphertext: { not: null },
      ...(shopDomain ? { shopDomain } : {}),
    },
    orderBy: { receivedAt: "asc" },
    select: { id: true, shopDomain: true, customerGid: true, recordsAffected: true, receivedAt: true },
  });
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}

/**
 * The decrypted export of one customers/data_request, recorded as delivered (the first delivery's
 * time is kept when it is asked for again). The merchant passes it on to the customer.
 */
export async function deliverDataRequestExport(ctx: Pick<AppContext, "db" | "secrets" | "now">, id: string) {
  const row = await ctx.db.complianceRequest.findUnique({ where: { id } });
  if (!row || row.topic !== DATA_REQUEST_TOPIC)
    throw new DataRequestNotFoundError(`No customers/data_request export with id ${id}.`);
  if (!row.exportCiphertext)
    throw new DataRequestNotFoundError(
      `The customers/data_request export ${id} was erased: the customer asked to be forgotten (customers/redact), or it was older than PERSONAL_DATA_RETENTION_DAYS.`,
    );
  const orders = JSON.parse(ctx.secrets.decrypt(row.exportCiphertext)) as unknown[];
  const deliveredAt = row.deliveredAt ?? ctx.now();
  if (!row.deliveredAt) await ctx.db.complianceRequest.update({ where: { id }, data: { deliveredAt } });
  return {
    export: {
      requestId: row.id,
      shopDomain: row.shopDomain,
      customerGid: row.customerGid,
      receivedAt: row.receivedAt.toISOString(),
      orders,
    },
    deliveredAt: deliveredAt.toISOString(),
    deliveredBefore: Boolean(row.deliveredAt),
  };
}
