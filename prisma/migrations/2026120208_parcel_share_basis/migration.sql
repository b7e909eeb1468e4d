-- What a parcel's amount was set against (docs/decisions/087): the whole order's amount owed and the parcel's value.
-- AlterTable
ALTER TABLE "OrderSync" ADD COLUMN "parcelOwedWholeMinor" INTEGER;
ALTER TABLE "OrderSync" ADD COLUMN "parcelValueMinor" INTEGER;
