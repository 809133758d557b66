"use client";

import * as React from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";
import { isValidIsoDate } from "@/lib/quotations/quotation-labels";
import { cancellationReturn } from "@/lib/policies/cancellation-return";
import { cancellationRequestSchema } from "@/lib/policies/policy-action-schemas";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { showApiErrors } from "@/components/forms/api-errors";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";

export type CancellationValues = { reason: string; cancellationDate: string };
const FIELDS = ["reason", "cancellationDate"] as const;

/**
 * The reason and the date of a cancellation: a broker's request (sent to an underwriter), or an
 * underwriter's direct cancellation, which is destructive and so an alertdialog with a red button.
 * The return premium the rule of lib/policies/cancellation-return.ts gives for the chosen date is
 * shown as an estimate; the server computes the one that counts.
 */
export function CancellationDialog({
  open,
  onOpenChange,
  mode,
  policy,
  formats,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "request" | "cancel";
  policy: PolicyDetailsDto;
  formats: { dateFormat?: string };
  /** Sends the action; throws on failure (the caller shows the snackbar; field errors go under the fields). */
  onSend: (values: CancellationValues) => Promise<void>;
}) {
  const id = React.useId();
  const form = useForm<CancellationValues>({
    resolver: zodResolver(cancellationRequestSchema) as unknown as Resolver<CancellationValues>,
    defaultValues: { reason: "", cancellationDate: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const date = useWatch({ control: form.control, name: "cancellationDate" });

  React.useEffect(() => {
    if (open) form.reset({ reason: "", cancellationDate: "" });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
      onOpenChange(false);
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS });
    }
  });

  const estimate =
    date && isValidIsoDate(date)
      ? cancellationReturn({ premium: policy.premium, inception: policy.item.dateFrom, cancellationDate: date })
      : null;
  const destructive = mode === "cancel";
  const fid = (name: string) => `${id}-${name}`;
  const period = `Policy period ${formatCalendarDate(policy.item.dateFrom, formats)} – ${formatCalendarDate(policy.item.dateUntil, formats)}.`;
  const reasonHint = destructive ? undefined : "Shown to the underwriter and printed on the cancellation endorsement.";

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        role={destructive ? "alertdialog" : "dialog"}
        size="md"
        title={destructive ? `Cancel policy ${policy.policyNumber}?` : `Request cancellation of ${policy.policyNumber}`}
        description={
          destructive
            ? "The policy is cancelled at once: a cancellation endorsement is issued and, when premium is returned, a credit note. This cannot be undone."
            : "An underwriter approves or rejects the request. The policy stays live until then."
        }
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid={destructive ? "cancel-policy-dialog" : "request-cancellation-dialog"}
        footer={
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              {destructive ? "Keep policy" : "Cancel"}
            </Button>
            <Button type="submit" form={`${id}-form`} variant={destructive ? "danger" : "primary"} loading={isSubmitting}>
              {destructive ? "Cancel policy" : "Send cancellation request"}
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Reason" htmlFor={fid("reason")} error={errors.reason?.message} required hint={reasonHint}>
            <Textarea
              id={fid("reason")}
              rows={4}
              aria-invalid={!!errors.reason}
              aria-required
              aria-describedby={fieldDescribedBy(fid("reason"), { error: errors.reason?.message, hint: reasonHint })}
              {...form.register("reason")}
            />
          </FormField>
          <FormField label="Cancellation date" htmlFor={fid("date")} error={errors.cancellationDate?.message} required hint={period}>
            <Input
              id={fid("date")}
              type="date"
              className="max-w-48"
              aria-invalid={!!errors.cancellationDate}
              aria-required
              aria-describedby={fieldDescribedBy(fid("date"), { error: errors.cancellationDate?.message, hint: period })}
              {...form.register("cancellationDate")}
            />
          </FormField>
          {estimate && (
            <div className="flex gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5" data-testid="return-premium-estimate">
              <Icon node={Info} aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="grid gap-0.5">
                <p className="flex flex-wrap justify-between gap-x-4 font-medium text-slate-900">
                  <span>Estimated return premium</span>
                  <span className="tabular-nums">{formatMoney(estimate.returnPremium)}</span>
                </p>
                <p className="text-xs text-slate-600">{estimate.explanation}</p>
              </div>
            </div>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
