-- At most one open (PENDING) signing request per quotation version and provider: concurrent
-- openings of a signing link claim it once (server/signing/start-proposal-signing.ts). Prisma's
-- schema cannot express a partial index, so it lives here only.
CREATE UNIQUE INDEX "SigningRequest_one_open_per_version" ON "SigningRequest"("versionId", "provider") WHERE status = 'PENDING';
