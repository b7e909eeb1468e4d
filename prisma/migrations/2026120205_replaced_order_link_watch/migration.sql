-- AlterTable
ALTER TABLE "ReplacedServiceOrder" ADD COLUMN "linkPaidAt" DATETIME;
ALTER TABLE "ReplacedServiceOrder" ADD COLUMN "paymentLinkUrl" TEXT;
