-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "shopifySweepQueuedAt" DATETIME;
