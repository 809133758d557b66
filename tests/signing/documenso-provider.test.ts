import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadEnv } from "@/server/env";
import { countPdfPages, createDocumensoProvider, documensoProviderFromEnv } from "@/server/signing/documenso-provider";
import { SigningProviderError, type SigningProvider } from "@/server/signing/provider";
import { startFakeDocumenso } from "./fake-documenso";

const API_KEY = "api_test_0123456789abcdef";
const WEBHOOK_SECRET = "documenso-webhook-secret-0123";

// A two-page PDF: the fields go on the last page.
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n"),
  "latin1",
);

const INPUT = {
  pdf: PDF,
  signer: { name: "Jane Insured", email: "jane@insured.example" },
  contactEmail: "broker@example.com",
  externalId: "quotation:42:v3",
  successUrl: "http://portal.test/sign/success",
  errorUrl: "http://portal.test/sign/error",
  title: "Proposal Q-000042",
};

let fake: Awaited<ReturnType<typeof startFakeDocumenso>>;
let provider: SigningProvider;

beforeAll(async () => {
  fake = await startFakeDocumenso(API_KEY);
  provider = createDocumensoProvider({ apiUrl: fake.baseUrl, apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await fake.close();
});

const webhook = (body: unknown, secret: string | null = WEBHOOK_SECRET) => ({
  headers: secret === null ? { "content-type": "application/json" } : { "X-Documenso-Secret": secret },
  rawBody: JSON.stringify(body),
});

async function sentEnvelope() {
  const envelope = await provider.createEnvelope(INPUT);
  return { envelope, doc: fake.documents.get(Number(envelope.envelopeId))! };
}

describe("Documenso provider", () => {
  it("counts the pages of a PDF", () => {
    expect(countPdfPages(PDF)).toBe(2);
    expect(countPdfPages(Buffer.from("%PDF-1.7 compressed"))).toBe(1);
  });

  it("creates an envelope: document with the signer, PDF uploaded, fields on the last page, sent without email", async () => {
    const before = fake.requests.length;
    const { envelope, doc } = await sentEnvelope();

    expect(envelope.signingUrl).toBe(`${fake.baseUrl}/sign/${doc.recipients[0].token}`);
    expect(doc).toMatchObject({ externalId: "quotation:42:v3", title: "Proposal Q-000042", status: "PENDING", sendEmail: false });
    expect(doc.meta).toMatchObject({ redirectUrl: "http://portal.test/sign/success", distributionMethod: "NONE" });
    expect(doc.recipients).toEqual([expect.objectContaining({ name: "Jane Insured", email: "jane@insured.example", role: "SIGNER" })]);
    expect(doc.original?.equals(PDF)).toBe(true);
    expect(doc.fields.map((f) => f.type).sort()).toEqual(["DATE", "NAME", "SIGNATURE", "TEXT"]);
    expect(doc.fields.every((f) => f.pageNumber === 2 && f.recipientId === doc.recipients[0].id)).toBe(true);
    expect(doc.fields.find((f) => f.type === "TEXT")?.fieldMeta).toMatchObject({ type: "text", label: "Position held" });

    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path.replace(/\/\d+/g, "/:id").replace(/^\/storage\/.*/, "/storage")}`)).toEqual([
      "POST /api/v1/documents",
      "PUT /storage",
      "POST /api/v1/documents/:id/fields",
      "POST /api/v1/documents/:id/send",
    ]);
    // The API key goes to the API only, never to the presigned storage URL.
    expect(calls.filter((r) => r.path.startsWith("/api/")).every((r) => r.authorization === API_KEY)).toBe(true);
    expect(calls.find((r) => r.path.startsWith("/storage"))?.authorization).toBeUndefined();
  });

  it("accepts the API address with /api/v1 and custom field placements", async () => {
    const custom = createDocumensoProvider({
      apiUrl: `${fake.baseUrl}/api/v1/`,
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      fields: [{ type: "SIGNATURE", page: 1, x: 10, y: 80, width: 30, height: 6 }],
    });
    const envelope = await custom.createEnvelope(INPUT);
    const doc = fake.documents.get(Number(envelope.envelopeId))!;
    expect(doc.fields).toEqual([
      expect.objectContaining({ type: "SIGNATURE", pageNumber: 1, pageX: 10, pageY: 80, pageWidth: 30, pageHeight: 6 }),
    ]);
  });

  it("fails with Documenso's message when the API key is wrong, creating nothing", async () => {
    const wrong = createDocumensoProvider({ apiUrl: fake.baseUrl, apiKey: "api_wrong", webhookSecret: WEBHOOK_SECRET });
    const count = fake.documents.size;
    const error = await wrong.createEnvelope(INPUT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SigningProviderError);
    expect((error as SigningProviderError).message).toBe("Documenso create document failed (401): Unauthorized");
    expect((error as SigningProviderError).details).toMatchObject({ provider: "documenso", status: 401 });
    expect(fake.documents.size).toBe(count);
  });

  it("deletes the draft when a later step fails", async () => {
    fake.failNext("POST", /\/send$/, 500, "An error has occured while sending the document");
    const error = await provider.createEnvelope(INPUT).catch((e: unknown) => e);
    expect((error as Error).message).toContain("Documenso send document failed (500)");
    const last = [...fake.documents.values()].at(-1)!;
    expect(last.deleted).toBe(true);
    expect(last.status).toBe("DRAFT");
  });

  it("fails clearly when Documenso cannot be reached", async () => {
    const down = createDocumensoProvider({ apiUrl: "http://127.0.0.1:9", apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
    await expect(down.createEnvelope(INPUT)).rejects.toThrow(/Documenso create document failed/);
  });

  it("turns a verified DOCUMENT_COMPLETED webhook into a signed event, confirmed with the API", async () => {
    const { envelope, doc } = await sentEnvelope();
    const signedAt = new Date("2026-05-01T12:34:56.000Z");
    const body = fake.complete(doc.id, signedAt);
    const result = await provider.verifyWebhook(webhook(body));
    expect(result).toEqual({
      ok: true,
      event: { type: "signed", externalId: "quotation:42:v3", envelopeId: envelope.envelopeId, signedAt },
    });
    // The same delivery again verifies again: applying it twice must change nothing, which is the
    // use case's job (SIGNED once, from the pre-signing status only).
    expect(await provider.verifyWebhook(webhook(body))).toEqual(result);
    // Header names are case-insensitive; fetch Headers work too.
    expect(
      await provider.verifyWebhook({
        headers: new Headers({ "x-documenso-secret": WEBHOOK_SECRET }),
        rawBody: Buffer.from(JSON.stringify(body)),
      }),
    ).toEqual(result);
  });

  it("refuses a webhook without the secret header or with a wrong secret", async () => {
    const { doc } = await sentEnvelope();
    const body = fake.complete(doc.id);
    expect(await provider.verifyWebhook(webhook(body, null))).toEqual({ ok: false, reason: "missing-signature" });
    expect(await provider.verifyWebhook(webhook(body, ""))).toEqual({ ok: false, reason: "missing-signature" });
    expect(await provider.verifyWebhook(webhook(body, "documenso-webhook-secret-0124"))).toEqual({
      ok: false,
      reason: "forged-signature",
    });
    expect(await provider.verifyWebhook(webhook(body, `${WEBHOOK_SECRET}x`))).toEqual({
      ok: false,
      reason: "forged-signature",
    });
  });

  it("refuses a 'completed' webhook that Documenso's API does not confirm", async () => {
    const { doc } = await sentEnvelope();
    // Someone who knows the secret claims completion of a document still pending.
    const forged = fake.webhookBody("DOCUMENT_COMPLETED", doc.id);
    expect(await provider.verifyWebhook(webhook(forged))).toEqual({ ok: false, reason: "unconfirmed" });
    // Or moves a real completion onto another quotation.
    const real = fake.complete(doc.id);
    const moved = { ...real, payload: { ...real.payload, externalId: "quotation:99:v1" } };
    expect(await provider.verifyWebhook(webhook(moved))).toEqual({ ok: false, reason: "unconfirmed" });
  });

  it("maps rejection to declined and cancellation to failed; ignores other events and foreign documents", async () => {
    const { envelope, doc } = await sentEnvelope();
    for (const event of ["DOCUMENT_CREATED", "DOCUMENT_SENT", "DOCUMENT_OPENED", "DOCUMENT_SIGNED"]) {
      expect(await provider.verifyWebhook(webhook(fake.webhookBody(event, doc.id)))).toEqual({ ok: true, event: null });
    }
    const foreign = fake.webhookBody("DOCUMENT_CANCELLED", doc.id);
    foreign.payload.externalId = null;
    expect(await provider.verifyWebhook(webhook(foreign))).toEqual({ ok: true, event: null });

    expect(await provider.verifyWebhook(webhook(fake.webhookBody("DOCUMENT_CANCELLED", doc.id)))).toEqual({
      ok: true,
      event: {
        type: "failed",
        externalId: "quotation:42:v3",
        envelopeId: envelope.envelopeId,
        signedAt: null,
        reason: "The document was cancelled in Documenso",
      },
    });
    expect(await provider.verifyWebhook(webhook(fake.reject(doc.id, "The limits are wrong")))).toEqual({
      ok: true,
      event: {
        type: "declined",
        externalId: "quotation:42:v3",
        envelopeId: envelope.envelopeId,
        signedAt: null,
        reason: "The limits are wrong",
      },
    });
  });

  it("refuses a malformed body once the secret is right", async () => {
    const headers = { "X-Documenso-Secret": WEBHOOK_SECRET };
    expect(await provider.verifyWebhook({ headers, rawBody: "{not json" })).toEqual({ ok: false, reason: "malformed-body" });
    expect(await provider.verifyWebhook({ headers, rawBody: JSON.stringify({ event: "DOCUMENT_COMPLETED" }) })).toEqual({
      ok: false,
      reason: "malformed-body",
    });
  });

  it("downloads the signed PDF once the document is completed", async () => {
    const { envelope, doc } = await sentEnvelope();
    const early = await provider.downloadSigned(envelope.envelopeId).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(SigningProviderError);
    expect((early as Error).message).toBe("Documenso download failed (400): Document is not completed yet.");

    fake.complete(doc.id);
    const signed = await provider.downloadSigned(envelope.envelopeId);
    expect(signed.equals(doc.signed!)).toBe(true);
    expect(signed.subarray(0, 5).toString()).toBe("%PDF-");

    await expect(provider.downloadSigned("999999")).rejects.toThrow("Documenso download failed (404): Document not found");
  });

  it("is configured from the environment", async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        SIGNING_PROVIDER: "documenso",
        DOCUMENSO_API_URL: fake.baseUrl,
        DOCUMENSO_API_KEY: API_KEY,
        DOCUMENSO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      });
      reloadEnv();
      const fromEnv = documensoProviderFromEnv();
      expect(fromEnv.name).toBe("documenso");
      const envelope = await fromEnv.createEnvelope(INPUT);
      expect(envelope.signingUrl).toMatch(new RegExp(`^${fake.baseUrl}/sign/`));
    } finally {
      for (const key of ["SIGNING_PROVIDER", "DOCUMENSO_API_URL", "DOCUMENSO_API_KEY", "DOCUMENSO_WEBHOOK_SECRET"]) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      reloadEnv();
    }
  });
});
