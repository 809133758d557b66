"use client";

import * as React from "react";
import { CloudRain } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { POLICY_ACTION_LABELS } from "@/lib/policies/policy-action-labels";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";

// The dialog (the form, its schema) is loaded on the first press, already when the pointer or the
// focus comes to the button, as the policy actions' dialogs are.
const loadDialog = () => import("./loss-notice-dialog");
const LossNoticeDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.LossNoticeDialog })));

/**
 * "Notify a loss" on the policy's Claims card (the policy action notifyLoss): offered once a covered
 * day has begun (PolicyDetailsDto.lossNoticeDays).
 */
export function NotifyLossAction({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  if (policy.lossNoticeDays.length === 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon node={CloudRain} aria-hidden />
        {POLICY_ACTION_LABELS.notifyLoss}
      </Button>
      {wanted && (
        <React.Suspense fallback={null}>
          <LossNoticeDialog open={open} onOpenChange={setOpen} policy={policy} formats={formats} />
        </React.Suspense>
      )}
    </>
  );
}
