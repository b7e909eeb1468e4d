-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN     "linkPaidAt" TIMESTAMP(3);

