-- AlterTable
ALTER TABLE "CheckoutStat" ADD COLUMN     "modelAnswers" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "modelChecks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "modelDrops" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CheckoutRateModel" (
    "key" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "modelJson" TEXT,
    "heldUntil" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckoutRateModel_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "CheckoutRateModel_expiresAt_idx" ON "CheckoutRateModel"("expiresAt");

