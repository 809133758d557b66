import { subject, type Action, type AppAbility } from "@/lib/permissions/rules";
import { salesPeriodRunning } from "./promotion-terms";

// The policy lifecycle as data (spec §4, §6; DESIGN.md §5): for each action after bind, the
// permission it needs and the statuses (and, for final sales, the kind) it may start from. The
// use cases in server/policies guard every transition with this table inside the policy's row
// lock, and the details page shows a button for exactly the actions it allows.

export const POLICY_STATUSES = ["LIVE", "CANCELLATION_REQUESTED", "CANCELLED", "FINAL_SALES_SUBMITTED", "BOUND_UPDATED"] as const;
export type PolicyStatusName = (typeof POLICY_STATUSES)[number];

export const POLICY_ACTIONS = {
  requestCancellation: { permission: "requestCancel", from: ["LIVE"], kinds: ["EVENT", "PROMOTION"] },
  approveCancellation: { permission: "approveCancel", from: ["CANCELLATION_REQUESTED"], kinds: ["EVENT", "PROMOTION"] },
  rejectCancellation: { permission: "approveCancel", from: ["CANCELLATION_REQUESTED"], kinds: ["EVENT", "PROMOTION"] },
  cancel: { permission: "cancel", from: ["LIVE", "CANCELLATION_REQUESTED"], kinds: ["EVENT", "PROMOTION"] },
  createEndorsement: {
    permission: "createEndorsement",
    from: ["LIVE", "CANCELLATION_REQUESTED", "FINAL_SALES_SUBMITTED", "BOUND_UPDATED"],
    kinds: ["EVENT", "PROMOTION"],
  },
  submitFinalSales: { permission: "updateFinalSalesAmount", from: ["LIVE"], kinds: ["PROMOTION"] },
  reviewFinalSales: { permission: "updateFinalSales", from: ["FINAL_SALES_SUBMITTED"], kinds: ["PROMOTION"] },
  notifyLoss: {
    permission: "notifyLoss",
    from: ["LIVE", "CANCELLATION_REQUESTED", "FINAL_SALES_SUBMITTED", "BOUND_UPDATED"],
    kinds: ["EVENT", "PROMOTION"],
  },
} as const satisfies Record<string, { permission: Action; from: readonly PolicyStatusName[]; kinds: readonly ("EVENT" | "PROMOTION")[] }>;

export type PolicyActionName = keyof typeof POLICY_ACTIONS;
export const POLICY_ACTION_NAMES = Object.keys(POLICY_ACTIONS) as PolicyActionName[];

export { POLICY_ACTION_FAILURES, POLICY_ACTION_LABELS } from "./policy-action-labels";

export type PolicyScope = { status: PolicyStatusName; kind: "EVENT" | "PROMOTION"; brokerCompanyId: number; brokerUserId: number };

/** Whether the lifecycle allows the action from this status and for this kind of policy. */
export function policyStatusAllows(action: PolicyActionName, policy: Pick<PolicyScope, "status" | "kind">): boolean {
  const rule = POLICY_ACTIONS[action];
  return (rule.from as readonly string[]).includes(policy.status) && (rule.kinds as readonly string[]).includes(policy.kind);
}

/** Whether the user's rules allow the action on this policy (its company and broker). */
export function policyPermissionAllows(ability: AppAbility, action: PolicyActionName, policy: PolicyScope): boolean {
  const record = subject("Policy", { brokerCompanyId: policy.brokerCompanyId, brokerUserId: policy.brokerUserId } as Record<
    string,
    unknown
  >);
  if (!ability.can("read", record as never)) return false;
  return ability.can(POLICY_ACTIONS[action].permission, record as never);
}

/** What the rules of the day read of a policy: a promotion's last sales day and the end of its period (YYYY-MM-DD). */
export type PolicyDates = { promotionPeriodUntil: string | null; dateUntil: string };

/**
 * Whether the action's rule of the day lets it run on `today`, beyond its status and role: final
 * sales are reported only once the sales period has ended (salesPeriodRunning). The use case
 * refuses with the same rule (400), so the page never offers what the server would refuse.
 */
export function policyActionOpenOn(action: PolicyActionName, policy: PolicyDates, today: string): boolean {
  if (action === "submitFinalSales") return salesPeriodRunning(policy, today) === null;
  return true;
}

/** The actions a user may take on a policy now (`today`, New York), in the table's order. */
export function availablePolicyActions(ability: AppAbility, policy: PolicyScope & PolicyDates, today: string): PolicyActionName[] {
  return POLICY_ACTION_NAMES.filter(
    (a) => policyStatusAllows(a, policy) && policyPermissionAllows(ability, a, policy) && policyActionOpenOn(a, policy, today),
  );
}
