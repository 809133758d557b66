-- AlterTable
ALTER TABLE "QuotationProposal" ADD COLUMN     "data" JSONB;

-- AlterTable
ALTER TABLE "SigningRequest" ADD COLUMN     "envelopeId" TEXT,
ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "signedProposalId" INTEGER,
ADD COLUMN     "signingUrl" TEXT;

-- CreateTable
CREATE TABLE "BuiltinSigningEnvelope" (
    "id" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "signerName" TEXT NOT NULL,
    "signerEmail" TEXT NOT NULL,
    "fileId" INTEGER NOT NULL,
    "documentData" JSONB,
    "successUrl" TEXT NOT NULL,
    "errorUrl" TEXT NOT NULL,
    "status" "SigningStatus" NOT NULL DEFAULT 'PENDING',
    "signedName" TEXT,
    "signedPosition" TEXT,
    "signedAt" TIMESTAMP(3),
    "signedFileId" INTEGER,
    "webhookDeliveredAt" TIMESTAMP(3),
    "webhookAttempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BuiltinSigningEnvelope_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BuiltinSigningEnvelope_status_webhookDeliveredAt_idx" ON "BuiltinSigningEnvelope"("status", "webhookDeliveredAt");

-- CreateIndex
CREATE UNIQUE INDEX "SigningRequest_signedProposalId_key" ON "SigningRequest"("signedProposalId");

-- CreateIndex
CREATE UNIQUE INDEX "SigningRequest_provider_envelopeId_key" ON "SigningRequest"("provider", "envelopeId");

-- AddForeignKey
ALTER TABLE "SigningRequest" ADD CONSTRAINT "SigningRequest_signedProposalId_fkey" FOREIGN KEY ("signedProposalId") REFERENCES "QuotationProposal"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BuiltinSigningEnvelope" ADD CONSTRAINT "BuiltinSigningEnvelope_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BuiltinSigningEnvelope" ADD CONSTRAINT "BuiltinSigningEnvelope_signedFileId_fkey" FOREIGN KEY ("signedFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
