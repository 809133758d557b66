"use client";

import * as React from "react";
import { Link2, Mail, PenLine } from "lucide";
import { Icon } from "@/components/ui/icon";
import { QUOTATION_ACTION_LABELS } from "@/lib/quotations/quotation-actions";
import type { SigningLinkIntent } from "@/lib/signing/signing-link";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/components/ui/snackbar";
import { LoadOnOpen, preloadOn } from "@/components/ui/load-on-open";

// What a press does (the API call, the failure's words, who got the email) loads at the press.
const loadRequest = () => import("./signing-link-request");
const loadFailure = () => import("@/components/forms/api-errors").then((m) => m.failureMessage);

const loadLinkDialog = () => import("./signing-link-dialog");
const SigningLinkDialog = React.lazy(() => loadLinkDialog().then((m) => ({ default: m.SigningLinkDialog })));

/**
 * The signing actions of a pre-bound quotation (decision D81):
 * - "Sign proposal" opens the insured's signing page in a new tab, for an insured signing beside
 *   the broker: that page reads no portal session and shows nothing of the broker;
 * - "Email signing link" emails it to the broker and the insured and says exactly who got it;
 * - "Copy signing link" shows the link to pass on to an insured without email.
 * Every hand-out of the link is recorded in the quotation's history.
 */
export function SignProposalButtons({ quotationId }: { quotationId: number }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = React.useState<SigningLinkIntent | null>(null);
  const [copyOpen, setCopyOpen] = React.useState(false);

  async function openSigning() {
    // The tab is opened within the click (a tab opened after a network call is blocked as a pop-up),
    // cut off from this page, then sent to the signing link.
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    setBusy("open");
    try {
      const { requestLink } = await loadRequest();
      const link = await requestLink(quotationId, "open");
      if (tab) tab.location.replace(link.signingUrl);
      else setCopyOpen(true); // pop-ups blocked: the dialog has the link to open or copy
    } catch (error) {
      tab?.close();
      const failureMessage = await loadFailure();
      snackbar.show(failureMessage("Unexpected error occurred during signing process", error), "error");
    } finally {
      setBusy(null);
    }
  }

  async function sendLink() {
    setBusy("send");
    try {
      const { requestLink } = await loadRequest();
      const link = await requestLink(quotationId, "send");
      const { signingLinkSentMessage } = await import("@/lib/signing/signing-link");
      const everyone = link.delivery.notSent.length === 0;
      snackbar.show(signingLinkSentMessage(link.delivery), link.delivery.sentTo.length === 0 ? "error" : everyone ? "success" : "info");
    } catch (error) {
      const failureMessage = await loadFailure();
      snackbar.show(failureMessage("Could not send the signing link", error), "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button
        onClick={openSigning}
        disabled={busy !== null}
        loading={busy === "open"}
        title="Opens the insured's signing page in a new tab"
      >
        <Icon node={PenLine} aria-hidden />
        {QUOTATION_ACTION_LABELS.sign}
      </Button>
      <Button variant="secondary" onClick={sendLink} disabled={busy !== null} loading={busy === "send"}>
        <Icon node={Mail} aria-hidden />
        Email signing link
      </Button>
      <Button variant="secondary" onClick={() => setCopyOpen(true)} disabled={busy !== null} {...preloadOn(loadLinkDialog)}>
        <Icon node={Link2} aria-hidden />
        Copy signing link
      </Button>
      <LoadOnOpen open={copyOpen}>
        <SigningLinkDialog open={copyOpen} onOpenChange={setCopyOpen} quotationId={quotationId} />
      </LoadOnOpen>
    </>
  );
}
