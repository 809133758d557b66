import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiOperation } from "@/lib/api/operation";
import { todayIso } from "@/lib/format/calendar-day";
import { IMPORT_HEADER } from "@/lib/users/user-schema";
import { newToken } from "@/server/auth/tokens";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { OPERATIONS } from "@/lib/api/operations";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "@/server/signing/webhook-signature";
import { DAILY_HEADER } from "@/server/weather/parse-daily-csv";
import { PASSWORD } from "../support/factories";
import { logoPng } from "../support/images";
import { fullFormValues, isoDay, smallPdf } from "../support/quotation-factory";
import { invoke, type Answer, type Call } from "./matrix/route-invoker";
import { servedRoutes } from "./matrix/served-routes";
import {
  buildWorld,
  COMPANIES,
  IDENTITIES,
  OWNERS,
  type CompanyOwner,
  type Identity,
  type OwnedRecords,
  type Owner,
  type SignedInIdentity,
  type World,
} from "./matrix/world";

// Route handlers read the session through next/headers, which only works inside Next.js's own
// request store: here it reads the cookies of the request being run (matrix/request-scope.ts).
vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

/*
 * Issue 15 item 2: the authorization matrix.
 *
 * Every operation the portal serves (each method × path of the OpenAPI document, the print routes
 * under /print and the signing routes under /sign and /api/signing) is called by each person of
 * matrix/world.ts: nobody, an admin, an underwriter, a broker of company A (VIEW_COMPANY_INDICATIONS),
 * the broker's VIEW_MY_INDICATIONS colleague, a broker of company B and a disabled broker of A. An
 * operation on a record is called on the records of each owner: the broker's, the colleague's (both
 * company A) and company B's; an operation on a company or a user on company A's and company B's.
 *
 * The answer each cell must get is written below from the rules, not computed by the code under
 * test: ROLE_MAY (spec §6's table, and lib/permissions/rules.ts where §6 is silent), SEES (spec §6's
 * permission levels) and the decision table above expectedOutcome (the order of the checks, DESIGN
 * §4 and decisions D16, D82: no session 401, a record outside the caller's scope 404 as if it did
 * not exist, an action the role may not take 403). Lists must also show exactly the records of the
 * owners the caller sees, and next-auth's session endpoint must agree with the portal's sessions.
 *
 * Requests run in this process through the real proxy.ts and the route file's handler (no server
 * is started; matrix/route-invoker.ts), with the caller's real session cookie, on the file's own
 * PostgreSQL database.
 *
 * What "passed" means. A cell expected to pass is one where authorization let the call through: a
 * read must answer 2xx (or its redirect); a write may answer 2xx, or 400/409/422 when the body or the
 * record's status refuses it after authorization (D82: who and when before what). Writes are not
 * given a fresh record per cell: they are sent with a body that is valid for the call, so that the
 * calls that read their body before looking at the record (the quotation actions) reach the
 * authorization check, and what the matrix asserts is the authorization outcome only. Because
 * access comes before the status check everywhere, a write that changed a record earlier in the run
 * (the admin cancels the broker's quotation) cannot change another cell's authorization outcome,
 * only turn a later pass from 200 into 409. Reads run before writes all the same, so the reads see
 * the records as built. Calls that use up what they are given get a fresh one per cell: sign-out a
 * new session, password reset a new token, binder removal an unused binder. Any 5xx fails the cell.
 * Each request comes from its own client address, so that the per-address rate limits (D86, tested
 * in rate-limits.test.ts) never stand between a cell and its authorization outcome.
 *
 * The test fails on any cell that differs, on any documented operation or route file that is not in
 * the matrix, and on any matrix row that names no served operation.
 */

// ─── The rules ────────────────────────────────────────────────────────────────────────────────

type Role = "admin" | "underwriter" | "broker";
const ROLE_OF: Record<SignedInIdentity, Role> = {
  admin: "admin",
  underwriter: "underwriter",
  broker: "broker",
  colleague: "broker",
  otherBroker: "broker",
};

const ALL: Role[] = ["admin", "underwriter", "broker"];
const ADMIN: Role[] = ["admin"];

/** Spec §6 (Admin | Underwriter | Broker columns) and lib/permissions/rules.ts for what §6 leaves open. */
const ROLE_MAY = {
  readPortal: ALL,
  manageCompaniesUsersSettings: ADMIN, // §6 "Companies tab, Users tab, Settings tab"
  readConfig: ALL, // rules.ts: everyone may read Config
  readReports: ["admin", "underwriter"] as Role[], // §6 "Reports tab, statistics filter by broker"
  readStatistics: ALL,
  raterQuote: ALL, // "create Quotation", the permission POST /api/rater/quote (and threshold-curve) checks
  // Quotations (§6)
  quotationReadCreateDocumentsReviseSign: ALL,
  quotationCancelSelectReferralRequestBind: ["admin", "broker"] as Role[],
  quotationBindReviewInsuredPreBoundReferral: ["admin", "underwriter"] as Role[],
  quotationAssignBroker: ["underwriter"] as Role[],
  // Policies (§6)
  policyRead: ALL,
  policyRequestCancel: ["admin", "broker"] as Role[],
  policyCancel: ["admin", "underwriter"] as Role[], // approving and rejecting a cancellation request too (§6 notes)
  policyUpdateFinalSalesAmount: ["admin", "broker"] as Role[],
  policyUpdateFinalSales: ["admin", "underwriter"] as Role[],
  policyCreateEndorsement: ["admin", "underwriter"] as Role[],
  // Claims (rules.ts): brokers notify a loss and read their claims; underwriters and admins decide,
  // record payments and enter observer reports; admins add station observations.
  claimRead: ALL,
  claimNotifyLoss: ALL,
  claimDecidePayObserve: ["admin", "underwriter"] as Role[],
  weatherObservations: ADMIN,
  // Notes (D16): everyone adds and reads notes of the records they may read.
  notes: ALL,
};

