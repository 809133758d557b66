import { subject, type Action, type AppAbility } from "@/lib/permissions/rules";

// The claim lifecycle as data (docs/claims.md): for each action on a claim, the permission it needs
// and the statuses it may start from. The use cases in server/claims guard every transition with
// this table inside the claim's row lock, and the claim pages show a button for exactly the actions
// it allows.
//
//   NOTIFIED ──(observations / observer report)──▶ DETERMINED ──approve──▶ APPROVED ──payment──▶ PAID
//       └───────────────────────decline────────────────┴──▶ DECLINED

export const CLAIM_STATUSES = ["NOTIFIED", "DETERMINED", "APPROVED", "PAID", "DECLINED"] as const;
export type ClaimStatusName = (typeof CLAIM_STATUSES)[number];

/** Claims that wait for the underwriter: determined and not yet approved or declined. */
export const CLAIM_STATUSES_TO_DECIDE: readonly ClaimStatusName[] = ["DETERMINED"];
/** Claims whose days and amount may still change as observations arrive. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatusName[] = ["NOTIFIED", "DETERMINED"];

export const CLAIM_ACTIONS = {
  approve: { permission: "decideClaim", from: ["DETERMINED"] },
  decline: { permission: "decideClaim", from: ["NOTIFIED", "DETERMINED"] },
  recordPayment: { permission: "recordClaimPayment", from: ["APPROVED"] },
  enterObserverReport: { permission: "enterObservations", from: ["NOTIFIED", "DETERMINED"] },
} as const satisfies Record<string, { permission: Action; from: readonly ClaimStatusName[] }>;

export type ClaimActionName = keyof typeof CLAIM_ACTIONS;
export const CLAIM_ACTION_NAMES = Object.keys(CLAIM_ACTIONS) as ClaimActionName[];

export type ClaimScope = { status: ClaimStatusName; brokerCompanyId: number; brokerUserId: number };

export function claimStatusAllows(action: ClaimActionName, claim: Pick<ClaimScope, "status">): boolean {
  return (CLAIM_ACTIONS[action].from as readonly string[]).includes(claim.status);
}

export function claimPermissionAllows(ability: AppAbility, action: ClaimActionName, claim: ClaimScope): boolean {
  const record = subject("Claim", { brokerCompanyId: claim.brokerCompanyId, brokerUserId: claim.brokerUserId } as Record<string, unknown>);
  if (!ability.can("read", record as never)) return false;
  return ability.can(CLAIM_ACTIONS[action].permission, record as never);
}

/** The actions a user may take on a claim now, in the table's order. */
export function availableClaimActions(ability: AppAbility, claim: ClaimScope): ClaimActionName[] {
  return CLAIM_ACTION_NAMES.filter((a) => claimStatusAllows(a, claim) && claimPermissionAllows(ability, a, claim));
}
