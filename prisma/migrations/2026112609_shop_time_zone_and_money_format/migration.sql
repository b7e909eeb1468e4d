-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "ianaTimezone" TEXT;
ALTER TABLE "Shop" ADD COLUMN "moneyFormat" TEXT;
ALTER TABLE "Shop" ADD COLUMN "shopTermsReadAt" DATETIME;
