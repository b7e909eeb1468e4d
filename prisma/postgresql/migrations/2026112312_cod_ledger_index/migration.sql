-- CreateIndex
CREATE INDEX "OrderSync_shopId_codCollectedAt_idx" ON "OrderSync"("shopId", "codCollectedAt");

