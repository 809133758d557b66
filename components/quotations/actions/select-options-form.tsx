"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as quotationsApi from "@/lib/api/operations/quotations";
import type { PerilValueDto } from "@/lib/quotations/quotation-dto";
import { preBindReferralReasons } from "@/lib/quotations/pre-bind-rules";
import { MESSAGES, perilChoiceProblem } from "@/lib/quotations/quotation-labels";
import {
  CLAIMS_VERIFICATION_SOURCES,
  CLAIMS_VERIFICATION_SOURCE_LABELS,
  PERIL_LABELS,
  type ClaimsVerificationSourceName,
  type PerilName,
} from "@/lib/rater/perils";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { useSnackbar } from "@/components/ui/snackbar";
import { threshold } from "../details/format";
import { failureMessage } from "@/components/forms/api-errors";
import { formatMoney } from "@/lib/format/money";
import { PRICE_LABELS } from "@/lib/pricing/price-labels";
import type { CoverDays, PricingTerms, QuotationPrice } from "@/lib/pricing/quotation-price";
import { PriceBreakdownTable } from "@/components/pricing/price-breakdown";
import { LoadOnOpen, preloadOn } from "@/components/ui/load-on-open";
import type { PreBindRecipients } from "./pre-bind-confirm-dialog";

import { chosenOptions, initialChoice } from "./select-options-choice";

const loadConfirm = () => import("./pre-bind-confirm-dialog");
// The pricing code (decimal.js) is fetched once the form is on screen: the first price comes with the page.
const loadPricing = () => import("@/lib/pricing/quotation-price");
const PreBindConfirmDialog = React.lazy(() => loadConfirm().then((m) => ({ default: m.PreBindConfirmDialog })));

export type SelectOptionsQuotation = {
  id: number;
  quotationNumber: string;
  perils: PerilValueDto[];
  claimsVerificationSource: ClaimsVerificationSourceName;
  minimumPremium: string;
  /** The covered days and hours the fees count. */
  cover: CoverDays;
  /** Fee settings, minimum premium and the insured state's taxes (the quotation's `pricingTerms`). */
  pricingTerms: PricingTerms;
  /** Who the pre-bind emails the signing link to (the confirmation names them). */
  recipients: PreBindRecipients;
  /** The price of the choice the screen opens with (initialChoice). */
  initialPrice: QuotationPrice;
};

