import type { ClaimActionName } from "./claim-actions";

// The words of the claim actions, apart from the lifecycle table (claim-actions.ts) so that the
// claim page's buttons do not load the permission rules.

export const CLAIM_ACTION_LABELS: Record<ClaimActionName, string> = {
  approve: "Approve claim",
  decline: "Decline claim",
  recordPayment: "Record payment",
  enterObserverReport: "Enter observer report",
};

/** The snackbar texts of a failed action. */
export const CLAIM_ACTION_FAILURES: Record<ClaimActionName, string> = {
  approve: "Could not approve the claim",
  decline: "Could not decline the claim",
  recordPayment: "Could not record the payment",
  enterObserverReport: "Could not save the observer report",
};
