import { beforeAll, describe, expect, it, vi } from "vitest";
import * as claimsApi from "@/lib/api/operations/claims";
import { CLAIM_MESSAGES } from "@/lib/claims/claim-schemas";
import { todayIso } from "@/lib/format/calendar-day";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import type { Actor } from "@/server/auth/actor";
import { approveClaim } from "@/server/claims/approve-claim";
import { declineClaim } from "@/server/claims/decline-claim";
import { recordClaimPayment } from "@/server/claims/record-claim-payment";
import { db } from "@/server/db";
import { callRoute } from "../support/described-call";
import { claimCounts, claimOf, claimSetup, claimSnapshot, policyOf, rainyDay, type ClaimActors, type ClaimOptions } from "./claim-support";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// The underwriter's decisions on a claim (docs/claims.md): approve, decline, record the payment.
// Each runs under the claim's row lock: 404 for a claim the caller may not read, 403 for a role
// the action is not given to, 409 for a status it does not start from, then 400 for a bad body;
// a refusal changes nothing. Each decision writes one audit event; of concurrent calls exactly
// one applies.

let actors: ClaimActors;
beforeAll(async () => {
  actors = await claimSetup();
});

type Refusal = { code?: string; status?: number; message?: string; details?: { path: string; message: string }[] };
const refusal = (call: Promise<unknown>): Promise<Refusal> =>
  call.then(
    (value) => {
      throw new Error(`expected a refusal, got ${JSON.stringify(value).slice(0, 200)}`);
    },
    (e: Refusal) => e,
  );

const determined = { gross: "10000.00", deductibleApplied: "500.00", aggregateRemaining: "20000.00", amount: "9500.00" };

async function claimIn(status: ClaimOptions["status"], options: ClaimOptions = {}) {
  const policy = await policyOf(actors.broker);
  return claimOf(policy, { status, days: rainyDay("2026-07-03"), amounts: status === "NOTIFIED" ? null : determined, ...options });
}

/** Runs a call that must be refused, checks what it was refused with and that it changed nothing. */
async function refusedUnchanged(claimId: number, call: () => Promise<unknown>, expected: Refusal) {
  const before = await claimSnapshot(claimId);
  const error = await refusal(call());
  expect(error).toMatchObject(expected);
  expect(await claimSnapshot(claimId), "a refusal changes nothing").toEqual(before);
}

const nyToday = () => todayIso();
const nyDay = (days: number) => addCalendarDays(nyToday(), days);

