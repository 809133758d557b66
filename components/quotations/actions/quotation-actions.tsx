"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  ClipboardCheck,
  Copy,
  FilePen,
  FileSignature,
  ListChecks,
  PencilLine,
  Send,
  ShieldCheck,
  Stamp,
  UserRoundPen,
  UserRoundCog,
  XCircle,
} from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as bindingApi from "@/lib/api/operations/binding";
import * as quotationsApi from "@/lib/api/operations/quotations";
import { QUOTATION_ACTION_LABELS, type QuotationActionName, type QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { BrokerOptionDto } from "@/lib/quotations/quotation-dto";
import type { ActionQuotation } from "./action-quotation";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/components/ui/snackbar";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import { failureMessage } from "@/components/forms/api-errors";
import { LoadOnOpen, preloadOn } from "@/components/ui/load-on-open";
import { SignProposalButtons } from "./sign-proposal-buttons";

// The dialogs load when first opened (or when the pointer or focus reaches their button).
const loadReason = () => import("./reason-dialog");
const loadPreBoundReferral = () => import("./pre-bound-referral-dialog");
const loadRequestBind = () => import("./request-bind-dialog");
const loadBind = () => import("./bind-dialog");
const loadAssignBroker = () => import("./assign-broker-dialog");
const loadUpdateInsured = () => import("./update-insured-dialog");
const ReasonDialog = React.lazy(() => loadReason().then((m) => ({ default: m.ReasonDialog })));
const PreBoundReferralDialog = React.lazy(() => loadPreBoundReferral().then((m) => ({ default: m.PreBoundReferralDialog })));
const RequestBindDialog = React.lazy(() => loadRequestBind().then((m) => ({ default: m.RequestBindDialog })));
const BindDialog = React.lazy(() => loadBind().then((m) => ({ default: m.BindDialog })));
const AssignBrokerDialog = React.lazy(() => loadAssignBroker().then((m) => ({ default: m.AssignBrokerDialog })));
const UpdateInsuredDialog = React.lazy(() => loadUpdateInsured().then((m) => ({ default: m.UpdateInsuredDialog })));

type DialogName = "requestReferral" | "cancel" | "managePreBoundReferral" | "assignBroker" | "updateInsured" | "requestBind" | "bind";

/**
 * The buttons of the details page: exactly the actions the server allows now (QuotationDetailsDto
 * .actions), as links to their screens or as dialogs that post to the API. Request bind and bind
 * are dialogs here; the draft's submit is the wizard's; the upload of documents is the form of the
 * documents card.
 */
export function QuotationActions({ quotation }: { quotation: ActionQuotation }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [dialog, setDialog] = React.useState<DialogName | null>(null);
  const has = (a: QuotationActionName) => quotation.actions.includes(a);
  const base = `/quotation/${quotation.id}`;
  const openChange = (name: DialogName) => (open: boolean) => setDialog(open ? name : null);

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
  const statusText = (status?: QuotationStatusName) => (status ? QUOTATION_STATUS_LABELS[status] : null);

  const buttons: React.ReactNode[] = [];
  // Primary steps first: the one thing the user is expected to do next.
  if (has("editDraft")) {
    buttons.push(
      <Button key="editDraft" asChild>
        <Link href={`/quotation/new?draft=${quotation.id}`}>
          <Icon node={FilePen} aria-hidden />
          {QUOTATION_ACTION_LABELS.editDraft}
        </Link>
      </Button>,
    );
  }
  if (has("review")) {
    buttons.push(
      <Button key="review" asChild>
        <Link href={`${base}/review`}>
          <Icon node={ClipboardCheck} aria-hidden />
          {QUOTATION_ACTION_LABELS.review}
        </Link>
      </Button>,
    );
  }
  if (has("selectOptions")) {
    buttons.push(
      <Button key="selectOptions" asChild>
        <Link href={`${base}/select-options`}>
          <Icon node={ListChecks} aria-hidden />
          {QUOTATION_ACTION_LABELS.selectOptions}
        </Link>
      </Button>,
    );
  }
  if (has("sign")) buttons.push(<SignProposalButtons key="sign" quotationId={quotation.id} />);
  if (has("managePreBoundReferral")) {
    buttons.push(
      <Button key="managePreBoundReferral" onClick={() => setDialog("managePreBoundReferral")} {...preloadOn(loadPreBoundReferral)}>
        <Icon node={ShieldCheck} aria-hidden />
        {QUOTATION_ACTION_LABELS.managePreBoundReferral}
      </Button>,
    );
  }
  if (has("bind")) {
    buttons.push(
      <Button key="bind" onClick={() => setDialog("bind")} {...preloadOn(loadBind)}>
        <Icon node={Stamp} aria-hidden />
        {QUOTATION_ACTION_LABELS.bind}
      </Button>,
    );
  }
  if (has("requestBind")) {
    buttons.push(
      <Button key="requestBind" onClick={() => setDialog("requestBind")} {...preloadOn(loadRequestBind)}>
        <Icon node={FileSignature} aria-hidden />
        {QUOTATION_ACTION_LABELS.requestBind}
      </Button>,
    );
  }
  if (has("requestReferral")) {
    buttons.push(
      <Button key="requestReferral" variant="secondary" onClick={() => setDialog("requestReferral")} {...preloadOn(loadReason)}>
        <Icon node={Send} aria-hidden />
        {QUOTATION_ACTION_LABELS.requestReferral}
      </Button>,
    );
  }
  if (has("revise")) {
    buttons.push(
      <Button key="revise" variant="secondary" asChild>
        <Link href={`${base}/revise`}>
          <Icon node={PencilLine} aria-hidden />
          {QUOTATION_ACTION_LABELS.revise}
        </Link>
      </Button>,
    );
  }
  if (has("copy")) {
    buttons.push(
      <Button key="copy" variant="secondary" asChild>
        <Link href={`${base}/copy`}>
          <Icon node={Copy} aria-hidden />
          {QUOTATION_ACTION_LABELS.copy}
        </Link>
      </Button>,
    );
  }
  if (has("assignBroker")) {
    buttons.push(
      <Button key="assignBroker" variant="secondary" onClick={() => setDialog("assignBroker")} {...preloadOn(loadAssignBroker)}>
        <Icon node={UserRoundCog} aria-hidden />
        {QUOTATION_ACTION_LABELS.assignBroker}
      </Button>,
    );
  }
  if (has("updateInsured")) {
    buttons.push(
      <Button key="updateInsured" variant="secondary" onClick={() => setDialog("updateInsured")} {...preloadOn(loadUpdateInsured)}>
        <Icon node={UserRoundPen} aria-hidden />
        {QUOTATION_ACTION_LABELS.updateInsured}
      </Button>,
    );
  }
  if (has("cancel")) {
    buttons.push(
      <Button
        key="cancel"
        variant="secondary"
        className="text-red-700 hover:text-red-800"
        onClick={() => setDialog("cancel")}
        {...preloadOn(loadReason)}
      >
        <Icon node={XCircle} aria-hidden />
        {QUOTATION_ACTION_LABELS.cancel}
      </Button>,
    );
  }

  if (buttons.length === 0) return null;
  return (
    <>
      <div role="toolbar" aria-label="Quotation actions" className="flex flex-wrap items-center gap-2" data-testid="quotation-actions">
        {buttons}
      </div>

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
