-- Text search of GET /api/quotation (like → ILIKE '%…%') through trigram indexes. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it. Hand-written line: the
-- schema engine does not write CREATE EXTENSION without the postgresqlExtensions preview feature.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Quotation_quotationNumber_trgm_idx" ON "Quotation" USING GIN ("quotationNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Quotation_insuredName_trgm_idx" ON "Quotation" USING GIN ("insuredName" gin_trgm_ops);
