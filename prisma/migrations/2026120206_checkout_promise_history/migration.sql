-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CheckoutPromise" (
    "shopId" TEXT NOT NULL,
    "destinationKey" TEXT NOT NULL,
    "serviceCode" TEXT NOT NULL,
    "quotedDay" TEXT NOT NULL,
    "earliestDate" TEXT,
    "latestDate" TEXT,
    "quotedAt" DATETIME NOT NULL,

    PRIMARY KEY ("shopId", "destinationKey", "serviceCode", "quotedDay", "quotedAt"),
    CONSTRAINT "CheckoutPromise_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CheckoutPromise" ("destinationKey", "earliestDate", "latestDate", "quotedAt", "quotedDay", "serviceCode", "shopId") SELECT "destinationKey", "earliestDate", "latestDate", "quotedAt", "quotedDay", "serviceCode", "shopId" FROM "CheckoutPromise";
DROP TABLE "CheckoutPromise";
ALTER TABLE "new_CheckoutPromise" RENAME TO "CheckoutPromise";
CREATE INDEX "CheckoutPromise_quotedAt_idx" ON "CheckoutPromise"("quotedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
