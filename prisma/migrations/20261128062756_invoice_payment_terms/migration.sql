-- AlterTable
ALTER TABLE "AppConfig" ADD COLUMN     "creditNoteSettlement" TEXT NOT NULL DEFAULT 'The amount credited is paid to the broker, or set against the next amount the broker owes, by the settlement date.',
ADD COLUMN     "invoicePaymentDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "invoicePaymentTerms" TEXT NOT NULL DEFAULT 'Payment in full, in US dollars and without deduction, by the due date. Please quote the invoice number with your payment.',
ADD COLUMN     "invoiceRemittanceDetails" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "creditSettlement" TEXT,
ADD COLUMN     "dueDate" DATE,
ADD COLUMN     "paymentTerms" TEXT,
ADD COLUMN     "remittanceDetails" TEXT;

-- Invoices issued before: due (or settled) 30 days after their issue day in the portal's zone, with
-- the default wording, so that every invoice prints the same whenever it is printed again.
UPDATE "Invoice" SET "dueDate" = (("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/New_York')::date + 30;
UPDATE "Invoice" SET "creditSettlement" = c."creditNoteSettlement"
  FROM "AppConfig" c
  WHERE c.id = 1 AND ("Invoice"."amountDue" < 0 OR ("Invoice"."kind" = 'CANCELLATION' AND "Invoice"."amountDue" = 0));
UPDATE "Invoice" SET "paymentTerms" = c."invoicePaymentTerms", "remittanceDetails" = c."invoiceRemittanceDetails"
  FROM "AppConfig" c
  WHERE c.id = 1 AND "Invoice"."creditSettlement" IS NULL;
