-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "destCity" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "destCountry" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "destRegion" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "promisedEarliestDate" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "promisedLatestDate" TEXT;

-- CreateTable
CREATE TABLE "CheckoutPromise" (
    "shopId" TEXT NOT NULL,
    "destinationKey" TEXT NOT NULL,
    "serviceCode" TEXT NOT NULL,
    "quotedDay" TEXT NOT NULL,
    "earliestDate" TEXT,
    "latestDate" TEXT,
    "quotedAt" DATETIME NOT NULL,

    PRIMARY KEY ("shopId", "destinationKey", "serviceCode", "quotedDay"),
    CONSTRAINT "CheckoutPromise_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "CheckoutPromise_quotedAt_idx" ON "CheckoutPromise"("quotedAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_sentAt_idx" ON "OrderSync"("shopId", "sentAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_shipmentStateAt_idx" ON "OrderSync"("shopId", "shipmentStateAt");
