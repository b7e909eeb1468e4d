-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "codCollectedAt" DATETIME;
ALTER TABLE "OrderSync" ADD COLUMN "markPaidSentAt" DATETIME;
ALTER TABLE "OrderSync" ADD COLUMN "paymentHoldAt" DATETIME;
ALTER TABLE "OrderSync" ADD COLUMN "shopifyPaidAt" DATETIME;

