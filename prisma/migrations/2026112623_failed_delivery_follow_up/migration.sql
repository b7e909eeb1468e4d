-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "followUpEvent" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "followUpAt" DATETIME;
ALTER TABLE "OrderSync" ADD COLUMN "followUpReason" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "followUpOpen" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "OrderSync" ADD COLUMN "returnClosedAt" DATETIME;

-- CreateTable
CREATE TABLE "DeliveryFollowUp" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderSyncId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "agreedDay" TEXT,
    "answersEvent" TEXT,
    "staffUserId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeliveryFollowUp_orderSyncId_fkey" FOREIGN KEY ("orderSyncId") REFERENCES "OrderSync" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "DeliveryFollowUp_orderSyncId_createdAt_idx" ON "DeliveryFollowUp"("orderSyncId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_followUpOpen_idx" ON "OrderSync"("shopId", "followUpOpen");
