import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format/date-time";
import * as signingApi from "@/lib/api/operations/signing";
import * as usersApi from "@/lib/api/operations/users";
import { parseInput } from "@/server/http/parse-input";
import { signingLinkSentMessage } from "@/lib/signing/signing-link";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { env, reloadEnv } from "@/server/env";
import { loadPolicyWordingData } from "@/server/documents/load-policy-wording-data";
import { renderPolicyWordingPdf } from "@/server/documents/render-policy-wording-pdf";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { createSigningLink } from "@/server/signing/create-signing-link";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";
import { signBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "@/server/signing/webhook-signature";
import { getUser } from "@/server/users/get-user";
import { updateUser } from "@/server/users/update-user";
import BuiltinSigningPage from "@/app/sign/builtin/[envelopeId]/page";
import { onlyBinderCoveringToday, policyNumber, useTemporaryFileStorage } from "../support/binding";
import { bodyOf } from "../support/described-call";
import { demoActor } from "../support/factories";
import { png } from "../support/images";
import { hasPoppler, pdfText, toPngs, withPoppler } from "../support/pdf";
import { quotationInStatus, smallPdf } from "../support/quotation-factory";

// Issue 14 item 3 (decision D81): the broker is told exactly who was emailed the signing link and
// may copy the link for an insured without email, each hand-out recorded; the insured's signing
// page takes nothing from the broker; what the signer gave is printed in the policy's signature
// block, with the producer's license number.

let broker: Actor;
let harbor: Actor;
let underwriter: Actor;
let admin: Actor;

beforeAll(async () => {
  useTemporaryFileStorage();
  // The portal's webhook endpoint is not running here: the tests deliver the webhook themselves.
  process.env.SIGNING_WEBHOOK_URL = "http://127.0.0.1:9/api/signing/webhook";
  reloadEnv();
  broker = await demoActor("broker@example.com");
  harbor = await demoActor("broker@harbor.example.com");
  underwriter = await demoActor("underwriter@example.com");
  admin = await demoActor("admin@example.com");
});

const preBound = (insuredName?: string) =>
  quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId, insuredName });
const withoutInsuredEmail = (quotationId: number) =>
  db.quotationVersion.updateMany({ where: { quotationId }, data: { applicantEmail: null } });
const mailsSince = (quotationNumber: string, since: Date) =>
  db.emailOutbox.findMany({
    where: { template: "signing-request", subject: { startsWith: quotationNumber }, createdAt: { gte: since } },
    orderBy: { id: "asc" },
  });
const history = (quotationId: number, action: string) =>
  db.auditEvent.findMany({ where: { subjectType: "Quotation", subjectId: String(quotationId), action } });
const tokenOf = (url: string) => new URL(url).searchParams.get("token");

async function envelopeFor(quotationId: number) {
  const link = await createSigningLink(broker, quotationId, { intent: "open" });
  const start = await startProposalSigning(String(quotationId), tokenOf(link.signingUrl));
  if (!start.ok) throw new Error(start.reason);
  return db.builtinSigningEnvelope.findUniqueOrThrow({ where: { id: start.redirectUrl.split("/sign/builtin/")[1] } });
}

/** Signs on the built-in page and delivers the provider's webhook: the quotation becomes SIGNED. */
async function sign(quotationId: number, input: Record<string, unknown>, at = new Date()) {
  const envelope = await envelopeFor(quotationId);
  await signBuiltinEnvelope(envelope.id, () => parseInput(signingApi.signBuiltinEnvelope.body, { consent: true, ...input }), at);
  const body = JSON.stringify({ type: "signed", externalId: envelope.externalId, envelopeId: envelope.id, signedAt: at.toISOString() });
  const outcome = await receiveSigningWebhook({
    headers: { [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, Math.floor(Date.now() / 1000), env().SIGNING_SECRET) },
    rawBody: body,
  });
  expect(outcome).toEqual({ outcome: "signed" });
}

