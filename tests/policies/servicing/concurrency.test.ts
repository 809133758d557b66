import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { approvePolicyCancellation } from "@/server/policies/approve-policy-cancellation";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { listPolicyEndorsements } from "@/server/policies/list-policy-endorsements";
import { rejectPolicyCancellation } from "@/server/policies/reject-policy-cancellation";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { BODIES, policyInStatus, race, servicingCounts, servicingSetup, type ServicingActors, type Settled } from "./servicing-support";

// Concurrent servicing actions on one policy (DESIGN.md §5: every transition is checked under the
// policy's row lock and guarded in the update, so two requests cannot both succeed). Twenty calls
// start in the same tick; exactly one may change the policy, the others are 409
// INVALID_STATE_TRANSITION and leave nothing behind: one endorsement, one invoice, one audit event,
// one email. Endorsements all succeed and are numbered 1..20 without a gap or a duplicate.

let actors: ServicingActors;

beforeAll(async () => {
  actors = await servicingSetup();
});

const N = 20;
type Failed = Extract<Settled, { ok: false }>;

/** Splits results into winners and losers and checks the losers are all 409 INVALID_STATE_TRANSITION. */
function oneWinner(results: Settled[]) {
  const winners = results.filter((r) => r.ok);
  const losers = results.filter((r): r is Failed => !r.ok);
  expect(
    losers.map((r) => `${r.error.code} ${r.error.status}${r.error.code === "INVALID_STATE_TRANSITION" ? "" : `: ${r.error.message}`}`),
  ).toEqual(Array(losers.length).fill("INVALID_STATE_TRANSITION 409"));
  expect(
    winners.map((w) => w.label),
    "exactly one call succeeds",
  ).toHaveLength(1);
  return winners[0];
}

/** Alternates two actors over the calls. */
const alternate = (a: Actor, b: Actor) => (i: number) => (i % 2 === 0 ? a : b);

