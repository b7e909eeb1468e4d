-- DropIndex
DROP INDEX "OrderSync_shopId_shopifyOrderGid_key";

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "parcelFulfillmentOrdersJson" TEXT,
ADD COLUMN     "parcelLocationId" TEXT,
ADD COLUMN     "parcelNumber" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE UNIQUE INDEX "OrderSync_shopId_shopifyOrderGid_parcelNumber_key" ON "OrderSync"("shopId", "shopifyOrderGid", "parcelNumber");

