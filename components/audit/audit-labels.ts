import { isAuditActionName, type AuditActionName } from "@/lib/audit/audit-actions";

// How the history timelines name each audit action; keyed by the list in lib/audit, so an action
// without a name here does not compile.

export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  "auth.signIn": "Signed in",
  "auth.signOut": "Signed out",
  "auth.acceptInvitation": "Accepted the invitation",
  "auth.resetPassword": "Reset the password",
  "user.create": "Created",
  "user.import": "Imported from a CSV file",
  "user.update": "Changed",
  "user.resendInvitation": "Invitation resent",
  "user.changePassword": "Changed the password",
  "user.updateProfile": "Changed own preferences",
  "company.create": "Created",
  "company.update": "Changed",
  "company.updateLogo": "Logo changed",
  "config.update": "Changed",
  "stateFee.update": "Changed",
  "localPremiumTax.update": "Changed",
  "binder.create": "Created",
  "binder.delete": "Removed",
  "note.create": "Note added",
  "quotation.create": "Draft created",
  "quotation.copy": "Created as a copy",
  "quotation.submit": "Submitted",
  "quotation.rated": "Rated",
  "quotation.ratingFailed": "Rating failed",
  "quotation.ready": "Ready",
  "quotation.referred": "Referred to an underwriter",
  "quotation.accept": "Accepted",
  "quotation.amendAndAccept": "Amended and accepted",
  "quotation.decline": "Declined",
  "quotation.requestReferral": "Referral requested",
  "quotation.selectOptions": "Options selected, pre-bound",
  "quotation.preBoundReferral.accept": "Pre-bound referral accepted",
  "quotation.preBoundReferral.reject": "Pre-bound referral rejected",
  "quotation.cancel": "Cancelled (NTU)",
  "quotation.revise": "Revised",
  "quotation.assignBroker": "Broker assigned",
  "quotation.updateInsured": "Insured details updated",
  "quotation.document.upload": "Document uploaded",
  "quotation.document.setType": "Document type set",
  "quotation.expire": "Expired",
  "quotation.requestBind": "Bind requested",
  "quotation.bind": "Bound",
  "quotation.signingLink.send": "Signing link emailed",
  "quotation.signingLink.open": "Signing page opened for the insured",
  "quotation.signingLink.copy": "Signing link shown to copy",
  "quotation.sign": "Proposal signed",
  "quotation.sign.late": "Proposal signed after it was withdrawn",
  "quotation.sign.declined": "Signing declined",
  "quotation.sign.failed": "Signing failed",
  "policy.bind": "Bound",
  "policy.cancellationRequested": "Cancellation requested",
  "policy.cancellationApproved": "Cancellation approved",
  "policy.cancellationRejected": "Cancellation request rejected",
  "policy.cancelled": "Cancelled",
  "policy.endorsed": "Endorsement issued",
  "policy.finalSalesSubmitted": "Final sales reported",
  "policy.finalSalesReviewed": "Final sales reviewed",
  "claim.opened": "Claim opened",
  "claim.lossNotice": "Loss notified",
  "claim.determined": "Determined from the weather record",
  "claim.observerReport": "Observer report entered",
  "claim.approved": "Approved",
  "claim.declined": "Declined",
  "claim.paid": "Payment recorded",
  "weather.observationsPosted": "Observations added or corrected",
};

/** The name of a recorded action; one written before the list knew it reads as its name in words. */
export function auditActionLabel(action: string): string {
  return isAuditActionName(action) ? AUDIT_ACTION_LABELS[action] : humanize(action);
}

/**
 * A name for an action or field no label table knows, rather than the internal one: the last part,
 * camel case in words ("company.updateLogo" → "Update logo", "zipCode" → "Zip code").
 */
export function humanize(name: string): string {
  const last = name.split(".").pop() ?? name;
  const words = last
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}
