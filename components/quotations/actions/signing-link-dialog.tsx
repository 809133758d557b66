"use client";

import * as React from "react";
import { Check, Copy, ExternalLink } from "lucide";
import { Icon } from "@/components/ui/icon";
import { formatDateTime } from "@/lib/format/date-time";
import type { SigningLinkAnswer } from "@/lib/signing/signing-link";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { failureMessage } from "@/components/forms/api-errors";
import { requestLink } from "./signing-link-request";

// "Copy signing link" of SignProposalButtons, loaded when it is first opened.

export function SigningLinkDialog({
  open,
  onOpenChange,
  quotationId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationId: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SigningLinkContent quotationId={quotationId} /> : null}
    </Dialog>
  );
}

/** The signing link to pass on: shown, copied with one click, with who may use it and until when. */
function SigningLinkContent({ quotationId }: { quotationId: number }) {
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
              {copied === "copied" ? <Icon node={Check} aria-hidden /> : <Icon node={Copy} aria-hidden />}
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
                <Icon node={ExternalLink} aria-hidden className="size-3.5" />
              </a>
            </p>
          ) : null}
        </div>
      )}
    </DialogContent>
  );
}
