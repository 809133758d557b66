import { describe, expect, it, vi } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import { DEFAULT_CREDIT_NOTE_SETTLEMENT } from "@/lib/policies/invoice-figures";
import { db } from "@/server/db";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { updateAppConfig } from "@/server/settings/update-app-config";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// The invoice payment settings (PATCH /api/config, Settings › Invoices): payment days a whole
// number from 0 to 365, the payment terms and remittance details several lines of text, a credit
// note's settlement one line. A refused value answers 400 and changes nothing.

describe("invoice payment settings", () => {
  it("has defaults: 30 days, payment terms, no remittance details, the credit note's sentence", async () => {
    const config = appConfigDto(await db.appConfig.findUniqueOrThrow({ where: { id: 1 } }));
    expect(config).toMatchObject({
      invoicePaymentDays: 30,
      invoiceRemittanceDetails: "",
      creditNoteSettlement: DEFAULT_CREDIT_NOTE_SETTLEMENT,
    });
    expect(config.invoicePaymentTerms).toMatch(/by the due date/);
  });

  it("stores the texts as entered (line breaks kept, CRLF read as LF, trimmed) and records the change", async () => {
    const admin = await demoActor("admin@example.com");
    const { status, body } = await callRoute(foundationApi.updateConfig, {
      actor: admin,
      body: {
        invoicePaymentDays: "0",
        invoicePaymentTerms: "  Net 15.\r\nLate payments: 1% a month.  ",
        invoiceRemittanceDetails: "Harbor Bank\rAccount 4455667788\n\nRef: invoice number",
        creditNoteSettlement: " Paid by check within 15 days. ",
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      invoicePaymentDays: 0,
      invoicePaymentTerms: "Net 15.\nLate payments: 1% a month.",
      invoiceRemittanceDetails: "Harbor Bank\nAccount 4455667788\n\nRef: invoice number",
      creditNoteSettlement: "Paid by check within 15 days.",
    });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "config.update" }, orderBy: { id: "desc" } });
    expect(audit.before).toMatchObject({ invoicePaymentDays: 30, invoiceRemittanceDetails: "" });
    expect(audit.after).toMatchObject({ invoicePaymentDays: 0, creditNoteSettlement: "Paid by check within 15 days." });
    await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { invoicePaymentDays: 365 }));
    expect((await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).invoicePaymentDays).toBe(365);
  });

  it.each([
    [{ invoicePaymentDays: -1 }, "invoicePaymentDays", "Payment days must be at least 0"],
    [{ invoicePaymentDays: 366 }, "invoicePaymentDays", "Payment days must be at most 365"],
    [{ invoicePaymentDays: 2.5 }, "invoicePaymentDays", "Payment days must be a whole number"],
    [{ invoicePaymentDays: "thirty" }, "invoicePaymentDays", "Payment days must be a number"],
    [{ invoicePaymentDays: null }, "invoicePaymentDays", "This field is required"],
    [{ invoicePaymentDays: "" }, "invoicePaymentDays", "This field is required"],
    [{ invoicePaymentTerms: "x".repeat(2001) }, "invoicePaymentTerms", "Payment terms must have at most 2000 characters"],
    [{ invoicePaymentTerms: 12 }, "invoicePaymentTerms", "Payment terms must be text"],
    [
      { invoiceRemittanceDetails: "Account\u0007 1" },
      "invoiceRemittanceDetails",
      "control characters and text-direction marks are not allowed",
    ],
    [
      { invoiceRemittanceDetails: Array.from({ length: 21 }, (_, i) => `Line ${i + 1}`).join("\n") },
      "invoiceRemittanceDetails",
      "Remittance details can have at most 20 lines",
    ],
    [{ invoiceRemittanceDetails: "Account\t1" }, "invoiceRemittanceDetails", "Remittance details must not contain tabs"],
    [{ creditNoteSettlement: "Paid by check.\nWithin 15 days." }, "creditNoteSettlement", "Use one line of plain text"],
    [{ creditNoteSettlement: "y".repeat(501) }, "creditNoteSettlement", "How the credit is returned must have at most 500 characters"],
    // One bad field refuses the whole change.
    [{ invoicePaymentDays: 400, invoicePaymentTerms: "Net 10." }, "invoicePaymentDays", "Payment days must be at most 365"],
  ])("refuses %j with 400 on %s and changes nothing", async (patch, path, message) => {
    const admin = await demoActor("admin@example.com");
    const before = await db.appConfig.findUniqueOrThrow({ where: { id: 1 } });
    const { status, body } = await callRoute(foundationApi.updateConfig, { actor: admin, body: patch });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILURE");
    const detail = body.error?.details?.find((d) => d.path === path);
    expect(detail?.message).toContain(message);
    expect(await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it("refuses a broker", async () => {
    const broker = await demoActor("broker@example.com");
    const { status } = await callRoute(foundationApi.updateConfig, { actor: broker, body: { invoicePaymentDays: 5 } });
    expect(status).toBe(403);
    expect((await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).invoicePaymentDays).not.toBe(5);
  });
});
