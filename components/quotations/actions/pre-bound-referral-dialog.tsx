"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGES } from "@/lib/quotations/quotation-labels";
import { showApiErrors } from "@/components/forms/api-errors";

type Decision = "accept" | "reject";

/**
 * Manage a pre-bound referral (underwriter): accept it, with an optional note, so that the
 * quotation is pre-bound; or reject it with a reason, which declines the quotation.
 */
export function PreBoundReferralDialog({
  open,
  onOpenChange,
  quotationNumber,
  reasons,
  onDecide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  reasons: string[];
  onDecide: (body: { decision: "accept"; note: string | null } | { decision: "reject"; reason: string }) => Promise<void>;
}) {
  const id = React.useId();
  const [decision, setDecision] = React.useState<Decision>("accept");
  const [text, setText] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setDecision("accept");
      setText("");
      setError(null);
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (decision === "reject" && !value) return setError(MESSAGES.required);
    if (value.length > 2000) return setError("At most 2000 characters");
    setPending(true);
    try {
      await onDecide(decision === "accept" ? { decision, note: value || null } : { decision, reason: value });
      onOpenChange(false);
    } catch (failure) {
      // Reported by the caller's snackbar; the dialog stays open, with the server's message about
      // the reason or the note under the field.
      showApiErrors<{ text: string }>(failure, {
        form: { setError: (_field, { message }) => setError(message ?? null) },
        fieldOf: (path) => (path === "reason" || path === "note" ? "text" : null),
      });
    } finally {
      setPending(false);
    }
  }

  const fieldId = `${id}-text`;
  const choice = (value: Decision, label: string, description: string) => (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2",
        decision === value ? (value === "reject" ? "border-red-300 bg-red-50" : "border-accent-200 bg-accent-50") : "border-slate-200",
      )}
    >
      <input
        type="radio"
        name={`${id}-decision`}
        value={value}
        checked={decision === value}
        onChange={() => {
          setDecision(value);
          setError(null);
        }}
        className="mt-0.5 accent-accent-600"
      />
      <span className="grid gap-0.5">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-xs text-slate-500">{description}</span>
      </span>
    </label>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={`Manage pre-bound referral of ${quotationNumber}`}
        description="The broker selected options and pre-bound the quotation; a rule referred it to an underwriter."
        onPointerDownOutside={(e) => e.preventDefault()}
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} variant={decision === "reject" ? "danger" : "primary"} loading={pending}>
              {decision === "reject" ? "Reject referral" : "Accept referral"}
            </Button>
          </>
        }
      >
        {reasons.length > 0 && (
          <div className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            <p className="font-medium">Referred because</p>
            <ul className="mt-1 list-disc pl-5">
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-700">Decision</legend>
            {choice("accept", "Accept", "The quotation is pre-bound and goes on to signing.")}
            {choice("reject", "Reject", "The quotation is declined; the broker sees the reason.")}
          </fieldset>
          <FormField label={decision === "reject" ? "Reason" : "Note"} htmlFor={fieldId} error={error} required={decision === "reject"}>
            <Textarea
              id={fieldId}
              rows={3}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError(null);
              }}
              aria-invalid={!!error}
              aria-describedby={fieldDescribedBy(fieldId, { error })}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
