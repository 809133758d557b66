import { subject, type Action, type AppAbility } from "@/lib/permissions/rules";

// The quotation lifecycle as data (DESIGN.md §5): for each action, the permission it needs
// (spec §6) and the statuses it may start from. The server's use cases guard every transition with
// this table inside a row lock; the details page shows a button for exactly the actions it allows.

export const QUOTATION_STATUSES = [
  "NEW",
  "RATING_IN_PROGRESS",
  "RATING_COMPLETED",
  "READY",
  "REFERRED_TO_UNDERWRITER",
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
  "BOUND",
  "EXPIRED",
  "DECLINED",
  "NTU",
] as const;
export type QuotationStatusName = (typeof QUOTATION_STATUSES)[number];

/** Statuses in which a quotation is still alive: it can be cancelled, expire, be reassigned. */
export const OPEN_STATUSES: readonly QuotationStatusName[] = [
  "NEW",
  "READY",
  "REFERRED_TO_UNDERWRITER",
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
];

/** Statuses in which the quotation has a proposal letter: from the broker's choice of options on. */
export const PROPOSAL_STATUSES: readonly QuotationStatusName[] = [
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
  "BOUND",
];

export const QUOTATION_ACTIONS = {
  /** Save a wizard draft and submit it for rating. */
  editDraft: { permission: "create", from: ["NEW"] },
  submit: { permission: "create", from: ["NEW"] },
  review: { permission: "review", from: ["REFERRED_TO_UNDERWRITER"] },
  requestReferral: { permission: "requestReferral", from: ["READY"] },
  selectOptions: { permission: "selectOptions", from: ["READY"] },
  managePreBoundReferral: { permission: "updatePreBoundReferral", from: ["PRE_BOUND_REFERRED_TO_UNDERWRITER"] },
  cancel: { permission: "cancel", from: OPEN_STATUSES },
  revise: {
    permission: "revise",
    from: ["READY", "REFERRED_TO_UNDERWRITER", "PRE_BOUND_REFERRED_TO_UNDERWRITER", "PRE_BOUND", "DECLINED"],
  },
  copy: { permission: "create", from: QUOTATION_STATUSES.filter((s) => s !== "RATING_IN_PROGRESS" && s !== "RATING_COMPLETED") },
  assignBroker: { permission: "assignBroker", from: OPEN_STATUSES },
  // Once signed, the insured named in the signed proposal stays: revise the quotation to change it.
  updateInsured: { permission: "updateInsured", from: OPEN_STATUSES.filter((s) => s !== "SIGNED" && s !== "READY_TO_BIND") },
  updateDocuments: { permission: "updateDocuments", from: OPEN_STATUSES },
  // Signing and binding (issue 6) use the same table.
  sign: { permission: "sign", from: ["PRE_BOUND"] },
  requestBind: { permission: "requestBind", from: ["SIGNED"] },
  bind: { permission: "bind", from: ["SIGNED", "READY_TO_BIND"] },
} as const satisfies Record<string, { permission: Action; from: readonly QuotationStatusName[] }>;

export type QuotationActionName = keyof typeof QUOTATION_ACTIONS;
export const QUOTATION_ACTION_NAMES = Object.keys(QUOTATION_ACTIONS) as QuotationActionName[];

export const QUOTATION_ACTION_LABELS: Record<QuotationActionName, string> = {
  editDraft: "Continue draft",
  submit: "Submit",
  review: "Review",
  requestReferral: "Request referral",
  selectOptions: "Select options and pre-bind",
  managePreBoundReferral: "Manage pre-bound referral",
  cancel: "Cancel quotation (NTU)",
  revise: "Revise",
  copy: "Copy as new quote",
  assignBroker: "Assign broker",
  updateInsured: "Update insured details",
  updateDocuments: "Upload documents",
  sign: "Sign proposal",
  requestBind: "Request bind",
  bind: "Bind",
};

export type QuotationScope = { status: QuotationStatusName; brokerCompanyId: number; brokerUserId: number };

/** Whether the lifecycle allows the action from this status (who may do it is checked apart). */
export function statusAllows(action: QuotationActionName, status: QuotationStatusName): boolean {
  return (QUOTATION_ACTIONS[action].from as readonly string[]).includes(status);
}

/** Whether the user's rules allow the action on this quotation (its company and broker). */
export function permissionAllows(ability: AppAbility, action: QuotationActionName, quotation: QuotationScope): boolean {
  const record = subject("Quotation", { brokerCompanyId: quotation.brokerCompanyId, brokerUserId: quotation.brokerUserId } as Record<
    string,
    unknown
  >);
  if (!ability.can("read", record as never)) return false;
  return ability.can(QUOTATION_ACTIONS[action].permission, record as never);
}

/** The actions a user may take on a quotation now, in the table's order. */
export function availableActions(ability: AppAbility, quotation: QuotationScope): QuotationActionName[] {
  return QUOTATION_ACTION_NAMES.filter((a) => statusAllows(a, quotation.status) && permissionAllows(ability, a, quotation));
}