/** Whose quotations and policies each person reads (spec §6 permission levels). */
const SEES: Record<SignedInIdentity, Record<Owner, boolean>> = {
  //              broker's  colleague's  company B's
  admin: { broker: true, colleague: true, other: true },
  underwriter: { broker: true, colleague: true, other: true },
  broker: { broker: true, colleague: true, other: false }, // VIEW_COMPANY_INDICATIONS: the whole company's
  colleague: { broker: false, colleague: true, other: false }, // VIEW_MY_INDICATIONS: only their own
  otherBroker: { broker: false, colleague: false, other: true },
};

/** Whose company records each person reads: admins every company, others their own company only. */
const SEES_COMPANY: Record<SignedInIdentity, Record<CompanyOwner, boolean>> = {
  admin: { companyA: true, companyB: true },
  underwriter: { companyA: false, companyB: false },
  broker: { companyA: true, companyB: false },
  colleague: { companyA: true, companyB: false },
  otherBroker: { companyA: false, companyB: true },
};

/** The company of each person and of each owner's records. */
const COMPANY_OF: Record<SignedInIdentity, "A" | "B" | "own"> = {
  admin: "own",
  underwriter: "own",
  broker: "A",
  colleague: "A",
  otherBroker: "B",
};
const COMPANY_OF_OWNER: Record<Owner, "A" | "B"> = { broker: "A", colleague: "A", other: "B" };

/** What a cell must answer: "pass" (see above), a status, or the signing route's redirect. */
type Outcome = "pass" | "400" | "401" | "403" | "404" | "redirect to /sign/error";

type Access =
  /** No session needed, and a session changes nothing (sign-in, a token or secret in the request). */
  | { kind: "public" }
  /** A public call without its credential: everybody gets the same refusal, a session is no substitute. */
  | { kind: "refused"; outcome: Outcome }
  /** Any signed-in person. */
  | { kind: "signed in" }
  /** An area of the portal: the role decides, whatever the record. */
  | { kind: "area"; roles: Role[] }
  /** A record with an owner: the caller must see it, then its role must allow the action. */
  | { kind: "record"; roles: Role[] }
  /** A company's own record (its logo): the caller must see the company. */
  | { kind: "company record" };

/**
 * The decision table, first matching row wins:
 *
 *   caller                | call               | role allowed? | owner visible? | expected
 *   ----------------------+--------------------+---------------+----------------+---------
 *   anyone                | public             |       –       |       –        | pass
 *   anyone                | refused            |       –       |       –        | its refusal
 *   nobody, disabled      | any other          |       –       |       –        | 401
 *   signed in             | signed in          |       –       |       –        | pass
 *   signed in             | area               |      yes      |       –        | pass
 *   signed in             | area               |      no       |       –        | 403
 *   signed in             | record             |       –       |      no        | 404
 *   signed in             | record             |      no       |      yes       | 403
 *   signed in             | record             |      yes      |      yes       | pass
 *   signed in             | company record     |       –       |      no        | 404
 *   signed in             | company record     |       –       |      yes       | pass
 */
function expectedOutcome(access: Access, who: Identity, owner?: Owner | CompanyOwner): Outcome {
  if (access.kind === "public") return "pass";
  if (access.kind === "refused") return access.outcome;
  if (who === "anonymous" || who === "disabled") return "401";
  if (access.kind === "signed in") return "pass";
  const roleAllowed = access.kind === "company record" || access.roles.includes(ROLE_OF[who]);
  if (access.kind === "area") return roleAllowed ? "pass" : "403";
  const visible = access.kind === "company record" ? SEES_COMPANY[who][owner as CompanyOwner] : SEES[who][owner as Owner];
  if (!visible) return "404";
  return roleAllowed ? "pass" : "403";
}

// ─── The operations ───────────────────────────────────────────────────────────────────────────

type Context = { w: World; who: Identity; r: OwnedRecords; owner: Owner; c: { companyId: number; userId: number } };

type Row = {
  access: Access;
  /** What the call is made on: each owner's records, each company, or nothing (one cell per person). */
  on?: "records" | "companies";
  call: (ctx: Context) => Promise<Omit<Call, "method" | "template" | "cookie">> | Omit<Call, "method" | "template" | "cookie">;
  /** The call ends the session it is made with: each cell signs in anew. */
  freshSession?: boolean;
  /** What the answer of a passing cell must also show (tenancy of lists); problems are reported in the cell. */
  check?: (answer: Answer, ctx: Context) => string | null;
};

const future = isoDay(30);
const policyDates = { reason: "The event moved to another county", cancellationDate: isoDay(20) };

/** Rows whose read of a list must show exactly the records of the owners the caller sees. */
function listsOnlyVisible(idsOf: (r: OwnedRecords) => number[]) {
  return (answer: Answer, { w, who }: Context): string | null => {
    const listed = new Set((JSON.parse(answer.body) as { data: { id: number }[] }).data.map((row) => row.id));
    const wrong = OWNERS.filter((owner) => idsOf(w.records[owner]).some((id) => listed.has(id)) !== SEES[who as SignedInIdentity][owner]);
    return wrong.length === 0 ? null : `lists wrongly: ${wrong.join(", ")}'s records`;
  };
}