describe("approving a claim", () => {
  it("approves a determined claim: APPROVED with its amount fixed, the decision recorded, one audit event", async () => {
    const claim = await claimIn("DETERMINED");
    const before = await claimCounts();
    const dto = await approveClaim(actors.underwriter, claim.id);
    expect(dto).toMatchObject({ id: claim.id, status: "APPROVED", amount: "9500.00", actions: ["recordPayment"] });
    expect(dto.decidedAt).toMatch(/Z$/);
    const row = await db.claim.findUniqueOrThrow({ where: { id: claim.id } });
    expect(row.decidedById).toBe(actors.underwriter.id);
    expect((await claimCounts()).audit - before.audit).toBe(1);
    const event = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "Claim", subjectId: String(claim.id) } });
    expect(event).toMatchObject({
      action: "claim.approved",
      actorId: actors.underwriter.id,
      before: { status: "DETERMINED" },
      after: { status: "APPROVED", amount: "9500.00", policyId: claim.policyId },
    });
  });

  it("refuses a claim that pays nothing, or has no amount, with 409 and the reason to decline it", async () => {
    const zero = await claimIn("DETERMINED", { amounts: { ...determined, gross: "0.00", deductibleApplied: "0.00", amount: "0.00" } });
    const expected = { code: "INVALID_STATE_TRANSITION", status: 409, message: CLAIM_MESSAGES.nothingToApprove };
    await refusedUnchanged(zero.id, () => approveClaim(actors.admin, zero.id), expected);
    const none = await claimIn("DETERMINED", { amounts: null });
    await refusedUnchanged(none.id, () => approveClaim(actors.admin, none.id), expected);
  });

  it("answers 404 to a broker of another company, 403 to the policy's broker, 409 from another status, then 400 for a body", async () => {
    const claim = await claimIn("DETERMINED");
    await refusedUnchanged(claim.id, () => approveClaim(actors.otherBroker, claim.id), { code: "RESOURCE_NOT_FOUND", status: 404 });
    await refusedUnchanged(claim.id, () => approveClaim(actors.broker, claim.id), { code: "FORBIDDEN", status: 403 });
    await refusedUnchanged(claim.id, () => approveClaim(actors.underwriter, claim.id, { note: "x" } as never), {
      code: "VALIDATION_FAILURE",
      status: 400,
    });
    const notified = await claimIn("NOTIFIED");
    // The status is checked before the body.
    await refusedUnchanged(notified.id, () => approveClaim(actors.underwriter, notified.id, { note: "x" } as never), {
      code: "INVALID_STATE_TRANSITION",
      status: 409,
      message: "Approve claim is not possible while the claim is notified",
    });
    for (const status of ["APPROVED", "PAID", "DECLINED"] as const) {
      const other = await claimIn(status);
      await refusedUnchanged(other.id, () => approveClaim(actors.admin, other.id), {
        code: "INVALID_STATE_TRANSITION",
        message: `Approve claim is not possible while the claim is ${status.toLowerCase()}`,
      });
    }
  });

  it("20 concurrent approvals of one claim: exactly one applies, one audit event, the others 409", async () => {
    const claim = await claimIn("DETERMINED");
    const before = await claimCounts();
    const who = (i: number): Actor => (i % 2 === 0 ? actors.underwriter : actors.admin);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => approveClaim(who(i), claim.id)));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((r) => `${(r.reason as Refusal).code} ${(r.reason as Refusal).status}`)).toEqual(
      Array(19).fill("INVALID_STATE_TRANSITION 409"),
    );
    expect((await db.claim.findUniqueOrThrow({ where: { id: claim.id } })).status).toBe("APPROVED");
    expect((await claimCounts()).audit - before.audit).toBe(1);
    expect(await db.auditEvent.count({ where: { subjectType: "Claim", subjectId: String(claim.id), action: "claim.approved" } })).toBe(1);
  });

  it("approvals and declines racing: exactly one decides the claim, and the claim agrees with it", async () => {
    const claim = await claimIn("DETERMINED");
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? approveClaim(actors.underwriter, claim.id).then(() => "approve")
        : declineClaim(actors.admin, claim.id, { reason: "No loss at the site" }).then(() => "decline"),
    );
    const results = await Promise.allSettled(calls);
    const winners = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(winners).toHaveLength(1);
    const row = await db.claim.findUniqueOrThrow({ where: { id: claim.id } });
    expect(row.status).toBe(winners[0] === "approve" ? "APPROVED" : "DECLINED");
    expect(await db.auditEvent.count({ where: { subjectType: "Claim", subjectId: String(claim.id) } })).toBe(1);
  });

  it("works through its route with no body, and refuses a body with a field", async () => {
    const claim = await claimIn("DETERMINED");
    const refused = await callRoute(claimsApi.approveClaim, {
      actor: actors.underwriter,
      params: { claimId: claim.id },
      body: { amount: "1" },
    });
    expect([refused.status, refused.body.error?.code]).toEqual([400, "VALIDATION_FAILURE"]);
    const answer = await callRoute(claimsApi.approveClaim, { actor: actors.underwriter, params: { claimId: claim.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: claim.id, status: "APPROVED" });
  });
});

describe("declining a claim", () => {
  it("declines a notified or a determined claim with the reason", async () => {
    for (const status of ["NOTIFIED", "DETERMINED"] as const) {
      const claim = await claimIn(status);
      const dto = await declineClaim(actors.underwriter, claim.id, { reason: "  The rain fell after the event ended.  " });
      expect(dto).toMatchObject({ status: "DECLINED", declineReason: "The rain fell after the event ended.", actions: [] });
      expect(dto.letterHref).toMatch(new RegExp(`^/print/claim/${claim.id}/determination\\?token=`));
      const event = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "Claim", subjectId: String(claim.id) } });
      expect(event).toMatchObject({
        action: "claim.declined",
        before: { status },
        after: { status: "DECLINED", reason: "The rain fell after the event ended." },
      });
    }
  });

  it("needs a reason (400 at reason, nothing written), and refuses another status with 409", async () => {
    const claim = await claimIn("DETERMINED");
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(2001) }]) {
      await refusedUnchanged(claim.id, () => declineClaim(actors.underwriter, claim.id, body as { reason: string }), {
        code: "VALIDATION_FAILURE",
        details: [expect.objectContaining({ path: "reason" })],
      });
    }
    const approved = await claimIn("APPROVED");
    await refusedUnchanged(approved.id, () => declineClaim(actors.underwriter, approved.id, { reason: "Too late" }), {
      code: "INVALID_STATE_TRANSITION",
      message: "Decline claim is not possible while the claim is approved",
    });
    await refusedUnchanged(claim.id, () => declineClaim(actors.ownOnlyBroker, claim.id, { reason: "x" }), { code: "RESOURCE_NOT_FOUND" });
    await refusedUnchanged(claim.id, () => declineClaim(actors.broker, claim.id, { reason: "x" }), { code: "FORBIDDEN" });
  });
});

