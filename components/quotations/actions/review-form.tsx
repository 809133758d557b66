"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { RotateCcw, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ApiError, callApi } from "@/lib/api/client";
import * as quotationsApi from "@/lib/api/operations/quotations";
import type { PerilValueDto } from "@/lib/quotations/quotation-dto";
import { MESSAGES, PREMIUM_AFTER_REVIEW_MESSAGE, moneyAmount } from "@/lib/quotations/quotation-labels";
import { PERIL_LABELS, type ClaimsVerificationSourceName, type PerilName } from "@/lib/rater/perils";
import { AffixInput } from "@/components/ui/affix-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useSnackbar } from "@/components/ui/snackbar";
import { threshold } from "../details/format";
import { failureMessage } from "@/components/forms/api-errors";
import { formatMoney, formatPercent } from "@/lib/format/money";
import type { CoverDays, PricingTerms, QuotationPrice } from "@/lib/pricing/quotation-price";
import type { ReviewPricing } from "@/lib/pricing/review-amendment";
import { PriceBreakdownTable } from "@/components/pricing/price-breakdown";
import { LoadOnOpen, preloadOn } from "@/components/ui/load-on-open";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";

export type ReviewQuotation = {
  id: number;
  quotationNumber: string;
  perils: PerilValueDto[];
  claimsVerificationSource: ClaimsVerificationSourceName;
  minimumPremium: string;
  belowMinimumPremium: boolean;
  /** The covered days and hours the fees count. */
  cover: CoverDays;
  /** Fee settings, minimum premium and the insured state's taxes (the quotation's `pricingTerms`). */
  pricingTerms: PricingTerms;
  /** The broker the review emails (the amend confirmation names them). */
  brokerName: string;
  /** The price before any amendment (reviewedPrice with none). */
  initialPrice: QuotationPrice;
};

const th = cardTableHead;
const td = cn(cardTableCell, "py-2 align-top");
const money = "text-right tabular-nums whitespace-nowrap";

const initialPremium = (p: PerilValueDto) => p.premiumAfterReview ?? p.premiumFromRater ?? "";

/** A typed premium as a decimal string with two places, or null when it is empty or not money greater than 0. */
function validAmount(value: string): string | null {
  return moneyAmount(value, PREMIUM_AFTER_REVIEW_MESSAGE).amount ?? null;
}

// The review's schema (with zod) and the dialogs load when the underwriter gets to them.
const loadSchema = () => import("@/lib/pricing/review-premiums-schema");
// The pricing code (decimal.js) is fetched once the form is on screen: the first price comes with the page.
const loadPricing = () => import("@/lib/pricing/review-amendment");
const loadAmendConfirm = () => import("./amend-confirm-dialog");
const loadReason = () => import("./reason-dialog");
const AmendConfirmDialog = React.lazy(() => loadAmendConfirm().then((m) => ({ default: m.AmendConfirmDialog })));
const ReasonDialog = React.lazy(() => loadReason().then((m) => ({ default: m.ReasonDialog })));

/** Whether a typed premium differs from the one before the review (the same amount typed otherwise is no change). */
function differs(now: string, before: string): boolean {
  if (now.trim() === before.trim()) return false;
  const a = validAmount(now);
  const b = validAmount(before);
  return a === null || b === null || a !== b;
}

/**
 * The underwriter's review of a referred quotation (spec §4): accept the premiums as rated, amend
 * the premium after review of some perils and accept, or decline with a reason. The total and
 * the minimum-premium warning follow the amendments as they are typed.
 */
