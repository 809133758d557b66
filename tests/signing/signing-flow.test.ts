import { execFileSync } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import * as signingApi from "@/lib/api/operations/signing";
import type { BuiltinSigningInput } from "@/lib/signing/builtin-signing-schema";
import { parseInput } from "@/server/http/parse-input";
import { db } from "@/server/db";
import { env, reloadEnv } from "@/server/env";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";
import { updateQuotationInsured } from "@/server/quotations/update-quotation-insured";
import { readLimitedText } from "@/server/http/api-handler";
import { NextRequest } from "next/server";
import { createBuiltinProvider } from "@/server/signing/builtin-provider";
import { deliverBuiltinWebhook } from "@/server/signing/deliver-builtin-webhook";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";
import { signBuiltinEnvelope, WITHDRAWN_MESSAGE } from "@/server/signing/sign-builtin-envelope";
import { createSignedLink } from "@/server/signing/signed-link";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "@/server/signing/webhook-signature";
import { demoActor } from "../support/factories";
import { png } from "../support/images";
import { quotationInStatus } from "../support/quotation-factory";

// The signing flow of issue 6 with the built-in provider, end to end in the server: the proposal
// stored at pre-bind, the emailed links, /sign/{id} with its token, the signing page's submit, the
// webhook posted over HTTP to a server that hands it to the webhook use case, and the quotation
// becoming SIGNED once, whatever is replayed, forged or raced.

