"use client";

import * as React from "react";
import { Check, Copy, ExternalLink, Link2, Mail, PenLine } from "lucide-react";
import { callApi } from "@/lib/api/client";
import * as signingApi from "@/lib/api/operations/signing";
import { formatDateTime } from "@/lib/format/date-time";
import { QUOTATION_ACTION_LABELS } from "@/lib/quotations/quotation-actions";
import { signingLinkSentMessage, type SigningLinkAnswer, type SigningLinkIntent } from "@/lib/signing/signing-link";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import { failureMessage } from "@/components/forms/api-errors";

const requestLink = (quotationId: number, intent: SigningLinkIntent) =>
  callApi(signingApi.createSigningLink, { params: { quotationId }, body: { intent } }).then((r) => r.data);

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
      const link = await requestLink(quotationId, "open");
      if (tab) tab.location.replace(link.signingUrl);
      else setCopyOpen(true); // pop-ups blocked: the dialog has the link to open or copy
    } catch (error) {
      tab?.close();
      snackbar.show(failureMessage("Unexpected error occurred during signing process", error), "error");
    } finally {
      setBusy(null);
    }
  }

  async function sendLink() {
    setBusy("send");
    try {
      const link = await requestLink(quotationId, "send");
      const everyone = link.delivery.notSent.length === 0;
      snackbar.show(signingLinkSentMessage(link.delivery), link.delivery.sentTo.length === 0 ? "error" : everyone ? "success" : "info");
    } catch (error) {
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
        <PenLine aria-hidden />
        {QUOTATION_ACTION_LABELS.sign}
      </Button>
      <Button variant="secondary" onClick={sendLink} disabled={busy !== null} loading={busy === "send"}>
        <Mail aria-hidden />
        Email signing link
      </Button>
      <Button variant="secondary" onClick={() => setCopyOpen(true)} disabled={busy !== null}>
        <Link2 aria-hidden />
        Copy signing link
      </Button>
      <Dialog open={copyOpen} onOpenChange={setCopyOpen}>
        {copyOpen ? <SigningLinkDialog quotationId={quotationId} /> : null}
      </Dialog>
    </>
  );
}

/** The signing link to pass on: shown, copied with one click, with who may use it and until when. */
function SigningLinkDialog({ quotationId }: { quotationId: number }) {
  const { user } = useAuth();
  const [link, setLink] = React.useState<SigningLinkAnswer | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [copied, setCopied] = React.useState<"copied" | "select" | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    let live = true;
    requestLink(quotationId, "copy").then(
      (answer) => live && setLink(answer),
      (e: unknown) => live && setError(failureMessage("Could not get the signing link", e)),
    );
    return () => {
      live = false;
    };
  }, [quotationId]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.signingUrl);
      setCopied("copied");
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it to copy by hand.
      inputRef.current?.select();
      setCopied("select");
    }
  }

  const expires = link
    ? formatDateTime(link.expiresAt, { timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat })
    : null;
  return (
    <DialogContent
      title="Signing link for the insured"
      description="For an insured without email: send this link yourself (by text message or from your own mailbox) to the person who signs for the insured."
      size="lg"
      data-testid="signing-link-dialog"
    >
      {error ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>
      ) : (
        <div className="grid gap-3">
          <label htmlFor="signing-link" className="text-sm font-medium text-slate-700">
            Signing link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id="signing-link"
              readOnly
              value={link?.signingUrl ?? "Getting the link…"}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-xs"
              aria-describedby="signing-link-note"
            />
            <Button onClick={copy} disabled={!link} className="shrink-0">
              {copied === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied === "copied" ? "Copied" : "Copy link"}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-slate-600">
            {copied === "copied"
              ? "The link is on your clipboard."
              : copied === "select"
                ? "Your browser did not allow copying: the link is selected, press Ctrl+C (⌘C) to copy it."
                : ""}
          </p>
          <p id="signing-link-note" className="text-sm text-slate-600">
            Whoever opens this link can sign the proposal for the insured{expires ? `, until ${expires}` : ""}. Pass it only to the insured.
            Asking again gives the same link; a new pre-bind or a correction of the insured replaces it. Handing out the link is recorded in
            the quotation&apos;s history.
          </p>
          {link ? (
            <p>
              <a
                href={link.signingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm text-accent-700 underline"
              >
                Open the signing page in a new tab
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            </p>
          ) : null}
        </div>
      )}
    </DialogContent>
  );
}
