-- AlterEnum
ALTER TYPE "InvoiceKind" ADD VALUE 'ENDORSEMENT';

-- AlterTable
ALTER TABLE "QuotationVersion" ADD COLUMN     "policyChange" TEXT;

-- AlterTable
ALTER TABLE "Policy" ADD COLUMN     "boundVersionId" INTEGER;

-- AlterTable
ALTER TABLE "Endorsement" ADD COLUMN     "changes" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "effectiveDate" DATE NOT NULL DEFAULT CURRENT_DATE,
ADD COLUMN     "premiumAfter" DECIMAL(14,2),
ADD COLUMN     "premiumChange" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "FinalSalesRevision" ADD COLUMN     "late" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "limitAfter" DECIMAL(14,2),
ADD COLUMN     "limitBefore" DECIMAL(14,2),
ADD COLUMN     "premiumBefore" DECIMAL(14,2),
ADD COLUMN     "reportedAmount" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Cancellation" ADD COLUMN     "endorsementId" INTEGER,
ADD COLUMN     "rejectionReason" TEXT,
ADD COLUMN     "returnPremium" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "endorsementId" INTEGER,
ADD COLUMN     "finalSalesRevisionId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Policy_boundVersionId_key" ON "Policy"("boundVersionId");

-- CreateIndex
CREATE UNIQUE INDEX "Cancellation_endorsementId_key" ON "Cancellation"("endorsementId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_endorsementId_key" ON "Invoice"("endorsementId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_finalSalesRevisionId_key" ON "Invoice"("finalSalesRevisionId");

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_boundVersionId_fkey" FOREIGN KEY ("boundVersionId") REFERENCES "QuotationVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cancellation" ADD CONSTRAINT "Cancellation_endorsementId_fkey" FOREIGN KEY ("endorsementId") REFERENCES "Endorsement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_endorsementId_fkey" FOREIGN KEY ("endorsementId") REFERENCES "Endorsement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_finalSalesRevisionId_fkey" FOREIGN KEY ("finalSalesRevisionId") REFERENCES "FinalSalesRevision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Nothing wrote endorsements or final sales revisions before this migration; the defaults above
-- only let the columns be added, and are dropped so that every new row names its own.
ALTER TABLE "Endorsement" ALTER COLUMN "effectiveDate" DROP DEFAULT;
ALTER TABLE "FinalSalesRevision" ALTER COLUMN "reportedAmount" DROP DEFAULT;

-- Policies bound so far: their bound version is their terms version.
UPDATE "Policy" SET "boundVersionId" = "quotationVersionId" WHERE "boundVersionId" IS NULL;

-- At most one open cancellation request and one final sales report waiting for review per policy
-- (decisions.md, D44). Prisma's schema cannot express a partial index, so they live here only.
CREATE UNIQUE INDEX "Cancellation_one_open_request" ON "Cancellation"("policyId") WHERE status = 'REQUESTED';
CREATE UNIQUE INDEX "FinalSalesRevision_one_submitted" ON "FinalSalesRevision"("policyId") WHERE status = 'SUBMITTED';
