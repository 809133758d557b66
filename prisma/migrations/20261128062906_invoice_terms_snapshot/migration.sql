-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "deductible" DECIMAL(14,2),
ADD COLUMN     "riskExpiry" DATE,
ADD COLUMN     "riskInception" DATE,
ADD COLUMN     "sumInsured" DECIMAL(14,2),
ADD COLUMN     "termsVersionId" INTEGER;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_termsVersionId_fkey" FOREIGN KEY ("termsVersionId") REFERENCES "QuotationVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill (decisions.md, D101): the terms each existing invoice was issued on, as well as the
-- history allows. Invoices issued from now on record them themselves (issuePolicyInvoice).
--
-- 1. The version that held the policy's terms: a bind's is the bound version; a cover-changing
--    endorsement's is the copy it made ("Endorsement No. N"); any other (final sales review,
--    cancellation) takes the latest of the policy's versions (the bound one or a copy made by a
--    change) created no later than the invoice, as both are written in one transaction.
UPDATE "Invoice" i
SET "termsVersionId" = CASE
    WHEN i."kind" = 'BIND' THEN coalesce(p."boundVersionId", p."quotationVersionId")
    ELSE coalesce(
        (SELECT v."id" FROM "Endorsement" e
         JOIN "QuotationVersion" v ON v."quotationId" = p."quotationId" AND v."policyChange" = 'Endorsement No. ' || e."endorsementNumber"
         WHERE e."id" = i."endorsementId"),
        (SELECT v."id" FROM "QuotationVersion" v
         WHERE v."quotationId" = p."quotationId"
           AND (v."id" = coalesce(p."boundVersionId", p."quotationVersionId") OR v."policyChange" IS NOT NULL)
           AND v."createdAt" <= i."issuedAt"
         ORDER BY v."versionNumber" DESC LIMIT 1),
        coalesce(p."boundVersionId", p."quotationVersionId"))
    END
FROM "Policy" p
WHERE p."id" = i."policyId" AND i."termsVersionId" IS NULL;

-- 2. The figures. An invoice whose version still holds the policy's terms takes the policy's own
--    (exact). One whose version was superseded takes them from that version by the rule bind and
--    endorsements apply (server/policies/bound-terms.ts): the sum insured is the limit per day (the
--    lower of the version's and the highest of the insured perils') times the covered days (the
--    event's days, or a promotion's draw date); the period is the event's first and last day, or a
--    promotion's sales period start and draw date. The deductible never changes after bind.
UPDATE "Invoice" i
SET "sumInsured" = p."aggregateLimit", "deductible" = p."deductible", "riskInception" = p."dateFrom", "riskExpiry" = p."dateUntil"
FROM "Policy" p
WHERE p."id" = i."policyId" AND i."termsVersionId" = p."quotationVersionId" AND i."sumInsured" IS NULL;

UPDATE "Invoice" i
SET "sumInsured" = (
        least(coalesce(v."limitPerDay", 0), coalesce(
            (SELECT max(coalesce(pv."limitPerDay", v."limitPerDay")) FROM "PerilValue" pv
             WHERE pv."versionId" = v."id" AND pv."selected" AND pv."premium" IS NOT NULL),
            coalesce(v."limitPerDay", 0)))
        * CASE WHEN v."kind" = 'PROMOTION' THEN (CASE WHEN v."promotionDate" IS NULL THEN 0 ELSE 1 END)
               ELSE coalesce(cardinality(v."datesOfCoverage"), 0) END
    )::numeric(14, 2),
    "deductible" = p."deductible",
    "riskInception" = CASE WHEN v."kind" = 'PROMOTION' THEN coalesce(v."promotionPeriodFrom", v."promotionDate")
                           ELSE (SELECT min(d) FROM unnest(v."datesOfCoverage") d) END,
    "riskExpiry" = CASE WHEN v."kind" = 'PROMOTION' THEN v."promotionDate"
                        ELSE (SELECT max(d) FROM unnest(v."datesOfCoverage") d) END
FROM "Policy" p, "QuotationVersion" v
WHERE p."id" = i."policyId" AND v."id" = i."termsVersionId" AND i."sumInsured" IS NULL;
