"use client";

import * as React from "react";
import { CircleAlert, FileCheck2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { showApiErrors } from "@/components/forms/api-errors";
import { BIND_MESSAGES, bindSchema, type PolicyNumberSuggestion } from "@/lib/quotations/bind-schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DetailList } from "@/components/ui/detail-list";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { PriceBreakdown } from "@/lib/pricing/price-breakdown";
import { PriceBreakdownTable } from "@/components/pricing/price-breakdown";
import type { ApplicationOnFile } from "./action-quotation";

/**
 * Bind (underwriter, admin): the policy number, checked here (`Policy number cannot be empty`) and
 * by the server (unique); a policy-number error shows under the field, a refusal about the binder
 * or the documents above it. On success the caller goes to the new policy. The field starts with
 * the binder's next number (`suggest`, D119) unless something was typed before it arrived.
 */
export function BindDialog({
  open,
  onOpenChange,
  quotationNumber,
  insuredName,
  price,
  applications,
  suggest,
  onBind,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  insuredName: string;
  /** What the insured is asked to pay (the quotation's price breakdown). */
  price: PriceBreakdown | null;
  applications: ApplicationOnFile[];
  /** The suggested number and the binder a bind today would use; a failure leaves the field empty. */
  suggest?: (signal: AbortSignal) => Promise<PolicyNumberSuggestion>;
  /** Binds; throws on failure (the caller shows the snackbar). */
  onBind: (policyNumber: string) => Promise<void>;
}) {
  const id = React.useId();
  const [value, setValue] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [suggestion, setSuggestion] = React.useState<PolicyNumberSuggestion | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  // Typed into since the dialog opened: a suggestion arriving later does not replace it.
  const typedRef = React.useRef(false);

  React.useEffect(() => {
    if (!open) return;
    setValue("");
    setFieldError(null);
    setFormError(null);
    setSuggestion(null);
    typedRef.current = false;
    if (!suggest) return;
    const controller = new AbortController();
    suggest(controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setSuggestion(found);
        if (found.policyNumber && !typedRef.current) setValue(found.policyNumber);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [open, suggest]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = bindSchema.safeParse({ policyNumber: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? BIND_MESSAGES.policyNumberEmpty);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onBind(parsed.data.policyNumber);
      onOpenChange(false);
    } catch (error) {
      // The policy number's message under its field, any other above the buttons.
      const { message } = showApiErrors<{ policyNumber: string }>(error, {
        form: {
          setError: (_field, { message: atField }) => {
            setFieldError(atField ?? null);
            inputRef.current?.focus();
          },
        },
        fields: ["policyNumber"],
      });
      setFormError(message);
    } finally {
      setPending(false);
    }
  }

  const inputId = `${id}-policy-number`;
  const hint = suggestion?.policyNumber
    ? `Suggested: the next number of binder ${suggestion.binder?.uniqueMarketReference}. Change it if the policy was issued under another. Letters, digits, spaces and - / . only; saved in capitals.`
    : "As issued for this risk. Letters, digits, spaces and - / . only; saved in capitals.";
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        size="md"
        title={`Bind ${quotationNumber}`}
        description="The policy goes live on the binder covering today, with its invoice to the broker."
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="bind-dialog"
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={pending}>
              Bind and issue policy
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
          <DetailList
            className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5"
            items={[
              ["Insured", insuredName || "—"],
              [
                "Application on file",
                applications.length > 0 ? (
                  <span key="a" className="grid gap-0.5">
                    {applications.map((d) => (
                      <span key={d.id} className="inline-flex items-center gap-1.5">
                        <Icon node={FileCheck2} aria-hidden className="size-3.5 text-emerald-600" />
                        {d.typeName} <span className="font-normal text-slate-500">{d.fileName}</span>
                      </span>
                    ))}
                  </span>
                ) : (
                  <span key="a" className="font-normal text-amber-700">
                    None: {BIND_MESSAGES.noApplicationDocument.toLowerCase()}
                  </span>
                ),
              ],
            ]}
          />
          {price && (
            <section aria-label="Price" className="rounded-md border border-slate-200 px-3 py-2" data-testid="bind-price">
              <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Price invoiced at bind</h3>
              <PriceBreakdownTable breakdown={price} caption="Price invoiced at bind" totalTestId="bind-total" />
            </section>
          )}
          {formError && (
            <div
              role="status"
              className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800"
              data-testid="bind-error"
            >
              <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
              <p>{formError}</p>
            </div>
          )}
          <FormField label="Policy number" htmlFor={inputId} error={fieldError} hint={hint} required>
            <Input
              ref={inputRef}
              id={inputId}
              value={value}
              autoComplete="off"
              spellCheck={false}
              className="font-mono uppercase"
              onChange={(e) => {
                typedRef.current = true;
                setValue(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              aria-invalid={!!fieldError}
              aria-required
              aria-describedby={fieldDescribedBy(inputId, { error: fieldError, hint })}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
