-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "ianaTimezone" TEXT,
ADD COLUMN     "moneyFormat" TEXT,
ADD COLUMN     "shopTermsReadAt" TIMESTAMP(3);
