-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "followUpAt" TIMESTAMP(3),
ADD COLUMN     "followUpEvent" TEXT,
ADD COLUMN     "followUpOpen" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "followUpReason" TEXT,
ADD COLUMN     "returnClosedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "DeliveryFollowUp" (
    "id" TEXT NOT NULL,
    "orderSyncId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "agreedDay" TEXT,
    "answersEvent" TEXT,
    "staffUserId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryFollowUp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryFollowUp_orderSyncId_createdAt_idx" ON "DeliveryFollowUp"("orderSyncId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_followUpOpen_idx" ON "OrderSync"("shopId", "followUpOpen");

-- AddForeignKey
ALTER TABLE "DeliveryFollowUp" ADD CONSTRAINT "DeliveryFollowUp_orderSyncId_fkey" FOREIGN KEY ("orderSyncId") REFERENCES "OrderSync"("id") ON DELETE CASCADE ON UPDATE CASCADE;

