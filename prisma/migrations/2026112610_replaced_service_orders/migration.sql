-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "owedNowMinor" INTEGER;

-- CreateTable
CREATE TABLE "ReplacedServiceOrder" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderSyncId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "serviceOrderId" TEXT NOT NULL,
    "externalOrderRef" TEXT NOT NULL,
    "newExternalOrderRef" TEXT NOT NULL,
    "codAmountMinor" INTEGER,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelledAt" DATETIME,
    CONSTRAINT "ReplacedServiceOrder_orderSyncId_fkey" FOREIGN KEY ("orderSyncId") REFERENCES "OrderSync" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ReplacedServiceOrder_shopId_externalOrderRef_key" ON "ReplacedServiceOrder"("shopId", "externalOrderRef");

-- CreateIndex
CREATE INDEX "ReplacedServiceOrder_shopId_serviceOrderId_idx" ON "ReplacedServiceOrder"("shopId", "serviceOrderId");

-- CreateIndex
CREATE INDEX "ReplacedServiceOrder_orderSyncId_idx" ON "ReplacedServiceOrder"("orderSyncId");
