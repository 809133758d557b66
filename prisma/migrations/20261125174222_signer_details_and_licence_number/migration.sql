-- AlterTable
ALTER TABLE "User" ADD COLUMN     "licenceNumber" TEXT;

-- AlterTable
ALTER TABLE "SigningRequest" ADD COLUMN     "signatureImage" BYTEA,
ADD COLUMN     "signatureText" TEXT,
ADD COLUMN     "signerPosition" TEXT;

-- AlterTable
ALTER TABLE "BuiltinSigningEnvelope" ADD COLUMN     "signedImage" BYTEA,
ADD COLUMN     "signedText" TEXT;

-- The position of proposals signed on the built-in page before this change, from their envelope.
UPDATE "SigningRequest" s
SET "signerPosition" = e."signedPosition"
FROM "BuiltinSigningEnvelope" e
WHERE s."provider" = 'builtin' AND s."envelopeId" = e."id" AND s."status" = 'SIGNED' AND s."signerPosition" IS NULL;
