"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as bindingApi from "@/lib/api/operations/binding";
import * as quotationsApi from "@/lib/api/operations/quotations";
import type { QuotationActionName, QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { BrokerOptionDto } from "@/lib/quotations/quotation-dto";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import { useSnackbar } from "@/components/ui/snackbar";
import { LoadOnOpen } from "@/components/ui/load-on-open";
import { failureMessage } from "@/components/forms/api-errors";
import type { ActionQuotation } from "./action-quotation";
import { AssignBrokerDialog } from "./assign-broker-dialog";
import { BindDialog } from "./bind-dialog";
import { PreBoundReferralDialog } from "./pre-bound-referral-dialog";
import { ReasonDialog } from "./reason-dialog";
import { RequestBindDialog } from "./request-bind-dialog";
import { UpdateInsuredDialog } from "./update-insured-dialog";

export type QuotationDialogName =
  "requestReferral" | "cancel" | "managePreBoundReferral" | "assignBroker" | "updateInsured" | "requestBind" | "bind";

/**
 * The dialogs of the details page's actions and what they post (quotation-actions.tsx shows the
 * buttons and loads this module on first use, as the policy page does): each dialog mounts at its
 * first opening (LoadOnOpen) and stays mounted; a success shows a snackbar and refreshes the page
 * (bind goes to the new policy), a failure shows a snackbar and keeps the dialog open.
 */
export function QuotationActionDialogs({
  quotation,
  dialog,
  onDialogChange,
}: {
  quotation: ActionQuotation;
  /** The open dialog, null when none is. */
  dialog: QuotationDialogName | null;
  onDialogChange: (dialog: QuotationDialogName | null) => void;
}) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const has = (a: QuotationActionName) => quotation.actions.includes(a);
  const openChange = (name: QuotationDialogName) => (open: boolean) => onDialogChange(open ? name : null);

  /** Posts an action; on success a snackbar and a fresh page, on failure a snackbar and a throw. */
  async function run(
    request: () => Promise<{ data: { status: QuotationStatusName } }>,
    success: (status?: QuotationStatusName) => string,
    failure: string,
  ) {
    try {
      const { data } = await request();
      snackbar.show(success(data.status), "success");
      router.refresh();
    } catch (error) {
      snackbar.show(failureMessage(failure, error), "error");
      throw error;
    }
  }
  const quotationId = quotation.id;
  const suggestPolicyNumber = React.useCallback(
    async (signal: AbortSignal) => (await callApi(bindingApi.suggestPolicyNumber, { params: { quotationId }, signal })).data,
    [quotationId],
  );
  const statusText = (status?: QuotationStatusName) => (status ? QUOTATION_STATUS_LABELS[status] : null);

  return (
    <>
      {has("requestReferral") && (
        <LoadOnOpen open={dialog === "requestReferral"}>
          <ReasonDialog
            open={dialog === "requestReferral"}
            onOpenChange={openChange("requestReferral")}
            title={`Request referral of ${quotation.quotationNumber}`}
            description="An underwriter reviews the quotation and accepts, amends or declines it."
            label="Reason"
            hint="What the underwriter should look at."
            required
            confirmLabel="Send referral request"
            onConfirm={(reason) =>
              run(
                () => callApi(quotationsApi.requestQuotationReferral, { params: { quotationId: quotation.id }, body: { reason } }),
                () => "Referral requested: an underwriter will review the quotation",
                "Could not send referral request",
              )
            }
          />
        </LoadOnOpen>
      )}

      {has("cancel") && (
        <LoadOnOpen open={dialog === "cancel"}>
          <ReasonDialog
            open={dialog === "cancel"}
            onOpenChange={openChange("cancel")}
            destructive
            title={`Cancel quotation ${quotation.quotationNumber}?`}
            description="The quotation becomes Not taken up (NTU) and can no longer be changed or bound. You can still copy it as a new quote."
            label="Reason"
            hint="Optional: why the insured does not take it up."
            confirmLabel="Cancel quotation"
            cancelLabel="Keep quotation"
            onConfirm={(reason) =>
              run(
                () => callApi(quotationsApi.cancelQuotation, { params: { quotationId: quotation.id }, body: { reason: reason || null } }),
                () => `Quotation ${quotation.quotationNumber} cancelled (NTU)`,
                "Could not cancel the quotation",
              )
            }
          />
        </LoadOnOpen>
      )}

      {has("managePreBoundReferral") && (
        <LoadOnOpen open={dialog === "managePreBoundReferral"}>
          <PreBoundReferralDialog
            open={dialog === "managePreBoundReferral"}
            onOpenChange={openChange("managePreBoundReferral")}
            quotationNumber={quotation.quotationNumber}
            reasons={quotation.referralReasons}
            onDecide={(body) =>
              run(
                () => callApi(quotationsApi.managePreBoundReferral, { params: { quotationId: quotation.id }, body }),
                (status) =>
                  body.decision === "accept"
                    ? `Pre-bound referral accepted${statusText(status) ? `: ${statusText(status)}` : ""}`
                    : `Pre-bound referral rejected${statusText(status) ? `: ${statusText(status)}` : ""}`,
                body.decision === "accept" ? "Could not accept the pre-bound referral" : "Could not reject the pre-bound referral",
              )
            }
          />
        </LoadOnOpen>
      )}

      {has("requestBind") && (
        <LoadOnOpen open={dialog === "requestBind"}>
          <RequestBindDialog
            open={dialog === "requestBind"}
            onOpenChange={openChange("requestBind")}
            quotationId={quotation.id}
            quotationNumber={quotation.quotationNumber}
            documents={quotation.documents}
            onDocumentsChanged={() => router.refresh()}
            onRequest={() =>
              run(
                () => callApi(bindingApi.requestQuotationBind, { params: { quotationId: quotation.id }, body: { attestation: true } }),
                (status) => `Bind requested${statusText(status) ? `: ${statusText(status)}` : ""}`,
                "Could not send bind request",
              )
            }
          />
        </LoadOnOpen>
      )}

      {has("bind") && (
        <LoadOnOpen open={dialog === "bind"}>
          <BindDialog
            open={dialog === "bind"}
            onOpenChange={openChange("bind")}
            quotationNumber={quotation.quotationNumber}
            insuredName={quotation.insured.name}
            price={quotation.price}
            applications={quotation.applications}
            suggest={suggestPolicyNumber}
            onBind={async (policyNumber) => {
              try {
                const { data } = await callApi(bindingApi.bindQuotation, { params: { quotationId: quotation.id }, body: { policyNumber } });
                snackbar.show(`Quotation bound: policy ${data.policyNumber} is live`, "success");
                router.push(`/policy/${data.id}`);
              } catch (error) {
                snackbar.show(failureMessage("Could not bind quotation", error), "error");
                throw error;
              }
            }}
          />
        </LoadOnOpen>
      )}

      {has("assignBroker") && (
        <LoadOnOpen open={dialog === "assignBroker"}>
          <AssignBrokerDialog
            open={dialog === "assignBroker"}
            onOpenChange={openChange("assignBroker")}
            quotationNumber={quotation.quotationNumber}
            currentBroker={{ id: quotation.brokerUser.id, name: quotation.brokerUser.name, companyName: quotation.brokerCompany.name }}
            onAssign={(broker: BrokerOptionDto) =>
              run(
                () =>
                  callApi(quotationsApi.assignQuotationBroker, {
                    params: { quotationId: quotation.id },
                    body: { brokerUserId: broker.id },
                  }),
                () => `Broker assigned: ${broker.name} (${broker.company.name})`,
                "Could not assign the broker",
              )
            }
          />
        </LoadOnOpen>
      )}

      {has("updateInsured") && (
        <LoadOnOpen open={dialog === "updateInsured"}>
          <UpdateInsuredDialog
            open={dialog === "updateInsured"}
            onOpenChange={openChange("updateInsured")}
            quotationNumber={quotation.quotationNumber}
            insured={quotation.insured}
            onSave={(values) =>
              run(
                () => callApi(quotationsApi.updateQuotationInsured, { params: { quotationId: quotation.id }, body: values }),
                () => "Insured details updated",
                "Could not update insured details",
              )
            }
          />
        </LoadOnOpen>
      )}
    </>
  );
}
