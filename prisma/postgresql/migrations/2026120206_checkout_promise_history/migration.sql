-- AlterTable
ALTER TABLE "CheckoutPromise" DROP CONSTRAINT "CheckoutPromise_pkey",
ADD CONSTRAINT "CheckoutPromise_pkey" PRIMARY KEY ("shopId", "destinationKey", "serviceCode", "quotedDay", "quotedAt");
