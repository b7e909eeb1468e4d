-- Which of a shop's locations ship with the service, where the merchant chose otherwise than the default (docs/decisions/085).
-- CreateTable
CREATE TABLE "LocationShipping" (
    "shopId" TEXT NOT NULL,
    "locationGid" TEXT NOT NULL,
    "shipsWithService" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LocationShipping_pkey" PRIMARY KEY ("shopId","locationGid")
);

-- AddForeignKey
ALTER TABLE "LocationShipping" ADD CONSTRAINT "LocationShipping_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;