/** One row per operation ("method path", as OPENAPI writes it) or per variant of one ("… [variant]"). */
const MATRIX: Record<string, Row> = {
  // Authentication and the signed-in user
  "post /api/login": {
    access: { kind: "public" },
    call: ({ w }) => ({ json: { email: w.accounts.loginProbe.email, password: PASSWORD } }),
  },
  "post /api/refresh": { access: { kind: "signed in" }, call: () => ({}) },
  "post /api/logout": { access: { kind: "public" }, freshSession: true, call: () => ({}) },
  "get /api/myself": { access: { kind: "signed in" }, call: () => ({}) },
  "patch /api/myself": { access: { kind: "signed in" }, call: () => ({ json: { timeZone: "EST" } }) },
  // A wrong current password: refused after authorization (400), nothing changes.
  "put /api/myself/password": {
    access: { kind: "signed in" },
    call: () => ({ json: { currentPassword: "Not-The-Password-1!", password: "Matrix-Password-2!" } }),
  },
  "post /api/user/password-recovery": { access: { kind: "public" }, call: () => ({ json: { email: "nobody-matrix@test.example" } }) },
  "patch /api/user/reset-password [reset token]": {
    access: { kind: "public" },
    call: async ({ w }) => {
      const { token, tokenHash } = newToken();
      await db.userToken.create({
        data: { userId: w.accounts.resetProbe.id, type: "PASSWORD_RESET", tokenHash, expiresAt: new Date(Date.now() + 3_600_000) },
      });
      return { headers: { authorization: `Bearer ${token}` }, json: { password: "Matrix-Reset-1!" } };
    },
  },
  "patch /api/user/reset-password [no token]": {
    access: { kind: "refused", outcome: "400" },
    call: () => ({ json: { password: "Matrix-Reset-1!" } }),
  },

  // Reference data and settings
  "get /api/state": { access: { kind: "signed in" }, call: () => ({}) },
  "get /api/location": { access: { kind: "signed in" }, call: () => ({ query: { f: JSON.stringify({ zipCode: { eq: "10024" } }) } }) },
  "get /api/config": { access: { kind: "area", roles: ROLE_MAY.readConfig }, call: () => ({}) },
  "patch /api/config": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: () => ({ json: { maintenanceModeMessage: "Back at noon" } }),
  },
  "get /api/state-fees": { access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings }, call: () => ({}) },
  "put /api/state-fees/{stateFeeId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: async ({ w }) => {
      const fee = await db.stateFee.findUniqueOrThrow({ where: { id: w.stateFeeId } });
      return {
        params: { stateFeeId: fee.id },
        json: { tax: fee.tax.toString(), stampingFee: fee.stampingFee.toString(), description: fee.description ?? "" },
      };
    },
  },
  "get /api/local-premium-tax": { access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings }, call: () => ({}) },
  "put /api/local-premium-tax/{localTaxId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: ({ w }) => ({ params: { localTaxId: w.localTax.id }, json: { rate: w.localTax.rate.toString(), note: w.localTax.note ?? "" } }),
  },
  "get /api/binder": { access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings }, call: () => ({}) },
  "post /api/binder": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: () => ({
      json: {
        uniqueMarketReference: `B0999MX${Date.now().toString(36).toUpperCase()}`,
        value: "500000",
        from: isoDay(3650),
        until: isoDay(3700),
      },
    }),
  },
  // Only the admin's cell gets through, and uses up one unused binder.
  "delete /api/binder/{binderId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: ({ w }) => ({ params: { binderId: w.binderIds[0] } }),
  },
  "get /api/audit-event": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: ({ w }) => ({ query: { subjectType: "Quotation", subjectId: String(w.records.broker.quotationId) } }),
  },
  "get /api/email-outbox": { access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings }, call: () => ({}) },

  // Companies and users
  "get /api/company": { access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings }, call: () => ({}) },
  "post /api/company": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: () => ({ json: { name: `Matrix New Agency ${Math.random().toString(36).slice(2, 8)}`, role: "BROKER", commission: "10" } }),
  },
  "get /api/company/{companyId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    on: "companies",
    call: ({ c }) => ({ params: { companyId: c.companyId } }),
  },
  "patch /api/company/{companyId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    on: "companies",
    call: ({ c }) => ({ params: { companyId: c.companyId }, json: { agencyCode: `MX${c.companyId}` } }),
  },
  "put /api/company/{companyId}/logo": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    on: "companies",
    call: ({ c }) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(logoPng())], { type: "image/png" }), "logo.png");
      return { params: { companyId: c.companyId }, form };
    },
  },
  // A logo is read by admins, and by the people of its own company (the company's documents carry it).
  "get /api/company/{companyId}/logo": {
    access: { kind: "company record" },
    on: "companies",
    call: ({ c }) => ({ params: { companyId: c.companyId } }),
  },
  "get /api/user": { access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings }, call: () => ({}) },
  "post /api/user": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: ({ w }) => ({
      json: {
        firstName: "Matrix",
        lastName: "Invitee",
        email: `invitee-${Math.random().toString(36).slice(2, 10)}@test.example`,
        role: "ROLE_BROKER",
        companyId: w.companyA.id,
      },
    }),
  },
  "get /api/user/{userId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    on: "companies",
    call: ({ c }) => ({ params: { userId: c.userId } }),
  },
  "patch /api/user/{userId}": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    on: "companies",
    call: ({ c }) => ({ params: { userId: c.userId }, json: { lastName: "Matrix" } }),
  },
  "post /api/user/{userId}/resend-invitation": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    on: "companies",
    call: ({ c }) => ({ params: { userId: c.userId } }),
  },
  "post /api/user/import": {
    access: { kind: "area", roles: ROLE_MAY.manageCompaniesUsersSettings },
    call: () => {
      const form = new FormData();
      const csv = `${IMPORT_HEADER.join(",")}\nMatrix,Imported,imported-${Math.random().toString(36).slice(2, 10)}@test.example,ROLE_BROKER,VIEW_MY_INDICATIONS,NO-SUCH-CODE\n`;
      form.set("file", new Blob([csv], { type: "text/csv" }), "users.csv");
      return { form };
    },
  },

  // Notes, on a quotation and on a policy
  "get /api/note [on a quotation]": {
    access: { kind: "record", roles: ROLE_MAY.notes },
    on: "records",
    call: ({ r }) => ({ query: { quotationId: String(r.quotationId) } }),
    // The owner's company-only note: read by admins and by the owner's company, not by underwriters (D16).
    check: (answer, { r, who, owner }) => {
      const listed = (JSON.parse(answer.body) as { data: { id: number }[] }).data.some((note) => note.id === r.companyNoteId);
      const mayRead = who === "admin" || COMPANY_OF[who as SignedInIdentity] === COMPANY_OF_OWNER[owner];
      return listed === mayRead ? null : listed ? "lists another company's company-only note" : "misses a note of the caller's company";
    },
  },
  "get /api/note [on a policy]": {
    access: { kind: "record", roles: ROLE_MAY.notes },
    on: "records",
    call: ({ r }) => ({ query: { policyId: String(r.policyId) } }),
  },
  "post /api/note [on a quotation]": {
    access: { kind: "record", roles: ROLE_MAY.notes },
    on: "records",
    call: ({ r }) => ({ json: { content: "Matrix note", visibility: "ALL", quotationId: r.quotationId } }),
  },
  "post /api/note [on a policy]": {
    access: { kind: "record", roles: ROLE_MAY.notes },
    on: "records",
    call: ({ r }) => ({ json: { content: "Matrix note", visibility: "COMPANY", policyId: r.policyId } }),
  },

  // Rater
  "post /api/rater/quote": {
    access: { kind: "area", roles: ROLE_MAY.raterQuote },
    call: () => ({ json: { zipCode: "10024", dates: [isoDay(60)], perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }] } }),
  },
  "post /api/rater/threshold-curve": {
    access: { kind: "area", roles: ROLE_MAY.raterQuote },
    call: () => ({ json: { zipCode: "10024", dates: [isoDay(60)], perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }] } }),
  },
  "get /api/rater/pricing-terms": { access: { kind: "area", roles: ROLE_MAY.raterQuote }, call: () => ({ query: { insuredState: "NY" } }) },

  // Quotations
  "get /api/quotation": {
    access: { kind: "signed in" },
    call: ({ w }) => ({ query: { f: JSON.stringify({ brokerCompanyId: { in: [w.companyA.id, w.companyB.id] } }), "p[size]": "100" } }),
    check: listsOnlyVisible((r) => [r.quotationId, r.signingQuotationId]),
  },
  "post /api/quotation": {
    access: { kind: "area", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    call: ({ w }) => ({ json: { wizardStep: 1, brokerUserId: w.actors.broker.id } }),
  },
  "get /api/quotation/brokers": {
    access: { kind: "area", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    call: () => ({ query: { search: "Matrix Brokers" } }),
    // A broker may only put itself on a quotation; underwriters and admins any broker.
    check: (answer, { w, who }) => {
      const ids = (JSON.parse(answer.body) as { data: { id: number }[] }).data.map((b) => b.id).sort();
      const expected =
        ROLE_OF[who as SignedInIdentity] === "broker"
          ? [w.actors[who as SignedInIdentity].id]
          : [w.actors.broker.id, w.actors.colleague.id, w.actors.otherBroker.id];
      return expected.every((id) => ids.includes(id)) && (ROLE_OF[who as SignedInIdentity] !== "broker" || ids.length === 1)
        ? null
        : `offers brokers ${ids.join(", ")}`;
    },
  },
  "get /api/quotation/{quotationId}": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId } }),
  },
  "patch /api/quotation/{quotationId}": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { wizardStep: 2 } }),
  },
  "post /api/quotation/{quotationId}/submit": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ w, r, owner }) => ({
      params: { quotationId: r.quotationId },
      json: fullFormValues({ brokerUserId: ownerActor(w, owner).id }),
    }),
  },
  "post /api/quotation/{quotationId}/revise": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ w, r, owner }) => ({
      params: { quotationId: r.quotationId },
      json: fullFormValues({ brokerUserId: ownerActor(w, owner).id }),
    }),
  },
  "post /api/quotation/{quotationId}/copy": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId } }),
  },
  "post /api/quotation/{quotationId}/review": {
    access: { kind: "record", roles: ROLE_MAY.quotationBindReviewInsuredPreBoundReferral },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { decision: "accept" } }),
  },
  "post /api/quotation/{quotationId}/request-referral": {
    access: { kind: "record", roles: ROLE_MAY.quotationCancelSelectReferralRequestBind },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { reason: "Large crowd expected" } }),
  },
  "post /api/quotation/{quotationId}/select-options": {
    access: { kind: "record", roles: ROLE_MAY.quotationCancelSelectReferralRequestBind },
    on: "records",
    call: ({ r }) => ({
      params: { quotationId: r.quotationId },
      json: { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" },
    }),
  },
  "post /api/quotation/{quotationId}/pre-bound-referral": {
    access: { kind: "record", roles: ROLE_MAY.quotationBindReviewInsuredPreBoundReferral },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { decision: "accept" } }),
  },
  "post /api/quotation/{quotationId}/cancel": {
    access: { kind: "record", roles: ROLE_MAY.quotationCancelSelectReferralRequestBind },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { reason: "The insured chose another cover" } }),
  },
  // The same broker again: the quotation stays where it is.
  "put /api/quotation/{quotationId}/broker": {
    access: { kind: "record", roles: ROLE_MAY.quotationAssignBroker },
    on: "records",
    call: ({ w, r, owner }) => ({ params: { quotationId: r.quotationId }, json: { brokerUserId: ownerActor(w, owner).id } }),
  },
  "put /api/quotation/{quotationId}/insured": {
    access: { kind: "record", roles: ROLE_MAY.quotationBindReviewInsuredPreBoundReferral },
    on: "records",
    call: ({ r }) => ({
      params: { quotationId: r.quotationId },
      json: {
        name: "Riverside Festival Association",
        email: "events@riverside.example.com",
        street: "120 West 81st Street",
        city: "New York",
        state: "NY",
        zipCode: "10024",
      },
    }),
  },
  "post /api/quotation/{quotationId}/document": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(smallPdf())], { type: "application/pdf" }), "application.pdf");
      return { params: { quotationId: r.quotationId }, form };
    },
  },
  "get /api/quotation/{quotationId}/document/{documentId}": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId, documentId: r.documentId } }),
  },
  "patch /api/quotation/{quotationId}/document/{documentId}": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId, documentId: r.documentId }, json: { type: "IWO" } }),
  },
  "get /api/quotation/{quotationId}/history": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId } }),
  },
  "get /api/quotation/{quotationId}/proposal/{proposalId}": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.signingQuotationId, proposalId: r.proposalId } }),
  },
  "post /api/quotation/{quotationId}/signing-link": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { intent: "copy" } }),
  },
  "post /api/quotation/{quotationId}/request-bind": {
    access: { kind: "record", roles: ROLE_MAY.quotationCancelSelectReferralRequestBind },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { attestation: true } }),
  },
  "post /api/quotation/{quotationId}/bind": {
    access: { kind: "record", roles: ROLE_MAY.quotationBindReviewInsuredPreBoundReferral },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId }, json: { policyNumber: `WEP-MATRIX-${r.quotationId}` } }),
  },
  "get /api/quotation/{quotationId}/policy-number": {
    access: { kind: "record", roles: ROLE_MAY.quotationBindReviewInsuredPreBoundReferral },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.quotationId } }),
  },

  // Signing (public: the link's token, the envelope's id or the provider's signature is the credential)
  "get /sign/{quotationId} [signing link]": {
    access: { kind: "public" },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.signingQuotationId }, query: { token: r.signToken } }),
  },
  "get /sign/{quotationId} [no token]": {
    access: { kind: "refused", outcome: "redirect to /sign/error" },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.signingQuotationId } }),
  },
  "get /sign/builtin/{envelopeId}/document [envelope]": {
    access: { kind: "public" },
    on: "records",
    call: ({ r }) => ({ params: { envelopeId: r.envelopeId } }),
  },
  "get /sign/builtin/{envelopeId}/document [unknown envelope]": {
    access: { kind: "refused", outcome: "404" },
    call: () => ({ params: { envelopeId: "no-such-envelope-0123456789" } }),
  },
  // Without the signer's consent: refused after the envelope was found (400), the envelope stays open.
  "post /api/signing/builtin/{envelopeId} [envelope]": {
    access: { kind: "public" },
    on: "records",
    call: ({ r }) => ({
      params: { envelopeId: r.envelopeId },
      json: { fullName: "Pat Signer", position: "Director", signature: { kind: "typed", text: "Pat Signer" } },
    }),
  },
  "post /api/signing/builtin/{envelopeId} [unknown envelope]": {
    access: { kind: "refused", outcome: "404" },
    call: () => ({
      params: { envelopeId: "no-such-envelope-0123456789" },
      json: { fullName: "Pat Signer", position: "Director", signature: { kind: "typed", text: "Pat Signer" }, consent: true },
    }),
  },
  // A signed event about an envelope the portal does not know: accepted and ignored.
  "post /api/signing/webhook [signed]": {
    access: { kind: "public" },
    call: () => {
      const body = JSON.stringify({
        type: "signed",
        externalId: "matrix-unknown",
        envelopeId: "matrix-unknown-envelope",
        signedAt: new Date().toISOString(),
      });
      return {
        headers: {
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, Math.floor(Date.now() / 1000), env().SIGNING_SECRET),
          "content-type": "application/json",
        },
        body,
      };
    },
  },
  "post /api/signing/webhook [unsigned]": {
    access: { kind: "refused", outcome: "401" },
    call: () => ({ json: { type: "signed", externalId: "matrix-unknown", envelopeId: "matrix-unknown-envelope", signedAt: null } }),
  },

  // Policies
  "get /api/policy": {
    access: { kind: "signed in" },
    call: () => ({ query: { f: JSON.stringify({ "brokerCompany.name": { like: "Matrix Brokers" } }), "p[size]": "100" } }),
    check: listsOnlyVisible((r) => [r.policyId, r.mtPolicyId, r.waPolicyId, r.txPolicyId]),
  },
  "get /api/policy/{policyId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "get /api/policy/{policyId}/history": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "get /api/policy/{policyId}/endorsement": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "get /api/policy/{policyId}/invoice": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "post /api/policy/{policyId}/cancellation-request": {
    access: { kind: "record", roles: ROLE_MAY.policyRequestCancel },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId }, json: policyDates }),
  },
  "post /api/policy/{policyId}/cancellation-request/approve": {
    access: { kind: "record", roles: ROLE_MAY.policyCancel },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "post /api/policy/{policyId}/cancellation-request/reject": {
    access: { kind: "record", roles: ROLE_MAY.policyCancel },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId }, json: { reason: "The event still takes place" } }),
  },
  "post /api/policy/{policyId}/cancel": {
    access: { kind: "record", roles: ROLE_MAY.policyCancel },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId }, json: policyDates }),
  },
  "post /api/policy/{policyId}/endorsement": {
    access: { kind: "record", roles: ROLE_MAY.policyCreateEndorsement },
    on: "records",
    call: ({ r }) => ({
      params: { policyId: r.policyId },
      json: { title: "Change of contact", content: "The insured's contact is Pat Doe." },
    }),
  },
  "post /api/policy/{policyId}/endorsement/preview": {
    access: { kind: "record", roles: ROLE_MAY.policyCreateEndorsement },
    on: "records",
    call: ({ r }) => ({
      params: { policyId: r.policyId },
      json: { title: "Change of contact", content: "The insured's contact is Pat Doe." },
    }),
  },
  "post /api/policy/{policyId}/final-sales": {
    access: { kind: "record", roles: ROLE_MAY.policyUpdateFinalSalesAmount },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId }, json: { finalSalesAmount: "20000.00" } }),
  },
  "post /api/policy/{policyId}/final-sales/review": {
    access: { kind: "record", roles: ROLE_MAY.policyUpdateFinalSales },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId }, json: { finalSalesAmount: "20000.00" } }),
  },

  // Claims
  "get /api/claim": {
    access: { kind: "signed in" },
    call: () => ({ query: { f: JSON.stringify({ "brokerCompany.name": { like: "Matrix Brokers" } }), "p[size]": "100" } }),
    check: listsOnlyVisible((r) => [r.claimId, r.approvedClaimId]),
  },
  "get /api/claim/{claimId}": {
    access: { kind: "record", roles: ROLE_MAY.claimRead },
    on: "records",
    call: ({ r }) => ({ params: { claimId: r.claimId } }),
  },
  "get /api/claim/{claimId}/file/{fileId}": {
    access: { kind: "record", roles: ROLE_MAY.claimRead },
    on: "records",
    call: ({ r }) => ({ params: { claimId: r.claimId, fileId: r.claimFileId } }),
  },
  "get /api/policy/{policyId}/claims": {
    access: { kind: "record", roles: ROLE_MAY.claimRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "post /api/policy/{policyId}/loss-notice": {
    access: { kind: "record", roles: ROLE_MAY.claimNotifyLoss },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId }, json: { lossDates: [isoDay(-1)], description: "The site flooded" } }),
  },
  "post /api/claim/{claimId}/approve": {
    access: { kind: "record", roles: ROLE_MAY.claimDecidePayObserve },
    on: "records",
    call: ({ r }) => ({ params: { claimId: r.claimId } }),
  },
  "post /api/claim/{claimId}/decline": {
    access: { kind: "record", roles: ROLE_MAY.claimDecidePayObserve },
    on: "records",
    call: ({ r }) => ({ params: { claimId: r.claimId }, json: { reason: "The rain fell after the event" } }),
  },
  "post /api/claim/{claimId}/payment": {
    access: { kind: "record", roles: ROLE_MAY.claimDecidePayObserve },
    on: "records",
    call: ({ r }) => ({ params: { claimId: r.approvedClaimId }, json: { paidAt: todayIso(), reference: "WIRE-MATRIX" } }),
  },
  "post /api/claim/{claimId}/observer-report": {
    access: { kind: "record", roles: ROLE_MAY.claimDecidePayObserve },
    on: "records",
    call: ({ r }) => {
      const form = new FormData();
      form.set("values", JSON.stringify({ observations: [{ date: isoDay(-1), prcp_mm: 15.7 }] }));
      form.set("file", new Blob([new Uint8Array(smallPdf())], { type: "application/pdf" }), "observer-report.pdf");
      return { params: { claimId: r.claimId }, form };
    },
  },
  "post /api/weather/observations": {
    access: { kind: "area", roles: ROLE_MAY.weatherObservations },
    call: ({ w }) => ({ json: { stationId: w.stationId, observations: [{ date: isoDay(-1), prcp_mm: 15.7, wt03: 1 }] } }),
  },
  "post /api/weather/observations/upload": {
    access: { kind: "area", roles: ROLE_MAY.weatherObservations },
    call: ({ w }) => {
      const form = new FormData();
      form.set("stationId", w.stationId);
      form.set("file", new Blob([`${DAILY_HEADER}\n${isoDay(-1)},15.7,,,,,,1\n`], { type: "text/csv" }), "days.csv");
      return { form };
    },
  },

  // Reports and statistics
  "get /api/report/bordereaux": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: () => ({ query: { from: isoDay(-30), until: future } }),
  },
  "get /api/report/bordereaux.csv": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: () => ({ query: { from: isoDay(-30), until: future } }),
  },
  "get /api/report/bordereaux.xlsx": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: () => ({ query: { from: isoDay(-30), until: future } }),
  },
  "get /api/report/claims-bordereaux": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: () => ({ query: { from: isoDay(-30), until: future } }),
  },
  "get /api/report/claims-bordereaux.csv": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: () => ({ query: { from: isoDay(-30), until: future } }),
  },
  "get /api/report/claims-bordereaux.xlsx": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: () => ({ query: { from: isoDay(-30), until: future } }),
  },
  "get /api/statistics": { access: { kind: "area", roles: ROLE_MAY.readStatistics }, call: () => ({}) },
  "get /api/statistics [by broker company]": {
    access: { kind: "area", roles: ROLE_MAY.readReports },
    call: ({ w }) => ({ query: { brokerCompanyId: String(w.companyA.id) } }),
  },

  // Print pages: the reader of the record (spec §2 says no login check in the browser; the server
  // asks for a session or the record's signed link). A signed link opens its record for anybody,
  // whoever's it is: one row per kind of link, on the broker's record.
  "get /print/quotation-proposal/{quotationId}": {
    access: { kind: "record", roles: ROLE_MAY.quotationReadCreateDocumentsReviseSign },
    on: "records",
    call: ({ r }) => ({ params: { quotationId: r.signingQuotationId } }),
  },
  "get /print/quotation-proposal/{quotationId} [signed link]": {
    access: { kind: "public" },
    call: ({ w, r }) => ({
      params: { quotationId: r.signingQuotationId },
      query: { token: w.printToken("print-proposal", r.signingQuotationId) },
    }),
  },
  "get /print/policy-invoice/{invoiceId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { invoiceId: r.invoiceId } }),
  },
  "get /print/policy-invoice/{invoiceId} [signed link]": {
    access: { kind: "public" },
    call: ({ w, r }) => ({ params: { invoiceId: r.invoiceId }, query: { token: w.printToken("print-policy-invoice", r.invoiceId) } }),
  },
  "get /print/claim/{claimId}/determination": {
    access: { kind: "record", roles: ROLE_MAY.claimRead },
    on: "records",
    call: ({ r }) => ({ params: { claimId: r.claimId } }),
  },
  "get /print/claim/{claimId}/determination [signed link]": {
    access: { kind: "public" },
    call: ({ w, r }) => ({ params: { claimId: r.claimId }, query: { token: w.printToken("print-claim", r.claimId) } }),
  },
  "get /print/policy/all-documents/{policyId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.policyId } }),
  },
  "get /print/policy/other-states/{policyId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.txPolicyId } }),
  },
  "get /print/policy/texas/{policyId}/notice": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.txPolicyId } }),
  },
  "get /print/policy/endorsement/{endorsementId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { endorsementId: r.endorsementId } }),
  },
  "get /print/policy/endorsement/{endorsementId} [signed link]": {
    access: { kind: "public" },
    call: ({ w, r }) => ({
      params: { endorsementId: r.endorsementId },
      query: { token: w.printToken("print-policy-endorsement", r.endorsementId) },
    }),
  },
  "get /print/policy/cancellation-endorsement/{endorsementId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { endorsementId: r.cancellationEndorsementId } }),
  },
  "get /print/policy/washington/{policyId}/amendatory-endorsement": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.waPolicyId } }),
  },
  "get /print/policy/montana/{policyId}/amendatory-endorsement": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}/iwo": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}/adverse-weather": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}/schedule-of-form": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}/sanction-limitation": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}/sanction-limitation [signed link]": {
    access: { kind: "public" },
    call: ({ w, r }) => ({ params: { policyId: r.mtPolicyId }, query: { token: w.printToken("print-policy", r.mtPolicyId) } }),
  },
  "get /print/policy/montana-washington/{policyId}/promotion-endorsement": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },
  "get /print/policy/montana-washington/{policyId}/other-application-endorsement": {
    access: { kind: "record", roles: ROLE_MAY.policyRead },
    on: "records",
    call: ({ r }) => ({ params: { policyId: r.mtPolicyId } }),
  },

  // Operations (issue 15 item 6): the process and its dependencies, for load balancers
  "get /api/health": { access: { kind: "public" }, call: () => ({}) },
  "get /api/ready": { access: { kind: "public" }, call: () => ({}) },
  "get /api/maintenance": { access: { kind: "public" }, call: () => ({}) },

  // Framework and documentation routes outside the OpenAPI document
  "get /api/openapi.json": { access: { kind: "public" }, call: () => ({}) },
  "get /api/auth/{...nextauth} [providers]": { access: { kind: "public" }, call: () => ({ params: { nextauth: "providers" } }) },
  // next-auth's view of the cookie must agree with the portal's: nobody and the disabled account have no session.
  "get /api/auth/{...nextauth} [session]": {
    access: { kind: "public" },
    call: () => ({ params: { nextauth: "session" } }),
    check: (answer, { who }) => {
      const session = JSON.parse(answer.body) as { sid?: string } | null;
      const signedIn = who !== "anonymous" && who !== "disabled";
      if (signedIn && !session?.sid) return "no session for a signed-in person";
      if (!signedIn && session) return `a session for ${who}`;
      return null;
    },
  },
  // next-auth's sign-in form post (its CSRF token, then the credentials): anybody may sign in, and gets a session next-auth also sees.
  "post /api/auth/{...nextauth} [sign-in with credentials]": {
    access: { kind: "public" },
    call: async ({ w }) => {
      const csrf = await invoke({ method: "get", template: "/api/auth/{...nextauth}", params: { nextauth: "csrf" } });
      const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
      return {
        params: { nextauth: "callback/credentials" },
        moreCookies: csrf.setCookies.map((c) => c.split(";")[0]).join("; "),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          csrfToken,
          email: w.accounts.loginProbe.email,
          password: PASSWORD,
          callbackUrl: "http://portal.test/",
        }).toString(),
      };
    },
    check: (answer) => {
      if (answer.headers.get("location")?.includes("error=")) return `refused: ${answer.headers.get("location")}`;
      return answer.setCookies.some((c) => c.startsWith("portal.session-token=") && !c.startsWith("portal.session-token=;"))
        ? null
        : "no session cookie";
    },
  },
  // next-auth's sign-out form post, with the CSRF token its form carries: it works for anybody, signed in or not.
  "post /api/auth/{...nextauth} [sign-out]": {
    access: { kind: "public" },
    freshSession: true,
    call: async () => {
      const csrf = await invoke({ method: "get", template: "/api/auth/{...nextauth}", params: { nextauth: "csrf" } });
      const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
      return {
        params: { nextauth: "signout" },
        moreCookies: csrf.setCookies.map((c) => c.split(";")[0]).join("; "),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken, callbackUrl: "http://portal.test/auth/login" }).toString(),
      };
    },
    check: (answer) => (answer.headers.get("location")?.includes("error=") ? `refused: ${answer.headers.get("location")}` : null),
  },
};

