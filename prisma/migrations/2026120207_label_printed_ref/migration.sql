-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "labelPrintedRef" TEXT;
