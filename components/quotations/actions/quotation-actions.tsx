"use client";

import * as React from "react";
import Link from "next/link";
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
import { QUOTATION_ACTION_LABELS, type QuotationActionName } from "@/lib/quotations/quotation-actions";
import type { ActionQuotation } from "./action-quotation";
import { Button } from "@/components/ui/button";
import { LoadOnOpen, preloadOn } from "@/components/ui/load-on-open";
import type { QuotationDialogName as DialogName } from "./quotation-action-dialogs";
import { SignProposalButtons } from "./sign-proposal-buttons";

// The dialogs (Radix, the forms, the API calls and what they answer) are one module, loaded at the
// first press of a button that opens one, already when the pointer or the focus comes to it (issue 16 §3).
const loadDialogs = () => import("./quotation-action-dialogs");
const QuotationActionDialogs = React.lazy(() => loadDialogs().then((m) => ({ default: m.QuotationActionDialogs })));

/**
 * The buttons of the details page: exactly the actions the server allows now (QuotationDetailsDto
 * .actions), as links to their screens or as dialogs that post to the API
 * (quotation-action-dialogs.tsx). Request bind and bind are dialogs here; the draft's submit is the
 * wizard's; the upload of documents is the form of the documents card.
 */
export function QuotationActions({ quotation }: { quotation: ActionQuotation }) {
  const [dialog, setDialog] = React.useState<DialogName | null>(null);
  const has = (a: QuotationActionName) => quotation.actions.includes(a);
  const base = `/quotation/${quotation.id}`;

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
      <Button key="managePreBoundReferral" onClick={() => setDialog("managePreBoundReferral")} {...preloadOn(loadDialogs)}>
        <Icon node={ShieldCheck} aria-hidden />
        {QUOTATION_ACTION_LABELS.managePreBoundReferral}
      </Button>,
    );
  }
  if (has("bind")) {
    buttons.push(
      <Button key="bind" onClick={() => setDialog("bind")} {...preloadOn(loadDialogs)}>
        <Icon node={Stamp} aria-hidden />
        {QUOTATION_ACTION_LABELS.bind}
      </Button>,
    );
  }
  if (has("requestBind")) {
    buttons.push(
      <Button key="requestBind" onClick={() => setDialog("requestBind")} {...preloadOn(loadDialogs)}>
        <Icon node={FileSignature} aria-hidden />
        {QUOTATION_ACTION_LABELS.requestBind}
      </Button>,
    );
  }
  if (has("requestReferral")) {
    buttons.push(
      <Button key="requestReferral" variant="secondary" onClick={() => setDialog("requestReferral")} {...preloadOn(loadDialogs)}>
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
      <Button key="assignBroker" variant="secondary" onClick={() => setDialog("assignBroker")} {...preloadOn(loadDialogs)}>
        <Icon node={UserRoundCog} aria-hidden />
        {QUOTATION_ACTION_LABELS.assignBroker}
      </Button>,
    );
  }
  if (has("updateInsured")) {
    buttons.push(
      <Button key="updateInsured" variant="secondary" onClick={() => setDialog("updateInsured")} {...preloadOn(loadDialogs)}>
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
        {...preloadOn(loadDialogs)}
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

      {/* Mounted from the first opening on (LoadOnOpen), each dialog in it from its own first opening. */}
      <LoadOnOpen open={dialog !== null}>
        <QuotationActionDialogs quotation={quotation} dialog={dialog} onDialogChange={setDialog} />
      </LoadOnOpen>
    </>
  );
}
