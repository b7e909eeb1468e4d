-- CreateTable
CREATE TABLE "CheckoutRateCacheEntry" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "bodyJson" TEXT NOT NULL,
    "storedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "CheckoutRateCacheEntry_expiresAt_idx" ON "CheckoutRateCacheEntry"("expiresAt");
