"use client";

import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as policiesApi from "@/lib/api/operations/policies";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { cancellationReturn } from "@/lib/policies/cancellation-return";
import { POLICY_ACTION_FAILURES } from "@/lib/policies/policy-action-labels";
import type { PolicyActionName } from "@/lib/policies/policy-actions";
import type { CreateEndorsementInput } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto, PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";
import { ConfirmDialog } from "@/components/ui/dialog";
import { DetailList } from "@/components/ui/detail-list";
import { useSnackbar } from "@/components/ui/snackbar";
import { failureMessage } from "@/components/forms/api-errors";
import { ReasonDialog } from "@/components/quotations/actions/reason-dialog";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { CancellationDialog, type CancellationValues } from "./cancellation-dialog";
import { EndorsementDialog } from "./endorsement-dialog";
import { FinalSalesDialog, FinalSalesReviewDialog } from "./final-sales-dialog";

/**
 * The dialogs of the policy page's actions (policy-actions.tsx shows the buttons and loads this
 * module on first use): each posts to /api/policy/{id}/…; a success refreshes the page, a failure
 * shows the spec's text (§8) in the snackbar and, for a validation failure, the field messages
 * under the fields.
 */
export function PolicyActionDialogs({
  policy,
  formats,
  dialog,
  onDialogChange,
}: {
  policy: PolicyDetailsDto;
  formats: Formats;
  /** The open dialog, null when none is. */
  dialog: PolicyActionName | null;
  onDialogChange: (dialog: PolicyActionName | null) => void;
}) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const has = (a: PolicyActionName) => policy.actions.includes(a);
  const params = { policyId: policy.id };
  const openChange = (name: PolicyActionName) => (open: boolean) => onDialogChange(open ? name : null);
  const openRequest = policy.cancellations.find((c) => c.status === "REQUESTED");
  const openReport = policy.finalSales.find((f) => f.status === "SUBMITTED");

  /** Posts an action; on success a snackbar and a fresh page, on failure the spec's snackbar and a throw. */
  async function run<T = PolicyDetailsDto>(
    action: PolicyActionName,
    request: () => Promise<{ data: T }>,
    success: (data: T) => string,
  ): Promise<T> {
    try {
      const { data } = await request();
      snackbar.show(success(data), "success");
      router.refresh();
      return data;
    } catch (error) {
      snackbar.show(failureMessage(POLICY_ACTION_FAILURES[action], error), "error");
      throw error;
    }
  }
  const statusText = (data: PolicyDetailsDto) => (data?.status ? `: ${POLICY_STATUS_LABELS[data.status]}` : "");
  const cancellationBody = (v: CancellationValues) => ({ reason: v.reason, cancellationDate: v.cancellationDate });

  const estimate = openRequest
    ? cancellationReturn({ premium: policy.premium, inception: policy.item.dateFrom, cancellationDate: openRequest.cancellationDate })
    : null;

  return (
    <>
      {has("requestCancellation") && (
        <CancellationDialog
          open={dialog === "requestCancellation"}
          onOpenChange={openChange("requestCancellation")}
          mode="request"
          policy={policy}
          formats={formats}
          onSend={async (values) => {
            await run(
              "requestCancellation",
              () => callApi(policiesApi.requestPolicyCancellation, { params, body: cancellationBody(values) }),
              () => "Cancellation requested: an underwriter will approve or reject it",
            );
          }}
        />
      )}

      {has("cancel") && (
        <CancellationDialog
          open={dialog === "cancel"}
          onOpenChange={openChange("cancel")}
          mode="cancel"
          policy={policy}
          formats={formats}
          onSend={async (values) => {
            await run(
              "cancel",
              () => callApi(policiesApi.cancelPolicy, { params, body: cancellationBody(values) }),
              () => `Policy ${policy.policyNumber} cancelled`,
            );
          }}
        />
      )}

      {has("approveCancellation") && (
        <ConfirmDialog
          open={dialog === "approveCancellation"}
          onOpenChange={openChange("approveCancellation")}
          destructive
          title={`Approve the cancellation of ${policy.policyNumber}?`}
          description="The policy is cancelled: a cancellation endorsement is issued and, when premium is returned, a credit note. This cannot be undone."
          confirmLabel="Approve cancellation"
          cancelLabel="Keep policy"
          onConfirm={() =>
            run(
              "approveCancellation",
              () => callApi(policiesApi.approvePolicyCancellation, { params }),
              () => `Cancellation approved: policy ${policy.policyNumber} is cancelled`,
            )
          }
        >
          {openRequest && (
            <DetailList
              className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 sm:grid-cols-1"
              data-testid="approve-cancellation-request"
              items={[
                [
                  "Reason",
                  <span key="r" className="whitespace-pre-line font-normal">
                    {openRequest.reason}
                  </span>,
                ],
                ["Cancellation date", formatCalendarDate(openRequest.cancellationDate, formats)],
                ["Requested by", openRequest.requestedBy?.name ?? "—"],
                [
                  "Estimated return premium",
                  <span key="e" className="tabular-nums">
                    {formatMoney(estimate?.returnPremium)}
                  </span>,
                ],
              ]}
            />
          )}
        </ConfirmDialog>
      )}

      {has("rejectCancellation") && (
        <ReasonDialog
          open={dialog === "rejectCancellation"}
          onOpenChange={openChange("rejectCancellation")}
          title={`Reject the cancellation request on ${policy.policyNumber}`}
          description="The policy stays live. The broker is emailed the reason."
          label="Reason"
          hint="Why the request is rejected: sent to the broker."
          required
          confirmLabel="Reject request"
          onConfirm={async (reason) => {
            await run(
              "rejectCancellation",
              () => callApi(policiesApi.rejectPolicyCancellation, { params, body: { reason } }),
              (data) => `Cancellation request rejected${statusText(data)}`,
            );
          }}
        >
          {openRequest && (
            <DetailList
              className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5"
              items={[
                ["Requested by", openRequest.requestedBy?.name ?? "—"],
                ["Cancellation date", formatCalendarDate(openRequest.cancellationDate, formats)],
                [
                  "Broker's reason",
                  <span key="r" className="whitespace-pre-line font-normal">
                    {openRequest.reason}
                  </span>,
                ],
              ]}
            />
          )}
        </ReasonDialog>
      )}

      {has("createEndorsement") && (
        <EndorsementDialog
          open={dialog === "createEndorsement"}
          onOpenChange={openChange("createEndorsement")}
          policy={policy}
          formats={formats}
          onPreview={async (body: CreateEndorsementInput) => {
            try {
              return (await callApi(policiesApi.previewPolicyEndorsement, { params, body })).data;
            } catch (error) {
              snackbar.show(failureMessage(POLICY_ACTION_FAILURES.createEndorsement, error), "error");
              throw error;
            }
          }}
          onCreate={(body: CreateEndorsementInput) =>
            run<PolicyEndorsementDto>(
              "createEndorsement",
              () => callApi(policiesApi.createPolicyEndorsement, { params, body }),
              (e) => `Endorsement ${e.endorsementNumber} issued`,
            )
          }
        />
      )}

      {has("submitFinalSales") && (
        <FinalSalesDialog
          open={dialog === "submitFinalSales"}
          onOpenChange={openChange("submitFinalSales")}
          policy={policy}
          formats={formats}
          onSend={async (finalSalesAmount) => {
            await run(
              "submitFinalSales",
              () => callApi(policiesApi.submitFinalSales, { params, body: { finalSalesAmount } }),
              (data) => `Final sales sent for review${statusText(data)}`,
            );
          }}
        />
      )}

      {has("reviewFinalSales") && (
        <FinalSalesReviewDialog
          open={dialog === "reviewFinalSales"}
          onOpenChange={openChange("reviewFinalSales")}
          policy={policy}
          report={openReport}
          formats={formats}
          onSend={async (finalSalesAmount) => {
            await run(
              "reviewFinalSales",
              () => callApi(policiesApi.reviewFinalSales, { params, body: { finalSalesAmount } }),
              (data) => `Final sales reviewed${statusText(data)}`,
            );
          }}
        />
      )}
    </>
  );
}
