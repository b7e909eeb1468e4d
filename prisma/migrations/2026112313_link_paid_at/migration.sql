-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "linkPaidAt" DATETIME;

