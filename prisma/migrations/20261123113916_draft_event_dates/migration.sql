-- AlterTable
ALTER TABLE "QuotationVersion" ADD COLUMN     "eventDateFrom" DATE,
ADD COLUMN     "eventDateUntil" DATE;

-- Versions written before: their first and last covered day.
UPDATE "QuotationVersion"
SET "eventDateFrom" = (SELECT min(d) FROM unnest("datesOfCoverage") AS d),
    "eventDateUntil" = (SELECT max(d) FROM unnest("datesOfCoverage") AS d)
WHERE cardinality("datesOfCoverage") > 0;
