-- AlterTable
ALTER TABLE "CheckoutStat" ADD COLUMN "modelAnswers" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CheckoutStat" ADD COLUMN "modelChecks" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CheckoutStat" ADD COLUMN "modelDrops" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CheckoutRateModel" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "shopId" TEXT NOT NULL,
    "modelJson" TEXT,
    "heldUntil" DATETIME,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "CheckoutRateModel_expiresAt_idx" ON "CheckoutRateModel"("expiresAt");