export function ReviewForm({ quotation }: { quotation: ReviewQuotation }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const id = React.useId();
  const initial = React.useMemo(
    () => Object.fromEntries(quotation.perils.map((p) => [p.peril, initialPremium(p)])) as Record<PerilName, string>,
    [quotation.perils],
  );
  const [premiums, setPremiums] = React.useState<Record<PerilName, string>>(initial);
  const [errors, setErrors] = React.useState<Partial<Record<PerilName, string>>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [note, setNote] = React.useState("");
  const [pending, setPending] = React.useState<"accept" | "amend" | null>(null);
  const [declining, setDeclining] = React.useState(false);
  /** The amended premiums waiting for the underwriter's confirmation. */
  const [confirmingAmend, setConfirmingAmend] = React.useState<Partial<Record<PerilName, string>> | null>(null);

  const [reviewPricing, setReviewPricing] = React.useState<Awaited<ReturnType<typeof loadPricing>> | null>(null);
  React.useEffect(() => {
    let live = true;
    void loadPricing().then((m) => live && setReviewPricing(m));
    return () => {
      live = false;
    };
  }, []);

  const changed = quotation.perils.filter((p) => differs(premiums[p.peril], initial[p.peril]));
  const amended = changed.length > 0;

  // The price once the amendments typed so far apply, by the code the server checks them with
  // (lib/pricing): an option the rater could not price counts once it is priced here.
  const pricing: ReviewPricing = {
    perils: quotation.perils.map((p) => ({ peril: p.peril, premium: p.premium, quotable: p.quotable })),
    cover: quotation.cover,
    claimsVerificationSource: quotation.claimsVerificationSource,
    terms: quotation.pricingTerms,
  };
  const typed = Object.fromEntries(
    changed.flatMap((p) => (validAmount(premiums[p.peril]) === null ? [] : [[p.peril, validAmount(premiums[p.peril])!]])),
  ) as Partial<Record<PerilName, string>>;
  const price = reviewPricing ? reviewPricing.reviewedPrice(pricing, typed) : quotation.initialPrice;
  const amendedBelowMinimum = price.belowMinimumPremium;
  const showMinimumWarning = quotation.belowMinimumPremium || amendedBelowMinimum;

  const details = `/quotation/${quotation.id}/details`;
  function done(message: string) {
    snackbar.show(message, "success");
    router.push(details);
    router.refresh();
  }

  function fieldErrorsFrom(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILURE") return false;
    const next: Partial<Record<PerilName, string>> = {};
    for (const d of error.details ?? []) {
      const match = /^premiums\.(\w+)$/.exec(d.path);
      if (match && match[1] in initial) next[match[1] as PerilName] = d.message;
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  }

  async function accept() {
    // Accepting as rated is refused below the minimum premium too, here before the server says so.
    const { reviewPremiumsSchema } = await loadSchema();
    const parsed = reviewPremiumsSchema(pricing).safeParse({});
    setFormError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    setPending("accept");
    try {
      await callApi(quotationsApi.reviewQuotation, {
        params: { quotationId: quotation.id },
        body: { decision: "accept", note: note.trim() || null },
      });
      done(`Quotation ${quotation.quotationNumber} accepted`);
    } catch (error) {
      snackbar.show(failureMessage("Could not accept the quotation", error), "error");
    } finally {
      setPending(null);
    }
  }

  async function amend() {
    // The same schema the server checks with: each amount, then the minimum premium, under the field.
    const entered = Object.fromEntries(changed.map((p) => [p.peril, premiums[p.peril]]));
    const { reviewPremiumsSchema } = await loadSchema();
    const parsed = reviewPremiumsSchema(pricing).safeParse(entered);
    const nextErrors: Partial<Record<PerilName, string>> = {};
    let nextFormError: string | null = null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const peril = issue.path[0] as PerilName | undefined;
        if (peril && peril in initial) nextErrors[peril] ??= issue.message;
        else nextFormError ??= issue.message;
      }
    }
    setErrors(nextErrors);
    setFormError(nextFormError);
    if (!parsed.success) {
      const first = quotation.perils.find((p) => nextErrors[p.peril]);
      if (first) document.getElementById(`${id}-${first.peril}`)?.focus();
      return;
    }
    setConfirmingAmend(parsed.data as Partial<Record<PerilName, string>>);
  }

  /** The confirmed amendment; throws on failure so that the confirmation stays open (field messages close it). */
  async function sendAmend(body: Partial<Record<PerilName, string>>) {
    setPending("amend");
    try {
      await callApi(quotationsApi.reviewQuotation, {
        params: { quotationId: quotation.id },
        body: { decision: "amend", premiums: body, note: note.trim() || null },
      });
      done(`Quotation ${quotation.quotationNumber} amended and accepted`);
    } catch (error) {
      snackbar.show(failureMessage("Could not accept the quotation", error), "error");
      if (fieldErrorsFrom(error)) return setConfirmingAmend(null);
      throw error;
    } finally {
      setPending(null);
    }
  }

  async function decline(reason: string) {
    try {
      await callApi(quotationsApi.reviewQuotation, { params: { quotationId: quotation.id }, body: { decision: "decline", reason } });
      done(`Quotation ${quotation.quotationNumber} declined`);
    } catch (error) {
      snackbar.show(failureMessage("Could not decline the quotation", error), "error");
      throw error;
    }
  }

  const busy = pending !== null;
  return (
    <Card data-testid="review-form">
      <CardHeader
        title="Premiums"
        description="Accept the rater's premiums, or change the premium after review of any peril and accept the amended quotation."
        actions={
          amended ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setPremiums(initial);
                setErrors({});
              }}
            >
              <Icon node={RotateCcw} aria-hidden />
              Undo changes
            </Button>
          ) : undefined
        }
      />
      <div className={cardTableScroll}>
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Premiums">
          <thead>
            <tr>
              <th scope="col" className={cn(th, "text-left")}>
                Peril
              </th>
              <th scope="col" className={cn(th, "hidden text-right lg:table-cell")}>
                Threshold
              </th>
              <th scope="col" className={cn(th, "hidden text-right lg:table-cell")}>
                Limit
              </th>
              <th scope="col" className={cn(th, "hidden text-right lg:table-cell")}>
                Rate
              </th>
              <th scope="col" className={cn(th, "text-left")}>
                Quotable
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Premium from rater
              </th>
              <th scope="col" className={cn(th, "w-48 text-left")}>
                Premium after review
              </th>
            </tr>
          </thead>
          <tbody>
            {quotation.perils.map((p) => {
              const inputId = `${id}-${p.peril}`;
              const error = errors[p.peril];
              const isChanged = changed.includes(p);
              return (
                <tr key={p.peril} data-testid={`review-${p.peril}`}>
                  <th scope="row" className={cn(td, "whitespace-nowrap pt-3.5 text-left font-medium text-slate-900")}>
                    {PERIL_LABELS[p.peril]}
                  </th>
                  <td className={cn(td, money, "hidden pt-3.5 lg:table-cell")}>{threshold(p.peril, p.threshold)}</td>
                  <td className={cn(td, money, "hidden pt-3.5 lg:table-cell")}>{formatMoney(p.limit)}</td>
                  <td className={cn(td, money, "hidden pt-3.5 lg:table-cell")}>
                    {formatPercent(p.rate, { minDecimals: 2, maxDecimals: 3 })}
                  </td>
                  <td className={cn(td, "pt-3")}>
                    <Badge tone={p.quotable ? "live" : "danger"}>{p.quotable ? "Quotable" : "Not quotable"}</Badge>
                    {!p.quotable && p.reason && <p className="mt-1 max-w-64 text-xs text-slate-600">{p.reason}</p>}
                  </td>
                  <td className={cn(td, money, "pt-3.5")}>{formatMoney(p.premiumFromRater)}</td>
                  <td className={td}>
                    <FormField
                      label={<span className="sr-only">Premium after review of {PERIL_LABELS[p.peril]}</span>}
                      htmlFor={inputId}
                      error={error}
                      className="gap-1"
                    >
                      <AffixInput
                        id={inputId}
                        prefix="$"
                        inputMode="decimal"
                        autoComplete="off"
                        value={premiums[p.peril]}
                        onChange={(e) => {
                          const value = e.target.value;
                          setPremiums((prev) => ({ ...prev, [p.peril]: value }));
                          if (error) setErrors((prev) => ({ ...prev, [p.peril]: undefined }));
                          setFormError(null);
                        }}
                        aria-invalid={!!error}
                        aria-describedby={fieldDescribedBy(inputId, { error })}
                        className={cn("h-8 text-right", isChanged && !error && "border-accent-500 bg-accent-50")}
                      />
                    </FormField>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="flex justify-end border-t border-slate-200 px-4 py-3" data-testid="review-price">
        <div className="w-full max-w-md">
          <PriceBreakdownTable
            breakdown={price.breakdown}
            caption={amended ? "Price after the amendments" : "Price"}
            totalTestId="review-total"
          />
          <p className="mt-1 flex justify-between gap-4 text-xs text-slate-500">
            <span>Minimum premium (premium and fees)</span>
            <span className="tabular-nums" data-testid="review-minimum">
              {formatMoney(quotation.minimumPremium)}
            </span>
          </p>
        </div>
      </div>

      <div className="space-y-4 border-t border-slate-200 px-4 py-4">
        {formError && (
          <p
            role="status"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            data-testid="review-form-error"
          >
            {formError}
          </p>
        )}
        {showMinimumWarning && (
          <p
            role="status"
            className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="below-minimum"
          >
            <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>
              <span className="font-medium">{MESSAGES.belowMinimumPremium}</span> ({formatMoney(quotation.minimumPremium)}).{" "}
              {amendedBelowMinimum ? "Amend the premiums to reach it, or decline the quotation." : "The amended total reaches the minimum."}
            </span>
          </p>
        )}
        <FormField label="Note to the broker" htmlFor={`${id}-note`} hint="Optional; kept with the review and shown in the history.">
          <Textarea
            id={`${id}-note`}
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={fieldDescribedBy(`${id}-note`, { hint: true })}
            className="max-w-2xl"
          />
        </FormField>
      </div>

      <CardFooter className="justify-between">
        <Button
          variant="secondary"
          className="text-red-700 hover:text-red-800"
          disabled={busy}
          onClick={() => setDeclining(true)}
          {...preloadOn(loadReason)}
        >
          Decline
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {amended && (
            <span className="text-xs text-slate-500">
              {changed.length === 1 ? "1 premium changed" : `${changed.length} premiums changed`}
            </span>
          )}
          <Button
            variant={amended ? "secondary" : "primary"}
            disabled={amended || busy}
            loading={pending === "accept"}
            onClick={() => void accept()}
            {...preloadOn(loadSchema)}
          >
            Accept
          </Button>
          <Button
            variant={amended ? "primary" : "secondary"}
            disabled={!amended || busy}
            loading={pending === "amend"}
            onClick={() => void amend()}
            {...preloadOn(() => Promise.all([loadSchema(), loadAmendConfirm()]))}
          >
            Amend and accept
          </Button>
        </div>
      </CardFooter>

      <LoadOnOpen open={confirmingAmend !== null}>
        <AmendConfirmDialog
          open={confirmingAmend !== null}
          onOpenChange={(open) => (open ? undefined : setConfirmingAmend(null))}
          quotationNumber={quotation.quotationNumber}
          amended={quotation.perils
            .filter((p) => confirmingAmend?.[p.peril] !== undefined)
            .map((p) => ({
              peril: PERIL_LABELS[p.peril],
              before: formatMoney(initial[p.peril] || null),
              after: formatMoney(confirmingAmend![p.peril]!),
            }))}
          total={formatMoney(price.breakdown.total)}
          broker={{ name: quotation.brokerName }}
          onConfirm={() => sendAmend(confirmingAmend ?? {})}
        />
      </LoadOnOpen>

      <LoadOnOpen open={declining}>
        <ReasonDialog
          open={declining}
          onOpenChange={setDeclining}
          destructive
          title={`Decline quotation ${quotation.quotationNumber}?`}
          description="The broker is told the quotation is declined, with your reason. A declined quotation can still be revised."
          label="Reason"
          required
          confirmLabel="Decline quotation"
          onConfirm={decline}
        />
      </LoadOnOpen>
    </Card>
  );
}
