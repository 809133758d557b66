"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { callApi } from "@/lib/api/client";
import * as claimsApi from "@/lib/api/operations/claims";
import { DETERMINATION_RESULT_LABELS } from "@/lib/claims/claim-dto";
import { lossNoticeSchema } from "@/lib/claims/claim-schemas";
import { formatCalendarDate } from "@/lib/format/date-time";
import { POLICY_ACTION_FAILURES } from "@/lib/policies/policy-action-labels";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { PERIL_LABELS, type PerilName } from "@/lib/rater/perils";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy, fieldErrorId, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import { Textarea } from "@/components/ui/textarea";
import { failureMessage, showApiErrors } from "@/components/forms/api-errors";
import type { Formats } from "@/components/quotations/details/quotation-overview";

type Values = { lossDates: string[]; perils: PerilName[]; description: string; files: string };
const FIELDS = ["lossDates", "perils", "description", "files"] as const;
const ACCEPT = ".pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx";
const MAX_FILES = 10;

/** What the record already shows of a covered day: its claim, or how its perils came out. */
function dayNote(policy: PolicyDetailsDto, day: string): string {
  const rows = policy.lossDays.filter((d) => d.date === day);
  const claim = rows[0]?.claimId ? policy.claims.find((c) => c.id === rows[0].claimId) : undefined;
  if (claim) return `In claim ${claim.claimNumber}`;
  if (rows.length === 0) return "Not determined yet";
  if (rows.some((r) => r.result === "TRIGGERED")) return DETERMINATION_RESULT_LABELS.TRIGGERED;
  if (rows.some((r) => r.result === "NO_DATA")) return "No data yet";
  return DETERMINATION_RESULT_LABELS.NOT_TRIGGERED;
}

/** A group of checkboxes under a legend, with its hint and error read with it. */
function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={fieldDescribedBy(id, { error, hint })}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? "" : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-900">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {hint ? (
        <p id={fieldHintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} data-testid="field-error" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The broker's loss notice (POST /api/policy/{id}/loss-notice): the covered days that have begun,
 * the perils (optional), what happened and attachments. It joins the policy's open claim or opens
 * one, whose days are determined at once; on success the claim page opens.
 */
export function LossNoticeDialog({
  open,
  onOpenChange,
  policy,
  formats,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policy: PolicyDetailsDto;
  formats: Formats;
}) {
  const id = React.useId();
  const router = useRouter();
  const snackbar = useSnackbar();
  const form = useForm<Values>({
    resolver: ((values, context, options) =>
      zodResolver(lossNoticeSchema)(
        { lossDates: values.lossDates, perils: values.perils, description: values.description },
        context,
        options as never,
      )) as Resolver<Values>,
    defaultValues: { lossDates: [], perils: [], description: "", files: "" },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const lossDates = useWatch({ control: form.control, name: "lossDates" });
  const perils = useWatch({ control: form.control, name: "perils" });
  const fileRef = React.useRef<HTMLInputElement | null>(null);

  React.useEffect(() => {
    if (open) form.reset({ lossDates: [], perils: [], description: "", files: "" });
  }, [open, form]);

  function toggle(name: "lossDates" | "perils", value: string, checked: boolean) {
    const current: string[] = form.getValues(name);
    const next = checked ? [...current, value] : current.filter((v) => v !== value);
    if (name === "lossDates") form.setValue("lossDates", next, { shouldValidate: isSubmitted, shouldDirty: true });
    else form.setValue("perils", next as PerilName[], { shouldValidate: isSubmitted, shouldDirty: true });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const files = [...(fileRef.current?.files ?? [])];
    if (files.length > MAX_FILES) {
      form.setError("files", { type: "client", message: `At most ${MAX_FILES} files` });
      return;
    }
    const lossDatesSorted = [...values.lossDates].sort();
    let body: FormData | { lossDates: string[]; perils: PerilName[]; description: string };
    if (files.length === 0) body = { lossDates: lossDatesSorted, perils: values.perils, description: values.description };
    else {
      const form = new FormData();
      lossDatesSorted.forEach((d) => form.append("lossDates", d));
      values.perils.forEach((p) => form.append("perils", p));
      form.append("description", values.description);
      files.forEach((f) => form.append("file", f));
      body = form;
    }
    try {
      const { data } = await callApi(claimsApi.fileLossNotice, { params: { policyId: policy.id }, body });
      snackbar.show(`Loss notified: claim ${data.claimNumber}`, "success");
      onOpenChange(false);
      router.push(`/claim/${data.id}`);
    } catch (error) {
      // The reason in the snackbar, as every policy action; a refused field's message under it.
      snackbar.show(failureMessage(POLICY_ACTION_FAILURES.notifyLoss, error), "error");
      showApiErrors(error, { form, fields: FIELDS, fieldOf: (path) => (path.startsWith("file") ? "files" : path.split(".")[0]) });
    }
  });

  const fid = (name: string) => `${id}-${name}`;
  const descriptionHint = "What happened on those days: the underwriter and the determination letter read it.";
  const filesHint = `Photos, a weather report, the cancellation notice… PDF, PNG, JPEG, Word or Excel; at most ${MAX_FILES} files of 10 MB.`;

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        size="lg"
        title={`Notify a loss on ${policy.policyNumber}`}
        description="The covered days named are determined at once from the weather record; a day that did not trigger is kept with its observed figures for the underwriter to decide."
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="loss-notice-dialog"
        footer={
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
              Send loss notice
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-5">
          <CheckboxGroup
            id={fid("dates")}
            legend="Loss dates"
            required
            error={errors.lossDates?.message ?? errors.lossDates?.root?.message}
          >
            {policy.lossNoticeDays.map((day) => (
              <Checkbox
                key={day}
                name="lossDates"
                value={day}
                checked={lossDates.includes(day)}
                onChange={(e) => toggle("lossDates", day, e.target.checked)}
                label={formatCalendarDate(day, formats)}
                description={dayNote(policy, day)}
              />
            ))}
          </CheckboxGroup>
          <CheckboxGroup
            id={fid("perils")}
            legend="Perils"
            hint="Optional: the insured perils the loss is about."
            error={errors.perils?.message ?? errors.perils?.root?.message}
          >
            {policy.item.perils.map((p) => (
              <Checkbox
                key={p.peril}
                name="perils"
                value={p.peril}
                checked={perils.includes(p.peril)}
                onChange={(e) => toggle("perils", p.peril, e.target.checked)}
                label={PERIL_LABELS[p.peril]}
              />
            ))}
          </CheckboxGroup>
          <FormField label="What happened" htmlFor={fid("description")} error={errors.description?.message} required hint={descriptionHint}>
            <Textarea
              id={fid("description")}
              rows={4}
              aria-invalid={!!errors.description}
              aria-required
              aria-describedby={fieldDescribedBy(fid("description"), { error: errors.description?.message, hint: descriptionHint })}
              {...form.register("description")}
            />
          </FormField>
          <FormField label="Attachments" htmlFor={fid("files")} error={errors.files?.message} hint={filesHint}>
            <Input
              id={fid("files")}
              type="file"
              multiple
              accept={ACCEPT}
              className="h-auto py-1.5"
              aria-invalid={!!errors.files}
              aria-describedby={fieldDescribedBy(fid("files"), { error: errors.files?.message, hint: filesHint })}
              ref={fileRef}
              onChange={() => form.clearErrors("files")}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
