"use client";

import * as React from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { claimPaymentSchema } from "@/lib/claims/claim-schemas";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { todayIso } from "@/lib/format/calendar-day";
import { formatDateTime } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DetailList } from "@/components/ui/detail-list";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { showApiErrors } from "@/components/forms/api-errors";
import type { Formats } from "@/components/quotations/details/quotation-overview";

export type ClaimPaymentValues = { paidAt: string; reference: string };
const FIELDS = ["paidAt", "reference"] as const;

/**
 * Records the payment of an approved claim: the day it was paid (from the approval to today) and the
 * payment's reference. The approved amount is what is recorded as paid.
 */
export function ClaimPaymentDialog({
  open,
  onOpenChange,
  claim,
  formats,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  claim: ClaimDetailsDto;
  formats: Formats;
  /** Sends the payment; throws on failure (the caller shows the snackbar; field errors go under the fields). */
  onSend: (values: ClaimPaymentValues) => Promise<void>;
}) {
  const id = React.useId();
  const form = useForm<ClaimPaymentValues>({
    resolver: zodResolver(claimPaymentSchema) as unknown as Resolver<ClaimPaymentValues>,
    defaultValues: { paidAt: todayIso(), reference: "" },
  });
  const { errors, isSubmitting } = form.formState;

  React.useEffect(() => {
    if (open) form.reset({ paidAt: todayIso(), reference: "" });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
      onOpenChange(false);
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS });
    }
  });

  const fid = (name: string) => `${id}-${name}`;
  const dateHint = claim.decidedAt ? `From the approval (${formatDateTime(claim.decidedAt, formats)}) to today.` : "Up to today.";
  const referenceHint = "The bank transfer's or cheque's reference, as the broker will see it.";

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        size="md"
        title={`Record the payment of claim ${claim.claimNumber}`}
        description="The claim becomes paid. The broker (and the insured, when the policy has their address) are emailed."
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="claim-payment-dialog"
        footer={
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
              Record payment
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-4">
          <DetailList
            className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 sm:grid-cols-1"
            items={[
              [
                "Approved amount",
                <span key="a" className="tabular-nums">
                  {formatMoney(claim.amount)}
                </span>,
              ],
            ]}
          />
          <FormField label="Payment date" htmlFor={fid("paidAt")} error={errors.paidAt?.message} required hint={dateHint}>
            <Input
              id={fid("paidAt")}
              type="date"
              className="max-w-48"
              aria-invalid={!!errors.paidAt}
              aria-required
              aria-describedby={fieldDescribedBy(fid("paidAt"), { error: errors.paidAt?.message, hint: dateHint })}
              {...form.register("paidAt")}
            />
          </FormField>
          <FormField label="Payment reference" htmlFor={fid("reference")} error={errors.reference?.message} required hint={referenceHint}>
            <Input
              id={fid("reference")}
              maxLength={100}
              aria-invalid={!!errors.reference}
              aria-required
              aria-describedby={fieldDescribedBy(fid("reference"), { error: errors.reference?.message, hint: referenceHint })}
              {...form.register("reference")}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