function ownerActor(w: World, owner: Owner) {
  return owner === "broker" ? w.actors.broker : owner === "colleague" ? w.actors.colleague : w.actors.otherBroker;
}

// ─── Running it ───────────────────────────────────────────────────────────────────────────────

const READS = new Set(["get", "head"]);
const PASSED_WRITE = new Set([400, 409, 422]);

/** Whether an answer is the outcome a cell expects (see "What passed means" above). */
function isOutcome(expected: Outcome, method: string, answer: Answer): boolean {
  const { status } = answer;
  const toSignError =
    status >= 300 && status < 400 && new URL(answer.headers.get("location") ?? "", "http://portal.test").pathname.startsWith("/sign/error");
  switch (expected) {
    case "pass":
      return (status >= 200 && status < 400 && !toSignError) || (!READS.has(method) && PASSED_WRITE.has(status));
    case "redirect to /sign/error":
      return toSignError;
    default:
      return String(status) === expected;
  }
}

function describeFailure(answer: Answer): string {
  try {
    const body = JSON.parse(answer.body) as { error?: { code: string; message: string } };
    return body.error ? ` (${body.error.code}: ${body.error.message})` : "";
  } catch {
    return "";
  }
}

type Cell = { key: string; who: Identity; owner?: Owner | CompanyOwner };

