-- CreateTable
CREATE TABLE "StaffLocale" (
    "shopId" TEXT NOT NULL,
    "staffUserId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffLocale_pkey" PRIMARY KEY ("shopId","staffUserId")
);

-- AddForeignKey
ALTER TABLE "StaffLocale" ADD CONSTRAINT "StaffLocale_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