type Received = { body: string; headers: Record<string, string>; status: number };
const received: Received[] = [];
let server: Server;

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  // Stands in for POST /api/signing/webhook of the running portal.
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let status = 200;
    try {
      await receiveSigningWebhook({ headers, rawBody: body });
    } catch (error) {
      status = error instanceof AppError ? error.status : 500;
    }
    received.push({ body, headers, status });
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SIGNING_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/signing/webhook`;
  reloadEnv();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const secret = () => env().SIGNING_SECRET;
const unix = (d = new Date()) => Math.floor(d.getTime() / 1000);
const signed = (body: string, at = unix(), key = secret()) => ({
  headers: { [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, at, key) },
  rawBody: body,
});
const typedSignature = {
  fullName: "Dana Whitfield",
  position: "Treasurer",
  signature: { kind: "typed", text: "Dana Whitfield" },
  consent: true,
} satisfies BuiltinSigningInput;

async function preBound() {
  const broker = await demoActor("broker@example.com");
  const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
  return { broker, q };
}

async function envelopeOf(redirectUrl: string) {
  const id = redirectUrl.split("/sign/builtin/")[1];
  return db.builtinSigningEnvelope.findUniqueOrThrow({ where: { id } });
}

/** Runs `work` while the portal's webhook endpoint cannot be reached. */
async function withoutWebhookEndpoint<T>(work: () => Promise<T>): Promise<T> {
  const url = process.env.SIGNING_WEBHOOK_URL;
  process.env.SIGNING_WEBHOOK_URL = "http://127.0.0.1:9/api/signing/webhook";
  reloadEnv();
  try {
    return await work();
  } finally {
    process.env.SIGNING_WEBHOOK_URL = url;
    reloadEnv();
  }
}

const statusOf = async (id: number) => (await db.quotation.findUniqueOrThrow({ where: { id } })).status;
const signedProposals = (quotationId: number) => db.quotationProposal.count({ where: { signed: true, version: { quotationId } } });

/** The first bytes of a 30000 × 30000 PNG: signature and IHDR, no pixels. */
function hugePngHeader() {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(30000, 16);
  header.writeUInt32BE(30000, 20);
  return header;
}

describe("pre-bind", () => {
  it("stores the proposal letter and emails the signing link to the broker and the insured", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const details = await selectQuotationOptions(broker, q.id, {
      perils: ["rainfall"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    });
    expect(details.status).toBe("PRE_BOUND");
    expect(details.proposals).toEqual([
      expect.objectContaining({ fileName: `proposal-${q.quotationNumber}-v1.pdf`, signed: false, versionNumber: 1 }),
    ]);

    const mails = await db.emailOutbox.findMany({
      where: { template: "signing-request", subject: { startsWith: q.quotationNumber } },
      orderBy: { id: "asc" },
    });
    expect(mails.map((m) => m.to)).toEqual([[broker.email], ["events@riverside.example.com"]]);
    const link = /http:\/\/portal\.test\/sign\/(\d+)\?token=([A-Za-z0-9_.-]+)/.exec(mails[1].text);
    expect(link?.[1]).toBe(String(q.id));
    // The emailed link starts the signing.
    const start = await startProposalSigning(link![1], link![2]);
    expect(start).toMatchObject({
      ok: true,
      redirectUrl: expect.stringMatching(/^http:\/\/portal\.test\/sign\/builtin\/[A-Za-z0-9_-]{32}$/),
    });
  });
});

describe("the signing link (/sign/{id}?token=)", () => {
  it("refuses a missing, tampered, expired, wrong-purpose or other quotation's token, and a quotation not waiting for a signature", async () => {
    const { broker, q } = await preBound();
    const token = createSignedLink("sign", q.id, 3600);
    expect(await startProposalSigning(String(q.id), null)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await startProposalSigning(String(q.id), `${token.slice(0, -3)}abc`)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await startProposalSigning(String(q.id), token, new Date(Date.now() + 2 * 3600_000))).toEqual({
      ok: false,
      reason: "expired-link",
    });
    expect(await startProposalSigning(String(q.id), createSignedLink("print-proposal", q.id, 3600))).toEqual({
      ok: false,
      reason: "invalid-link",
    });
    const other = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    expect(await startProposalSigning(String(other.id), token)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await startProposalSigning("abc", token)).toEqual({ ok: false, reason: "invalid-link" });

    const ready = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    expect(await startProposalSigning(String(ready.id), createSignedLink("sign", ready.id, 3600))).toEqual({
      ok: false,
      reason: "not-signable",
    });
    expect(await db.signingRequest.count({ where: { version: { quotationId: { in: [q.id, other.id, ready.id] } } } })).toBe(0);
  });

  it("makes one envelope however many times the link is opened at once", async () => {
    const { q } = await preBound();
    const token = createSignedLink("sign", q.id, 3600);
    const starts = await Promise.all(Array.from({ length: 6 }, () => startProposalSigning(String(q.id), token)));
    expect(new Set(starts.map((s) => (s.ok ? s.redirectUrl : s.reason))).size).toBe(1);
    expect(await db.signingRequest.count({ where: { version: { quotationId: q.id } } })).toBe(1);
  });

  it("sends a signer whose signature is still on its way to the success page and delivers it, rather than asking again", async () => {
    const { q } = await preBound();
    const token = createSignedLink("sign", q.id, 3600);
    const start = await startProposalSigning(String(q.id), token);
    if (!start.ok) throw new Error(start.reason);
    await withoutWebhookEndpoint(() => signBuiltinEnvelope(start.redirectUrl.split("/sign/builtin/")[1], typedSignature));
    expect(await statusOf(q.id)).toBe("PRE_BOUND");
    expect(await startProposalSigning(String(q.id), token)).toEqual({ ok: true, redirectUrl: "http://portal.test/sign/success?already=1" });
    expect(await statusOf(q.id)).toBe("SIGNED");
    expect(await db.signingRequest.count({ where: { version: { quotationId: q.id } } })).toBe(1);
  });

  it("reuses the open envelope when the link is opened again", async () => {
    const { q } = await preBound();
    const token = createSignedLink("sign", q.id, 3600);
    const first = await startProposalSigning(String(q.id), token);
    const second = await startProposalSigning(String(q.id), token);
    expect(first.ok && second.ok && first.redirectUrl === second.redirectUrl).toBe(true);
    expect(await db.signingRequest.count({ where: { version: { quotationId: q.id } } })).toBe(1);
    expect(await statusOf(q.id)).toBe("PRE_BOUND");
  });
});

describe("signing with the built-in provider", () => {
  it("stamps the signature into the letter, posts a verified webhook and makes the quotation SIGNED", async () => {
    const { q } = await preBound();
    const start = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600));
    if (!start.ok) throw new Error(start.reason);
    const envelope = await envelopeOf(start.redirectUrl);
    expect(envelope).toMatchObject({
      status: "PENDING",
      signerName: expect.stringContaining("Riverside"),
      signerEmail: "events@riverside.example.com",
    });

    const result = await signBuiltinEnvelope(envelope.id, typedSignature);
    expect(result.redirectUrl).toBe("http://portal.test/sign/success");
    expect(await statusOf(q.id)).toBe("SIGNED");
    expect(received.at(-1)?.status).toBe(200);

    const proposal = await db.quotationProposal.findFirstOrThrow({
      where: { signed: true, version: { quotationId: q.id } },
      include: { file: true },
    });
    expect(proposal.file.fileName).toBe(`proposal-${q.quotationNumber}-v1-signed.pdf`);
    const request = await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } });
    expect(request).toMatchObject({
      status: "SIGNED",
      provider: "builtin",
      envelopeId: envelope.id,
      signedProposalId: proposal.id,
      signerName: "Dana Whitfield",
    });
    const audit = await db.auditEvent.findMany({ where: { subjectType: "Quotation", subjectId: String(q.id), action: "quotation.sign" } });
    expect(audit).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { subject: `${q.quotationNumber}: proposal signed` } })).toBe(1);

    // The stored signed letter carries the signer's name and position.
    const { readStoredFile } = await import("@/server/storage/file-storage");
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await readStoredFile(proposal.file.storageKey) }).toString();
    expect(text).toContain("Dana Whitfield");
    expect(text).toContain("Treasurer");

    const details = await getQuotationDetails(await demoActor("broker@example.com"), q.id);
    expect(details.signings).toEqual([
      expect.objectContaining({ versionNumber: 1, provider: "builtin", status: "SIGNED", signerName: "Dana Whitfield" }),
    ]);

    // Signing again changes nothing.
    await signBuiltinEnvelope(envelope.id, { ...typedSignature, fullName: "Somebody Else" });
    expect(await signedProposals(q.id)).toBe(1);
    // The link now says it is signed.
    expect(await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600))).toEqual({
      ok: true,
      redirectUrl: "http://portal.test/sign/success?already=1",
    });
  });

  it("refuses an incomplete form and an expired envelope, changing nothing", async () => {
    const { q } = await preBound();
    const start = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600));
    if (!start.ok) throw new Error(start.reason);
    const envelope = await envelopeOf(start.redirectUrl);
    const cases: [unknown, string, string][] = [
      [{ ...typedSignature, fullName: " " }, "fullName", "This field is required"],
      [{ ...typedSignature, position: "" }, "position", "This field is required"],
      [{ ...typedSignature, signature: undefined }, "signature", "Draw your signature or type it"],
      [
        { ...typedSignature, signature: { kind: "drawn", image: "data:image/gif;base64,R0lGOD" } },
        "signature.image",
        "The drawn signature could not be read. Please clear it and sign again",
      ],
      [{ ...typedSignature, consent: false }, "consent", "Please confirm that you agree to sign electronically"],
      // Base64 that is no PNG, and a PNG far larger than a signature pad makes.
      [
        { ...typedSignature, signature: { kind: "drawn", image: "data:image/png;base64,AAAA" } },
        "signature.image",
        "The drawn signature could not be read. Please clear it and sign again",
      ],
      [
        { ...typedSignature, signature: { kind: "drawn", image: `data:image/png;base64,${hugePngHeader().toString("base64")}` } },
        "signature.image",
        "The drawn signature could not be read. Please clear it and sign again",
      ],
    ];
    for (const [input, path, message] of cases) {
      // Bad bodies go through the operation's schema, as the route parses them.
      await expect(signBuiltinEnvelope(envelope.id, () => parseInput(signingApi.signBuiltinEnvelope.body, input))).rejects.toMatchObject({
        code: "VALIDATION_FAILURE",
        details: [{ path, message }],
      });
    }
    await db.builtinSigningEnvelope.update({ where: { id: envelope.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(signBuiltinEnvelope(envelope.id, typedSignature)).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION" });
    await expect(signBuiltinEnvelope("x".repeat(32), typedSignature)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect((await envelopeOf(start.redirectUrl)).status).toBe("PENDING");
    expect(await statusOf(q.id)).toBe("PRE_BOUND");
    expect(await signedProposals(q.id)).toBe(0);
  });

  it("accepts a drawn signature (PNG)", async () => {
    const { q } = await preBound();
    const start = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600));
    if (!start.ok) throw new Error(start.reason);
    const image = `data:image/png;base64,${png(240, 80, (x, y) => (Math.abs(y - 40 - Math.round(20 * Math.sin(x / 15))) < 3 ? [30, 41, 59] : [255, 255, 255])).toString("base64")}`;
    await signBuiltinEnvelope((await envelopeOf(start.redirectUrl)).id, { ...typedSignature, signature: { kind: "drawn", image } });
    expect(await statusOf(q.id)).toBe("SIGNED");
  });
});

describe("the signing webhook", () => {
  async function signedEnvelope() {
    const { q } = await preBound();
    const start = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600));
    if (!start.ok) throw new Error(start.reason);
    const envelope = await envelopeOf(start.redirectUrl);
    return { q, envelope };
  }

  it("is applied once however often it is replayed, also concurrently", async () => {
    const { q, envelope } = await signedEnvelope();
    // The signer signs while the portal is unreachable: the webhook waits for redelivery.
    expect((await withoutWebhookEndpoint(() => signBuiltinEnvelope(envelope.id, typedSignature))).redirectUrl).toBe(
      "http://portal.test/sign/success",
    );
    expect(await statusOf(q.id)).toBe("PRE_BOUND");

    const body = JSON.stringify({
      type: "signed",
      externalId: envelope.externalId,
      envelopeId: envelope.id,
      signedAt: new Date().toISOString(),
    });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => receiveSigningWebhook(signed(body))));
    expect(outcomes.filter((o) => o.outcome === "signed")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "already-applied")).toHaveLength(9);
    expect(await statusOf(q.id)).toBe("SIGNED");
    expect(await signedProposals(q.id)).toBe(1);
    expect(await db.auditEvent.count({ where: { subjectId: String(q.id), action: "quotation.sign" } })).toBe(1);

    // The background redelivery and a later replay change nothing either.
    expect(await deliverBuiltinWebhook(envelope.id)).toBe("delivered");
    expect(await receiveSigningWebhook(signed(body))).toEqual({ outcome: "already-applied" });
    expect(await signedProposals(q.id)).toBe(1);
  });

  it("refuses forged, stale, unsigned and malformed webhooks, and one about an envelope that was not signed", async () => {
    const { q, envelope } = await signedEnvelope();
    const body = JSON.stringify({
      type: "signed",
      externalId: envelope.externalId,
      envelopeId: envelope.id,
      signedAt: new Date().toISOString(),
    });
    const refusals: [Parameters<typeof receiveSigningWebhook>[0], string][] = [
      [{ headers: {}, rawBody: body }, "UNAUTHENTICATED"],
      [signed(body, unix(), "not-the-portal-secret-not-the-portal-secret"), "UNAUTHENTICATED"],
      [{ headers: { [WEBHOOK_SIGNATURE_HEADER]: `t=${unix()},v1=${"0".repeat(64)}` }, rawBody: body }, "UNAUTHENTICATED"],
      [signed(body, unix() - 3600), "UNAUTHENTICATED"],
      [{ ...signed(body), rawBody: body.replace("signed", "declined") }, "UNAUTHENTICATED"],
      [signed("{not json"), "VALIDATION_FAILURE"],
      [signed(JSON.stringify({ type: "signed" })), "VALIDATION_FAILURE"],
      // Authentic, but the envelope was never signed: the provider does not confirm it.
      [signed(body), "UNAUTHENTICATED"],
    ];
    for (const [request, code] of refusals) await expect(receiveSigningWebhook(request)).rejects.toMatchObject({ code });
    // Authentic and about an envelope of ours, but not the one stored for that external id: ignored.
    const provider = createBuiltinProvider({ appUrl: "http://portal.test", secret: secret() });
    const otherStart = await preBound();
    const otherLink = await startProposalSigning(String(otherStart.q.id), createSignedLink("sign", otherStart.q.id, 3600));
    if (!otherLink.ok) throw new Error(otherLink.reason);
    const other = await envelopeOf(otherLink.redirectUrl);
    await db.builtinSigningEnvelope.update({ where: { id: other.id }, data: { status: "SIGNED", externalId: envelope.externalId } });
    const mixed = JSON.stringify({ type: "signed", externalId: envelope.externalId, envelopeId: other.id, signedAt: null });
    expect(await receiveSigningWebhook(signed(mixed), provider)).toEqual({ outcome: "ignored" });

    expect(await statusOf(q.id)).toBe("PRE_BOUND");
    expect(await signedProposals(q.id)).toBe(0);
  });

  it("withdraws the open signing when the quotation is cancelled: the page refuses to sign", async () => {
    const { q, envelope } = await signedEnvelope();
    const broker = await demoActor("broker@example.com");
    await cancelQuotation(broker, q.id, { reason: "Insured went elsewhere" });
    await expect(signBuiltinEnvelope(envelope.id, typedSignature)).rejects.toMatchObject({
      code: "INVALID_STATE_TRANSITION",
      message: WITHDRAWN_MESSAGE,
    });
    expect(await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } })).toMatchObject({
      status: "FAILED",
      failureReason: "The quotation was cancelled",
    });
    expect((await db.builtinSigningEnvelope.findUniqueOrThrow({ where: { id: envelope.id } })).status).toBe("FAILED");
    expect(await statusOf(q.id)).toBe("NTU");
    // The letter that was offered stays listed.
    expect(await db.quotationProposal.count({ where: { signed: false, version: { quotationId: q.id } } })).toBe(1);
  });

  it("keeps a signature that arrives while the quotation is no longer pre-bound, without moving it", async () => {
    const { q, envelope } = await signedEnvelope();
    await withoutWebhookEndpoint(() => signBuiltinEnvelope(envelope.id, typedSignature));
    // Moved on by other means than the portal's actions (which withdraw the signing first).
    await db.quotation.update({ where: { id: q.id }, data: { status: "EXPIRED" } });
    expect(await deliverBuiltinWebhook(envelope.id)).toBe("delivered");
    expect(await statusOf(q.id)).toBe("EXPIRED");
    expect(await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } })).toMatchObject({ status: "SIGNED" });
    expect(await db.auditEvent.count({ where: { subjectId: String(q.id), action: "quotation.sign.late" } })).toBe(1);
  });

  it("records a declined signing without changing the quotation", async () => {
    const { q, envelope } = await signedEnvelope();
    const body = JSON.stringify({
      type: "declined",
      externalId: envelope.externalId,
      envelopeId: envelope.id,
      signedAt: null,
      reason: "Wrong limit",
    });
    expect(await receiveSigningWebhook(signed(body))).toEqual({ outcome: "declined" });
    expect(await receiveSigningWebhook(signed(body))).toEqual({ outcome: "already-applied" });
    expect(await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } })).toMatchObject({
      status: "FAILED",
      failureReason: "Wrong limit",
    });
    expect(await statusOf(q.id)).toBe("PRE_BOUND");
  });
});

describe("the insured corrected after pre-bind", () => {
  it("withdraws the letter sent for signing, stores a new one and emails the new links", async () => {
    const { q, envelope } = await (async () => {
      const made = await preBound();
      const start = await startProposalSigning(String(made.q.id), createSignedLink("sign", made.q.id, 3600));
      if (!start.ok) throw new Error(start.reason);
      return { q: made.q, envelope: await envelopeOf(start.redirectUrl) };
    })();
    const underwriter = await demoActor("underwriter@example.com");
    const since = new Date();
    await updateQuotationInsured(underwriter, q.id, {
      name: "Riverside Festival Trust",
      email: "trust@riverside.example.com",
      street: "2 Main St",
      city: "New York",
      state: "NY",
      zipCode: "10024",
    });

    await expect(signBuiltinEnvelope(envelope.id, typedSignature)).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION" });
    const letters = await db.quotationProposal.findMany({ where: { version: { quotationId: q.id } } });
    expect(letters).toHaveLength(1);
    expect((letters[0].data as { insured: { name: string } }).insured.name).toBe("Riverside Festival Trust");
    const mails = await db.emailOutbox.findMany({ where: { template: "signing-request", createdAt: { gte: since } } });
    expect(mails.flatMap((m) => m.to)).toContain("trust@riverside.example.com");
    // The emailed new link signs the corrected letter; a link made before the correction no longer
    // opens the signing (one live link per quotation, decision D68).
    const emailedToken = /\/sign\/\d+\?token=([A-Za-z0-9_.-]+)/.exec(
      mails.find((m) => m.to.includes("trust@riverside.example.com"))!.text,
    )![1];
    const again = await startProposalSigning(String(q.id), emailedToken);
    if (!again.ok) throw new Error(again.reason);
    expect((await envelopeOf(again.redirectUrl)).id).not.toBe(envelope.id);
    await signBuiltinEnvelope((await envelopeOf(again.redirectUrl)).id, { ...typedSignature, fullName: "Dana Whitfield" });
    expect(await statusOf(q.id)).toBe("SIGNED");
    // Once signed, the insured is not changed any more.
    await expect(
      updateQuotationInsured(underwriter, q.id, {
        name: "Someone Else",
        email: "",
        street: "2 Main St",
        city: "New York",
        state: "NY",
        zipCode: "10024",
      }),
    ).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION" });
  });
});

describe("public request bodies", () => {
  it("are refused beyond their limit, by declared length or by counting", async () => {
    const big = "x".repeat(70 * 1024);
    const declared = new NextRequest("http://portal.test/api/signing/webhook", { method: "POST", body: big });
    await expect(readLimitedText(declared, 64 * 1024)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 70; i++) c.enqueue(new TextEncoder().encode("y".repeat(1024)));
        c.close();
      },
    });
    const undeclared = new NextRequest("http://portal.test/api/signing/webhook", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as unknown as ConstructorParameters<typeof NextRequest>[1]);
    await expect(readLimitedText(undeclared, 64 * 1024)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(await readLimitedText(new NextRequest("http://portal.test/x", { method: "POST", body: "{}" }), 64 * 1024)).toBe("{}");
  });
});
