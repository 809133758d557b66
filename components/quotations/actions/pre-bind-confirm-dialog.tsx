"use client";

import { Mail, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ConfirmDialog } from "@/components/ui/dialog";

/** Who is emailed the signing link at pre-bind (server/signing/signing-links.ts): the broker, and the insured when the application gives an email. */
export type PreBindRecipients = {
  broker: { name: string; email: string };
  insured: { name: string; email: string | null };
};

/** One figure or fact of the choice being confirmed ("Options", "Rainfall, Lightning"). */
export type ConfirmFact = { label: string; value: string; testId?: string };

/**
 * "Pre-bind" asks first (issue 14 item 7): what the quotation becomes and what happens next. With
 * no pre-bind rule hit, it becomes Pre-bound and the proposal is generated and emailed for
 * signature, naming who receives it; with one, it becomes Pre-bound, referred to an underwriter, and
 * the reasons are listed. The facts of the choice (options, verification, the price) are repeated.
 */
export function PreBindConfirmDialog({
  open,
  onOpenChange,
  quotationNumber,
  referralReasons,
  recipients,
  facts,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  /** preBindReferralReasons of the choice: empty when the pre-bind goes straight to signing. */
  referralReasons: string[];
  recipients: PreBindRecipients;
  facts: ConfirmFact[];
  /** Sends the pre-bind; throws to keep the dialog open. */
  onConfirm: () => Promise<void>;
}) {
  const referred = referralReasons.length > 0;
  const insuredEmail = recipients.insured.email?.trim() || null;
  const sameAddress = insuredEmail !== null && insuredEmail.toLowerCase() === recipients.broker.email.toLowerCase();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Pre-bind quotation ${quotationNumber}?`}
      description={
        referred
          ? "The quotation becomes Pre-bound, referred to an underwriter. The proposal is not sent for signature until an underwriter accepts the pre-bind."
          : "The quotation becomes Pre-bound, the proposal is generated and emailed for signature. The options can no longer be changed without a revision."
      }
      confirmLabel={referred ? "Pre-bind and refer" : "Pre-bind and send for signature"}
      cancelLabel="Keep editing"
      size="md"
      onConfirm={onConfirm}
    >
      <div className="grid gap-3" data-testid="pre-bind-confirm">
        <dl className="grid gap-1 rounded-md border border-slate-200 px-3 py-2">
          {facts.map((f) => (
            <div key={f.label} className="flex justify-between gap-4">
              <dt className="text-slate-600">{f.label}</dt>
              <dd className="text-right font-medium tabular-nums text-slate-900" data-testid={f.testId}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
        {referred ? (
          <div
            className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900"
            data-testid="pre-bind-referral"
          >
            <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <div>
              <p className="font-medium">The underwriters are emailed to approve it, because:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {referralReasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : (
          <div className="grid gap-1" data-testid="pre-bind-recipients">
            <p className="font-medium text-slate-900">The signing link is emailed to:</p>
            <ul className="grid gap-1">
              <li className="flex items-center gap-2">
                <Icon node={Mail} aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span>
                  {recipients.broker.name} (broker), {recipients.broker.email}
                </span>
              </li>
              {insuredEmail && !sameAddress && (
                <li className="flex items-center gap-2">
                  <Icon node={Mail} aria-hidden className="size-4 shrink-0 text-slate-400" />
                  <span>
                    {recipients.insured.name} (insured), {insuredEmail}
                  </span>
                </li>
              )}
            </ul>
            {!insuredEmail && (
              <p className="text-slate-600">
                The insured ({recipients.insured.name}) has no email address in the application: only the broker receives the link, to pass
                on to the insured.
              </p>
            )}
          </div>
        )}
      </div>
    </ConfirmDialog>
  );
}
