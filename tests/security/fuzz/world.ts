import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import type { Actor } from "@/server/auth/actor";
import { encodeSessionToken } from "@/server/auth/session-cookie";
import { newToken } from "@/server/auth/tokens";
import { db } from "@/server/db";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { createSigningLink } from "@/server/signing/create-signing-link";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { useTemporaryFileStorage } from "../../support/binding";
import { company, signedIn, user } from "../../support/factories";
import { issuedPolicy } from "../../support/invoice-factory";
import { isoDay, quotationInStatus, smallPdf } from "../../support/quotation-factory";
import type { QuotationStatusName } from "@/lib/quotations/quotation-actions";

// The records the bad-input campaign (tests/security/fuzz-input.test.ts) sends its requests to:
// for each call a record in a status where the call is allowed, so that a body is read and checked
// as far as it can go. Nothing here is changed by the campaign: it only sends what must be refused.

export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;

async function cookieFor(actor: Actor): Promise<string> {
  return `${SESSION_COOKIE}=${await encodeSessionToken({ sid: actor.sessionId, sub: String(actor.id) }, actor.sessionExpiresAt)}`;
}

export async function buildFuzzWorld() {
  useTemporaryFileStorage();
  const brokers = await company({ name: `Fuzz Brokers ${randomBytes(2).toString("hex")}` });
  const accounts = {
    admin: await user({ role: "ROLE_ADMIN" }),
    underwriter: await user({ role: "ROLE_UNDERWRITER" }),
    broker: await user({ companyId: brokers.id }),
  };
  const admin = await signedIn(accounts.admin.email);
  const underwriter = await signedIn(accounts.underwriter.email);
  const broker = await signedIn(accounts.broker.email);
  const own = { brokerUserId: broker.id, brokerCompanyId: broker.companyId, createdById: broker.id };

  const quotations = {} as Record<QuotationStatusName, number>;
  for (const status of [
    "NEW",
    "READY",
    "REFERRED_TO_UNDERWRITER",
    "PRE_BOUND_REFERRED_TO_UNDERWRITER",
    "PRE_BOUND",
    "SIGNED",
    "READY_TO_BIND",
  ] as const) {
    quotations[status] = (await quotationInStatus(status, { ...own, insuredName: `Fuzz ${status} Festival` })).id;
  }
  const document = await uploadQuotationDocument(
    broker,
    quotations.PRE_BOUND,
    { bytes: smallPdf(), fileName: "application.pdf", contentType: "application/pdf" },
    "IWO",
  );

  // A second pre-bound quotation whose built-in envelope is open.
  const signing = await quotationInStatus("PRE_BOUND", { ...own, insuredName: "Fuzz Signing Fair" });
  const link = await createSigningLink(broker, signing.id, { intent: "copy" });
  const start = await startProposalSigning(String(signing.id), new URL(link.signingUrl).searchParams.get("token"));
  if (!start.ok) throw new Error(`signing did not start: ${start.reason}`);
  const envelopeId = start.redirectUrl.split("/sign/builtin/")[1];

  const live = await issuedPolicy({ brokerUserId: broker.id, brokerCompanyId: broker.companyId, insuredName: "Fuzz Live Festival" });
  const requested = await issuedPolicy({ brokerUserId: broker.id, brokerCompanyId: broker.companyId, insuredName: "Fuzz Cancelled Fair" });
  await requestPolicyCancellation(broker, requested.policy.id, { reason: "The event moved", cancellationDate: isoDay(20) });
  const promotion = {
    name: "Fuzz Sales Event",
    periodFrom: isoDay(-90),
    periodUntil: isoDay(-60),
    promotionDate: isoDay(-50),
    finalEstimatedSales: "18000.00",
  };
  const promoted = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    insuredName: "Fuzz Promotions",
    promotion,
  });
  const reported = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    insuredName: "Fuzz Reported Sales",
    promotion,
    status: "FINAL_SALES_SUBMITTED",
  });

  // Claims of the live policy: a determined one (approve, decline, observer report) and an approved one (payment).
  const claimOfLive = (n: number, status: "DETERMINED" | "APPROVED") =>
    db.claim.create({
      data: {
        claimNumber: `${live.policy.policyNumber}-C${n}`,
        policyId: live.policy.id,
        brokerCompanyId: broker.companyId,
        brokerUserId: broker.id,
        status,
        origin: "AUTOMATIC",
        grossAmount: "10000.00",
        deductibleApplied: "0.00",
        aggregateRemaining: "10000.00",
        amount: "10000.00",
        determinedAt: new Date(),
        decidedAt: status === "APPROVED" ? new Date() : null,
      },
    });
  const determinedClaim = await claimOfLive(1, "DETERMINED");
  const approvedClaim = await claimOfLive(2, "APPROVED");
  const station = await db.weatherStation.create({
    data: { id: `USFUZZ${randomBytes(3).toString("hex").toUpperCase()}`, name: "FUZZ TEST STATION", latitude: 40, longitude: -74 },
  });

  const invited = await user({ companyId: brokers.id });
  await db.user.update({ where: { id: invited.id }, data: { status: "INVITED" } });
  const binder = await db.binder.create({
    data: {
      uniqueMarketReference: `B0999FUZZ${randomBytes(3).toString("hex").toUpperCase()}`,
      value: "1000000",
      from: new Date(Date.UTC(2040, 0, 1)),
      until: new Date(Date.UTC(2040, 11, 31)),
    },
  });
  const { token: resetToken, tokenHash } = newToken();
  await db.userToken.create({
    data: { userId: invited.id, type: "PASSWORD_RESET", tokenHash, expiresAt: new Date(Date.now() + 3_600_000) },
  });

  return {
    accounts,
    actors: { admin, underwriter, broker },
    cookies: { admin: await cookieFor(admin), underwriter: await cookieFor(underwriter), broker: await cookieFor(broker) },
    companyId: brokers.id,
    quotations,
    documentId: document.id,
    envelopeId,
    policies: {
      live: live.policy.id,
      cancellationRequested: requested.policy.id,
      promotion: promoted.policy.id,
      finalSalesSubmitted: reported.policy.id,
    },
    claims: { determined: determinedClaim.id, approved: approvedClaim.id },
    stationId: station.id,
    userId: invited.id,
    binderId: binder.id,
    stateFeeId: (await db.stateFee.findUniqueOrThrow({ where: { state: "NY" } })).id,
    localTaxId: (await db.localPremiumTax.findFirstOrThrow({ orderBy: { id: "asc" } })).id,
    resetToken,
  };
}
