"use client";

import * as React from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";
import { finalSalesAdjustment } from "@/lib/policies/final-sales-adjustment";
import { finalSalesSchema } from "@/lib/policies/policy-action-schemas";
import { todayIso } from "@/lib/quotations/quotation-labels";
import type { PolicyDetailsDto, PolicyFinalSalesDto } from "@/lib/policies/policy-dto";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { AffixInput } from "@/components/ui/affix-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/ui/detail-list";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { showApiErrors } from "@/components/forms/api-errors";
import type { Formats } from "@/components/quotations/details/quotation-overview";

type Values = { finalSalesAmount: string };
type Output = { finalSalesAmount: string };
const FIELDS = ["finalSalesAmount"] as const;

const money = (value: string | null | undefined) => <span className="tabular-nums">{formatMoney(value)}</span>;

/** The promotion's figures a broker or an underwriter needs beside the final sales amount. */
function promotionContext(policy: PolicyDetailsDto, formats: Formats): [string, React.ReactNode][] {
  const p = policy.item.promotion;
  return [
    ["Deposit (aggregate limit)", money(policy.aggregateLimit)],
    ["Final estimated sales", money(p?.finalEstimatedSales)],
    [
      "Promotional period",
      p?.periodFrom && p?.periodUntil
        ? `${formatCalendarDate(p.periodFrom, formats)} – ${formatCalendarDate(p.periodUntil, formats)}`
        : "—",
    ],
    ["Final sales due by", p?.finalSalesDate ? formatCalendarDate(p.finalSalesDate, formats) : "—"],
  ];
}

/** The additional premium the review would charge for an amount (lib/policies/final-sales-adjustment.ts), or null. */
function adjustmentFor(policy: PolicyDetailsDto, amount: string) {
  const parsed = finalSalesSchema.safeParse({ finalSalesAmount: amount });
  if (!parsed.success) return null;
  const perils = policy.item.perils
    .filter((p) => p.limit !== null && p.premium !== null)
    .map((p) => ({ peril: p.peril, limit: p.limit!, premium: p.premium! }));
  return finalSalesAdjustment({ finalSalesAmount: parsed.data.finalSalesAmount, premium: policy.premium, perils });
}

function AmountForm({
  id,
  policy,
  defaultAmount,
  onSend,
  onDone,
  children,
  label,
  hint,
  showEstimate,
}: {
  id: string;
  policy: PolicyDetailsDto;
  defaultAmount: string;
  onSend: (finalSalesAmount: string) => Promise<void>;
  onDone: () => void;
  children?: React.ReactNode;
  label: string;
  hint: string;
  showEstimate: boolean;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(finalSalesSchema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: { finalSalesAmount: defaultAmount },
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: "finalSalesAmount" });
  const adjustment = showEstimate ? adjustmentFor(policy, amount ?? "") : null;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSend(values.finalSalesAmount);
      onDone();
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS });
    }
  });
  const fid = `${id}-amount`;
  return (
    <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <FormField label={label} htmlFor={fid} error={errors.finalSalesAmount?.message} hint={hint} required>
        <AffixInput
          id={fid}
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          className="max-w-56"
          aria-invalid={!!errors.finalSalesAmount}
          aria-required
          aria-describedby={fieldDescribedBy(fid, { error: errors.finalSalesAmount?.message, hint })}
          {...form.register("finalSalesAmount")}
        />
      </FormField>
      {adjustment && (
        <div className="flex gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5" data-testid="final-sales-estimate">
          <Icon node={Info} aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <dl className="grid flex-1 grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
            <dt>Additional premium</dt>
            <dd className="text-right font-medium tabular-nums text-slate-900">{formatMoney(adjustment.additionalPremium)}</dd>
            <dt>Premium after the review</dt>
            <dd className="text-right tabular-nums">{formatMoney(adjustment.premiumAfter)}</dd>
            <dt>Sum insured after the review</dt>
            <dd className="text-right tabular-nums">{formatMoney(adjustment.limitAfter)}</dd>
          </dl>
        </div>
      )}
    </form>
  );
}

/** The dialog both final sales steps share: a title, the amount form and the step's own context. */
function AmountDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  confirmLabel,
  onSend,
  form,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  testId: string;
  confirmLabel: string;
  onSend: (finalSalesAmount: string) => Promise<void>;
  form: Omit<React.ComponentProps<typeof AmountForm>, "id" | "onSend" | "onDone" | "children">;
  children: React.ReactNode;
}) {
  const id = React.useId();
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        size="md"
        title={title}
        description={description}
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid={testId}
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={pending}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {open && (
          <AmountForm
            {...form}
            id={id}
            onSend={async (amount) => {
              setPending(true);
              try {
                await onSend(amount);
              } finally {
                setPending(false);
              }
            }}
            onDone={() => onOpenChange(false)}
          >
            {children}
          </AmountForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

type StepProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policy: PolicyDetailsDto;
  formats: Formats;
  onSend: (finalSalesAmount: string) => Promise<void>;
};

/** A broker reports the promotion's final sales (Update final sales amount). */
export function FinalSalesDialog({ open, onOpenChange, policy, formats, onSend }: StepProps) {
  const due = policy.item.promotion?.finalSalesDate;
  const late = !!due && todayIso() > due;
  return (
    <AmountDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Final sales of ${policy.item.name}`}
      description="Report the promotion's final sales. An underwriter reviews them; sales above the deposit are charged at the bound rate."
      testId="final-sales-dialog"
      confirmLabel="Send final sales"
      onSend={onSend}
      form={{
        policy,
        defaultAmount: "",
        label: "Final sales amount",
        hint: "The promotion's total sales, in US dollars.",
        showEstimate: false,
      }}
    >
      <DetailList
        className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5"
        items={promotionContext(policy, formats)}
        data-testid="final-sales-context"
      />
      {late && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900" data-testid="final-sales-late-warning">
          The final sales were due by {formatCalendarDate(due!, formats)}: this report will be flagged as late.
        </p>
      )}
    </AmountDialog>
  );
}

/** An underwriter reviews the reported final sales, may correct the amount, and confirms them. */
export function FinalSalesReviewDialog({ report, ...props }: StepProps & { report: PolicyFinalSalesDto | undefined }) {
  const { policy, formats } = props;
  return (
    <AmountDialog
      {...props}
      title={`Review final sales of ${policy.policyNumber}`}
      description="Confirm the reported amount or correct it. The policy's sum insured becomes the final sales; sales above each limit are invoiced as additional premium."
      testId="final-sales-review-dialog"
      confirmLabel="Confirm final sales"
      form={{
        policy,
        defaultAmount: report?.reportedAmount ?? "",
        label: "Confirmed final sales amount",
        hint: "The reported amount, or the corrected one.",
        showEstimate: true,
      }}
    >
      <DetailList
        className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5"
        data-testid="final-sales-report"
        items={[
          [
            "Reported final sales",
            <span key="r" className="inline-flex flex-wrap items-center gap-2">
              {money(report?.reportedAmount)}
              {report?.late && (
                <Badge tone="waiting" data-testid="late-badge">
                  Late
                </Badge>
              )}
            </span>,
          ],
          [
            "Reported",
            report ? (
              <span key="b">
                {formatDateTime(report.submittedAt, formats)}
                {report.submittedBy && <span className="block font-normal text-slate-500">by {report.submittedBy.name}</span>}
              </span>
            ) : (
              "—"
            ),
          ],
          ...promotionContext(policy, formats),
        ]}
      />
    </AmountDialog>
  );
}
