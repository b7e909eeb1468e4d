-- The order's money ledger stored (docs/decisions/084): one row per money fact, written once per idempotency key.
-- CreateTable
CREATE TABLE "MoneyEntry" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "shopifyOrderGid" TEXT NOT NULL,
    "orderSyncId" TEXT,
    "kind" TEXT NOT NULL,
    "shopMinor" INTEGER NOT NULL,
    "shopCurrency" TEXT NOT NULL,
    "presentmentMinor" INTEGER NOT NULL,
    "presentmentCurrency" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "gateway" TEXT,
    "serviceOrderRef" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MoneyEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MoneyEntry_shopId_idempotencyKey_key" ON "MoneyEntry"("shopId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "MoneyEntry_shopId_shopifyOrderGid_idx" ON "MoneyEntry"("shopId", "shopifyOrderGid");

-- CreateIndex
CREATE INDEX "MoneyEntry_orderSyncId_idx" ON "MoneyEntry"("orderSyncId");

-- AddForeignKey
ALTER TABLE "MoneyEntry" ADD CONSTRAINT "MoneyEntry_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MoneyEntry" ADD CONSTRAINT "MoneyEntry_orderSyncId_fkey" FOREIGN KEY ("orderSyncId") REFERENCES "OrderSync"("id") ON DELETE CASCADE ON UPDATE CASCADE;
