-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "grossTotal" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "lines" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "municipalityTaxRate" DECIMAL(9,6),
ADD COLUMN     "taxState" CHAR(2);
