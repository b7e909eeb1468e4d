-- AlterTable
ALTER TABLE "ReplacedServiceOrder" ADD COLUMN     "linkPaidAt" TIMESTAMP(3),
ADD COLUMN     "paymentLinkUrl" TEXT;
