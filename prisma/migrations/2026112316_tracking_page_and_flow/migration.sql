-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "trackingToken" TEXT;

-- CreateTable
CREATE TABLE "FlowTriggerEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "orderSyncId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "payloadJson" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "lastError" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "FlowTriggerEvent_key_key" ON "FlowTriggerEvent"("key");

-- CreateIndex
CREATE INDEX "FlowTriggerEvent_shopId_idx" ON "FlowTriggerEvent"("shopId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderSync_trackingToken_key" ON "OrderSync"("trackingToken");

