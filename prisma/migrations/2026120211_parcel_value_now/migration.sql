-- What a parcel's items are worth as the order's latest sync read them (docs/decisions/099, amendment).
-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "parcelValueNowMinor" INTEGER;
