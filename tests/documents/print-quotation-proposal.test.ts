import { describe, expect, it } from "vitest";
import { printQuotationProposal } from "@/server/documents/print-quotation-proposal";
import { createSignedLink } from "@/server/signing/signed-link";
import { demoActor } from "../support/factories";
import { isPdf } from "../support/pdf";
import { quotationInStatus } from "../support/quotation-factory";

describe("the proposal print page (/print/quotation-proposal/{id})", () => {
  it("serves the PDF to readers of a pre-bound quotation and to holders of a signed link, to no one else", async () => {
    const broker = await demoActor("broker@example.com");
    const harbor = await demoActor("broker@harbor.example.com");
    const underwriter = await demoActor("underwriter@example.com");
    const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });

    const forBroker = await printQuotationProposal(broker, q.id, null);
    expect(isPdf(forBroker.bytes)).toBe(true);
    expect(forBroker.fileName).toBe(`proposal-${q.quotationNumber}-v1.pdf`);
    expect(isPdf((await printQuotationProposal(underwriter, q.id, null)).bytes)).toBe(true);

    // Another company's broker: not found, as for any quotation it may not read.
    await expect(printQuotationProposal(harbor, q.id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    // Nobody signed in and no link.
    await expect(printQuotationProposal(null, q.id, null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });

    // A signed link opens it without a session, and opens it to a signed-in outsider too.
    const token = createSignedLink("print-proposal", q.id, 3600);
    expect(isPdf((await printQuotationProposal(null, q.id, token)).bytes)).toBe(true);
    expect(isPdf((await printQuotationProposal(harbor, q.id, token)).bytes)).toBe(true);

    // A link for another quotation, for another purpose, expired or tampered with opens nothing.
    const other = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    await expect(printQuotationProposal(null, other.id, token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(printQuotationProposal(null, q.id, createSignedLink("sign", q.id, 3600))).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    const later = new Date(Date.now() + 2 * 3600_000);
    await expect(printQuotationProposal(null, q.id, token, later)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This link has expired",
    });
    await expect(printQuotationProposal(null, q.id, `${token.slice(0, -2)}xx`)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("has no proposal before the options are chosen", async () => {
    const broker = await demoActor("broker@example.com");
    const ready = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    await expect(printQuotationProposal(broker, ready.id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });
});
