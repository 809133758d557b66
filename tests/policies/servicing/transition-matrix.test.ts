import { beforeAll, describe, expect, it } from "vitest";
import type { PolicyStatusName } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { approvePolicyCancellation } from "@/server/policies/approve-policy-cancellation";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { listPolicyEndorsements } from "@/server/policies/list-policy-endorsements";
import { listPolicyInvoices } from "@/server/policies/list-policy-invoices";
import { rejectPolicyCancellation } from "@/server/policies/reject-policy-cancellation";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import {
  wire,
  BODIES,
  livePolicy,
  nyDay,
  policyInStatus,
  servicingSetup,
  servicingSnapshot,
  usDay,
  type PolicyKind,
  type ServicingActors,
} from "./servicing-support";
import { cancelPolicySchema } from "@/lib/policies/policy-action-schemas";

// The policy lifecycle as a table (spec §4, §6; DESIGN.md §4–§5; issue 11), written out by hand
// and never derived from lib/policies/policy-actions.ts, so that a wrong action table fails here.
// Every action is tried from every status by five readers:
//   admin · underwriter · the policy's broker (broker@example.com, Brightline, company-wide) ·
//   a Brightline colleague with VIEW_MY_INDICATIONS who does not own the policy · a Harbor broker.
// The order of the guards: a policy the reader may not read is not found (404), whatever the
// action; then a role the permission table does not allow is forbidden (403); then a status (or a
// kind: final sales are for promotions only) the lifecycle does not allow is 409
// INVALID_STATE_TRANSITION; only then is the body checked (400 VALIDATION_FAILURE). So every cell is
// tried a second time with an invalid body: a refused reader gets the same 404, 403 or 409 as with a
// valid one, and a reader the table lets act gets 400. Every refusal is checked to change nothing at
// all (policy, endorsements, cancellations, final sales, invoices, the quotation's versions, audit
// events, outbox). Every success runs on a fresh policy and is checked to land in the status the
// lifecycle says.

type Outcome = "ok" | 400 | 403 | 404 | 409;
type Row = readonly [admin: Outcome, underwriter: Outcome, broker: Outcome, ownOnlyColleague: Outcome, otherCompany: Outcome];
type ActionName =
  | "requestCancellation"
  | "approveCancellation"
  | "rejectCancellation"
  | "cancel"
  | "createEndorsement"
  | "submitFinalSales"
  | "reviewFinalSales";

const READERS = ["admin", "underwriter", "broker", "ownOnlyBroker", "otherBroker"] as const satisfies readonly (keyof ServicingActors)[];