describe("Email signing link: who was sent what", () => {
  it("names the broker and the insured when both were emailed", async () => {
    const q = await preBound();
    const since = new Date();
    const answer = await createSigningLink(broker, q.id, { intent: "send" });
    expect(answer.delivery).toEqual({
      sentTo: [
        { role: "broker", email: "broker@example.com" },
        { role: "insured", email: "events@riverside.example.com" },
      ],
      notSent: [],
    });
    expect(signingLinkSentMessage(answer.delivery)).toBe(
      "Signing link sent to the broker (broker@example.com) and the insured (events@riverside.example.com)",
    );
    expect((await mailsSince(q.quotationNumber, since)).map((m) => m.to)).toEqual([
      ["broker@example.com"],
      ["events@riverside.example.com"],
    ]);
    const [event] = await history(q.id, "quotation.signingLink.send");
    expect(event).toMatchObject({
      actorId: broker.id,
      after: { sentTo: ["Broker broker@example.com", "Insured events@riverside.example.com"] },
    });
  });

  it("says the broker only was emailed when the insured has no email, and emails nobody else", async () => {
    const q = await preBound();
    await withoutInsuredEmail(q.id);
    const since = new Date();
    // The older body `{ send: true }` still sends.
    const answer = await createSigningLink(broker, q.id, { send: true });
    expect(answer).toMatchObject({ intent: "send", sent: true });
    expect(answer.delivery).toEqual({
      sentTo: [{ role: "broker", email: "broker@example.com" }],
      notSent: [{ role: "insured", reason: "no-email" }],
    });
    expect(signingLinkSentMessage(answer.delivery)).toBe(
      "Signing link sent to the broker only (broker@example.com): the insured has no email",
    );
    expect((await mailsSince(q.quotationNumber, since)).map((m) => m.to)).toEqual([["broker@example.com"]]);
  });

  it("words the other cases: one address for both, a disabled broker, nobody", () => {
    expect(
      signingLinkSentMessage({
        sentTo: [{ role: "broker", email: "b@x.example" }],
        notSent: [{ role: "insured", reason: "same-address" }],
      }),
    ).toBe("Signing link sent to the broker (b@x.example), which is also the insured's email");
    expect(
      signingLinkSentMessage({ sentTo: [{ role: "insured", email: "i@y.example" }], notSent: [{ role: "broker", reason: "disabled" }] }),
    ).toBe("Signing link sent to the insured only (i@y.example): the broker's account is disabled");
    expect(
      signingLinkSentMessage({
        sentTo: [],
        notSent: [
          { role: "broker", reason: "disabled" },
          { role: "insured", reason: "no-email" },
        ],
      }),
    ).toBe(
      "No signing link was sent: the insured has no email and the broker's account is disabled. Copy the signing link and pass it on yourself.",
    );
  });
});

describe("Copy signing link", () => {
  it("hands the live link to whoever may sign the quotation, emails nothing and records who took it", async () => {
    const q = await preBound();
    await withoutInsuredEmail(q.id);
    const since = new Date();
    const copied = await createSigningLink(broker, q.id, { intent: "copy" });
    expect(copied).toMatchObject({ intent: "copy", sent: false, delivery: { sentTo: [], notSent: [] } });
    expect(copied.signingUrl).toMatch(new RegExp(`^http://portal\\.test/sign/${q.id}\\?token=`));
    expect(new Date(copied.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    // The same live link as "Sign proposal" opens, and it opens the signing.
    expect((await createSigningLink(underwriter, q.id, { intent: "open" })).signingUrl).toBe(copied.signingUrl);
    expect(await startProposalSigning(String(q.id), tokenOf(copied.signingUrl))).toMatchObject({ ok: true });
    expect(await mailsSince(q.quotationNumber, since)).toHaveLength(0);
    expect(await history(q.id, "quotation.signingLink.copy")).toEqual([expect.objectContaining({ actorId: broker.id })]);
    expect(await history(q.id, "quotation.signingLink.open")).toEqual([expect.objectContaining({ actorId: underwriter.id })]);

    // Another company's broker never gets it; nor does anyone once the quotation is no longer waiting for a signature.
    await expect(createSigningLink(harbor, q.id, { intent: "copy" })).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(
      createSigningLink(broker, q.id, () => parseInput(signingApi.createSigningLink.body, { intent: "share" })),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
    const ready = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    await expect(createSigningLink(broker, ready.id, { intent: "copy" })).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION" });
  });
});

describe("the insured's signing page", () => {
  it("starts empty and shows nothing of the broker, whatever the insured's details", async () => {
    const q = await preBound("Harbor Lights Festival");
    await withoutInsuredEmail(q.id);
    const envelope = await envelopeFor(q.id);
    // The signer on record is the insured, never the broker (no email rather than the broker's).
    expect(envelope).toMatchObject({ signerName: "Harbor Lights Festival", signerEmail: "" });
    const request = await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id } } });
    expect(request).toMatchObject({ signerName: "Harbor Lights Festival", signerEmail: null });

    const page = await BuiltinSigningPage({ params: Promise.resolve({ envelopeId: envelope.id }) });
    const html = renderToStaticMarkup(page);
    const input = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(input("signer-full-name")).toMatch(/value=""/);
    expect(input("signer-position")).toMatch(/value=""/);
    expect(input("signer-full-name")).toMatch(/autoComplete="off"|autocomplete="off"/);
    expect(html).toContain("for and on behalf of");
    expect(html).toContain("Harbor Lights Festival");
    const brokerUser = await db.user.findUniqueOrThrow({ where: { id: broker.id }, include: { company: true } });
    for (const brokerData of [brokerUser.email, brokerUser.firstName, brokerUser.lastName, brokerUser.company.name])
      expect(html).not.toContain(brokerData);
  });
});

