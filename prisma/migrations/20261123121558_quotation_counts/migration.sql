-- CreateTable
CREATE TABLE "QuotationCount" (
    "brokerCompanyId" INTEGER NOT NULL,
    "brokerUserId" INTEGER NOT NULL,
    "status" "QuotationStatus" NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "QuotationCount_pkey" PRIMARY KEY ("brokerCompanyId","brokerUserId","status")
);

-- Hand-written below: the counts of the quotations already there, and the triggers that keep them.
INSERT INTO "QuotationCount" ("brokerCompanyId", "brokerUserId", "status", "n")
SELECT "brokerCompanyId", "brokerUserId", "status", count(*) FROM "Quotation" GROUP BY 1, 2, 3;

CREATE FUNCTION quotation_count_apply(company INTEGER, broker INTEGER, st "QuotationStatus", delta INTEGER) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "QuotationCount" ("brokerCompanyId", "brokerUserId", "status", "n") VALUES (company, broker, st, delta)
  ON CONFLICT ("brokerCompanyId", "brokerUserId", "status") DO UPDATE SET "n" = "QuotationCount"."n" + EXCLUDED."n";
$$;

CREATE FUNCTION quotation_count_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM quotation_count_apply(NEW."brokerCompanyId", NEW."brokerUserId", NEW."status", 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM quotation_count_apply(OLD."brokerCompanyId", OLD."brokerUserId", OLD."status", -1);
  ELSE
    -- Both counter rows in key order, so that two transactions moving quotations in opposite
    -- directions lock them in the same order and cannot deadlock.
    IF (OLD."brokerCompanyId", OLD."brokerUserId", OLD."status"::text) < (NEW."brokerCompanyId", NEW."brokerUserId", NEW."status"::text) THEN
      PERFORM quotation_count_apply(OLD."brokerCompanyId", OLD."brokerUserId", OLD."status", -1);
      PERFORM quotation_count_apply(NEW."brokerCompanyId", NEW."brokerUserId", NEW."status", 1);
    ELSE
      PERFORM quotation_count_apply(NEW."brokerCompanyId", NEW."brokerUserId", NEW."status", 1);
      PERFORM quotation_count_apply(OLD."brokerCompanyId", OLD."brokerUserId", OLD."status", -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Quotation_count_insert_delete" AFTER INSERT OR DELETE ON "Quotation"
  FOR EACH ROW EXECUTE FUNCTION quotation_count_trigger();

CREATE TRIGGER "Quotation_count_update" AFTER UPDATE OF "brokerCompanyId", "brokerUserId", "status" ON "Quotation"
  FOR EACH ROW
  WHEN (OLD."brokerCompanyId" IS DISTINCT FROM NEW."brokerCompanyId" OR OLD."brokerUserId" IS DISTINCT FROM NEW."brokerUserId" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION quotation_count_trigger();
