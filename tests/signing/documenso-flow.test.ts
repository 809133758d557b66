import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { readStoredFile } from "@/server/storage/file-storage";
import { createDocumensoProvider } from "@/server/signing/documenso-provider";
import type { SigningProvider } from "@/server/signing/provider";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";
import { createSignedLink } from "@/server/signing/signed-link";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { demoActor } from "../support/factories";
import { quotationInStatus } from "../support/quotation-factory";
import { startFakeDocumenso } from "./fake-documenso";

// The same signing flow with SIGNING_PROVIDER=documenso, against a local server that answers like
// Documenso's API v1: /sign/{id} creates the document there and redirects to its signing URL; the
// DOCUMENT_COMPLETED webhook (X-Documenso-Secret) makes the quotation SIGNED with the PDF
// downloaded from Documenso.

const API_KEY = "api_flow_0123456789abcdef";
const SECRET = "documenso-flow-secret-0123";
let fake: Awaited<ReturnType<typeof startFakeDocumenso>>;
let provider: SigningProvider;

beforeAll(async () => {
  fake = await startFakeDocumenso(API_KEY);
  provider = createDocumensoProvider({ apiUrl: fake.baseUrl, apiKey: API_KEY, webhookSecret: SECRET });
});
afterAll(() => fake.close());

const hook = (body: unknown, secret = SECRET) => ({ headers: { "X-Documenso-Secret": secret }, rawBody: JSON.stringify(body) });

async function started() {
  const broker = await demoActor("broker@example.com");
  const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
  const start = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600), new Date(), provider);
  if (!start.ok) throw new Error(start.reason);
  const request = await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } });
  return { q, start, request, doc: fake.documents.get(Number(request.envelopeId))! };
}

describe("signing through Documenso", () => {
  it("sends the stored proposal to Documenso and redirects the signer there; the completed webhook signs the quotation once", async () => {
    const { q, start, request, doc } = await started();
    expect(start.redirectUrl).toBe(`${fake.baseUrl}/sign/${doc.recipients[0].token}`);
    expect(request).toMatchObject({ provider: "documenso", status: "PENDING", externalId: doc.externalId });
    const stored = await db.quotationProposal.findFirstOrThrow({
      where: { signed: false, version: { quotationId: q.id } },
      include: { file: true },
    });
    expect(doc.original?.equals(await readStoredFile(stored.file.storageKey))).toBe(true);
    expect(doc.recipients[0]).toMatchObject({ email: "events@riverside.example.com" });

    // Opening the link again goes to the same Documenso document.
    const again = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600), new Date(), provider);
    expect(again).toEqual(start);
    expect(fake.documents.size).toBeGreaterThanOrEqual(1);

    const completed = fake.complete(doc.id);
    expect(await receiveSigningWebhook(hook(completed), provider)).toEqual({ outcome: "signed" });
    expect(await receiveSigningWebhook(hook(completed), provider)).toEqual({ outcome: "already-applied" });
    expect((await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).status).toBe("SIGNED");
    const signed = await db.quotationProposal.findFirstOrThrow({
      where: { signed: true, version: { quotationId: q.id } },
      include: { file: true },
    });
    expect((await readStoredFile(signed.file.storageKey)).toString("latin1")).toContain("% signed by Documenso");
  });

  it("refuses a webhook with a wrong secret and one Documenso does not confirm", async () => {
    const { q, doc } = await started();
    const early = fake.webhookBody("DOCUMENT_COMPLETED", doc.id); // claims completion; Documenso says PENDING
    await expect(receiveSigningWebhook(hook(early), provider)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const completed = fake.complete(doc.id);
    await expect(receiveSigningWebhook(hook(completed, "wrong-secret"), provider)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).status).toBe("PRE_BOUND");
  });

  it("ignores a completed document that is not one of ours without asking Documenso", async () => {
    const { doc } = await started();
    const completed = fake.complete(doc.id) as { payload: { externalId: string } };
    const before = fake.requests.length;
    const foreign = { ...completed, payload: { ...completed.payload, externalId: "another-application-42" } };
    expect(await receiveSigningWebhook(hook(foreign), provider)).toEqual({ outcome: "ignored" });
    expect(fake.requests.length).toBe(before);
  });

  it("records a rejection without changing the quotation", async () => {
    const { q, doc } = await started();
    expect(await receiveSigningWebhook(hook(fake.reject(doc.id, "Limit too low")), provider)).toEqual({ outcome: "declined" });
    expect(await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } })).toMatchObject({
      status: "FAILED",
      failureReason: "Limit too low",
    });
    expect((await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).status).toBe("PRE_BOUND");
  });
});
