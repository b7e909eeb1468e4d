-- Which of a shop's locations ship with the service, where the merchant chose otherwise than the default (docs/decisions/085).
-- CreateTable
CREATE TABLE "LocationShipping" (
    "shopId" TEXT NOT NULL,
    "locationGid" TEXT NOT NULL,
    "shipsWithService" BOOLEAN NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("shopId", "locationGid"),
    CONSTRAINT "LocationShipping_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
