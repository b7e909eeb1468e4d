-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "syncPausedCode" TEXT,
ADD COLUMN     "carrierServiceParamsJson" TEXT;

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "attentionCode" TEXT,
ADD COLUMN     "attentionParamsJson" TEXT,
ADD COLUMN     "lastErrorParamsJson" TEXT;
