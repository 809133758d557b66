-- Kept aggregate of the premium transactions (decision D55): per New York month, broker company,
-- broker, binder and invoice kind, the number of invoices and their gross premium and commission,
-- kept by triggers. The statistics read whole months from here and only the partial months at a
-- range's edges from "Invoice" (server/statistics/transaction-months.ts).

CREATE TABLE IF NOT EXISTS "TransactionMonthTotal" (
    "month" DATE NOT NULL,
    "brokerCompanyId" INTEGER NOT NULL,
    "brokerUserId" INTEGER NOT NULL,
    "binderId" INTEGER NOT NULL,
    "kind" "InvoiceKind" NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,
    "grossPremium" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "commission" DECIMAL(18,2) NOT NULL DEFAULT 0,
    CONSTRAINT "TransactionMonthTotal_pkey" PRIMARY KEY ("month", "brokerCompanyId", "brokerUserId", "binderId", "kind")
);

-- Adds (sign 1) or removes (sign -1) the invoices of one policy, or one invoice, under the policy's keys.
CREATE OR REPLACE FUNCTION transaction_month_add(p_company INTEGER, p_user INTEGER, p_binder INTEGER, p_policy INTEGER, p_invoice INTEGER, p_sign INTEGER)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO "TransactionMonthTotal" AS t ("month", "brokerCompanyId", "brokerUserId", "binderId", "kind", "n", "grossPremium", "commission")
    SELECT date_trunc('month', (i."issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/New_York')::date, p_company, p_user, p_binder, i."kind",
           p_sign * count(*), p_sign * sum(i."grossBoundPremium"), p_sign * sum(i."commission")
    FROM "Invoice" i
    WHERE i."policyId" = p_policy AND (p_invoice IS NULL OR i."id" = p_invoice)
    GROUP BY 1, 5
    ORDER BY 1, 5
    ON CONFLICT ("month", "brokerCompanyId", "brokerUserId", "binderId", "kind") DO UPDATE
    SET "n" = t."n" + EXCLUDED."n", "grossPremium" = t."grossPremium" + EXCLUDED."grossPremium", "commission" = t."commission" + EXCLUDED."commission";
$$;

-- One invoice's figures under a policy's keys (for the OLD row of an update or delete, which is no longer in "Invoice").
CREATE OR REPLACE FUNCTION transaction_month_row(p_policy INTEGER, p_issued TIMESTAMP(3), p_kind "InvoiceKind", p_gross DECIMAL, p_commission DECIMAL, p_sign INTEGER)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO "TransactionMonthTotal" AS t ("month", "brokerCompanyId", "brokerUserId", "binderId", "kind", "n", "grossPremium", "commission")
    SELECT date_trunc('month', (p_issued AT TIME ZONE 'UTC') AT TIME ZONE 'America/New_York')::date, p."brokerCompanyId", p."brokerUserId", p."binderId", p_kind,
           p_sign, p_sign * p_gross, p_sign * p_commission
    FROM "Policy" p WHERE p."id" = p_policy
    ON CONFLICT ("month", "brokerCompanyId", "brokerUserId", "binderId", "kind") DO UPDATE
    SET "n" = t."n" + EXCLUDED."n", "grossPremium" = t."grossPremium" + EXCLUDED."grossPremium", "commission" = t."commission" + EXCLUDED."commission";
$$;

CREATE OR REPLACE FUNCTION transaction_month_invoice_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM transaction_month_row(OLD."policyId", OLD."issuedAt", OLD."kind", OLD."grossBoundPremium", OLD."commission", -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM transaction_month_row(NEW."policyId", NEW."issuedAt", NEW."kind", NEW."grossBoundPremium", NEW."commission", 1);
    END IF;
    RETURN NULL;
END $$;

-- A policy that moves to another broker or binder takes its invoices along; one that is deleted
-- removes them first (its invoices' own delete triggers then find no policy and do nothing).
CREATE OR REPLACE FUNCTION transaction_month_policy_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM transaction_month_add(OLD."brokerCompanyId", OLD."brokerUserId", OLD."binderId", OLD."id", NULL, -1);
    IF TG_OP = 'UPDATE' THEN
        PERFORM transaction_month_add(NEW."brokerCompanyId", NEW."brokerUserId", NEW."binderId", NEW."id", NULL, 1);
        RETURN NEW;
    END IF;
    RETURN OLD;
END $$;

DROP TRIGGER IF EXISTS "Invoice_transaction_month" ON "Invoice";
CREATE TRIGGER "Invoice_transaction_month"
AFTER INSERT OR DELETE OR UPDATE OF "issuedAt", "kind", "grossBoundPremium", "commission", "policyId" ON "Invoice"
FOR EACH ROW EXECUTE FUNCTION transaction_month_invoice_trigger();

DROP TRIGGER IF EXISTS "Policy_transaction_month_update" ON "Policy";
CREATE TRIGGER "Policy_transaction_month_update"
BEFORE UPDATE OF "brokerCompanyId", "brokerUserId", "binderId" ON "Policy"
FOR EACH ROW
WHEN (OLD."brokerCompanyId" IS DISTINCT FROM NEW."brokerCompanyId" OR OLD."brokerUserId" IS DISTINCT FROM NEW."brokerUserId" OR OLD."binderId" IS DISTINCT FROM NEW."binderId")
EXECUTE FUNCTION transaction_month_policy_trigger();

DROP TRIGGER IF EXISTS "Policy_transaction_month_delete" ON "Policy";
CREATE TRIGGER "Policy_transaction_month_delete"
BEFORE DELETE ON "Policy"
FOR EACH ROW EXECUTE FUNCTION transaction_month_policy_trigger();

-- The totals of the invoices already issued.
DELETE FROM "TransactionMonthTotal";
INSERT INTO "TransactionMonthTotal" ("month", "brokerCompanyId", "brokerUserId", "binderId", "kind", "n", "grossPremium", "commission")
SELECT date_trunc('month', (i."issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/New_York')::date, p."brokerCompanyId", p."brokerUserId", p."binderId", i."kind",
       count(*), sum(i."grossBoundPremium"), sum(i."commission")
FROM "Invoice" i JOIN "Policy" p ON p."id" = i."policyId"
GROUP BY 1, 2, 3, 4, 5;

CREATE INDEX IF NOT EXISTS "Invoice_issuedAt_id_idx" ON "Invoice" ("issuedAt", "id");
