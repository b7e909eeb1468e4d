-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "carrierServiceCallbackUrl" TEXT;

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "personalDataPurgedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ComplianceRequest" ADD COLUMN     "deliveredAt" TIMESTAMP(3);

