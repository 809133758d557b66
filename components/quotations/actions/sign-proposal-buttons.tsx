"use client";

import * as React from "react";
import { Mail, PenLine } from "lucide-react";
import { api } from "@/lib/api/client";
import { QUOTATION_ACTION_LABELS } from "@/lib/quotations/quotation-actions";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/components/ui/snackbar";
import { failureMessage } from "@/components/forms/api-errors";

const requestLink = (quotationId: number, intent: SigningLinkIntent) =>
  api<SigningLinkAnswer>(`/quotation/${quotationId}/signing-link`, { method: "POST", body: { intent } }).then((r) => r.data);

/**
 * The signing actions of a pre-bound quotation: open the signing now (the insured signs beside
 * the broker) or email the signing link again to the broker and the insured.
 */
export function SignProposalButtons({ quotationId }: { quotationId: number }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = React.useState<"open" | "send" | null>(null);

  async function request(send: boolean) {
    setBusy(send ? "send" : "open");
    try {
      const { data } = await api<{ signingUrl: string }>(`/quotation/${quotationId}/signing-link`, { method: "POST", body: { send } });
      if (send) snackbar.show("Signing link sent to the broker and the insured", "success");
      else window.location.assign(data.signingUrl);
    } catch (error) {
      snackbar.show(failureMessage(send ? "Could not send the signing link" : "Unexpected error occurred during signing process", error), "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button onClick={() => request(false)} disabled={busy !== null}>
        <PenLine aria-hidden />
        {QUOTATION_ACTION_LABELS.sign}
      </Button>
      <Button variant="secondary" onClick={() => request(true)} disabled={busy !== null}>
        <Mail aria-hidden />
        Email signing link
      </Button>
    </>
  );
}
