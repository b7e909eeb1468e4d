-- Every delivery finds its order by the service's order id or our reference (docs/decisions/112).
-- CreateIndex
CREATE INDEX "OrderSync_shopId_serviceOrderId_idx" ON "OrderSync"("shopId", "serviceOrderId");
