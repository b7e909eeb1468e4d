-- Callbacks the keys' request budget could not serve, for the dashboard's advice on keys (docs/decisions/116).
-- AlterTable
ALTER TABLE "CheckoutStat" ADD COLUMN "rateLimited" INTEGER NOT NULL DEFAULT 0;
