"use client";

import * as React from "react";
import { get, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { coverageFrozen } from "@/lib/quotations/coverage-freeze";
import { MESSAGES } from "@/lib/quotations/quotation-labels";
import {
  createEndorsementSchema,
  POLICY_MESSAGES,
  type CoverageChangeInput,
  type CreateEndorsementInput,
} from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto, PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { PERILS, PERIL_LABELS, PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { showApiErrors } from "@/components/forms/api-errors";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { PremiumChange } from "./premium-change";

// Create endorsement (underwriter, admin): a title and wording, and optionally a change of the
// cover, prefilled from the policy's current terms. Only what changed is sent as `changes`
// (coverageChangeSchema: the event's dates and hours, or the promotion's dates, as a whole; the
// limit per day; the whole new set of perils; threshold and limit of each changed or added peril).
// The server re-rates the new cover; its result is shown once the endorsement is issued.

type PerilTerms = { threshold: string; limitPerDay: string };
type CoverValues = {
  event: { dateFrom: string; dateUntil: string; hoursFrom: string; hoursTo: string };
  promotion: { periodFrom: string; periodUntil: string; promotionDate: string };
  limitPerDay: string;
  perils: PerilName[];
  coverage: Record<PerilName, PerilTerms>;
};
export type EndorsementValues = { title: string; content: string; changeCover: boolean; changes: CoverValues };

const CONTENT_HINT = "The text printed on the endorsement.";
const HAS_THRESHOLD = (p: PerilName) => PERIL_THRESHOLD_UNITS[p] !== null;

/** The form's fields the server may name in a VALIDATION_FAILURE (details[].path). */
const FIELDS = [
  "title",
  "content",
  "changes",
  "changes.event",
  "changes.event.dateFrom",
  "changes.event.dateUntil",
  "changes.event.hoursFrom",
  "changes.event.hoursTo",
  "changes.promotion",
  "changes.promotion.periodFrom",
  "changes.promotion.periodUntil",
  "changes.promotion.promotionDate",
  "changes.limitPerDay",
  "changes.perils",
  ...PERILS.flatMap((p) => [`changes.coverage.${p}`, `changes.coverage.${p}.threshold`, `changes.coverage.${p}.limitPerDay`]),
];

/** The policy's current terms as the form's cover values. */
export function currentCover(policy: PolicyDetailsDto): CoverValues {
  const item = policy.item;
  const byPeril = new Map(item.perils.map((p) => [p.peril, p]));
  return {
    event: {
      dateFrom: item.dateFrom,
      dateUntil: item.dateUntil,
      hoursFrom: item.event?.hoursFrom ?? "",
      hoursTo: item.event?.hoursTo ?? "",
    },
    promotion: {
      periodFrom: item.promotion?.periodFrom ?? "",
      periodUntil: item.promotion?.periodUntil ?? "",
      promotionDate: item.promotion?.promotionDate ?? "",
    },
    limitPerDay: item.limitPerDay ?? "",
    perils: item.perils.map((p) => p.peril),
    coverage: Object.fromEntries(
      PERILS.map((p) => [
        p,
        { threshold: byPeril.get(p)?.threshold ?? "", limitPerDay: byPeril.get(p)?.limitPerDay ?? item.limitPerDay ?? "" },
      ]),
    ) as Record<PerilName, PerilTerms>,
  };
}

/** Two amounts or thresholds typed by a person are the same number ("10,000" and "10000.00"). */
function sameNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  const clean = (v: string | null | undefined) => (v ?? "").replace(/[$,\s]/g, "");
  const x = clean(a);
  const y = clean(b);
  if (x === y) return true;
  return x !== "" && y !== "" && Number.isFinite(Number(x)) && Number(x) === Number(y);
}

/** Only what differs from the current terms; {} when nothing does. */
export function coverChanges(values: CoverValues, initial: CoverValues, kind: "EVENT" | "PROMOTION"): CoverageChangeInput {
  const changes: CoverageChangeInput = {};
  if (kind === "EVENT") {
    const e = values.event;
    if ((Object.keys(e) as (keyof typeof e)[]).some((k) => (e[k] ?? "") !== initial.event[k])) changes.event = { ...e };
  } else {
    const p = values.promotion;
    if ((Object.keys(p) as (keyof typeof p)[]).some((k) => (p[k] ?? "") !== initial.promotion[k])) changes.promotion = { ...p };
  }
  if (!sameNumber(values.limitPerDay, initial.limitPerDay)) changes.limitPerDay = values.limitPerDay;
  const chosen = Array.isArray(values.perils) ? values.perils : values.perils ? [values.perils as unknown as PerilName] : [];
  const perils = PERILS.filter((p) => chosen.includes(p));
  const sameSet = perils.length === initial.perils.length && perils.every((p) => initial.perils.includes(p));
  if (!sameSet) changes.perils = perils;
  const coverage: NonNullable<CoverageChangeInput["coverage"]> = {};
  for (const p of perils) {
    const now = values.coverage[p];
    const before = initial.coverage[p];
    const added = !initial.perils.includes(p);
    if (added || (HAS_THRESHOLD(p) && !sameNumber(now.threshold, before.threshold)) || !sameNumber(now.limitPerDay, before.limitPerDay)) {
      coverage[p] = { threshold: HAS_THRESHOLD(p) ? now.threshold : null, limitPerDay: now.limitPerDay || null };
    }
  }
  if (Object.keys(coverage).length > 0) changes.coverage = coverage;
  return changes;
}

export function endorsementBody(values: EndorsementValues, initial: CoverValues, kind: "EVENT" | "PROMOTION"): CreateEndorsementInput {
  const body: CreateEndorsementInput = { title: values.title, content: values.content };
  if (values.changeCover) body.changes = coverChanges(values.changes, initial, kind);
  return body;
}

export function EndorsementDialog({
  open,
  onOpenChange,
  policy,
  formats,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policy: PolicyDetailsDto;
  formats: Formats;
  /** Creates the endorsement and answers it; throws on failure (the caller shows the snackbar). */
  onCreate: (body: CreateEndorsementInput) => Promise<PolicyEndorsementDto>;
}) {
  const id = React.useId();
  const kind = policy.item.kind;
  const initial = React.useMemo(() => currentCover(policy), [policy]);
  const defaults = React.useMemo<EndorsementValues>(() => ({ title: "", content: "", changeCover: false, changes: initial }), [initial]);
  const [created, setCreated] = React.useState<PolicyEndorsementDto | null>(null);

  const resolver = React.useCallback<Resolver<EndorsementValues>>(
    async (values, context, options) => {
      const body = endorsementBody(values, initial, kind);
      if (body.changes && Object.keys(body.changes).length === 0) {
        return {
          values: {},
          errors: { changes: { type: "custom", message: POLICY_MESSAGES.nothingChanges } } as FieldErrors<EndorsementValues>,
        };
      }
      const result = await (zodResolver(createEndorsementSchema) as unknown as Resolver<EndorsementValues>)(
        body as unknown as EndorsementValues,
        context,
        options,
      );
      return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
    },
    [initial, kind],
  );
  const form = useForm<EndorsementValues>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const changeCover = useWatch({ control: form.control, name: "changeCover" });
  const chosen = useWatch({ control: form.control, name: "changes.perils" });
  const chosenPerils: PerilName[] = Array.isArray(chosen) ? chosen : chosen ? [chosen as PerilName] : [];

  // A fresh form each time the dialog opens (not when the page refreshes behind the result).
  const latestDefaults = React.useRef(defaults);
  latestDefaults.current = defaults;
  React.useEffect(() => {
    if (open) {
      form.reset(latestDefaults.current);
      setCreated(null);
    }
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const endorsement = await onCreate(endorsementBody(values, initial, kind));
      setCreated(endorsement);
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS });
    }
  });

  const fid = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const err = (name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;
  // The freeze counts to the first covered day, as the server's (D47): the event's first day, or a
  // promotion's draw date — not the start of its sales period.
  const firstCoveredDay = policy.item.coveredDays[0] ?? policy.item.dateFrom;
  const tooLate = coverageFrozen(firstCoveredDay);

  /** A registered text field with its label and the error under it. */
  const field = (
    name: string,
    label: string,
    props: { type?: string; prefix?: string; suffix?: string; className?: string; inputMode?: "decimal"; required?: boolean } = {},
  ) => {
    const error = err(name);
    const input = {
      id: fid(name),
      type: props.type ?? "text",
      autoComplete: "off",
      inputMode: props.inputMode,
      "aria-invalid": !!error,
      "aria-describedby": fieldDescribedBy(fid(name), { error }),
      ...form.register(name as never),
    };
    return (
      <FormField label={label} htmlFor={fid(name)} error={error} required={props.required} className={props.className}>
        {props.prefix || props.suffix ? <AffixInput prefix={props.prefix} suffix={props.suffix} {...input} /> : <Input {...input} />}
      </FormField>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        size="xl"
        title={created ? `Endorsement ${created.endorsementNumber} issued` : `Create endorsement on ${policy.policyNumber}`}
        description={
          created
            ? created.title
            : "A numbered endorsement is added to the policy. Cover changes are re-rated and invoiced as additional or return premium."
        }
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="endorsement-dialog"
        footer={
          created ? (
            <>
              <Button variant="secondary" asChild>
                <a href={created.href} target="_blank" rel="noreferrer">
                  <Icon node={FileText} aria-hidden />
                  Open endorsement PDF
                </a>
              </Button>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </>
          ) : (
            <>
              <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
                Create endorsement
              </Button>
            </>
          )
        }
      >
        {created ? (
          <EndorsementResult endorsement={created} formats={formats} />
        ) : (
          <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-5">
            <div className="grid gap-4">
              {field("title", "Title", { required: true })}
              <FormField label="Wording" htmlFor={fid("content")} error={err("content")} required hint={CONTENT_HINT}>
                <Textarea
                  id={fid("content")}
                  rows={5}
                  aria-invalid={!!err("content")}
                  aria-required
                  aria-describedby={fieldDescribedBy(fid("content"), { error: err("content"), hint: CONTENT_HINT })}
                  {...form.register("content")}
                />
              </FormField>
            </div>

            <fieldset className="grid gap-4 rounded-md border border-slate-200 px-4 pb-4 pt-2" data-testid="cover-changes">
              <legend className="px-1">
                <Checkbox
                  label="Change the cover"
                  description="Dates, limit per day, perils, thresholds. Left unticked, the endorsement changes the wording only."
                  {...form.register("changeCover")}
                />
              </legend>
              {tooLate && (
                <p className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
                  <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  {MESSAGES.coverageWithin10Days}: {kind === "EVENT" ? "the event starts on" : "the draw date is"}{" "}
                  {formatCalendarDate(firstCoveredDay, formats)}.
                </p>
              )}
              {err("changes") && (
                <p
                  role="status"
                  className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800"
                  data-testid="cover-error"
                >
                  <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
                  {err("changes")}
                </p>
              )}
              {changeCover && (
                <>
                  {kind === "EVENT" ? (
                    <div className="grid gap-4 sm:grid-cols-4">
                      {field("changes.event.dateFrom", "Date from", { type: "date", required: true })}
                      {field("changes.event.dateUntil", "Date until", { type: "date", required: true })}
                      {field("changes.event.hoursFrom", "Hours from", { type: "time", required: true })}
                      {field("changes.event.hoursTo", "Hours to", { type: "time", required: true })}
                    </div>
                  ) : (
                    <div className="grid gap-4 sm:grid-cols-3">
                      {field("changes.promotion.periodFrom", "Promotional period from", { type: "date", required: true })}
                      {field("changes.promotion.periodUntil", "Promotional period until", { type: "date", required: true })}
                      {field("changes.promotion.promotionDate", "Promotion date", { type: "date", required: true })}
                    </div>
                  )}
                  <div className="grid gap-4 sm:grid-cols-4">
                    {field("changes.limitPerDay", "Limit per day", { prefix: "$", inputMode: "decimal", required: true })}
                  </div>

                  <div role="group" aria-labelledby={fid("perils-label")} className="grid gap-2">
                    <p id={fid("perils-label")} className="text-sm font-medium text-slate-700">
                      Insured perils
                    </p>
                    {err("changes.perils") && (
                      <p className="text-xs font-medium text-red-600" data-testid="field-error">
                        {err("changes.perils")}
                      </p>
                    )}
                    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                      {PERILS.map((p) => {
                        const on = chosenPerils.includes(p);
                        const unit = PERIL_THRESHOLD_UNITS[p];
                        return (
                          <li
                            key={p}
                            className="grid items-start gap-3 px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_10rem_12rem]"
                            data-testid="peril-row"
                            data-peril={p}
                          >
                            <Checkbox label={PERIL_LABELS[p]} value={p} containerClassName="pt-1.5" {...form.register("changes.perils")} />
                            {on && HAS_THRESHOLD(p) ? (
                              field(`changes.coverage.${p}.threshold`, `${PERIL_LABELS[p]} threshold (${unit})`, {
                                suffix: unit ?? undefined,
                                inputMode: "decimal",
                              })
                            ) : (
                              <span className="hidden sm:block" />
                            )}
                            {on
                              ? field(`changes.coverage.${p}.limitPerDay`, `${PERIL_LABELS[p]} limit per day`, {
                                  prefix: "$",
                                  inputMode: "decimal",
                                })
                              : null}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </>
              )}
            </fieldset>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What the server made of the endorsement: its premium change and schedule of changes. */
function EndorsementResult({ endorsement, formats }: { endorsement: PolicyEndorsementDto; formats: Formats }) {
  return (
    <div className="grid gap-4" data-testid="endorsement-result">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Endorsement number</dt>
          <dd className="font-medium text-slate-900">{endorsement.endorsementNumber}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Effective</dt>
          <dd className="font-medium text-slate-900">{formatCalendarDate(endorsement.effectiveDate, formats)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Premium after the endorsement</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatMoney(endorsement.premiumAfter)}</dd>
        </div>
      </dl>
      <p
        className={cn(
          "rounded-md border px-3 py-2.5",
          endorsement.premiumChange ? "border-accent-200 bg-accent-50" : "border-slate-200 bg-slate-50",
        )}
        data-testid="rerating-result"
      >
        <PremiumChange value={endorsement.premiumChange} />
        {endorsement.invoice && <span className="text-slate-600"> · invoice {endorsement.invoice.invoiceNumber}</span>}
      </p>
      {endorsement.changes.length > 0 ? (
        <ChangesTable changes={endorsement.changes} />
      ) : (
        <p className="text-slate-500">Wording only: the cover is unchanged.</p>
      )}
    </div>
  );
}

export function ChangesTable({ changes }: { changes: PolicyEndorsementDto["changes"] }) {
  const th = "border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
  const td = "border-b border-slate-100 px-3 py-2 align-top";
  return (
    <div className="relative w-0 min-w-full overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Schedule of changes">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Change
            </th>
            <th scope="col" className={th}>
              Before
            </th>
            <th scope="col" className={th}>
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c, i) => (
            <tr key={`${c.field}-${i}`}>
              <th scope="row" className={cn(td, "text-left font-medium text-slate-900")}>
                {c.label}
              </th>
              <td className={cn(td, "text-slate-600")}>{c.before}</td>
              <td className={cn(td, "text-slate-900")}>{c.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
