// One colour per status family, the same everywhere (DESIGN.md §10): open, waiting on the
// underwriter or the insured, bound or live, closed or declined. The labels are the one name of
// each status on every screen, document and export, in the words a broker uses (no code's word
// order: "Final sales reviewed", not "Bound, updated").

export type StatusTone = "neutral" | "open" | "waiting" | "live" | "closed" | "danger";

export const QUOTATION_STATUS_LABELS = {
  NEW: "Draft",
  RATING_IN_PROGRESS: "Rating in progress",
  RATING_COMPLETED: "Rated",
  READY: "Ready",
  REFERRED_TO_UNDERWRITER: "Referred to underwriter",
  PRE_BOUND_REFERRED_TO_UNDERWRITER: "Pre-bind referred to underwriter",
  PRE_BOUND: "Pre-bound",
  SIGNED: "Signed",
  READY_TO_BIND: "Ready to bind",
  BOUND: "Bound",
  EXPIRED: "Expired",
  DECLINED: "Declined",
  NTU: "Not taken up",
} as const;

export const QUOTATION_STATUS_TONES: Record<keyof typeof QUOTATION_STATUS_LABELS, StatusTone> = {
  NEW: "neutral",
  RATING_IN_PROGRESS: "open",
  RATING_COMPLETED: "open",
  READY: "open",
  REFERRED_TO_UNDERWRITER: "waiting",
  PRE_BOUND_REFERRED_TO_UNDERWRITER: "waiting",
  PRE_BOUND: "waiting",
  SIGNED: "open",
  READY_TO_BIND: "open",
  BOUND: "live",
  EXPIRED: "closed",
  DECLINED: "danger",
  NTU: "closed",
};

export const POLICY_STATUS_LABELS = {
  LIVE: "Live",
  CANCELLATION_REQUESTED: "Cancellation requested",
  CANCELLED: "Cancelled",
  FINAL_SALES_SUBMITTED: "Final sales submitted",
  BOUND_UPDATED: "Final sales reviewed",
} as const;

export const POLICY_STATUS_TONES: Record<keyof typeof POLICY_STATUS_LABELS, StatusTone> = {
  LIVE: "live",
  CANCELLATION_REQUESTED: "waiting",
  CANCELLED: "closed",
  FINAL_SALES_SUBMITTED: "waiting",
  BOUND_UPDATED: "live",
};

export const CLAIM_STATUS_LABELS = {
  NOTIFIED: "Notified",
  DETERMINED: "Determined",
  APPROVED: "Approved",
  PAID: "Paid",
  DECLINED: "Declined",
} as const;

export const CLAIM_STATUS_TONES: Record<keyof typeof CLAIM_STATUS_LABELS, StatusTone> = {
  NOTIFIED: "waiting",
  DETERMINED: "waiting",
  APPROVED: "open",
  PAID: "live",
  DECLINED: "danger",
};
