import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import type { Actor } from "@/server/auth/actor";
import { actorForSession } from "@/server/auth/current-actor";
import { encodeSessionToken } from "@/server/auth/session-cookie";
import { uploadCompanyLogo } from "@/server/companies/upload-company-logo";
import { createNote } from "@/server/notes/create-note";
import { db } from "@/server/db";
import { currentProposalOf } from "@/server/quotations/generate-quotation-proposal";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { createSignedLink, type SignedLinkPurpose } from "@/server/signing/signed-link";
import { createSigningLink } from "@/server/signing/create-signing-link";
import { storageBackend } from "@/server/storage/file-storage";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { cancelledBy, generalEndorsement } from "../../documents/servicing-fixtures";
import { useTemporaryFileStorage } from "../../support/binding";
import { company, signedIn, user } from "../../support/factories";
import { logoPng } from "../../support/images";
import { issuedPolicy } from "../../support/invoice-factory";
import { quotationInStatus, smallPdf, type PerilOption } from "../../support/quotation-factory";

// The people and the records of the authorization matrix (tests/security/authorization-matrix.test.ts).
//
// People: nobody (no cookie), an admin, an underwriter, a broker of company A who sees the whole
// company (VIEW_COMPANY_INDICATIONS), a colleague at company A who sees only their own
// (VIEW_MY_INDICATIONS), a broker of company B, and a broker of company A whose account was
// disabled after signing in (the cookie is still sent).
//
// Records, one set per owner: the broker's, the colleague's (both company A) and the other
// company's. Each set: a pre-bound quotation with an uploaded document and a stored proposal (the
// target of the quotation calls) and a company-only note on it, a second pre-bound quotation that only the signing routes touch
// (its signing link and its built-in envelope), and four policies: New York (the policy calls, its
// bind invoice and an endorsement), Montana (every Montana/Washington form applies: a promotion,
// an on-site observer, adverse weather, another insurer's application on file), Washington
// (cancelled: its cancellation endorsement) and Texas; and two claims: a determined one of the
// New York policy (with an observer report kept with it) and an approved one of the Texas policy.
// Companies A and B have a logo; each has a user besides the people above. A weather station
// takes the admin's observations.

export const IDENTITIES = ["anonymous", "admin", "underwriter", "broker", "colleague", "otherBroker", "disabled"] as const;
export type Identity = (typeof IDENTITIES)[number];
export type SignedInIdentity = Exclude<Identity, "anonymous" | "disabled">;

export const OWNERS = ["broker", "colleague", "other"] as const;
export type Owner = (typeof OWNERS)[number];
export const COMPANIES = ["companyA", "companyB"] as const;
export type CompanyOwner = (typeof COMPANIES)[number];

const RAIN_ADVERSE: PerilOption[] = [
  { peril: "rainfall", threshold: "1", limitPerDay: "10000.00", rate: "0.184000", premium: "1840.00" },
  { peril: "adverseWeather", threshold: null, limitPerDay: "10000.00", rate: "0.096000", premium: "960.00" },
];
const PROMOTION = {
  name: "Matrix Summer Sales Event",
  periodFrom: "2026-06-01",
  periodUntil: "2026-06-30",
  promotionDate: "2026-07-11",
  finalEstimatedSales: "18000.00",
};

export type OwnedRecords = {
  quotationId: number;
  documentId: number;
  /** A note on the quotation that only the owner's company may read (D16: and admins). */
  companyNoteId: number;
  signingQuotationId: number;
  /** The signing quotation's stored proposal. */
  proposalId: number;
  /** The token of the signing quotation's live signing link (`/sign/{id}?token=`). */
  signToken: string;
  envelopeId: string;
  policyId: number;
  invoiceId: number;
  endorsementId: number;
  mtPolicyId: number;
  waPolicyId: number;
  cancellationEndorsementId: number;
  txPolicyId: number;
  /** A DETERMINED claim of the New York policy that pays, with an observer report kept with it. */
  claimId: number;
  claimFileId: number;
  /** An APPROVED claim of the Texas policy. */
  approvedClaimId: number;
};

