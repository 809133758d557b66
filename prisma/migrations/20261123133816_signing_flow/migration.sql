-- AlterTable
ALTER TABLE "QuotationProposal" ADD COLUMN     "data" JSONB;
