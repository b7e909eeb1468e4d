-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "codCollectedAt" TIMESTAMP(3),
ADD COLUMN     "markPaidSentAt" TIMESTAMP(3),
ADD COLUMN     "paymentHoldAt" TIMESTAMP(3),
ADD COLUMN     "shopifyPaidAt" TIMESTAMP(3);