export type World = Awaited<ReturnType<typeof buildWorld>>;

async function cookieFor(actor: Actor): Promise<string> {
  return `${SESSION_COOKIE}=${await encodeSessionToken({ sid: actor.sessionId, sub: String(actor.id) }, actor.sessionExpiresAt)}`;
}

async function ownedRecords(owner: Actor, tag: string): Promise<OwnedRecords> {
  const own = { brokerUserId: owner.id, brokerCompanyId: owner.companyId, createdById: owner.id };

  const q = await quotationInStatus("PRE_BOUND", { ...own, insuredName: `Matrix ${tag} Festival` });
  const document = await uploadQuotationDocument(
    owner,
    q.id,
    { bytes: smallPdf(), fileName: `application-${tag}.pdf`, contentType: "application/pdf" },
    "IWO",
  );
  const note = await createNote(owner, { content: `Internal remark of ${tag}`, visibility: "COMPANY", quotationId: q.id });

  // Opening the signing link stores the proposal the insured signs (one PDF rendered for both).
  const s = await quotationInStatus("PRE_BOUND", { ...own, insuredName: `Matrix ${tag} Signing Fair` });
  const link = await createSigningLink(owner, s.id, { intent: "copy" });
  const signToken = new URL(link.signingUrl).searchParams.get("token")!;
  const start = await startProposalSigning(String(s.id), signToken);
  if (!start.ok) throw new Error(`signing did not start: ${start.reason}`);
  const envelopeId = start.redirectUrl.split("/sign/builtin/")[1];
  const proposal = await currentProposalOf(s.version.id);
  if (!proposal) throw new Error("no proposal was stored when the signing started");

  const ny = await issuedPolicy({ brokerUserId: owner.id, brokerCompanyId: owner.companyId, insuredName: `Matrix ${tag} Jazz Festival` });
  const { endorsement } = await generalEndorsement(
    { ...ny.policy, insuredState: "NY" },
    { number: 1, title: "Change of contact", content: "The insured's contact changes.", effectiveDate: "2026-06-01" },
  );

  const mt = await issuedPolicy({
    brokerUserId: owner.id,
    brokerCompanyId: owner.companyId,
    insuredName: `Matrix ${tag} Outfitters`,
    address: { street: "25 East Main Street", city: "Bozeman", state: "MT", zipCode: "59715" },
    perils: RAIN_ADVERSE,
    promotion: PROMOTION,
    claimsVerificationSource: "ONSITE_OBSERVER",
  });
  const file = await db.storedFile.create({
    data: {
      storageKey: `documents/matrix-${randomBytes(6).toString("hex")}`,
      fileName: "other-carrier-application.pdf",
      contentType: "application/pdf",
      size: 10,
      sha256: "0".repeat(64),
    },
  });
  await db.quotationDocument.create({ data: { quotationId: mt.quotation.id, fileId: file.id, type: "OTHER_APPLICATION_FORM" } });

  const wa = await issuedPolicy({
    brokerUserId: owner.id,
    brokerCompanyId: owner.companyId,
    insuredName: `Matrix ${tag} Harbor Days`,
    address: { street: "1 Harbor Way", city: "Seattle", state: "WA", zipCode: "98101" },
  });
  const cancellation = await cancelledBy(
    { ...wa.policy, insuredState: "WA" },
    {
      number: 1,
      reason: "Event called off",
      cancellationDate: "2026-06-10",
      returnPremium: "550.00",
      premiumAfter: "550.00",
      explanation: "Half of the premium is returned.",
    },
  );

  const tx = await issuedPolicy({
    brokerUserId: owner.id,
    brokerCompanyId: owner.companyId,
    insuredName: `Matrix ${tag} Balloon Fiesta`,
    address: { street: "301 Congress Avenue", city: "Austin", state: "TX", zipCode: "78701" },
  });

  const claim = await db.claim.create({
    data: {
      claimNumber: `${ny.policy.policyNumber}-C1`,
      policyId: ny.policy.id,
      brokerCompanyId: owner.companyId,
      brokerUserId: owner.id,
      status: "DETERMINED",
      origin: "AUTOMATIC",
      grossAmount: "10000.00",
      deductibleApplied: "0.00",
      aggregateRemaining: "10000.00",
      amount: "10000.00",
      determinedAt: new Date(),
      determinations: {
        create: {
          policyId: ny.policy.id,
          date: ny.policy.dateFrom,
          peril: "rainfall",
          result: "TRIGGERED",
          source: "OFFSITE_OBSERVER",
          observed: "0.62",
          threshold: "0.5",
          unit: "in",
          detail: "0.62 in",
          limitPerDay: "10000.00",
          determinedAt: new Date(),
        },
      },
    },
  });
  const report = await db.storedFile.create({
    data: {
      storageKey: `claim-files/matrix-${randomBytes(6).toString("hex")}`,
      fileName: "observer-report.pdf",
      contentType: "application/pdf",
      size: 10,
      sha256: "0".repeat(64),
    },
  });
  await storageBackend().put(report.storageKey, smallPdf(), "application/pdf");
  const claimFile = await db.claimFile.create({ data: { claimId: claim.id, fileId: report.id, kind: "OBSERVER_REPORT" } });
  const approved = await db.claim.create({
    data: {
      claimNumber: `${tx.policy.policyNumber}-C1`,
      policyId: tx.policy.id,
      brokerCompanyId: owner.companyId,
      brokerUserId: owner.id,
      status: "APPROVED",
      origin: "AUTOMATIC",
      grossAmount: "10000.00",
      deductibleApplied: "0.00",
      aggregateRemaining: "10000.00",
      amount: "10000.00",
      determinedAt: new Date(),
      decidedAt: new Date(),
    },
  });

  return {
    claimId: claim.id,
    claimFileId: claimFile.id,
    approvedClaimId: approved.id,
    quotationId: q.id,
    documentId: document.id,
    companyNoteId: note.id,
    proposalId: proposal.id,
    signingQuotationId: s.id,
    signToken,
    envelopeId,
    policyId: ny.policy.id,
    invoiceId: ny.invoice!.id,
    endorsementId: endorsement.id,
    mtPolicyId: mt.policy.id,
    waPolicyId: wa.policy.id,
    cancellationEndorsementId: cancellation.endorsement.id,
    txPolicyId: tx.policy.id,
  };
}