describe("the policy's signature block", () => {
  it("prints the signer's name, position, date and drawn signature, and the producer's company, name and license number", async () => {
    const { updatedAt } = await getUser(admin, broker.id);
    await updateUser(admin, broker.id, bodyOf(usersApi.updateUser, { licenceNumber: "  NY-BR 0042117 ", updatedAt }));
    expect((await getUser(admin, broker.id)).licenceNumber).toBe("NY-BR 0042117");

    const q = await preBound();
    const signedAt = new Date();
    const image = `data:image/png;base64,${png(300, 90, (x, y) => (Math.abs(y - 45 - Math.round(22 * Math.sin(x / 18))) < 3 ? [30, 41, 59] : [255, 255, 255])).toString("base64")}`;
    await sign(q.id, { fullName: "Marisol Ortega", position: "Festival Director", signature: { kind: "drawn", image } }, signedAt);
    const request = await db.signingRequest.findFirstOrThrow({ where: { version: { quotationId: q.id }, status: "SIGNED" } });
    expect(request).toMatchObject({ signerName: "Marisol Ortega", signerPosition: "Festival Director", signatureText: null });
    expect(Buffer.from(request.signatureImage!).subarray(1, 4).toString("latin1")).toBe("PNG");

    await uploadQuotationDocument(broker, q.id, { bytes: smallPdf(), fileName: "iwo.pdf", contentType: "application/pdf" }, "IWO");
    await onlyBinderCoveringToday("100000000.00");
    const policy = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber() });
    const data = (await loadPolicyWordingData({ id: policy.id }))!;
    expect(data.signedProposal).toMatchObject({
      signerName: "Marisol Ortega",
      signerPosition: "Festival Director",
      providerLabel: "Portal signing page",
    });
    expect(data.signedProposal?.signatureImageBase64).toBeTruthy();
    expect(data.producer).toMatchObject({ name: "Brightline Brokers", contactName: "Brooke Bright", licenceNumber: "NY-BR 0042117" });

    const pdf = await renderPolicyWordingPdf(data);
    expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);
    if (!hasPoppler) return;
    const { text } = pdfText(pdf, "policy-wording-drawn-signature");
    const block = text.slice(text.indexOf("Signatures"));
    for (const expected of [
      "Marisol Ortega",
      "Festival Director",
      formatDate(signedAt),
      "Brightline Brokers",
      "Brooke Bright",
      "NY-BR 0042117",
    ]) {
      expect(block, expected).toContain(expected);
    }
    toPngs("policy-wording-drawn-signature");
  });

  withPoppler("reads back from the PDF: applicant and producer blocks filled, a typed signature as text", async () => {
    const q = await preBound();
    const signedAt = new Date();
    await sign(q.id, { fullName: "Dana Whitfield", position: "Treasurer", signature: { kind: "typed", text: "D. Whitfield" } }, signedAt);
    const { updatedAt } = await getUser(admin, broker.id);
    await updateUser(admin, broker.id, bodyOf(usersApi.updateUser, { licenceNumber: "0H18374652", updatedAt }));
    await uploadQuotationDocument(broker, q.id, { bytes: smallPdf(), fileName: "iwo.pdf", contentType: "application/pdf" }, "IWO");
    await onlyBinderCoveringToday("100000000.00");
    const policy = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber() });
    const pdf = await renderPolicyWordingPdf((await loadPolicyWordingData({ id: policy.id }))!);

    const { text } = pdfText(pdf, "policy-wording-signature-block");
    const block = text.slice(text.indexOf("Signatures"));
    for (const expected of [
      "Dana Whitfield",
      "Treasurer",
      formatDate(signedAt),
      "D. Whitfield",
      "Brightline Brokers",
      "Brooke Bright",
      "0H18374652",
    ]) {
      expect(block, expected).toContain(expected);
    }
    expect(toPngs("policy-wording-signature-block").length).toBeGreaterThan(0);
  });
});