describe("recording the payment", () => {
  it("pays the approved amount on a day from the approval to today, with the reference", async () => {
    const claim = await claimIn("APPROVED", { decidedAt: new Date(Date.now() - 5 * 86_400_000) });
    const paidAt = nyDay(-2);
    const dto = await recordClaimPayment(actors.admin, claim.id, { paidAt, reference: "WIRE-2026-0042" });
    expect(dto).toMatchObject({
      status: "PAID",
      paidAt,
      paymentReference: "WIRE-2026-0042",
      paidAmount: "9500.00",
      amount: "9500.00",
      actions: [],
    });
    const row = await db.claim.findUniqueOrThrow({ where: { id: claim.id } });
    expect(row.paymentRecordedById).toBe(actors.admin.id);
    const event = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "Claim", subjectId: String(claim.id) } });
    expect(event).toMatchObject({
      action: "claim.paid",
      before: { status: "APPROVED" },
      after: { status: "PAID", paidAt, reference: "WIRE-2026-0042", paidAmount: "9500.00" },
    });
  });

  it("accepts the approval day and today, refuses a day before the approval or in the future", async () => {
    const decidedAt = new Date(Date.now() - 3 * 86_400_000);
    const approvedOn = todayIso("America/New_York", decidedAt);
    const early = await claimIn("APPROVED", { decidedAt });
    const usDay = `${approvedOn.slice(5, 7)}/${approvedOn.slice(8, 10)}/${approvedOn.slice(0, 4)}`;
    await refusedUnchanged(
      early.id,
      () => recordClaimPayment(actors.underwriter, early.id, { paidAt: addCalendarDays(approvedOn, -1), reference: "R1" }),
      {
        code: "VALIDATION_FAILURE",
        details: [{ path: "paidAt", message: CLAIM_MESSAGES.paidBeforeApproval(usDay) }],
      },
    );
    await refusedUnchanged(early.id, () => recordClaimPayment(actors.underwriter, early.id, { paidAt: nyDay(1), reference: "R1" }), {
      code: "VALIDATION_FAILURE",
      details: [{ path: "paidAt", message: CLAIM_MESSAGES.paidInFuture }],
    });
    await refusedUnchanged(early.id, () => recordClaimPayment(actors.underwriter, early.id, { paidAt: "2026-02-30", reference: "R1" }), {
      code: "VALIDATION_FAILURE",
      details: [expect.objectContaining({ path: "paidAt" })],
    });
    await refusedUnchanged(early.id, () => recordClaimPayment(actors.underwriter, early.id, { paidAt: approvedOn, reference: "" }), {
      code: "VALIDATION_FAILURE",
      details: [expect.objectContaining({ path: "reference" })],
    });
    expect((await recordClaimPayment(actors.underwriter, early.id, { paidAt: approvedOn, reference: "R1" })).paidAt).toBe(approvedOn);
    const today = await claimIn("APPROVED", { decidedAt });
    expect((await recordClaimPayment(actors.underwriter, today.id, { paidAt: nyToday(), reference: "R2" })).paidAt).toBe(nyToday());
  });

  it("is for approved claims only, by underwriters and admins", async () => {
    const claim = await claimIn("DETERMINED");
    await refusedUnchanged(claim.id, () => recordClaimPayment(actors.admin, claim.id, { paidAt: nyToday(), reference: "R" }), {
      code: "INVALID_STATE_TRANSITION",
      message: "Record payment is not possible while the claim is determined",
    });
    const approved = await claimIn("APPROVED");
    await refusedUnchanged(approved.id, () => recordClaimPayment(actors.broker, approved.id, { paidAt: nyToday(), reference: "R" }), {
      code: "FORBIDDEN",
    });
    await refusedUnchanged(approved.id, () => recordClaimPayment(actors.otherBroker, approved.id, { paidAt: nyToday(), reference: "R" }), {
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("20 concurrent payments of one claim: one applies, the others 409", async () => {
    const claim = await claimIn("APPROVED");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => recordClaimPayment(actors.admin, claim.id, { paidAt: nyToday(), reference: `R${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Refusal).code] : []))).toEqual(
      Array(19).fill("INVALID_STATE_TRANSITION"),
    );
    expect(await db.auditEvent.count({ where: { subjectType: "Claim", subjectId: String(claim.id), action: "claim.paid" } })).toBe(1);
  });
});
