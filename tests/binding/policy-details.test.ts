import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { listPolicies } from "@/server/policies/list-policies";
import { listPolicyHistory } from "@/server/policies/list-policy-history";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { getQuotationDocument } from "@/server/quotations/get-quotation-document";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";

// GET /api/policy/{policyId}: scoped like the policy list (DESIGN.md §4: what a user may not see is
// not found, never forbidden), with the files of the policy linked.

let underwriter: Actor;
let admin: Actor;
let broker: Actor; // Brightline, VIEW_COMPANY_INDICATIONS: the quotation's broker
let ownOnly: Actor; // Brightline, VIEW_MY_INDICATIONS: not the quotation's broker
let harbor: Actor; // another broker company

beforeAll(async () => {
  useTemporaryFileStorage();
  underwriter = await demoActor("underwriter@example.com");
  admin = await demoActor("admin@example.com");
  broker = await demoActor("broker@example.com");
  ownOnly = await demoActor("broker.own@example.com");
  harbor = await demoActor("broker@harbor.example.com");
  await onlyBinderCoveringToday("1000000.00");
});

describe("policy details", () => {
  it("shows the policy to underwriters, admins and its broker company; another company's broker and a broker limited to its own get 404", async () => {
    const q = await quotationWithApplication(broker, { type: "IWO" });
    const number = policyNumber();
    const bound = await bindQuotation(underwriter, q.id, { policyNumber: number });

    for (const reader of [underwriter, admin, broker]) {
      const dto = await getPolicyDetails(reader, String(bound.id));
      expect(dto.policyNumber).toBe(number);
    }
    for (const outsider of [harbor, ownOnly]) {
      await expect(getPolicyDetails(outsider, bound.id)).rejects.toMatchObject({
        code: "RESOURCE_NOT_FOUND",
        status: 404,
        message: "Policy not found",
      });
      const { items } = await listPolicies(outsider, "http://portal.test/api/policy?p[size]=100");
      expect(items.map((p) => p.id)).not.toContain(bound.id);
    }
    // The same answer as for a policy that does not exist, or an id that cannot be one.
    await expect(getPolicyDetails(broker, 999999)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(getPolicyDetails(broker, "abc")).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    // The broker limited to its own sees it once it is the broker of the quotation.
    const own = await quotationWithApplication(ownOnly, { type: "OTHER_APPLICATION_FORM" });
    const ownPolicy = await bindQuotation(admin, own.id, { policyNumber: policyNumber() });
    expect((await getPolicyDetails(ownOnly, ownPolicy.id)).brokerUser.id).toBe(ownOnly.id);
    await expect(getPolicyDetails(harbor, ownPolicy.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("answers general information, insured, event, invoice and files with their links", async () => {
    const q = await quotationWithApplication(broker, { type: "IWO", eventDays: 2 });
    const bound = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber() });
    const dto = await getPolicyDetails(broker, bound.id);
    const binder = await db.policy.findUniqueOrThrow({ where: { id: bound.id }, include: { binder: true, invoices: true } });
    expect(dto).toMatchObject({
      status: "LIVE",
      brokerCompany: { id: broker.companyId, name: "Brightline Brokers" },
      underwriterCompany: { name: "Summit Underwriting" },
      binder: { id: binder.binderId, uniqueMarketReference: binder.binder.uniqueMarketReference },
      quotation: { id: q.id, quotationNumber: q.quotationNumber, versionNumber: 1 },
      boundBy: { id: underwriter.id, name: "Uma Underwood" },
      premium: "1100.00",
      aggregateLimit: "20000.00",
      insured: {
        name: q.insuredName,
        email: "events@riverside.example.com",
        street: "120 West 81st Street",
        city: "New York",
        state: "NY",
        zipCode: "10024",
      },
      item: {
        kind: "EVENT",
        name: "Riverside Summer Festival",
        deductible: "500.00",
        limitPerDay: "10000.00",
        event: { type: "Festival", hoursFrom: "10:00", hoursTo: "22:00" },
        promotion: null,
        location: { name: "Central Park Great Lawn", zipCode: "10024" },
        station: { id: "USW00094728", name: "NEW YORK CNTRL PK TWR" },
        claimsVerificationSource: "CLOSEST_WEATHER_STATION",
        perils: [
          { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", limit: "20000.00", premium: "800.00" },
          { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", limit: "20000.00", premium: "300.00" },
        ],
        fees: "0.00",
      },
    });
    expect(dto.item.coveredDays).toHaveLength(2);
    expect(dto.boundAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const invoice = binder.invoices[0];
    expect(dto.invoices).toEqual([
      expect.objectContaining({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        kind: "BIND",
        amountDue: invoice.amountDue.toFixed(2),
        href: `/print/policy-invoice/${invoice.id}`,
      }),
    ]);
    expect(dto.files.map((f) => [f.kind, f.href])).toEqual([
      ["POLICY_WORDING", `/print/policy/other-states/${bound.id}`],
      ["INVOICE", `/print/policy-invoice/${invoice.id}`],
      ["PROPOSAL", `/print/quotation-proposal/${q.id}`],
      ["UPLOADED", `/api/quotation/${q.id}/document/${q.document.id}`],
    ]);
    expect(dto.files[3]).toMatchObject({ name: "signed-application.pdf", description: "IWO", documentType: "IWO" });
    // The uploaded document's link opens for the policy's readers after binding.
    const file = await getQuotationDocument(broker, q.id, q.document.id);
    expect(file.fileName).toBe("signed-application.pdf");
  });

  it("links the stored proposals of the bound version (sent for signing and signed) instead of the print route", async () => {
    const q = await quotationWithApplication(broker, { type: "IWO" });
    const stored = async (fileName: string, signed: boolean) => {
      const file = await db.storedFile.create({
        data: { storageKey: `proposals/${fileName}-${q.id}`, fileName, contentType: "application/pdf", size: 10, sha256: "0".repeat(64) },
      });
      return db.quotationProposal.create({ data: { versionId: q.version.id, fileId: file.id, signed } });
    };
    const sent = await stored("proposal-sent.pdf", false);
    const signed = await stored("proposal-signed.pdf", true);
    const bound = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber() });
    const proposals = bound.files.filter((f) => f.kind === "PROPOSAL" || f.kind === "SIGNED_PROPOSAL");
    expect(proposals.map((f) => [f.kind, f.name, f.description, f.href]).sort()).toEqual([
      ["PROPOSAL", "proposal-sent.pdf", "Quotation proposal", `/api/quotation/${q.id}/proposal/${sent.id}`],
      ["SIGNED_PROPOSAL", "proposal-signed.pdf", "Signed proposal", `/api/quotation/${q.id}/proposal/${signed.id}`],
    ]);
  });

  it("has a history that starts with its binding, for the same readers", async () => {
    const q = await quotationWithApplication(broker, { type: "IWO" });
    const number = policyNumber();
    const bound = await bindQuotation(underwriter, q.id, { policyNumber: number });
    const history = await listPolicyHistory(broker, String(bound.id));
    expect(history).toEqual([
      expect.objectContaining({
        action: "policy.bind",
        actor: { id: underwriter.id, name: expect.any(String) },
        after: expect.objectContaining({ policyNumber: number, status: "LIVE" }),
      }),
    ]);
    for (const outsider of [harbor, ownOnly]) {
      await expect(listPolicyHistory(outsider, String(bound.id))).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    }
  });
});
