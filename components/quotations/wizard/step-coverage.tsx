"use client";

import { useFormValues } from "@/components/forms/form-store";
import { CircleAlert, Info, MapPin } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ApiError } from "@/lib/api/client";
import { errorText } from "@/components/forms/api-errors";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import {
  CLAIMS_VERIFICATION_SOURCES,
  CLAIMS_VERIFICATION_SOURCE_LABELS,
  PERILS,
  PERIL_LABELS,
  PERIL_THRESHOLD_UNITS,
  type ClaimsVerificationSourceName,
  type PerilName,
} from "@/lib/rater/perils";
import type { RateQuoteOption, RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import { lightningNote } from "@/lib/rater/reasons";
import { priceBreakdown } from "@/lib/pricing/price-breakdown";
import { PriceBreakdownTable } from "@/components/pricing/price-breakdown";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { Section, SelectField, TextField } from "./fields";
import { formatMoney } from "@/lib/format/money";
import { usePricingTerms, type PricingPlace } from "./pricing-terms";
import { useRatePreview } from "./rate-preview";
import { previewRequest } from "./wizard-logic";
import { formatStationName } from "@/lib/format/station-name";

export type WizardFees = { weatherWorksFee: string; lightningFee: string; minimumPremium: string };

const SOURCE_OPTIONS = CLAIMS_VERIFICATION_SOURCES.map((s) => ({ value: s, label: CLAIMS_VERIFICATION_SOURCE_LABELS[s] }));

function sourceExplanation(source: ClaimsVerificationSourceName, fees: WizardFees): string {
  switch (source) {
    case "CLOSEST_WEATHER_STATION":
      return "Claims are settled on the records of the weather station nearest to the location. No fee.";
    case "OFFSITE_OBSERVER":
      return `An independent weather observer reports from off site: ${formatMoney(fees.weatherWorksFee)} per covered day for each peril except lightning.`;
    case "ONSITE_OBSERVER":
      return "The insured hires an independent weather observer on site. No fee is added to the premium.";
  }
}

/** Step 7: threshold and limit per chosen peril, the claims verification source and the indicative premiums. */
export function StepCoverage({ fees }: { fees: WizardFees }) {
  const values = useFormValues<QuotationFormValues>();
  const perils = PERILS.filter((p) => values.perils?.includes(p));
  const request = values.location ? previewRequest(values) : null;
  const preview = useRatePreview(request);
  const byPeril = new Map<PerilName, RateQuoteOption>((preview.result?.options ?? []).map((o) => [o.peril, o]));

  return (
    <div className="space-y-6">
      <Section
        title="Thresholds and limits"
        description="A covered day pays when the weather crosses the threshold. Each limit defaults to the limit per day of the Details step."
      >
        <div className="overflow-hidden rounded-md border border-slate-200" data-testid="coverage-options">
          <div
            aria-hidden
            className="hidden border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 @2xl:grid @2xl:grid-cols-[minmax(0,1fr)_9rem_11rem_10rem] @2xl:gap-4"
          >
            <span>Peril</span>
            <span>Threshold</span>
            <span>Limit per day</span>
            <span className="text-right">Indicative premium</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {perils.map((peril) => (
              <CoverageRow
                key={peril}
                peril={peril}
                option={byPeril.get(peril)}
                updating={preview.updating}
                hasResult={preview.result !== null}
              />
            ))}
          </ul>
        </div>
      </Section>

      <Section title="Claims verification">
        <div className="grid max-w-2xl gap-3">
          <SelectField
            name="claimsVerificationSource"
            label="Claims verification source"
            required
            options={SOURCE_OPTIONS}
            hint={sourceExplanation(values.claimsVerificationSource, fees)}
          />
          {perils.includes("lightning") ? (
            <p className="flex gap-2 rounded-md bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
              <Icon node={Info} aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span data-testid="lightning-note">{lightningNoteOf(fees, preview.result)}</span>
            </p>
          ) : null}
        </div>
      </Section>

      <PremiumSummary
        preview={preview}
        fees={fees}
        place={{
          insuredState: values.applicant?.state ?? "",
          locationState: values.location?.state ?? "",
          locationCity: values.location?.city ?? "",
          locationZipCode: values.location?.zipCode ?? "",
        }}
      />
    </div>
  );
}

function CoverageRow({
  peril,
  option,
  updating,
  hasResult,
}: {
  peril: PerilName;
  option: RateQuoteOption | undefined;
  updating: boolean;
  hasResult: boolean;
}) {
  const unit = PERIL_THRESHOLD_UNITS[peril];
  const label = PERIL_LABELS[peril];
  return (
    <li
      className="grid gap-3 px-3 py-3 @2xl:grid-cols-[minmax(0,1fr)_9rem_11rem_10rem] @2xl:items-start @2xl:gap-4"
      data-testid={`coverage-${peril}`}
    >
      <div className="pt-0 text-sm font-medium text-slate-900 @2xl:pt-2">{label}</div>
      <div className="grid grid-cols-2 gap-3 @2xl:contents">
        {unit ? (
          <TextField
            name={`coverage.${peril}.threshold`}
            label={
              <>
                <span className="sr-only">{label} </span>
                <span className="@2xl:sr-only">Threshold</span>
                <span className="sr-only"> ({unit})</span>
              </>
            }
            inputMode="decimal"
            suffix={unit}
          />
        ) : (
          <div className="grid content-start gap-1.5">
            <span className="text-sm font-medium text-slate-700 @2xl:hidden">Threshold</span>
            <span className="flex h-9 items-center text-sm text-slate-500" title="This peril has no threshold">
              {peril === "lightning" ? "Thunder day" : "Any chosen peril"}
            </span>
          </div>
        )}
        <TextField
          name={`coverage.${peril}.limitPerDay`}
          money
          label={
            <>
              <span className="sr-only">{label} </span>
              <span className="@2xl:sr-only">Limit per day</span>
            </>
          }
          prefix="$"
          inputMode="decimal"
        />
      </div>
      <div
        className="flex items-center justify-between gap-2 text-sm @2xl:block @2xl:pt-2 @2xl:text-right"
        data-testid={`premium-${peril}`}
      >
        <span className="text-slate-500 @2xl:hidden">Indicative premium</span>
        <span className={cn("tabular-nums", updating && "opacity-60")}>
          {option ? (
            option.quotable ? (
              <span className="font-semibold text-slate-900">{formatMoney(option.premium)}</span>
            ) : (
              <Badge tone="danger">Not quotable</Badge>
            )
          ) : updating && !hasResult ? (
            <Spinner size="xs" className="inline text-slate-400" />
          ) : (
            <span className="text-slate-400">—</span>
          )}
        </span>
      </div>
      {option && !option.quotable && option.reason ? (
        <p className="flex gap-1.5 text-xs text-red-700 @2xl:col-span-4" data-testid={`not-quotable-${peril}`}>
          <Icon node={CircleAlert} aria-hidden className="mt-px size-3.5 shrink-0" />
          {option.reason}
        </p>
      ) : null}
    </li>
  );
}

function PremiumSummary({ preview, fees, place }: { preview: ReturnType<typeof useRatePreview>; fees: WizardFees; place: PricingPlace }) {
  const result: RateQuoteResultDto | null = preview.result;
  const error = preview.error;
  const terms = usePricingTerms(place);
  // The rater's premiums and fees with the insured state's taxes: the breakdown every screen shows (lib/pricing).
  const breakdown = result
    ? priceBreakdown({
        premiums: result.options
          .filter((o) => o.quotable && o.premium !== null)
          .map((o) => ({ key: o.peril, label: PERIL_LABELS[o.peril], amount: o.premium! })),
        fees: { observer: result.fees.observer, lightning: result.fees.lightning },
        stateFee: terms?.stateFee ?? null,
        municipality: terms?.municipality ?? undefined,
      })
    : null;
  return (
    <section
      aria-labelledby="premium-summary-title"
      className="rounded-md border border-slate-200 bg-slate-50"
      data-testid="premium-summary"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
        <h3 id="premium-summary-title" className="text-sm font-semibold text-slate-900">
          Indicative price
        </h3>
        <span className="flex items-center gap-1.5 text-xs text-slate-500" aria-live="polite">
          {preview.updating ? (
            <>
              <Spinner size="xs" /> Updating…
            </>
          ) : result ? (
            "Up to date"
          ) : null}
        </span>
      </div>
      <div className="px-4 py-3 text-sm">
        {preview.incomplete ? (
          <p className="text-slate-500">Enter a threshold and a limit for the chosen perils to see the premiums.</p>
        ) : error && !result ? (
          <p className="flex gap-2 text-slate-600">
            <Icon node={Info} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>
              The preview is not available{previewFailure(error)}. You can still go on: the quotation is rated when you submit it.
            </span>
          </p>
        ) : !result ? (
          <p className="flex items-center gap-2 text-slate-500">
            <Spinner size="xs" /> Rating…
          </p>
        ) : (
          <div className={cn("space-y-3", preview.updating && "opacity-70")}>
            {result.station ? (
              <p className="flex items-center gap-1.5 text-slate-600">
                <Icon node={MapPin} aria-hidden className="size-4 shrink-0 text-slate-400" />
                Weather station {formatStationName(result.station.name)}, {result.station.distanceMiles} miles from {result.location.city},{" "}
                {result.location.state}.
              </p>
            ) : null}
            {breakdown ? <PriceBreakdownTable breakdown={breakdown} caption="Indicative price" totalTestId="preview-total" /> : null}
            {result.belowMinimumPremium ? (
              <p className="flex gap-1.5 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
                <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                Below the minimum premium of {formatMoney(result.minimumPremium ?? fees.minimumPremium)}: an underwriter reviews the
                quotation.
              </p>
            ) : null}
            {result.options.some((o) => !o.quotable) ? (
              <p className="text-xs text-slate-500">A peril that is not quotable is referred to an underwriter when you submit.</p>
            ) : null}
            <p className="text-xs text-slate-500">
              Indicative only: the price is confirmed when the quotation is submitted. Taxes are those of the insured's state.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

/** The note on lightning verification, from the rater's answer for this event when there is one. */
function lightningNoteOf(fees: WizardFees, result: RateQuoteResultDto | null): string {
  const lightning = result?.options.find((o) => o.peril === "lightning");
  return lightningNote({
    lightningFee: fees.lightningFee,
    event: result && lightning ? { periods: result.fees.lightningPeriods, fee: result.fees.lightning, priced: lightning.quotable } : null,
  });
}

/** ": Unknown ZIP code" from the rater's answer, or nothing when it says nothing useful. */
function previewFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return "";
  const reason = errorText(error).replace(/\.$/, "");
  return reason ? `: ${reason}` : "";
}