const SOURCE_NOTES: Record<ClaimsVerificationSourceName, string> = {
  CLOSEST_WEATHER_STATION: "Claims are verified with the weather station the rater used. No fee.",
  OFFSITE_OBSERVER: "An independent observer verifies the weather off site, for a fee per event day per peril.",
  ONSITE_OBSERVER: "The insured hires an independent observer on site. No fee, but an underwriter approves the pre-bind.",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Select options and pre-bind (broker, spec §4): which quotable perils to buy, the claims
 * verification source, and the premium as it follows the choice; "Pre-bind" sends the choice.
 */
export function SelectOptionsForm({ quotation }: { quotation: SelectOptionsQuotation }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const id = React.useId();
  const [chosen, setChosen] = React.useState<PerilName[]>(() => initialChoice(quotation.perils));
  const [pricing, setPricing] = React.useState<Awaited<ReturnType<typeof loadPricing>> | null>(null);
  React.useEffect(() => {
    let live = true;
    void loadPricing().then((m) => live && setPricing(m));
    return () => {
      live = false;
    };
  }, []);
  const [source, setSource] = React.useState<ClaimsVerificationSourceName>(quotation.claimsVerificationSource);
  const [submitted, setSubmitted] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);

  const lightningAlone = chosen.includes("lightning") && !chosen.includes("rainfall");
  // The rule of the schema the server checks the choice with (selectOptionsSchema).
  const perilsError = perilChoiceProblem(chosen);
  // The lightning rule is shown at once, at the lightning option; other problems once the user tries to pre-bind.
  const groupError = perilsError && perilsError !== MESSAGES.lightning && submitted ? perilsError : null;

  // The price of the choice, by the code the server prices it with (lib/pricing, D85).
  const price = pricing
    ? pricing.quotationPrice({
        options: chosenOptions(quotation.perils, chosen),
        cover: quotation.cover,
        claimsVerificationSource: source,
        terms: quotation.pricingTerms,
      })
    : quotation.initialPrice;
  const fee = price.fees;
  const belowMinimum = price.belowMinimumPremium;

  function toggle(peril: PerilName, on: boolean) {
    setChosen((prev) => (on ? [...prev, peril] : prev.filter((p) => p !== peril)));
  }

  /** "Pre-bind" checks the choice, then asks for confirmation, saying what will happen. */
  function preBind(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (perilsError) {
      document.getElementById(`${id}-perils`)?.focus();
      return;
    }
    setConfirming(true);
  }

  /** The confirmed pre-bind; throws on failure so that the confirmation stays open. */
  async function send() {
    setPending(true);
    try {
      const { data } = await callApi(quotationsApi.selectQuotationOptions, {
        params: { quotationId: quotation.id },
        body: { perils: quotation.perils.map((p) => p.peril).filter((p) => chosen.includes(p)), claimsVerificationSource: source },
      });
      snackbar.show(
        data.status === "PRE_BOUND_REFERRED_TO_UNDERWRITER"
          ? `Quotation ${quotation.quotationNumber} pre-bound and referred to an underwriter`
          : `Quotation ${quotation.quotationNumber} pre-bound`,
        "success",
      );
      router.push(`/quotation/${quotation.id}/details`);
      router.refresh();
    } catch (error) {
      snackbar.show(failureMessage("Could not pre-bind the quotation", error), "error");
      throw error;
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={preBind} noValidate className="grid items-start gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardHeader title="Options" description="Choose the perils to buy. Options that are not quotable cannot be chosen." />
          <CardBody>
            <fieldset
              id={`${id}-perils`}
              tabIndex={-1}
              aria-describedby={groupError ? `${id}-perils-error` : undefined}
              className="focus:outline-none"
            >
              <legend className="sr-only">Options to buy</legend>
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {quotation.perils.map((p) => {
                  const checked = chosen.includes(p.peril);
                  const inputId = `${id}-${p.peril}`;
                  const isLightning = p.peril === "lightning";
                  const lightningError = isLightning && lightningAlone;
                  return (
                    <li
                      key={p.peril}
                      className={cn("flex items-start gap-3 px-3 py-3", !p.quotable && "bg-slate-50")}
                      data-testid={`option-${p.peril}`}
                    >
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={checked}
                        disabled={!p.quotable}
                        onChange={(e) => toggle(p.peril, e.target.checked)}
                        aria-invalid={lightningError || undefined}
                        aria-describedby={`${inputId}-details${lightningError ? ` ${inputId}-error` : isLightning ? ` ${inputId}-hint` : ""}`}
                        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-accent-600 disabled:cursor-not-allowed"
                      />
                      <div className="min-w-0 flex-1">
                        <label
                          htmlFor={inputId}
                          className={cn("font-medium text-slate-900", p.quotable ? "cursor-pointer" : "cursor-not-allowed text-slate-500")}
                        >
                          {PERIL_LABELS[p.peril]}
                        </label>
                        <p id={`${inputId}-details`} className="text-xs text-slate-500">
                          {[
                            p.threshold !== null ? `Threshold ${threshold(p.peril, p.threshold)}` : null,
                            p.limit ? `Limit ${formatMoney(p.limit)}` : null,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                          {!p.quotable && p.reason ? ` — not quotable: ${p.reason}` : ""}
                        </p>
                        {isLightning && !lightningError && (
                          <p id={`${inputId}-hint`} className="mt-0.5 text-xs text-slate-500">
                            Only together with rainfall, never on its own.
                          </p>
                        )}
                        {lightningError && (
                          <p id={`${inputId}-error`} data-testid="field-error" className="mt-1 text-xs font-medium text-red-600">
                            {MESSAGES.lightning}
                          </p>
                        )}
                      </div>
                      <div className="text-right">
                        {p.quotable ? (
                          <span
                            className={cn("text-sm tabular-nums", checked ? "font-semibold text-slate-900" : "text-slate-500")}
                            data-testid={`option-premium-${p.peril}`}
                          >
                            {formatMoney(p.premium)}
                          </span>
                        ) : (
                          <Badge tone="danger">Not quotable</Badge>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
              {groupError && (
                <p id={`${id}-perils-error`} data-testid="field-error" className="mt-2 text-xs font-medium text-red-600">
                  {groupError}
                </p>
              )}
            </fieldset>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Claims verification source"
            description="Who verifies the weather when a claim is made. It changes the fees."
          />
          <CardBody>
            <fieldset>
              <legend className="sr-only">Claims verification source</legend>
              <div className="grid gap-2">
                {CLAIMS_VERIFICATION_SOURCES.map((s) => {
                  const inputId = `${id}-source-${s}`;
                  return (
                    <label
                      key={s}
                      htmlFor={inputId}
                      className={cn(
                        "flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5",
                        source === s ? "border-accent-200 bg-accent-50" : "border-slate-200 hover:bg-slate-50",
                      )}
                    >
                      <input
                        id={inputId}
                        type="radio"
                        name={`${id}-source`}
                        value={s}
                        checked={source === s}
                        onChange={() => setSource(s)}
                        className="mt-0.5 accent-accent-600"
                      />
                      <span className="grid gap-0.5">
                        <span className="font-medium text-slate-900">{CLAIMS_VERIFICATION_SOURCE_LABELS[s]}</span>
                        <span className="text-xs text-slate-500">{SOURCE_NOTES[s]}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </CardBody>
        </Card>
      </div>

      <Card className="lg:sticky lg:top-4" data-testid="premium-summary">
        <CardHeader title="Price" description="What the insured will be asked to pay for the options chosen." />
        <CardBody className="space-y-3">
          <PriceBreakdownTable breakdown={price.breakdown} totalTestId="select-total" />
          <div className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600" data-testid="fee-explanation">
            {source === "OFFSITE_OBSERVER" ? (
              <p>
                Off-site observer: {formatMoney(quotation.pricingTerms.weatherWorksFee)} × {plural(fee.eventDays, "day")} ×{" "}
                {plural(fee.observedPerils, "peril")} = {formatMoney(fee.observer)}
                {chosen.includes("lightning") ? " (lightning has its own source)" : ""}.
              </p>
            ) : (
              <p>
                {source === "CLOSEST_WEATHER_STATION"
                  ? "Closest weather station: no observer fee."
                  : "On-site observer hired by the insured: no observer fee."}
              </p>
            )}
            {chosen.includes("lightning") ? (
              <p>
                Lightning source: {formatMoney(quotation.pricingTerms.lightningFee)} per 72 hours × {fee.lightningPeriods} ={" "}
                {formatMoney(fee.lightning)}.
              </p>
            ) : (
              <p>No lightning fee without lightning.</p>
            )}
          </div>
          {belowMinimum && (
            <p className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="below-minimum">
              <Icon node={Info} aria-hidden className="mt-px size-3.5 shrink-0" />
              {MESSAGES.belowMinimumPremium} ({formatMoney(quotation.minimumPremium)}): the pre-bind goes to an underwriter for approval.
            </p>
          )}
        </CardBody>
        <CardFooter>
          <Link href={`/quotation/${quotation.id}/details`} className={buttonClasses({ variant: "secondary" })}>
            Cancel
          </Link>
          <Button type="submit" loading={pending} {...preloadOn(loadConfirm)}>
            Pre-bind
          </Button>
        </CardFooter>
      </Card>

      <LoadOnOpen open={confirming}>
        <PreBindConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          quotationNumber={quotation.quotationNumber}
          referralReasons={preBindReferralReasons({ belowMinimumPremium: belowMinimum, claimsVerificationSource: source })}
          recipients={quotation.recipients}
          facts={[
            {
              label: "Options",
              value: quotation.perils
                .filter((p) => chosen.includes(p.peril))
                .map((p) => PERIL_LABELS[p.peril])
                .join(", "),
              testId: "confirm-options",
            },
            { label: "Claims verification", value: CLAIMS_VERIFICATION_SOURCE_LABELS[source] },
            { label: PRICE_LABELS.total, value: formatMoney(price.breakdown.total), testId: "confirm-total" },
          ]}
          onConfirm={send}
        />
      </LoadOnOpen>
    </form>
  );
}
