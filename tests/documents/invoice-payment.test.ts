import { beforeAll, describe, expect, it } from "vitest";
import { invoiceDueDate } from "@/lib/policies/invoice-figures";
import * as foundationApi from "@/lib/api/operations/foundation";
import { db } from "@/server/db";
import { printPolicyInvoice } from "@/server/documents/print-policy-invoice";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { updateAppConfig } from "@/server/settings/update-app-config";
import { bodyOf } from "../support/described-call";
import { expectRow, pdfText, toPngs, withPoppler } from "../support/pdf";
import {
  BODIES,
  emailsSince,
  lastEmailId,
  livePolicy,
  nyDay,
  servicingSetup,
  usDay,
  type ServicingActors,
} from "../policies/servicing/servicing-support";

// What a broker needs to pay an invoice, and what a credit note says instead (docs/operations.md
// "Invoice payment settings"): the due date is the issue day plus the payment days of the settings
// at issue, the payment terms and remittance details print as entered (line by line), and all of
// it is fixed on the invoice, so a later change of the settings leaves an issued invoice as it was.

let actors: ServicingActors;
beforeAll(async () => {
  actors = await servicingSetup();
});

const TERMS = "Net 45 days from the invoice date.\nA late payment may lead to the cancellation of the policy.";
const REMITTANCE =
  "Harbor Bank, 100 Water Street, Boston MA 02109\nABA routing 011000138, account 4455667788\nReference: the invoice number";
const CREDIT = "We pay the credit by ACH to the broker's account on file within 10 days.";

const settings = (patch: Record<string, unknown>) => updateAppConfig(actors.admin, bodyOf(foundationApi.updateConfig, patch));

describe("invoice due dates, payment terms and remittance details", () => {
  withPoppler("prints them as set at issue, keeps them after the settings change, and a credit note says how it is returned", async () => {
    await settings({
      invoicePaymentDays: 45,
      invoicePaymentTerms: TERMS,
      invoiceRemittanceDetails: REMITTANCE,
      creditNoteSettlement: CREDIT,
    });
    const beforeBind = await lastEmailId();
    const dto = await livePolicy(actors);
    const bind = await db.invoice.findFirstOrThrow({ where: { policyId: dto.id, kind: "BIND" } });
    const due = nyDay(45);

    const first = pdfText((await printPolicyInvoice(actors.broker, bind.id, null)).bytes, "invoice-payment");
    expectRow(first.lines, "Due date", usDay(due));
    // As entered, one printed line per line of the setting.
    for (const line of [...TERMS.split("\n"), ...REMITTANCE.split("\n")])
      expect(
        first.lines.some((l) => l.includes(line)),
        line,
      ).toBe(true);
    // Titled (the titles print in capitals), side by side.
    expect(first.lines.some((l) => /PAYMENT TERMS\s+REMITTANCE DETAILS/.test(l))).toBe(true);
    expectRow(first.lines, TERMS.split("\n")[0], REMITTANCE.split("\n")[0]);
    expect(first.text).toContain(`by ${usDay(due)}, quoting invoice ${bind.invoiceNumber}`);
    expect(first.text).not.toContain("Settlement date");
    expect(toPngs("invoice-payment")).toHaveLength(1);

    // The policy page's invoice list and the bind email give the same day.
    const details = await getPolicyDetails(actors.broker, dto.id);
    expect(details.invoices[0]).toMatchObject({ invoiceNumber: bind.invoiceNumber, dueDate: due, credit: false });
    const bindMail = (await emailsSince(beforeBind)).find((m) => m.subject.includes(`bound as policy ${dto.policyNumber}`));
    expect(bindMail?.text).toContain(`Invoice ${bind.invoiceNumber}, amount due: `);
    expect(bindMail?.text).toContain(`, due date: ${usDay(due)}`);

    // The settings change: the issued invoice prints as it did.
    await settings({ invoicePaymentDays: 10, invoicePaymentTerms: "Due on receipt.", invoiceRemittanceDetails: "Another Bank" });
    const again = pdfText((await printPolicyInvoice(actors.broker, bind.id, null)).bytes, "invoice-payment-again");
    expectRow(again.lines, "Due date", usDay(due));
    expect(again.text).toContain(TERMS.split("\n")[1]);
    expect(again.text).not.toContain("Due on receipt.");
    expect(again.text).not.toContain("Another Bank");
    expect((await getPolicyDetails(actors.broker, dto.id)).invoices[0].dueDate).toBe(due);

    // A cancellation returns premium on a credit note: its settlement date (from the days in force
    // now) and how the credit is returned, neither a due date nor remittance details.
    const beforeCancel = await lastEmailId();
    await cancelPolicy(actors.underwriter, dto.id, BODIES.cancel());
    const note = await db.invoice.findFirstOrThrow({ where: { policyId: dto.id, kind: "CANCELLATION" } });
    expect(note.amountDue.isNegative()).toBe(true);
    const credit = pdfText((await printPolicyInvoice(actors.broker, note.id, null)).bytes, "credit-note-payment");
    expect(credit.text).toContain(`Credit note ${note.invoiceNumber}`);
    expectRow(credit.lines, "Settlement date", usDay(nyDay(10)));
    expect(credit.text).toContain("SETTLEMENT TERMS");
    expect(credit.text).toContain(CREDIT);
    for (const absent of ["Due date", "REMITTANCE DETAILS", "PAYMENT TERMS", "Another Bank"]) expect(credit.text).not.toContain(absent);
    expect(toPngs("credit-note-payment")).toHaveLength(1);
    expect((await getPolicyDetails(actors.broker, dto.id)).invoices.at(-1)).toMatchObject({ dueDate: nyDay(10), credit: true });
    const cancelMail = (await emailsSince(beforeCancel)).find((m) => m.subject.includes("cancelled"));
    expect(cancelMail?.text).toContain(`Credit note ${note.invoiceNumber}: `);
    expect(cancelMail?.text).toContain(`credited, settlement date: ${usDay(nyDay(10))}`);
  });
});

describe("invoiceDueDate", () => {
  it.each([
    ["2026-11-28", 30, "2026-12-28"],
    ["2026-12-15", 30, "2027-01-14"],
    ["2028-02-15", 14, "2028-02-29"],
    ["2026-03-07", 1, "2026-03-08"], // the day clocks change in New York is a day like any other
    ["2026-06-30", 0, "2026-06-30"],
    ["2026-01-01", 365, "2027-01-01"],
  ])("%s plus %i days is %s", (issuedOn, days, due) => {
    expect(invoiceDueDate(issuedOn, days)).toBe(due);
  });
});