//                              admin  underwriter broker  colleague other
const PROMOTION: Record<ActionName, Record<PolicyStatusName, Row>> = {
  requestCancellation: {
    LIVE: ["ok", 403, "ok", 404, 404],
    CANCELLATION_REQUESTED: [409, 403, 409, 404, 404],
    CANCELLED: [409, 403, 409, 404, 404],
    FINAL_SALES_SUBMITTED: [409, 403, 409, 404, 404],
    BOUND_UPDATED: [409, 403, 409, 404, 404],
  },
  approveCancellation: {
    LIVE: [409, 409, 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
    FINAL_SALES_SUBMITTED: [409, 409, 403, 404, 404],
    BOUND_UPDATED: [409, 409, 403, 404, 404],
  },
  rejectCancellation: {
    LIVE: [409, 409, 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
    FINAL_SALES_SUBMITTED: [409, 409, 403, 404, 404],
    BOUND_UPDATED: [409, 409, 403, 404, 404],
  },
  cancel: {
    LIVE: ["ok", "ok", 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
    FINAL_SALES_SUBMITTED: [409, 409, 403, 404, 404],
    BOUND_UPDATED: [409, 409, 403, 404, 404],
  },
  createEndorsement: {
    LIVE: ["ok", "ok", 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
    FINAL_SALES_SUBMITTED: ["ok", "ok", 403, 404, 404],
    BOUND_UPDATED: ["ok", "ok", 403, 404, 404],
  },
  submitFinalSales: {
    LIVE: ["ok", 403, "ok", 404, 404],
    CANCELLATION_REQUESTED: [409, 403, 409, 404, 404],
    CANCELLED: [409, 403, 409, 404, 404],
    FINAL_SALES_SUBMITTED: [409, 403, 409, 404, 404],
    BOUND_UPDATED: [409, 403, 409, 404, 404],
  },
  reviewFinalSales: {
    LIVE: [409, 409, 403, 404, 404],
    CANCELLATION_REQUESTED: [409, 409, 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
    FINAL_SALES_SUBMITTED: ["ok", "ok", 403, 404, 404],
    BOUND_UPDATED: [409, 409, 403, 404, 404],
  },
};

// An event reaches LIVE, CANCELLATION_REQUESTED and CANCELLED only; final sales never apply (409
// for the roles that may report or review them on a promotion).
type EventStatus = "LIVE" | "CANCELLATION_REQUESTED" | "CANCELLED";
const EVENT: Record<ActionName, Record<EventStatus, Row>> = {
  requestCancellation: {
    LIVE: ["ok", 403, "ok", 404, 404],
    CANCELLATION_REQUESTED: [409, 403, 409, 404, 404],
    CANCELLED: [409, 403, 409, 404, 404],
  },
  approveCancellation: {
    LIVE: [409, 409, 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
  },
  rejectCancellation: {
    LIVE: [409, 409, 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
  },
  cancel: {
    LIVE: ["ok", "ok", 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
  },
  createEndorsement: {
    LIVE: ["ok", "ok", 403, 404, 404],
    CANCELLATION_REQUESTED: ["ok", "ok", 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
  },
  submitFinalSales: {
    LIVE: [409, 403, 409, 404, 404],
    CANCELLATION_REQUESTED: [409, 403, 409, 404, 404],
    CANCELLED: [409, 403, 409, 404, 404],
  },
  reviewFinalSales: {
    LIVE: [409, 409, 403, 404, 404],
    CANCELLATION_REQUESTED: [409, 409, 403, 404, 404],
    CANCELLED: [409, 409, 403, 404, 404],
  },
};

/** Where a successful action leaves the policy (an endorsement keeps the status). */
const AFTER: Record<ActionName, Partial<Record<PolicyStatusName, PolicyStatusName>>> = {
  requestCancellation: { LIVE: "CANCELLATION_REQUESTED" },
  approveCancellation: { CANCELLATION_REQUESTED: "CANCELLED" },
  rejectCancellation: { CANCELLATION_REQUESTED: "LIVE" },
  cancel: { LIVE: "CANCELLED", CANCELLATION_REQUESTED: "CANCELLED" },
  createEndorsement: {
    LIVE: "LIVE",
    CANCELLATION_REQUESTED: "CANCELLATION_REQUESTED",
    FINAL_SALES_SUBMITTED: "FINAL_SALES_SUBMITTED",
    BOUND_UPDATED: "BOUND_UPDATED",
  },
  submitFinalSales: { LIVE: "FINAL_SALES_SUBMITTED" },
  reviewFinalSales: { FINAL_SALES_SUBMITTED: "BOUND_UPDATED" },
};

const RUN: Record<ActionName, (actor: Actor, policyId: unknown) => Promise<unknown>> = {
  requestCancellation: (a, id) => requestPolicyCancellation(a, id, BODIES.request()),
  approveCancellation: (a, id) => approvePolicyCancellation(a, id),
  rejectCancellation: (a, id) => rejectPolicyCancellation(a, id, BODIES.reject()),
  cancel: (a, id) => cancelPolicy(a, id, BODIES.cancel()),
  createEndorsement: (a, id) => createPolicyEndorsement(a, id, BODIES.endorsement()),
  submitFinalSales: (a, id) => submitFinalSales(a, id, BODIES.finalSales()),
  reviewFinalSales: (a, id) => reviewFinalSales(a, id, BODIES.finalSales()),
};

/** A body each action refuses (400) once the policy, the role and the status allow it; approval has no body. */
const INVALID: Partial<Record<ActionName, (actor: Actor, policyId: unknown) => Promise<unknown>>> = {
  requestCancellation: (a, id) => requestPolicyCancellation(a, id, { reason: "", cancellationDate: "31/12/2026" }),
  rejectCancellation: (a, id) => rejectPolicyCancellation(a, id, { reason: "   " }),
  cancel: (a, id) => cancelPolicy(a, id, wire(cancelPolicySchema, {})),
  createEndorsement: (a, id) => createPolicyEndorsement(a, id, { title: "", content: "Text", changes: { limitPerDay: "-5" } }),
  submitFinalSales: (a, id) => submitFinalSales(a, id, { finalSalesAmount: "-12000.00" }),
  reviewFinalSales: (a, id) => reviewFinalSales(a, id, { finalSalesAmount: "a lot" }),
};

let actors: ServicingActors;

beforeAll(async () => {
  actors = await servicingSetup();
});

/** One policy per kind and status for the refusals, made on first use and dropped should a refusal wrongly succeed. */
const shared = new Map<string, number>();
async function sharedPolicy(kind: PolicyKind, status: PolicyStatusName): Promise<number> {
  const key = `${kind} ${status}`;
  if (!shared.has(key)) shared.set(key, (await policyInStatus(actors, status, kind)).id);
  return shared.get(key)!;
}

async function outcomeOf(call: Promise<unknown>): Promise<{ outcome: string; detail: string }> {
  return call.then(
    () => ({ outcome: "ok", detail: "" }),
    (e: { code?: string; status?: number; message?: string; details?: unknown }) => {
      const byCode: Record<string, string> = {
        VALIDATION_FAILURE: "400",
        FORBIDDEN: "403",
        RESOURCE_NOT_FOUND: "404",
        INVALID_STATE_TRANSITION: "409",
      };
      const outcome =
        e?.code && byCode[e.code] && String(e.status) === byCode[e.code]
          ? byCode[e.code]
          : `${e?.code ?? "error"} ${e?.status ?? ""}`.trim();
      return { outcome, detail: `${e?.message ?? e}${e?.details ? ` ${JSON.stringify(e.details)}` : ""}` };
    },
  );
}

/**
 * A call that should be refused, tried on the shared policy of its kind and status: the result line
 * (`label: outcome`, with the error or "succeeded" when it is not `want`, and a note when the refusal
 * changed something). A policy a call changed is dropped from the shared ones.
 */
async function refusal(
  kind: PolicyKind,
  status: PolicyStatusName,
  label: string,
  want: string,
  call: (policyId: number) => Promise<unknown>,
): Promise<string> {
  const policyId = await sharedPolicy(kind, status);
  const before = await servicingSnapshot(policyId);
  const { outcome, detail } = await outcomeOf(call(policyId));
  let line = `${label}: ${outcome}`;
  if (outcome !== want) line += ` (${detail || "succeeded"})`;
  if (outcome === "ok") shared.delete(`${kind} ${status}`);
  else {
    const after = await servicingSnapshot(policyId);
    try {
      expect(after).toEqual(before);
    } catch {
      line += " (the refusal changed something)";
      shared.delete(`${kind} ${status}`);
    }
  }
  return line;
}

async function checkCell(kind: PolicyKind, action: ActionName, status: PolicyStatusName, row: Row) {
  const results: string[] = [];
  const expected: string[] = [];
  for (const [i, reader] of READERS.entries()) {
    const want = row[i];
    const actor = actors[reader];
    expected.push(`${reader}: ${want}`);
    if (want === "ok") {
      const fresh = await policyInStatus(actors, status, kind);
      const { outcome, detail } = await outcomeOf(RUN[action](actor, fresh.id));
      let line = `${reader}: ${outcome}`;
      if (outcome === "ok") {
        const after = await db.policy.findUniqueOrThrow({ where: { id: fresh.id }, select: { status: true } });
        if (after.status !== AFTER[action][status]) line += ` (left ${after.status}, expected ${AFTER[action][status]})`;
      } else line += ` (${detail})`;
      results.push(line);
    } else results.push(await refusal(kind, status, reader, String(want), (id) => RUN[action](actor, id)));
    // The same call with an invalid body: the guards answer first; a reader they let through gets 400.
    const invalid = INVALID[action];
    if (invalid) {
      const wantInvalid = want === "ok" ? "400" : String(want);
      expected.push(`${reader} with an invalid body: ${wantInvalid}`);
      results.push(await refusal(kind, status, `${reader} with an invalid body`, wantInvalid, (id) => invalid(actor, id)));
    }
  }
  expect(results, `${kind} ${status} × ${action}`).toEqual(expected);
}

const promotionCells = (Object.keys(PROMOTION) as ActionName[]).flatMap((action) =>
  (Object.keys(PROMOTION[action]) as PolicyStatusName[]).map((status) => ({ action, status, row: PROMOTION[action][status] })),
);
const eventCells = (Object.keys(EVENT) as ActionName[]).flatMap((action) =>
  (Object.keys(EVENT[action]) as EventStatus[]).map((status) => ({ action, status, row: EVENT[action][status] })),
);

describe("policy actions × statuses × readers: a promotion", () => {
  it.each(promotionCells)("$action from $status", async ({ action, status, row }) => {
    await checkCell("PROMOTION", action, status, row);
  });
});

describe("policy actions × statuses × readers: an event", () => {
  it.each(eventCells)("$action from $status", async ({ action, status, row }) => {
    await checkCell("EVENT", action, status, row);
  });
});

describe("the guards beyond the table", () => {
  it("a policy that does not exist, or an id that cannot be one, is not found for every action and reader", async () => {
    const max = (await db.policy.aggregate({ _max: { id: true } }))._max.id ?? 0;
    for (const id of [max + 1000, "abc", "0", "-1", null]) {
      for (const action of Object.keys(RUN) as ActionName[]) {
        for (const reader of ["admin", "underwriter", "broker"] as const) {
          const { outcome, detail } = await outcomeOf(RUN[action](actors[reader], id));
          expect(`${action} ${reader} ${String(id)}: ${outcome}`, detail).toBe(`${action} ${reader} ${String(id)}: 404`);
          // An invalid body too: what is not there is not found before its body is read.
          const invalid = INVALID[action];
          if (!invalid) continue;
          const bad = await outcomeOf(invalid(actors[reader], id));
          expect(`${action} ${reader} ${String(id)} with an invalid body: ${bad.outcome}`, bad.detail).toBe(
            `${action} ${reader} ${String(id)} with an invalid body: 404`,
          );
        }
      }
    }
  });

  it("a VIEW_MY_INDICATIONS broker may act on its own policy", async () => {
    const own = await livePolicy(actors, { owner: actors.ownOnlyBroker, promotion: undefined });
    const requested = await requestPolicyCancellation(actors.ownOnlyBroker, own.id, BODIES.request());
    expect(requested.status).toBe("CANCELLATION_REQUESTED");
    // …and its company colleague (company-wide) may too: a promotion of the own-only broker.
    const promo = await policyInStatus(actors, "LIVE", "PROMOTION", { owner: actors.ownOnlyBroker });
    expect((await submitFinalSales(actors.broker, promo.id, BODIES.finalSales())).status).toBe("FINAL_SALES_SUBMITTED");
  });

  it("the lists of endorsements and invoices: readers of the policy see them, others are told it does not exist", async () => {
    const dto = await policyInStatus(actors, "BOUND_UPDATED");
    await createPolicyEndorsement(actors.underwriter, dto.id, BODIES.endorsement());
    for (const reader of ["admin", "underwriter", "broker"] as const) {
      const endorsements = await listPolicyEndorsements(actors[reader], dto.id);
      expect(
        endorsements.map((e) => e.endorsementNumber),
        reader,
      ).toEqual([1]);
      const invoices = await listPolicyInvoices(actors[reader], dto.id);
      expect(
        invoices.map((i) => i.kind),
        reader,
      ).toEqual(["BIND", "FINAL_SALES"]);
    }
    for (const reader of ["ownOnlyBroker", "otherBroker"] as const) {
      expect((await outcomeOf(listPolicyEndorsements(actors[reader], dto.id))).outcome, reader).toBe("404");
      expect((await outcomeOf(listPolicyInvoices(actors[reader], dto.id))).outcome, reader).toBe("404");
    }
  });
});

describe("update final sales amount: offered exactly when the server takes it", () => {
  // Final sales are reported once the sales period has ended (spec §9, D46). The page must not offer
  // the report earlier only for the server to refuse it: both follow one rule.
  it.each([
    ["runs for another week", 7, false],
    ["ends today", 0, false],
    ["ended yesterday", -1, true],
  ] as const)("a LIVE promotion whose sales period %s", async (_name, endsIn, open) => {
    const dto = await livePolicy(actors, {
      promotion: { periodFrom: nyDay(-30), periodUntil: nyDay(endsIn), promotionDate: nyDay(20), finalEstimatedSales: "16000.00" },
    });
    for (const reader of ["admin", "broker"] as const) {
      const { actions } = await getPolicyDetails(actors[reader], dto.id);
      expect(actions.includes("submitFinalSales"), `offered to ${reader}`).toBe(open);
    }
    const before = await servicingSnapshot(dto.id);
    const { outcome, detail } = await outcomeOf(submitFinalSales(actors.broker, dto.id, BODIES.finalSales()));
    expect(outcome, detail).toBe(open ? "ok" : "400");
    if (!open) {
      expect(detail).toContain(`Final sales can be reported once the promotional period has ended (after ${usDay(nyDay(endsIn))})`);
      expect(await servicingSnapshot(dto.id), "the refusal changes nothing").toEqual(before);
    }
  });
});

describe("the actions the details offer match the table", () => {
  const statuses: PolicyStatusName[] = ["LIVE", "CANCELLATION_REQUESTED", "CANCELLED", "FINAL_SALES_SUBMITTED", "BOUND_UPDATED"];
  it.each(statuses)("a promotion %s", async (status) => {
    const policyId = await sharedPolicy("PROMOTION", status);
    for (const [i, reader] of (["admin", "underwriter", "broker"] as const).entries()) {
      const { actions } = await getPolicyDetails(actors[reader], policyId);
      const allowed: string[] = (Object.keys(PROMOTION) as ActionName[]).filter((a) => PROMOTION[a][status][i] === "ok");
      // A loss may be notified on any policy that is not cancelled, by each of them (the claims tests run it).
      if (status !== "CANCELLED") allowed.push("notifyLoss");
      expect([...actions].sort(), `${reader} on a ${status} promotion`).toEqual(allowed.sort());
    }
  });
});
