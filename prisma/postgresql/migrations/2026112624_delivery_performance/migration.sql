-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "destCity" TEXT,
ADD COLUMN     "destCountry" TEXT,
ADD COLUMN     "destRegion" TEXT,
ADD COLUMN     "promisedEarliestDate" TEXT,
ADD COLUMN     "promisedLatestDate" TEXT;

-- CreateTable
CREATE TABLE "CheckoutPromise" (
    "shopId" TEXT NOT NULL,
    "destinationKey" TEXT NOT NULL,
    "serviceCode" TEXT NOT NULL,
    "quotedDay" TEXT NOT NULL,
    "earliestDate" TEXT,
    "latestDate" TEXT,
    "quotedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckoutPromise_pkey" PRIMARY KEY ("shopId","destinationKey","serviceCode","quotedDay")
);

-- CreateIndex
CREATE INDEX "CheckoutPromise_quotedAt_idx" ON "CheckoutPromise"("quotedAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_sentAt_idx" ON "OrderSync"("shopId", "sentAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_shipmentStateAt_idx" ON "OrderSync"("shopId", "shipmentStateAt");

-- AddForeignKey
ALTER TABLE "CheckoutPromise" ADD CONSTRAINT "CheckoutPromise_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;
