-- CreateTable
CREATE TABLE "StaffLocale" (
    "shopId" TEXT NOT NULL,
    "staffUserId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("shopId", "staffUserId"),
    CONSTRAINT "StaffLocale_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