function cellsOf(key: string, row: Row): Cell[] {
  const targets: (Owner | CompanyOwner | undefined)[] =
    row.on === "records" ? [...OWNERS] : row.on === "companies" ? [...COMPANIES] : [undefined];
  return IDENTITIES.flatMap((who) => targets.map((owner) => ({ key, who, owner })));
}

const cellName = (cell: Cell) => (cell.owner ? `${cell.who} → ${cell.owner}'s` : cell.who);

let world: World;

async function runCell(key: string, row: Row, cell: Cell): Promise<string> {
  const [method, template] = key.replace(/ \[.*\]$/, "").split(" ");
  const ctx: Context = {
    w: world,
    who: cell.who,
    owner: (cell.owner ?? "broker") as Owner,
    r: world.records[(OWNERS as readonly string[]).includes(cell.owner ?? "") ? (cell.owner as Owner) : "broker"],
    c: world.companies[(COMPANIES as readonly string[]).includes(cell.owner ?? "") ? (cell.owner as CompanyOwner) : "companyA"],
  };
  const cookie = row.freshSession ? await world.freshCookie(cell.who) : await world.cookie(cell.who);
  const request = await row.call(ctx);
  const answer = await invoke({ method, template, cookie, ...request });
  const expected = expectedOutcome(row.access, cell.who, cell.owner);
  if (!isOutcome(expected, method, answer)) return `${answer.status}${describeFailure(answer)}`;
  if (expected === "pass" && row.check) {
    const problem = row.check(answer, ctx);
    if (problem) return `${answer.status}, but ${problem}`;
  }
  const misfit = answerMisfit(`${method} ${template}`, answer);
  if (misfit) return `${answer.status}, but ${misfit}`;
  return expected;
}

