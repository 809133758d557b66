-- CreateEnum
CREATE TYPE "LocalTaxJurisdictionKind" AS ENUM ('CITY', 'COUNTY');

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "municipalityName" TEXT;

-- CreateTable
CREATE TABLE "LocalPremiumTax" (
    "id" SERIAL NOT NULL,
    "state" CHAR(2) NOT NULL DEFAULT 'KY',
    "code" TEXT,
    "name" TEXT NOT NULL,
    "kind" "LocalTaxJurisdictionKind" NOT NULL,
    "county" TEXT NOT NULL,
    "places" TEXT[],
    "rate" DECIMAL(9,6) NOT NULL,
    "withinCities" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LocalPremiumTax_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LocalPremiumTax_state_county_idx" ON "LocalPremiumTax"("state", "county");

-- CreateIndex
CREATE UNIQUE INDEX "LocalPremiumTax_state_name_key" ON "LocalPremiumTax"("state", "name");
