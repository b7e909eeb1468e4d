-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "shopifyOrdersSeenUntil" TIMESTAMP(3),
ADD COLUMN     "shopifySweepClaimedAt" TIMESTAMP(3),
ADD COLUMN     "shopifySweepError" TEXT,
ADD COLUMN     "shopifySweptAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "checkoutHealthJson" TEXT,
ADD COLUMN     "intakeSource" TEXT,
ADD COLUMN     "missedCheckoutAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OrderImport" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,
    "dryRun" BOOLEAN NOT NULL DEFAULT false,
    "state" TEXT NOT NULL DEFAULT 'RUNNING',
    "pagesRead" INTEGER NOT NULL DEFAULT 0,
    "ordersRead" INTEGER NOT NULL DEFAULT 0,
    "ordersMatching" INTEGER NOT NULL DEFAULT 0,
    "ordersQueued" INTEGER NOT NULL DEFAULT 0,
    "ordersKnown" INTEGER NOT NULL DEFAULT 0,
    "cursor" TEXT,
    "error" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "OrderImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderImport_shopId_startedAt_idx" ON "OrderImport"("shopId", "startedAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_missedCheckoutAt_idx" ON "OrderSync"("shopId", "missedCheckoutAt");

-- AddForeignKey
ALTER TABLE "OrderImport" ADD CONSTRAINT "OrderImport_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

