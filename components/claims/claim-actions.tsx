"use client";

import * as React from "react";
import { Ban, CheckCircle2, ClipboardPen, Landmark } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { CLAIM_ACTION_LABELS } from "@/lib/claims/claim-action-labels";
import type { ClaimActionName } from "@/lib/claims/claim-actions";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";

// The dialogs (Radix, the forms and their schemas) are loaded on the first press of a button,
// already when the pointer or the focus comes to one, as on the policy page.
const loadDialogs = () => import("./claim-action-dialogs");
const ClaimActionDialogs = React.lazy(() => loadDialogs().then((m) => ({ default: m.ClaimActionDialogs })));

/** Whether the claim has perils an observer or the lightning report verifies (else the report has nothing to settle). */
export function hasReportedPerils(claim: Pick<ClaimDetailsDto, "lossDays">): boolean {
  return claim.lossDays.some((d) => d.source !== "STATION");
}

/**
 * The buttons of the claim page: exactly the actions the server allows the reader now
 * (ClaimDetailsDto.actions, from lib/claims/claim-actions.ts), each opening its dialog
 * (claim-action-dialogs.tsx). The observer report is offered only for a claim whose perils an
 * observer or the lightning report verifies, and Approve only for a claim that pays something.
 */
export function ClaimActions({ claim, formats }: { claim: ClaimDetailsDto; formats: Formats }) {
  const [dialog, setDialog] = React.useState<ClaimActionName | null>(null);
  const [dialogsWanted, setDialogsWanted] = React.useState(false);
  const has = (a: ClaimActionName) =>
    claim.actions.includes(a) &&
    (a !== "enterObserverReport" || hasReportedPerils(claim)) &&
    // A claim that pays nothing is not approved but declined with the reason (the server refuses it too).
    (a !== "approve" || (claim.amount !== null && Number(claim.amount) > 0));

  const buttons: React.ReactNode[] = [];
  const button = (name: ClaimActionName, icon: React.ReactNode, variant: "primary" | "secondary" = "secondary", className?: string) =>
    buttons.push(
      <Button
        key={name}
        variant={variant}
        className={className}
        onPointerEnter={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
        onClick={() => {
          setDialogsWanted(true);
          setDialog(name);
        }}
      >
        {icon}
        {CLAIM_ACTION_LABELS[name]}
      </Button>,
    );
  // The next step first, the destructive one last.
  if (has("approve")) button("approve", <Icon node={CheckCircle2} aria-hidden />, "primary");
  if (has("recordPayment")) button("recordPayment", <Icon node={Landmark} aria-hidden />, "primary");
  if (has("enterObserverReport"))
    button("enterObserverReport", <Icon node={ClipboardPen} aria-hidden />, has("approve") ? "secondary" : "primary");
  if (has("decline")) button("decline", <Icon node={Ban} aria-hidden />, "secondary", "text-red-700 hover:text-red-800");

  if (buttons.length === 0) return null;
  return (
    <>
      <div role="toolbar" aria-label="Claim actions" className="flex flex-wrap items-center gap-2" data-testid="claim-actions">
        {buttons}
      </div>
      {dialogsWanted && (
        <React.Suspense fallback={null}>
          <ClaimActionDialogs claim={claim} formats={formats} dialog={dialog} onDialogChange={setDialog} />
        </React.Suspense>
      )}
    </>
  );
}
