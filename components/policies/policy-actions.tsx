"use client";

import * as React from "react";
import { Ban, CalendarX2, CheckCircle2, ClipboardCheck, FilePlus2, Receipt, Undo2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { POLICY_ACTION_LABELS } from "@/lib/policies/policy-action-labels";
import type { PolicyActionName } from "@/lib/policies/policy-actions";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { Button } from "@/components/ui/button";
import type { Formats } from "@/components/quotations/details/quotation-overview";

// The dialogs (Radix, the forms and their schemas, the return-premium figures) are loaded on the
// first press of a button, already when the pointer or the focus comes to one (issue 16 §3).
const loadDialogs = () => import("./policy-action-dialogs");
const PolicyActionDialogs = React.lazy(() => loadDialogs().then((m) => ({ default: m.PolicyActionDialogs })));

/**
 * The buttons of the policy page: exactly the actions the server allows the reader now
 * (PolicyDetailsDto.actions, from lib/policies/policy-actions.ts), each opening its dialog
 * (policy-action-dialogs.tsx).
 */
export function PolicyActions({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const [dialog, setDialog] = React.useState<PolicyActionName | null>(null);
  // Set at the first press; from then on the dialogs stay mounted.
  const [dialogsWanted, setDialogsWanted] = React.useState(false);
  const has = (a: PolicyActionName) => policy.actions.includes(a);

  const buttons: React.ReactNode[] = [];
  const button = (name: PolicyActionName, icon: React.ReactNode, variant: "primary" | "secondary" = "secondary", className?: string) =>
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
        {POLICY_ACTION_LABELS[name]}
      </Button>,
    );
  const danger = "text-red-700 hover:text-red-800";
  // The next step first, the destructive ones last.
  if (has("reviewFinalSales")) button("reviewFinalSales", <Icon node={ClipboardCheck} aria-hidden />, "primary");
  if (has("submitFinalSales")) button("submitFinalSales", <Icon node={Receipt} aria-hidden />, "primary");
  if (has("approveCancellation")) button("approveCancellation", <Icon node={CheckCircle2} aria-hidden />, "primary");
  if (has("rejectCancellation")) button("rejectCancellation", <Icon node={Undo2} aria-hidden />);
  if (has("createEndorsement"))
    button(
      "createEndorsement",
      <Icon node={FilePlus2} aria-hidden />,
      has("approveCancellation") || has("reviewFinalSales") ? "secondary" : "primary",
    );
  if (has("requestCancellation")) button("requestCancellation", <Icon node={CalendarX2} aria-hidden />, "secondary", danger);
  if (has("cancel")) button("cancel", <Icon node={Ban} aria-hidden />, "secondary", danger);

  if (buttons.length === 0) return null;

  return (
    <>
      <div role="toolbar" aria-label="Policy actions" className="flex flex-wrap items-center gap-2" data-testid="policy-actions">
        {buttons}
      </div>
      {dialogsWanted && (
        <React.Suspense fallback={null}>
          <PolicyActionDialogs policy={policy} formats={formats} dialog={dialog} onDialogChange={setDialog} />
        </React.Suspense>
      )}
    </>
  );
}
