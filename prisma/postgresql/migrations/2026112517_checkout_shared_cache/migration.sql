-- CreateTable
CREATE TABLE "CheckoutRateCacheEntry" (
    "key" TEXT NOT NULL,
    "bodyJson" TEXT NOT NULL,
    "storedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckoutRateCacheEntry_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "CheckoutRateCacheEntry_expiresAt_idx" ON "CheckoutRateCacheEntry"("expiresAt");
