import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { QUOTATION_STATUSES, type QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { Actor } from "@/server/auth/actor";
import { assignQuotationBroker } from "@/server/quotations/assign-quotation-broker";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";
import { copyQuotation } from "@/server/quotations/copy-quotation";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { managePreBoundReferral } from "@/server/quotations/manage-pre-bound-referral";
import { requestQuotationReferral } from "@/server/quotations/request-quotation-referral";
import { reviewQuotation } from "@/server/quotations/review-quotation";
import { reviseQuotation } from "@/server/quotations/revise-quotation";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { updateQuotationDraft } from "@/server/quotations/update-quotation-draft";
import { updateQuotationInsured } from "@/server/quotations/update-quotation-insured";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { reloadEnv } from "@/server/env";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoActor, signedIn, user } from "../support/factories";
import { fullFormValues, quotationInStatus, quotationSnapshot, smallPdf, type FactoryQuotation } from "../support/quotation-factory";

// The quotation lifecycle (DESIGN.md §5) and the roles' rights (spec §6), written out by hand for
// every status × action × role, so that a mistake in lib/quotations/quotation-actions.ts or in a
// use case shows up here. The role is checked before the status (DESIGN.md §1: authorize, load,
// guard the state): a role that may never take the action gets FORBIDDEN in every status.

type RoleName = "admin" | "underwriter" | "broker";
type ActionName =
  | "review"
  | "requestReferral"
  | "selectOptions"
  | "managePreBoundReferral"
  | "cancel"
  | "revise"
  | "copy"
  | "assignBroker"
  | "updateInsured"
  | "updateDocuments"
  | "editDraft";

/** Statuses in which a quotation is alive (not rating, not bound, not closed). */
const OPEN: QuotationStatusName[] = [
  "NEW",
  "READY",
  "REFERRED_TO_UNDERWRITER",
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
];
const ALL_ROLES: RoleName[] = ["admin", "underwriter", "broker"];

/**
 * Who may take each action (spec §6) and from which statuses (DESIGN.md §5), and the status the
 * quotation is in afterwards ("same": unchanged; "rated": the new version's rating decides, READY
 * or REFERRED_TO_UNDERWRITER).
 */
const EXPECTED: Record<ActionName, { roles: RoleName[]; from: QuotationStatusName[]; to: QuotationStatusName | "same" | "rated" }> = {
  // Underwriter's review of a referral: accept → READY.
  review: { roles: ["admin", "underwriter"], from: ["REFERRED_TO_UNDERWRITER"], to: "READY" },
  // The broker asks an underwriter to look at a ready quotation.
  requestReferral: { roles: ["admin", "broker"], from: ["READY"], to: "REFERRED_TO_UNDERWRITER" },
  // Choosing the options of a ready quotation pre-binds it (no pre-bind rule hits for one rated peril).
  selectOptions: { roles: ["admin", "broker"], from: ["READY"], to: "PRE_BOUND" },
  // The underwriter accepts the pre-bound referral.
  managePreBoundReferral: { roles: ["admin", "underwriter"], from: ["PRE_BOUND_REFERRED_TO_UNDERWRITER"], to: "PRE_BOUND" },
  // Not taken up: any open status, by the broker's side.
  cancel: { roles: ["admin", "broker"], from: OPEN, to: "NTU" },
  // A new, rated version of a submitted quotation that is not yet signed (or was declined).
  revise: {
    roles: ALL_ROLES,
    from: ["READY", "REFERRED_TO_UNDERWRITER", "PRE_BOUND_REFERRED_TO_UNDERWRITER", "PRE_BOUND", "DECLINED"],
    to: "rated",
  },
  // A new master from anything but a quotation in the middle of its rating.
  copy: { roles: ALL_ROLES, from: QUOTATION_STATUSES.filter((s) => s !== "RATING_IN_PROGRESS" && s !== "RATING_COMPLETED"), to: "same" },
  assignBroker: { roles: ["underwriter"], from: OPEN, to: "same" },
  // Not once signed: the signed proposal names the insured.
  updateInsured: {
    roles: ["admin", "underwriter"],
    from: ["NEW", "READY", "REFERRED_TO_UNDERWRITER", "PRE_BOUND_REFERRED_TO_UNDERWRITER", "PRE_BOUND"],
    to: "same",
  },
  updateDocuments: { roles: ALL_ROLES, from: OPEN, to: "same" },
  editDraft: { roles: ALL_ROLES, from: ["NEW"], to: "NEW" },
};

