import type { PolicyActionName } from "./policy-actions";

// The words of the policy actions, apart from the lifecycle table (policy-actions.ts) so that the
// policy page's buttons load neither the permission rules nor the promotion arithmetic.

export const POLICY_ACTION_LABELS: Record<PolicyActionName, string> = {
  requestCancellation: "Request cancellation",
  approveCancellation: "Approve cancellation",
  rejectCancellation: "Reject cancellation",
  cancel: "Cancel policy",
  createEndorsement: "Create endorsement",
  submitFinalSales: "Update final sales amount",
  reviewFinalSales: "Review final sales",
  notifyLoss: "Notify a loss",
};

/** The snackbar texts of a failed action (spec §8). */
export const POLICY_ACTION_FAILURES: Record<PolicyActionName, string> = {
  requestCancellation: "Submitting policy cancellation request failed",
  approveCancellation: "Policy cancellation failed",
  rejectCancellation: "Rejecting policy cancellation request failed",
  cancel: "Policy cancellation failed",
  createEndorsement: "Could not create endorsement",
  submitFinalSales: "Could not send Final Sales Revision",
  reviewFinalSales: "Could not send Final Sales Revision",
  notifyLoss: "Could not send the loss notice",
};
