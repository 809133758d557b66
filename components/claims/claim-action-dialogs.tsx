"use client";

import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as claimsApi from "@/lib/api/operations/claims";
import { CLAIM_ACTION_FAILURES } from "@/lib/claims/claim-action-labels";
import type { ClaimActionName } from "@/lib/claims/claim-actions";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { formatMoney } from "@/lib/format/money";
import { CLAIM_STATUS_LABELS } from "@/lib/status/status-style";
import { ConfirmDialog } from "@/components/ui/dialog";
import { DetailList } from "@/components/ui/detail-list";
import { useSnackbar } from "@/components/ui/snackbar";
import { failureMessage } from "@/components/forms/api-errors";
import { ReasonDialog } from "@/components/quotations/actions/reason-dialog";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { ClaimPaymentDialog } from "./claim-payment-dialog";
import { ObserverReportDialog } from "./observer-report-dialog";

/**
 * The dialogs of the claim page's actions (claim-actions.tsx shows the buttons and loads this
 * module on first use): each posts to /api/claim/{id}/…; a success shows a snackbar and refreshes
 * the page, a failure shows the action's failure text with the server's reason, and a refused
 * field's message under the field.
 */
export function ClaimActionDialogs({
  claim,
  formats,
  dialog,
  onDialogChange,
}: {
  claim: ClaimDetailsDto;
  formats: Formats;
  dialog: ClaimActionName | null;
  onDialogChange: (dialog: ClaimActionName | null) => void;
}) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const has = (a: ClaimActionName) => claim.actions.includes(a);
  const params = { claimId: claim.id };
  const openChange = (name: ClaimActionName) => (open: boolean) => onDialogChange(open ? name : null);
  const n = claim.claimNumber;

  /** Posts an action; on success a snackbar and a fresh page, on failure the snackbar and a throw. */
  async function run(
    action: ClaimActionName,
    request: () => Promise<{ data: ClaimDetailsDto }>,
    success: (data: ClaimDetailsDto) => string,
  ) {
    try {
      const { data } = await request();
      snackbar.show(success(data), "success");
      router.refresh();
      return data;
    } catch (error) {
      snackbar.show(failureMessage(CLAIM_ACTION_FAILURES[action], error), "error");
      throw error;
    }
  }

  return (
    <>
      {has("approve") && (
        <ConfirmDialog
          open={dialog === "approve"}
          onOpenChange={openChange("approve")}
          size="md"
          title={`Approve claim ${n}?`}
          description="The amount is fixed as it stands. The broker (and the insured, when the policy has their address) are emailed; the payment is recorded next."
          confirmLabel="Approve claim"
          onConfirm={() =>
            run(
              "approve",
              () => callApi(claimsApi.approveClaim, { params }),
              (data) => `Claim ${n} approved: ${formatMoney(data.amount)}`,
            )
          }
        >
          <DetailList
            className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 sm:grid-cols-1"
            data-testid="approve-claim-amount"
            items={[
              ["Policy", `${claim.policyNumber}, ${claim.insuredName}`],
              [
                "Amount to approve",
                <span key="a" className="text-base tabular-nums">
                  {formatMoney(claim.amount)}
                </span>,
              ],
            ]}
          />
        </ConfirmDialog>
      )}

      {has("decline") && (
        <ReasonDialog
          open={dialog === "decline"}
          onOpenChange={openChange("decline")}
          destructive
          title={`Decline claim ${n}`}
          description="Nothing is paid under the claim. The broker (and the insured, when the policy has their address) are emailed the reason, and it is printed on the determination letter."
          label="Reason"
          hint="Why the claim is declined, in words the broker and the insured read."
          required
          confirmLabel="Decline claim"
          onConfirm={async (reason) => {
            await run(
              "decline",
              () => callApi(claimsApi.declineClaim, { params, body: { reason } }),
              (data) => `Claim ${n}: ${CLAIM_STATUS_LABELS[data.status].toLowerCase()}`,
            );
          }}
        />
      )}

      {has("recordPayment") && (
        <ClaimPaymentDialog
          open={dialog === "recordPayment"}
          onOpenChange={openChange("recordPayment")}
          claim={claim}
          formats={formats}
          onSend={async (body) => {
            await run(
              "recordPayment",
              () => callApi(claimsApi.recordClaimPayment, { params, body }),
              (data) => `Payment of ${formatMoney(data.paidAmount)} recorded: claim ${n} is paid`,
            );
          }}
        />
      )}

      {has("enterObserverReport") && (
        <ObserverReportDialog
          open={dialog === "enterObserverReport"}
          onOpenChange={openChange("enterObserverReport")}
          claim={claim}
          formats={formats}
          onSend={async (body) => {
            await run(
              "enterObserverReport",
              () => callApi(claimsApi.enterObserverReport, { params, body }),
              (data) => `Observer report saved: claim ${n} is ${CLAIM_STATUS_LABELS[data.status].toLowerCase()}`,
            );
          }}
        />
      )}
    </>
  );
}