describe("concurrent servicing of one policy", () => {
  it(`${N} concurrent approvals of a cancellation request: one cancellation endorsement, one credit invoice, one audit event`, async () => {
    const dto = await policyInStatus(actors, "CANCELLATION_REQUESTED", "EVENT");
    const before = await servicingCounts();
    const who = alternate(actors.underwriter, actors.admin);
    const results = await race(
      Array.from({ length: N }, (_, i) => ({ label: `approve ${i}`, run: () => approvePolicyCancellation(who(i), String(dto.id)) })),
    );
    oneWinner(results);

    const policy = await db.policy.findUniqueOrThrow({
      where: { id: dto.id },
      include: { endorsements: true, invoices: true, cancellations: true },
    });
    expect(policy.status).toBe("CANCELLED");
    expect(policy.endorsements.map((e) => [e.endorsementNumber, e.kind])).toEqual([[1, "CANCELLATION"]]);
    expect(policy.invoices.map((i) => i.kind).sort()).toEqual(["BIND", "CANCELLATION"]);
    expect(policy.cancellations.map((c) => c.status)).toEqual(["APPROVED"]);
    const after = await servicingCounts();
    expect({
      endorsements: after.endorsements - before.endorsements,
      cancellations: after.cancellations - before.cancellations,
      invoices: after.invoices - before.invoices,
      audit: after.audit - before.audit,
      emails: after.emails - before.emails,
    }).toEqual({ endorsements: 1, cancellations: 0, invoices: 1, audit: 1, emails: 1 });
  });

  it(`${N} concurrent cancels of a LIVE policy: one succeeds, one endorsement and one credit invoice`, async () => {
    const dto = await policyInStatus(actors, "LIVE", "EVENT");
    const before = await servicingCounts();
    const who = alternate(actors.admin, actors.underwriter);
    const results = await race(
      Array.from({ length: N }, (_, i) => ({ label: `cancel ${i}`, run: () => cancelPolicy(who(i), dto.id, BODIES.cancel()) })),
    );
    oneWinner(results);

    const policy = await db.policy.findUniqueOrThrow({
      where: { id: dto.id },
      include: { endorsements: true, invoices: true, cancellations: true },
    });
    expect(policy.status).toBe("CANCELLED");
    expect(policy.endorsements.map((e) => [e.endorsementNumber, e.kind])).toEqual([[1, "CANCELLATION"]]);
    expect(policy.invoices.filter((i) => i.kind === "CANCELLATION")).toHaveLength(1);
    expect(policy.cancellations.map((c) => c.status)).toEqual(["CANCELLED"]);
    const after = await servicingCounts();
    expect({
      endorsements: after.endorsements - before.endorsements,
      cancellations: after.cancellations - before.cancellations,
      invoices: after.invoices - before.invoices,
      audit: after.audit - before.audit,
      emails: after.emails - before.emails,
    }).toEqual({ endorsements: 1, cancellations: 1, invoices: 1, audit: 1, emails: 1 });
  });

  it(`${N} concurrent final sales reviews: one review, one FINAL_SALES invoice, the premium raised once`, async () => {
    const dto = await policyInStatus(actors, "FINAL_SALES_SUBMITTED");
    const before = await servicingCounts();
    const who = alternate(actors.underwriter, actors.admin);
    const results = await race(
      Array.from({ length: N }, (_, i) => ({
        label: `review ${i}`,
        run: () => reviewFinalSales(who(i), dto.id, { finalSalesAmount: "12000.00" }),
      })),
    );
    oneWinner(results);

    const policy = await db.policy.findUniqueOrThrow({ where: { id: dto.id }, include: { invoices: true, finalSalesRevisions: true } });
    expect(policy.status).toBe("BOUND_UPDATED");
    // Rainfall 800.00 and maximum temperature 300.00 on 10,000.00 each: rates 8% and 3%; 2,000.00 of
    // sales above the limit add 160.00 + 60.00 = 220.00, once.
    expect(policy.premium.toFixed(2)).toBe("1320.00");
    expect(policy.aggregateLimit.toFixed(2)).toBe("12000.00");
    expect(policy.invoices.filter((i) => i.kind === "FINAL_SALES")).toHaveLength(1);
    expect(policy.finalSalesRevisions.map((f) => [f.status, f.additionalPremiumDue.toFixed(2)])).toEqual([["REVIEWED", "220.00"]]);
    const after = await servicingCounts();
    expect({
      finalSales: after.finalSales - before.finalSales,
      invoices: after.invoices - before.invoices,
      audit: after.audit - before.audit,
      emails: after.emails - before.emails,
      endorsements: after.endorsements - before.endorsements,
    }).toEqual({ finalSales: 0, invoices: 1, audit: 1, emails: 1, endorsements: 0 });
  });

  it(`${N} concurrent endorsements: all succeed, numbered 1..${N} without a gap or a duplicate`, async () => {
    const dto = await policyInStatus(actors, "LIVE", "EVENT");
    const before = await servicingCounts();
    const who = alternate(actors.underwriter, actors.admin);
    const results = await race(
      Array.from({ length: N }, (_, i) => ({
        label: `endorsement ${i}`,
        run: () => createPolicyEndorsement(who(i), dto.id, { title: `Wording change ${i}`, content: `Clause ${i} is reworded.` }),
      })),
    );
    const failed = results.filter((r): r is Failed => !r.ok);
    expect(failed.map((r) => `${r.label}: ${r.error.code} ${r.error.message}`)).toEqual([]);
    const answered = results.map((r) => (r.ok ? (r.value as { endorsementNumber: number }).endorsementNumber : null));
    expect([...answered].sort((a, b) => a! - b!)).toEqual(Array.from({ length: N }, (_, i) => i + 1));

    const rows = await db.endorsement.findMany({ where: { policyId: dto.id }, orderBy: { endorsementNumber: "asc" } });
    expect(rows.map((e) => e.endorsementNumber)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(
      (await listPolicyEndorsements(actors.broker, dto.id)).map((e) => e.endorsementNumber),
      "the list, in order",
    ).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    // Each call's answer is its own row: the title it sent carries the number it was answered.
    for (const r of results) {
      const value = (r as Extract<Settled, { ok: true }>).value as { endorsementNumber: number; title: string };
      expect(rows.find((e) => e.endorsementNumber === value.endorsementNumber)?.title).toBe(value.title);
      expect(value.title).toBe(`Wording change ${r.label.split(" ")[1]}`);
    }
    const after = await servicingCounts();
    expect({
      endorsements: after.endorsements - before.endorsements,
      invoices: after.invoices - before.invoices,
      audit: after.audit - before.audit,
    }).toEqual({
      endorsements: N,
      invoices: 0,
      audit: N,
    });
    expect((await db.policy.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("LIVE");
  });

  it(`${N} concurrent cancellation requests: one open request, the others 409`, async () => {
    const dto = await policyInStatus(actors, "LIVE", "EVENT");
    const before = await servicingCounts();
    const who = alternate(actors.broker, actors.admin);
    const results = await race(
      Array.from({ length: N }, (_, i) => ({
        label: `request ${i}`,
        run: () => requestPolicyCancellation(who(i), dto.id, BODIES.request()),
      })),
    );
    oneWinner(results);
    const cancellations = await db.cancellation.findMany({ where: { policyId: dto.id } });
    expect(cancellations.map((c) => c.status)).toEqual(["REQUESTED"]);
    expect((await db.policy.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("CANCELLATION_REQUESTED");
    const after = await servicingCounts();
    expect({
      cancellations: after.cancellations - before.cancellations,
      audit: after.audit - before.audit,
      emails: after.emails - before.emails,
    }).toEqual({
      cancellations: 1,
      audit: 1,
      emails: 1,
    });
  });

  it(`${N} concurrent final sales reports: one report`, async () => {
    const dto = await policyInStatus(actors, "LIVE", "PROMOTION");
    const before = await servicingCounts();
    const who = alternate(actors.broker, actors.admin);
    const results = await race(
      Array.from({ length: N }, (_, i) => ({
        label: `report ${i}`,
        run: () => submitFinalSales(who(i), dto.id, { finalSalesAmount: `${12000 + i}.00` }),
      })),
    );
    const winner = oneWinner(results);
    const revisions = await db.finalSalesRevision.findMany({ where: { policyId: dto.id } });
    expect(revisions.map((r) => [r.status, r.reportedAmount.toFixed(2)])).toEqual([
      ["SUBMITTED", `${12000 + Number(winner.label.split(" ")[1])}.00`],
    ]);
    const after = await servicingCounts();
    expect({
      finalSales: after.finalSales - before.finalSales,
      audit: after.audit - before.audit,
      emails: after.emails - before.emails,
    }).toEqual({ finalSales: 1, audit: 1, emails: 1 });
  });

  it("wording endorsements racing with the approval of a cancellation: one numbering, the cancellation endorsement in it, none after", async () => {
    const dto = await policyInStatus(actors, "CANCELLATION_REQUESTED", "EVENT");
    const calls = Array.from({ length: 12 }, (_, i) =>
      i === 6
        ? { label: "approve", run: () => approvePolicyCancellation(actors.underwriter, dto.id) }
        : {
            label: `endorse ${i}`,
            run: () => createPolicyEndorsement(actors.admin, dto.id, { title: `Clause ${i}`, content: `Clause ${i}.` }),
          },
    );
    const results = await race(calls);
    expect(results.find((r) => r.label === "approve")?.ok, "the approval succeeds").toBe(true);
    const refused = results.filter((r): r is Failed => !r.ok);
    expect(refused.map((r) => r.error.code)).toEqual(Array(refused.length).fill("INVALID_STATE_TRANSITION"));
    const rows = await db.endorsement.findMany({ where: { policyId: dto.id }, orderBy: { endorsementNumber: "asc" } });
    const accepted = results.filter((r) => r.ok).length;
    expect(rows.map((e) => e.endorsementNumber)).toEqual(Array.from({ length: accepted }, (_, i) => i + 1));
    // The cancellation's endorsement is the last one: nothing is endorsed on a cancelled policy.
    expect(rows.at(-1)?.kind).toBe("CANCELLATION");
    expect(rows.filter((e) => e.kind === "CANCELLATION")).toHaveLength(1);
  });

  it("cover changes racing on one policy (priced outside the lock, D44): one applies, the others are refused, the figures agree", async () => {
    // Dropping maximum temperature needs no rating: every call prices the same change; the first
    // to write applies it, the others find the terms changed (409 CONFLICT) or nothing left to change.
    const dto = await policyInStatus(actors, "LIVE", "EVENT");
    const results = await race(
      Array.from({ length: 8 }, (_, i) => ({
        label: `drop ${i}`,
        run: () =>
          createPolicyEndorsement(i % 2 ? actors.admin : actors.underwriter, dto.id, {
            title: "Heat removed",
            content: "Heat removed.",
            changes: { perils: ["rainfall"] },
          }),
      })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x): x is Failed => !x.ok)) {
      expect(`${r.error.code} ${r.error.status}`).toMatch(/^(CONFLICT 409|VALIDATION_FAILURE 400)$/);
    }
    const policy = await db.policy.findUniqueOrThrow({ where: { id: dto.id }, include: { invoices: true, endorsements: true } });
    expect(policy.premium.toFixed(2)).toBe("800.00");
    expect(policy.endorsements.map((e) => [e.endorsementNumber, e.premiumChange?.toFixed(2)])).toEqual([[1, "-300.00"]]);
    expect(policy.invoices.filter((i) => i.kind === "ENDORSEMENT")).toHaveLength(1);
    const perils = await db.perilValue.findMany({ where: { versionId: policy.quotationVersionId, selected: true } });
    expect(perils.map((p) => [p.peril, p.premium?.toFixed(2)])).toEqual([["rainfall", "800.00"]]);
  });

  it("approvals, rejections and cancels racing on one request: exactly one decides it, and the policy agrees with the winner", async () => {
    for (let round = 0; round < 3; round++) {
      const dto = await policyInStatus(actors, "CANCELLATION_REQUESTED", "EVENT");
      const calls = Array.from({ length: 12 }, (_, i) => {
        const kind = (["approve", "reject", "cancel"] as const)[(i + round) % 3];
        const actor = i % 2 === 0 ? actors.underwriter : actors.admin;
        const run =
          kind === "approve"
            ? () => approvePolicyCancellation(actor, dto.id)
            : kind === "reject"
              ? () => rejectPolicyCancellation(actor, dto.id, BODIES.reject())
              : () => cancelPolicy(actor, dto.id, BODIES.cancel());
        return { label: `${kind} ${i}`, run };
      });
      const results = await race(calls);
      // A rejection puts the policy back to LIVE, from where a later cancel may rightly succeed:
      // then exactly two win, the rejection first.
      const winners = results.filter((r) => r.ok).map((r) => r.label.split(" ")[0]);
      const losers = results.filter((r): r is Failed => !r.ok);
      expect(losers.map((r) => r.error.code)).toEqual(Array(losers.length).fill("INVALID_STATE_TRANSITION"));
      const policy = await db.policy.findUniqueOrThrow({
        where: { id: dto.id },
        include: { cancellations: { orderBy: { id: "asc" } }, endorsements: true, invoices: true },
      });
      const credit = policy.invoices.filter((i) => i.kind === "CANCELLATION");
      if (winners.length === 1 && winners[0] === "reject") {
        expect(policy.status).toBe("LIVE");
        expect(policy.cancellations.map((c) => c.status)).toEqual(["REJECTED"]);
        expect(credit).toHaveLength(0);
      } else if (winners.length === 1) {
        expect(policy.status).toBe("CANCELLED");
        expect(policy.cancellations.map((c) => c.status)[0]).toMatch(/^(APPROVED|CANCELLED)$/);
        expect(policy.cancellations.filter((c) => c.status === "REQUESTED")).toHaveLength(0);
        expect(policy.endorsements).toHaveLength(1);
        expect(credit).toHaveLength(1);
      } else {
        expect(winners).toHaveLength(2);
        expect(winners).toContain("reject");
        expect(winners).toContain("cancel");
        expect(policy.status).toBe("CANCELLED");
        expect(policy.cancellations.map((c) => c.status)).toEqual(["REJECTED", "CANCELLED"]);
        expect(policy.endorsements).toHaveLength(1);
        expect(credit).toHaveLength(1);
      }
    }
  });
});