// ─── Every answer as described (issue 16 item 4) ──────────────────────────────────────────────

const OPERATION_OF = new Map<string, ApiOperation>(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op]));
/**
 * A 2xx JSON answer re-parsed with its operation's response schema (an array of it for lists),
 * and its metadata with the described one: what does not fit, or null. Unknown keys are allowed;
 * a missing or mistyped field is not.
 */
function answerMisfit(key: string, answer: Answer): string | null {
  const op = OPERATION_OF.get(key);
  if (!op || op.binary || answer.status < 200 || answer.status >= 300) return null;
  if (!(answer.headers.get("content-type") ?? "").includes("application/json")) return null;
  if (!op.response) return "no response schema to check the answer with";
  const { data, metadata } = JSON.parse(answer.body) as { data: unknown; metadata: unknown };
  const result = (op.list || op.many ? z.array(op.response) : op.response).safeParse(data);
  const described = op.metadata?.safeParse(metadata);
  if (result.success && described?.success !== false) return null;
  const issues = [
    ...(result.error?.issues ?? []).map((i) => `${i.path.join(".") || "(data)"}: ${i.message}`),
    ...(described?.error?.issues ?? []).map((i) => `metadata.${i.path.join(".")}: ${i.message}`),
  ].slice(0, 3);
  return `the answer does not fit the response schema (${issues.join("; ")})`;
}

