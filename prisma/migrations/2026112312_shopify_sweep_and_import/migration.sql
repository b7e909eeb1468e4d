-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "shopifyOrdersSeenUntil" DATETIME;
ALTER TABLE "Shop" ADD COLUMN "shopifySweepClaimedAt" DATETIME;
ALTER TABLE "Shop" ADD COLUMN "shopifySweepError" TEXT;
ALTER TABLE "Shop" ADD COLUMN "shopifySweptAt" DATETIME;

-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "checkoutHealthJson" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "intakeSource" TEXT;
ALTER TABLE "OrderSync" ADD COLUMN "missedCheckoutAt" DATETIME;

-- CreateTable
CREATE TABLE "OrderImport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "since" DATETIME NOT NULL,
    "dryRun" BOOLEAN NOT NULL DEFAULT false,
    "state" TEXT NOT NULL DEFAULT 'RUNNING',
    "pagesRead" INTEGER NOT NULL DEFAULT 0,
    "ordersRead" INTEGER NOT NULL DEFAULT 0,
    "ordersMatching" INTEGER NOT NULL DEFAULT 0,
    "ordersQueued" INTEGER NOT NULL DEFAULT 0,
    "ordersKnown" INTEGER NOT NULL DEFAULT 0,
    "cursor" TEXT,
    "error" TEXT,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    CONSTRAINT "OrderImport_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "OrderImport_shopId_startedAt_idx" ON "OrderImport"("shopId", "startedAt");

-- CreateIndex
CREATE INDEX "OrderSync_shopId_missedCheckoutAt_idx" ON "OrderSync"("shopId", "missedCheckoutAt");

