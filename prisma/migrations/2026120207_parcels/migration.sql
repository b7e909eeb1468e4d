-- A parcel is a row of its own (docs/decisions/076): one Shopify order may have several rows, one per parcel.
-- DropIndex
DROP INDEX "OrderSync_shopId_shopifyOrderGid_key";

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "parcelNumber" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "OrderSync" ADD COLUMN "parcelFulfillmentOrdersJson" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "parcelLocationId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "OrderSync_shopId_shopifyOrderGid_parcelNumber_key" ON "OrderSync"("shopId", "shopifyOrderGid", "parcelNumber");
