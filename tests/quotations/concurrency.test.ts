import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import type { Actor } from "@/server/auth/actor";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { managePreBoundReferral } from "@/server/quotations/manage-pre-bound-referral";
import { requestQuotationReferral } from "@/server/quotations/request-quotation-referral";
import { reviewQuotation } from "@/server/quotations/review-quotation";
import { reviseQuotation } from "@/server/quotations/revise-quotation";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { submitQuotation } from "@/server/quotations/submit-quotation";
import { demoActor } from "../support/factories";
import { fullFormValues, quotationInStatus } from "../support/quotation-factory";

// DESIGN.md §5: a transition is guarded in the database, so that of many conflicting requests
// on one quotation at the same moment exactly one applies and the others are refused with
// INVALID_STATE_TRANSITION (nothing half-done, one audit event of a transition).

let admin: Actor;
let underwriter: Actor;
let broker: Actor;

beforeAll(async () => {
  admin = await demoActor("admin@example.com");
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
});

type Settled = { ok: true; label: string } | { ok: false; label: string; code: string | undefined; error: unknown };

/** Starts every call in the same tick and waits for all of them. */
async function race(calls: { label: string; run: () => Promise<unknown> }[]): Promise<Settled[]> {
  return Promise.all(
    calls.map(({ label, run }) =>
      run().then(
        (): Settled => ({ ok: true, label }),
        (error): Settled => ({ ok: false, label, code: (error as { code?: string }).code, error }),
      ),
    ),
  );
}

const auditOf = (quotationId: number) =>
  db.auditEvent.findMany({ where: { subjectType: "Quotation", subjectId: String(quotationId) }, orderBy: { id: "asc" } });

function expectOneWinner(results: Settled[]) {
  const winners = results.filter((r) => r.ok);
  const losers = results.filter((r): r is Extract<Settled, { ok: false }> => !r.ok);
  const unexpected = losers.filter((r) => r.code !== "INVALID_STATE_TRANSITION");
  expect(
    unexpected.map((r) => String(r.error)),
    "every refused call is an INVALID_STATE_TRANSITION",
  ).toEqual([]);
  expect(winners).toHaveLength(1);
  expect(losers).toHaveLength(results.length - 1);
  return winners[0].label;
}

