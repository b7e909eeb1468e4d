-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "shopifySweepQueuedAt" TIMESTAMP(3);
