"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Ban, CalendarX2, CheckCircle2, ClipboardCheck, FilePlus2, Receipt, Undo2 } from "lucide-react";
import { callApi } from "@/lib/api/client";
import * as policiesApi from "@/lib/api/operations/policies";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { cancellationReturn } from "@/lib/policies/cancellation-return";
import { POLICY_ACTION_FAILURES, POLICY_ACTION_LABELS, type PolicyActionName } from "@/lib/policies/policy-actions";
import type { CreateEndorsementInput } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto, PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";
import { Button } from "@/components/ui/button";
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
 * The buttons of the policy page: exactly the actions the server allows the reader now
 * (PolicyDetailsDto.actions, from lib/policies/policy-actions.ts), each a dialog that posts to
 * /api/policy/{id}/…; a success refreshes the page, a failure shows the spec's text (§8) in the
 * snackbar and, for a validation failure, the field messages under the fields.
 */
export function PolicyActions({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [dialog, setDialog] = React.useState<PolicyActionName | null>(null);
  const has = (a: PolicyActionName) => policy.actions.includes(a);
  const params = { policyId: policy.id };
  const openChange = (name: PolicyActionName) => (open: boolean) => setDialog(open ? name : null);
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

  const buttons: React.ReactNode[] = [];
  const button = (name: PolicyActionName, icon: React.ReactNode, variant: "primary" | "secondary" = "secondary", className?: string) =>
    buttons.push(
      <Button key={name} variant={variant} className={className} onClick={() => setDialog(name)}>
        {icon}
        {POLICY_ACTION_LABELS[name]}
      </Button>,
    );
  const danger = "text-red-700 hover:text-red-800";
  // The next step first, the destructive ones last.
  if (has("reviewFinalSales")) button("reviewFinalSales", <ClipboardCheck aria-hidden />, "primary");
  if (has("submitFinalSales")) button("submitFinalSales", <Receipt aria-hidden />, "primary");
  if (has("approveCancellation")) button("approveCancellation", <CheckCircle2 aria-hidden />, "primary");
  if (has("rejectCancellation")) button("rejectCancellation", <Undo2 aria-hidden />);
  if (has("createEndorsement"))
    button("createEndorsement", <FilePlus2 aria-hidden />, has("approveCancellation") || has("reviewFinalSales") ? "secondary" : "primary");
  if (has("requestCancellation")) button("requestCancellation", <CalendarX2 aria-hidden />, "secondary", danger);
  if (has("cancel")) button("cancel", <Ban aria-hidden />, "secondary", danger);

  if (buttons.length === 0) return null;
  const estimate = openRequest
    ? cancellationReturn({ premium: policy.premium, inception: policy.item.dateFrom, cancellationDate: openRequest.cancellationDate })
    : null;

  return (
    <>
      <div role="toolbar" aria-label="Policy actions" className="flex flex-wrap items-center gap-2" data-testid="policy-actions">
        {buttons}
      </div>

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
