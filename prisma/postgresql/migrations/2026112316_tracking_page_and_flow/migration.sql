-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "trackingToken" TEXT;

-- CreateTable
CREATE TABLE "FlowTriggerEvent" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderSyncId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "payloadJson" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "FlowTriggerEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FlowTriggerEvent_key_key" ON "FlowTriggerEvent"("key");

-- CreateIndex
CREATE INDEX "FlowTriggerEvent_shopId_idx" ON "FlowTriggerEvent"("shopId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderSync_trackingToken_key" ON "OrderSync"("trackingToken");

