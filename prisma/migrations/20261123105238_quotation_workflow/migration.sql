-- AlterTable
ALTER TABLE "QuotationVersion" ADD COLUMN     "declineReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" INTEGER,
ADD COLUMN     "wizardStep" INTEGER NOT NULL DEFAULT 0;
