-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "syncPausedCode" TEXT;
ALTER TABLE "Shop" ADD COLUMN "carrierServiceParamsJson" TEXT;

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "attentionCode" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "attentionParamsJson" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "lastErrorParamsJson" TEXT;
