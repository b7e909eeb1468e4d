-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "carrierServiceCallbackUrl" TEXT;

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "personalDataPurgedAt" DATETIME;

-- AlterTable
ALTER TABLE "ComplianceRequest" ADD COLUMN "deliveredAt" DATETIME;