const ACTIONS = Object.keys(EXPECTED) as ActionName[];

let actors: Record<RoleName, Actor>;
let broker: Actor; // Brightline Brokers, owns the quotations
let colleague: { id: number; email: string }; // Brightline Brokers too: the broker an underwriter assigns

beforeAll(async () => {
  process.env.FILE_STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "portal-quotation-docs-"));
  reloadEnv();
  broker = await demoActor("broker@example.com");
  actors = {
    admin: await demoActor("admin@example.com"),
    underwriter: await demoActor("underwriter@example.com"),
    broker,
  };
  colleague = await user({ companyId: broker.companyId, permissionLevel: "VIEW_COMPANY_INDICATIONS" });
  await signedIn(colleague.email);
});

/** Calls the use case of an action with a valid input; ids are passed as strings now and then (the API gives strings). */
function perform(action: ActionName, actor: Actor, q: FactoryQuotation) {
  const id = q.id % 2 === 0 ? String(q.id) : q.id;
  switch (action) {
    case "review":
      return reviewQuotation(actor, id, { decision: "accept" });
    case "requestReferral":
      return requestQuotationReferral(actor, id, { reason: "Large crowd expected; please check the rate." });
    case "selectOptions":
      return selectQuotationOptions(actor, id, { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" });
    case "managePreBoundReferral":
      return managePreBoundReferral(actor, id, { decision: "accept" });
    case "cancel":
      return cancelQuotation(actor, id, { reason: "The event moved indoors." });
    case "revise":
      return reviseQuotation(
        actor,
        id,
        fullFormValues({
          brokerUserId: broker.id,
          limitPerDay: "12000",
          coverage: { rainfall: { threshold: "0.5", limitPerDay: "12000" }, maximumTemperature: { threshold: "95", limitPerDay: "12000" } },
        }),
      );
    case "copy":
      return copyQuotation(actor, id);
    case "assignBroker":
      return assignQuotationBroker(actor, id, { brokerUserId: colleague.id });
    case "updateInsured":
      return updateQuotationInsured(actor, id, {
        name: "Riverside Arts Council",
        email: "office@riverside-arts.example.com",
        street: "2 West 81st Street",
        city: "New York",
        state: "NY",
        zipCode: "10024",
      });
    case "updateDocuments":
      return uploadQuotationDocument(actor, id, { bytes: smallPdf(), fileName: "application.pdf", contentType: "application/pdf" });
    case "editDraft":
      return updateQuotationDraft(actor, id, { event: { name: "Riverside Autumn Festival" }, wizardStep: 4 });
  }
}

/** Counts that no refused call may move. */
async function counts() {
  const [audit, quotations, versions, documents, emails] = await Promise.all([
    db.auditEvent.count(),
    db.quotation.count(),
    db.quotationVersion.count(),
    db.quotationDocument.count(),
    db.emailOutbox.count(),
  ]);
  return { audit, quotations, versions, documents, emails };
}

function outcome(action: ActionName, role: RoleName, status: QuotationStatusName): "allowed" | "FORBIDDEN" | "INVALID_STATE_TRANSITION" {
  const expected = EXPECTED[action];
  if (!expected.roles.includes(role)) return "FORBIDDEN";
  if (!expected.from.includes(status)) return "INVALID_STATE_TRANSITION";
  return "allowed";
}

const cases = QUOTATION_STATUSES.flatMap((status) =>
  ACTIONS.flatMap((action) => ALL_ROLES.map((role) => ({ status, action, role, result: outcome(action, role, status) }))),
);

describe("the quotation lifecycle table, status × action × role", () => {
  it("covers every status, action and role", () => {
    expect(cases).toHaveLength(QUOTATION_STATUSES.length * 11 * 3);
  });

  it.each(cases)("$status: $action by $role → $result", async ({ status, action, role, result }) => {
    const q = await quotationInStatus(status, { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const actor = actors[role];
    const before = await quotationSnapshot(q.id);
    const countsBefore = await counts();

    const answer = await perform(action, actor, q).then(
      (value) => ({ ok: true as const, value }),
      (error) => ({ ok: false as const, error }),
    );

    if (result !== "allowed") {
      expect(answer.ok ? "succeeded" : answer.error?.code).toBe(result);
      expect(answer.ok ? null : answer.error.status).toBe(result === "FORBIDDEN" ? 403 : 409);
      // A refused call changes nothing.
      expect(await quotationSnapshot(q.id)).toEqual(before);
      expect(await counts()).toEqual(countsBefore);
      return;
    }

    if (!answer.ok) throw answer.error;
    const after = await quotationSnapshot(q.id);
    const countsAfter = await counts();
    // Every change but a draft save (the wizard saves as the broker types) is audited.
    if (action !== "editDraft") expect(countsAfter.audit, "an allowed action writes an audit event").toBeGreaterThan(countsBefore.audit);
    const details = await getQuotationDetails(actors.admin, q.id);
    const expected = EXPECTED[action].to;

    switch (action) {
      case "copy": {
        const copy = answer.value as Awaited<ReturnType<typeof copyQuotation>>;
        expect(copy.id).not.toBe(q.id);
        expect(copy).toMatchObject({ status: "NEW", copiedFrom: { id: q.id, quotationNumber: q.quotationNumber } });
        expect(copy.quotationNumber).not.toBe(q.quotationNumber);
        expect(copy.current).toMatchObject({ versionNumber: 1, status: "NEW" });
        expect(copy.form.event.name).toBe("Riverside Summer Festival");
        expect(countsAfter.quotations).toBe(countsBefore.quotations + 1);
        // The original is untouched.
        expect(after).toEqual(before);
        break;
      }
      case "revise": {
        expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(after.status);
        expect(after.versions).toHaveLength(2);
        expect(after.versions[0]).toMatchObject({ versionNumber: 1, readOnly: true, perils: before.versions[0].perils });
        expect(after.versions[1]).toMatchObject({ versionNumber: 2, readOnly: false, status: after.status });
        expect(details.current).toMatchObject({ versionNumber: 2, limitPerDay: "12000.00" });
        expect(details.versions.map((v) => v.versionNumber).sort()).toEqual([1, 2]);
        break;
      }
      default: {
        const to = expected === "same" ? status : (expected as QuotationStatusName);
        expect(after.status).toBe(to);
        expect(after.versions.at(-1)!.status).toBe(to);
        expect(details.status).toBe(to);
        expect(details.current.status).toBe(to);
        expect(after.versions).toHaveLength(1);
        expect(countsAfter.quotations).toBe(countsBefore.quotations);
      }
    }

    switch (action) {
      case "assignBroker":
        expect(after.brokerUserId).toBe(colleague.id);
        expect(details.brokerUser.id).toBe(colleague.id);
        break;
      case "updateInsured":
        expect(after.insuredName).toBe("Riverside Arts Council");
        expect(details.insuredName).toBe("Riverside Arts Council");
        expect(details.current.applicant).toMatchObject({
          name: "Riverside Arts Council",
          email: "office@riverside-arts.example.com",
          street: "2 West 81st Street",
        });
        break;
      case "updateDocuments":
        expect(after.documents).toHaveLength(1);
        expect(details.documents).toEqual([
          expect.objectContaining({ fileName: "application.pdf", contentType: "application/pdf", type: null }),
        ]);
        break;
      case "editDraft":
        expect(details.form.event.name).toBe("Riverside Autumn Festival");
        expect(details.current.wizardStep).toBe(4);
        break;
      case "review":
        expect(details.current.reviewedAt).not.toBeNull();
        break;
      case "requestReferral":
        expect(details.current.referralReasons.join(" ")).toContain("Large crowd expected");
        break;
      case "selectOptions":
        expect(after.versions[0].perils.filter((p) => p.selected).map((p) => p.peril)).toEqual(["rainfall"]);
        break;
      case "cancel":
        expect(details.actions).not.toContain("cancel");
        break;
      default:
        break;
    }
  });
});