// Reads first, so that they meet the records as they were built.
const ORDERED = Object.entries(MATRIX).sort(([a], [b]) => Number(!a.startsWith("get ")) - Number(!b.startsWith("get ")));

beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

/** Runs `work` on every item, at most `width` at a time, and answers the results in order. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}

describe("authorization matrix (issue 15 item 2)", () => {
  for (const [key, row] of ORDERED) {
    it(key, async () => {
      const cells = cellsOf(key, row);
      // The cells of a read change nothing, so they run side by side; a write's run one by one.
      const width = key.startsWith("get ") ? 4 : 1;
      const outcomes = await inParallel(cells, width, (cell) => runCell(key, row, cell));
      const expected = Object.fromEntries(cells.map((cell) => [cellName(cell), expectedOutcome(row.access, cell.who, cell.owner)]));
      const actual = Object.fromEntries(cells.map((cell, i) => [cellName(cell), outcomes[i]]));
      expect(actual).toEqual(expected);
    });
  }
});

// ─── Nothing left out ─────────────────────────────────────────────────────────────────────────

describe("every answer fits its description", () => {
  it("has a response schema for every operation that answers JSON", () => {
    const lacking = OPERATIONS.filter((op) => !op.response && !op.binary).map((op) => `${op.method} ${op.path}`);
    expect(lacking).toEqual([]);
  });
});

describe("the matrix covers every operation", () => {
  const covered = new Set(Object.keys(MATRIX).map((key) => key.replace(/ \[.*\]$/, "")));

  it("has a row for every operation of the OpenAPI document", () => {
    const missing = OPERATIONS.map((o) => `${o.method} ${o.path}`).filter((op) => !covered.has(op));
    expect(missing).toEqual([]);
  });

  it("has a row for every method of every route file under app/ (print and signing routes included), and none for a route that does not exist", () => {
    const served = servedRoutes();
    expect(served.filter((op) => !covered.has(op))).toEqual([]);
    expect([...covered].filter((op) => !served.includes(op))).toEqual([]);
    expect(served.filter((op) => op.includes("/print/")).length).toBeGreaterThanOrEqual(16);
    expect(served.filter((op) => op.includes("/sign/") || op.includes("/api/signing/")).length).toBeGreaterThanOrEqual(4);
  });
});