describe("concurrent conflicting actions on one quotation", () => {
  it("10 referral requests and 10 option selections on a READY quotation: exactly one applies", async () => {
    // Each one leaves the quotation in a status the other cannot start from.
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const auditBefore = await auditOf(q.id);
    const results = await race(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? { label: "requestReferral", run: () => requestQuotationReferral(broker, q.id, { reason: `referral ${i}` }) }
          : {
              label: "selectOptions",
              run: () =>
                selectQuotationOptions(broker, String(q.id), { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
            },
      ),
    );
    const winner = expectOneWinner(results);

    const master = await db.quotation.findUniqueOrThrow({ where: { id: q.id }, include: { versions: { include: { perils: true } } } });
    expect(master.versions).toHaveLength(1);
    const expected = winner === "requestReferral" ? "REFERRED_TO_UNDERWRITER" : "PRE_BOUND";
    expect(master.status).toBe(expected);
    expect(master.versions[0].status).toBe(expected);
    const selected = master.versions[0].perils.filter((p) => p.selected).map((p) => p.peril);
    expect(selected).toEqual(winner === "requestReferral" ? [] : ["rainfall"]);
    if (winner === "requestReferral") expect(master.versions[0].referralReasons.filter((r) => /referral \d+/.test(r))).toHaveLength(1);

    const audit = (await auditOf(q.id)).slice(auditBefore.length);
    expect(audit, "one audit event of the one transition").toHaveLength(1);
  });

  it("10 cancellations and 10 option selections on a READY quotation: one cancellation, at most one selection before it", async () => {
    // Pre-binding does not prevent a later cancellation (PRE_BOUND is open), so the serial outcomes
    // are: cancelled from READY, or pre-bound and then cancelled. Never two of the same action.
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const auditBefore = await auditOf(q.id);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? { label: "cancel", run: () => cancelQuotation(broker, q.id, { reason: `cancel ${i}` }) }
        : {
            label: "selectOptions",
            run: () =>
              selectQuotationOptions(broker, String(q.id), { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
          },
    );
    // Let a selection start first now and then, so both orders are exercised over runs.
    if (Math.random() < 0.5) calls.reverse();
    const results = await race(calls);
    const unexpected = results.filter((r): r is Extract<Settled, { ok: false }> => !r.ok && r.code !== "INVALID_STATE_TRANSITION");
    expect(unexpected.map((r) => String(r.error))).toEqual([]);
    const wins = results.filter((r) => r.ok).map((r) => r.label);
    expect(wins.filter((l) => l === "cancel")).toHaveLength(1);
    expect(wins.filter((l) => l === "selectOptions").length).toBeLessThanOrEqual(1);

    const master = await db.quotation.findUniqueOrThrow({ where: { id: q.id }, include: { versions: true } });
    expect(master.status).toBe("NTU");
    expect(master.versions.map((v) => v.status)).toEqual(["NTU"]);
    const audit = (await auditOf(q.id)).slice(auditBefore.length);
    expect(audit.map((a) => (a.after as { status?: string } | null)?.status)).toEqual(wins.length === 2 ? ["PRE_BOUND", "NTU"] : ["NTU"]);
  });

  it("20 reviews of a referred quotation, accepting and declining: exactly one applies", async () => {
    const q = await quotationInStatus("REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const auditBefore = await auditOf(q.id);
    const emailsBefore = await db.emailOutbox.count();
    const results = await race(
      Array.from({ length: 20 }, (_, i) => {
        const actor = i % 4 < 2 ? underwriter : admin;
        return i % 2 === 0
          ? { label: "accept", run: () => reviewQuotation(actor, q.id, { decision: "accept" }) }
          : { label: "decline", run: () => reviewQuotation(actor, q.id, { decision: "decline", reason: `Declined by reviewer ${i}` }) };
      }),
    );
    const winner = expectOneWinner(results);

    const master = await db.quotation.findUniqueOrThrow({ where: { id: q.id }, include: { versions: true } });
    const expected = winner === "accept" ? "READY" : "DECLINED";
    expect(master.status).toBe(expected);
    expect(master.versions).toHaveLength(1);
    expect(master.versions[0].status).toBe(expected);
    if (winner === "decline") expect(master.versions[0].declineReason).toMatch(/^Declined by reviewer \d+$/);
    else expect(master.versions[0].declineReason).toBeNull();

    const audit = (await auditOf(q.id)).slice(auditBefore.length);
    expect(audit).toHaveLength(1);
    // A decline tells the broker once; an acceptance at most once too.
    expect(await db.emailOutbox.count()).toBeLessThanOrEqual(emailsBefore + 1);
  });

  it("20 decisions on a pre-bound referral, accepting and rejecting: exactly one applies", async () => {
    const q = await quotationInStatus("PRE_BOUND_REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const auditBefore = await auditOf(q.id);
    const results = await race(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? { label: "accept", run: () => managePreBoundReferral(underwriter, q.id, { decision: "accept" }) }
          : { label: "reject", run: () => managePreBoundReferral(underwriter, q.id, { decision: "reject", reason: `Rejected ${i}` }) },
      ),
    );
    const winner = expectOneWinner(results);
    const master = await db.quotation.findUniqueOrThrow({ where: { id: q.id } });
    expect(master.status).toBe(winner === "accept" ? "PRE_BOUND" : "DECLINED");
    expect((await auditOf(q.id)).slice(auditBefore.length)).toHaveLength(1);
  });

  it("5 revisions of one quotation at once: one at a time, never two versions with one number", async () => {
    // A revision that starts after another has been rated is a legitimate next revision, so more
    // than one may succeed; what must hold is that they run one after the other.
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const results = await race(
      Array.from({ length: 5 }, (_, i) => ({
        label: `revise ${i}`,
        run: () =>
          reviseQuotation(
            broker,
            q.id,
            fullFormValues({
              brokerUserId: broker.id,
              limitPerDay: String(11000 + i),
              coverage: { rainfall: { threshold: "0.5", limitPerDay: String(11000 + i) } },
              perils: ["rainfall"],
            }),
          ),
      })),
    );
    const unexpected = results.filter((r): r is Extract<Settled, { ok: false }> => !r.ok && r.code !== "INVALID_STATE_TRANSITION");
    expect(unexpected.map((r) => String(r.error))).toEqual([]);
    const wins = results.filter((r) => r.ok).length;
    expect(wins).toBeGreaterThanOrEqual(1);
    const versions = await db.quotationVersion.findMany({ where: { quotationId: q.id }, orderBy: { versionNumber: "asc" } });
    expect(versions.map((v) => [v.versionNumber, v.readOnly])).toEqual(Array.from({ length: wins + 1 }, (_, i) => [i + 1, i < wins]));
    const master = await db.quotation.findUniqueOrThrow({ where: { id: q.id } });
    expect(master.status).toBe(versions.at(-1)!.status);
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(master.status);
    // Each revision recorded once, as it started rating.
    expect((await auditOf(q.id)).filter((a) => (a.after as { status?: string } | null)?.status === "RATING_IN_PROGRESS")).toHaveLength(
      wins,
    );
  });

  it("a draft submitted 20 times at once is rated once and keeps one version", async () => {
    const draft = await createQuotationDraft(broker, { ...fullFormValues({ brokerUserId: broker.id }), wizardStep: 7 });
    const auditBefore = await auditOf(draft.id);
    const results = await race(Array.from({ length: 20 }, () => ({ label: "submit", run: () => submitQuotation(broker, draft.id) })));
    expectOneWinner(results);
    const master = await db.quotation.findUniqueOrThrow({ where: { id: draft.id }, include: { versions: { include: { perils: true } } } });
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(master.status);
    expect(master.versions).toHaveLength(1);
    expect(master.versions[0].status).toBe(master.status);
    expect(master.versions[0].perils.map((p) => p.peril).sort()).toEqual(["maximumTemperature", "rainfall"]);
    const submits = (await auditOf(draft.id)).slice(auditBefore.length);
    expect(submits.length).toBeGreaterThanOrEqual(1);
    expect(new Set(submits.map((a) => a.action)).size, "no action is recorded twice").toBe(submits.length);
  });
});
