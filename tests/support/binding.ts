import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import type { QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { quotationInStatus, smallPdf, type QuotationFactoryOptions } from "./quotation-factory";

// Helpers of the request-bind and bind tests: quotations with their application on file, binders
// set up for one test.

/** Uploaded documents go to a fresh temporary folder. */
export function useTemporaryFileStorage() {
  process.env.FILE_STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "portal-bind-docs-"));
  reloadEnv();
}

/**
 * A quotation in `status` (SIGNED by default) with an application document uploaded by the broker
 * (through the real use case, in an open status) and typed `type`; `type: null` leaves it untyped.
 */
export async function quotationWithApplication(
  broker: Actor,
  options: Partial<QuotationFactoryOptions> & { status?: QuotationStatusName; type?: DocumentTypeName | null } = {},
) {
  const { status = "SIGNED", type = "IWO", ...factory } = options;
  const q = await quotationInStatus(status, { brokerUserId: broker.id, brokerCompanyId: broker.companyId, ...factory });
  const document = await uploadQuotationDocument(
    broker,
    q.id,
    { bytes: smallPdf(), fileName: "signed-application.pdf", contentType: "application/pdf" },
    type ?? undefined,
  );
  return { ...q, document };
}

/**
 * Makes one binder, covering today with `value` of capacity, the only binder that covers today:
 * the others' periods are moved to the year 2000. Returns it.
 */
export async function onlyBinderCoveringToday(value: string) {
  await db.binder.updateMany({ data: { from: new Date(Date.UTC(2000, 0, 1)), until: new Date(Date.UTC(2000, 11, 31)) } });
  const year = new Date().getUTCFullYear();
  return db.binder.create({
    data: {
      uniqueMarketReference: `B0999TEST${randomBytes(3).toString("hex").toUpperCase()}`,
      value,
      from: new Date(Date.UTC(year - 1, 0, 1)),
      until: new Date(Date.UTC(year + 1, 11, 31)),
    },
  });
}

let numberSeq = 0;
/** A policy number not used before in this test file. */
export function policyNumber(prefix = "WEP-TEST"): string {
  numberSeq++;
  return `${prefix}-${String(numberSeq).padStart(4, "0")}-${randomBytes(2).toString("hex").toUpperCase()}`;
}

/** Counts of everything a bind may write. */
export async function bindCounts() {
  const [policies, invoices, audit, emails] = await Promise.all([
    db.policy.count(),
    db.invoice.count(),
    db.auditEvent.count(),
    db.emailOutbox.count(),
  ]);
  return { policies, invoices, audit, emails };
}