export async function buildWorld() {
  useTemporaryFileStorage();
  const companyA = await company({ name: `Matrix Brokers A ${randomBytes(2).toString("hex")}` });
  const companyB = await company({ name: `Matrix Brokers B ${randomBytes(2).toString("hex")}` });

  const accounts = {
    admin: await user({ role: "ROLE_ADMIN" }),
    underwriter: await user({ role: "ROLE_UNDERWRITER" }),
    broker: await user({ companyId: companyA.id, permissionLevel: "VIEW_COMPANY_INDICATIONS" }),
    colleague: await user({ companyId: companyA.id, permissionLevel: "VIEW_MY_INDICATIONS" }),
    otherBroker: await user({ companyId: companyB.id, permissionLevel: "VIEW_COMPANY_INDICATIONS" }),
    disabled: await user({ companyId: companyA.id, permissionLevel: "VIEW_COMPANY_INDICATIONS" }),
  };
  const probes = {
    /** Signed in by POST /api/login. */
    loginProbe: await user({ companyId: companyB.id }),
    /** Given a new password by PATCH /api/user/reset-password. */
    resetProbe: await user({ companyId: companyB.id }),
  };
  // One sign-in through the real use case; the others' sessions are opened as it opens them (a
  // Session row), which spares six password hashes.
  const actors = {} as Record<Exclude<Identity, "anonymous">, Actor>;
  actors.broker = await signedIn(accounts.broker.email);
  for (const [name, account] of Object.entries(accounts)) {
    if (name === "broker") continue;
    const session = await db.session.create({
      data: { userId: account.id, expiresAt: actors.broker.sessionExpiresAt, userAgent: "authorization-matrix" },
    });
    const actor = await actorForSession(session.id);
    if (!actor) throw new Error(`no session for ${name}`);
    actors[name as keyof typeof actors] = actor;
  }
  const cookies = {} as Record<Exclude<Identity, "anonymous">, string>;
  for (const [name, actor] of Object.entries(actors)) cookies[name as keyof typeof cookies] = await cookieFor(actor);
  // Disabled after signing in: the browser still holds a valid-looking cookie.
  await db.user.update({ where: { id: accounts.disabled.id }, data: { enabled: false } });

  for (const c of [companyA, companyB]) await uploadCompanyLogo(actors.admin, c.id, { bytes: logoPng(), fileName: "logo.png" });

  const records: Record<Owner, OwnedRecords> = {
    broker: await ownedRecords(actors.broker, "broker"),
    colleague: await ownedRecords(actors.colleague, "colleague"),
    other: await ownedRecords(actors.otherBroker, "other"),
  };
  const companies: Record<CompanyOwner, { companyId: number; userId: number }> = {
    companyA: { companyId: companyA.id, userId: (await user({ companyId: companyA.id })).id },
    companyB: { companyId: companyB.id, userId: (await user({ companyId: companyB.id })).id },
  };

  const binderIds: number[] = [];
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < 2; i++) {
    const binder = await db.binder.create({
      data: {
        uniqueMarketReference: `B0999MATRIX${randomBytes(3).toString("hex").toUpperCase()}`,
        value: "1000000",
        from: new Date(Date.UTC(year + 5, 0, 1)),
        until: new Date(Date.UTC(year + 5, 11, 31)),
      },
    });
    binderIds.push(binder.id);
  }

  // A station whose observations the admin posts (POST /api/weather/observations and its upload).
  const station = await db.weatherStation.create({
    data: { id: `USMATRIX${randomBytes(2).toString("hex").toUpperCase()}`, name: "MATRIX TEST STATION", latitude: 40, longitude: -74 },
  });

  return {
    stationId: station.id,
    companyA,
    companyB,
    accounts: { ...accounts, ...probes },
    actors,
    records,
    companies,
    /** Binders nobody uses, for DELETE /api/binder/{binderId}. */
    binderIds,
    stateFeeId: (await db.stateFee.findUniqueOrThrow({ where: { state: "NY" } })).id,
    localTax: await db.localPremiumTax.findFirstOrThrow({ orderBy: { id: "asc" } }),

    /** The Cookie header of a person (the disabled account's sessions are made usable again first, so each request meets the disabled account itself). */
    async cookie(identity: Identity): Promise<string | null> {
      if (identity === "anonymous") return null;
      if (identity === "disabled") await db.session.updateMany({ where: { userId: accounts.disabled.id }, data: { revokedAt: null } });
      return cookies[identity];
    },

    /** A new session of a person, for calls that end the session they are made with (sign-out). */
    async freshCookie(identity: Identity): Promise<string | null> {
      if (identity === "anonymous") return null;
      const actor = actors[identity];
      const session = await db.session.create({
        data: { userId: actor.id, expiresAt: actor.sessionExpiresAt, userAgent: "authorization-matrix" },
      });
      return cookieFor({ ...actor, sessionId: session.id });
    },

    /** A signed link (print pages) for a record. */
    printToken(purpose: SignedLinkPurpose, id: number): string {
      return createSignedLink(purpose, id, 3600);
    },
  };
}
