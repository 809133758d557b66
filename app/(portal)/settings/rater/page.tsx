import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { FormattedDateTime } from "@/components/format/formatted-date-time";
import { Forbidden } from "@/components/shell/forbidden";
import { pageAccess } from "@/server/auth/page-guard";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";

export const metadata = { title: "Rater" };

// Spec §9: money in settings shows as whole dollars; minimumRate and maximumRate as percent with
// two decimals. CLFs are loadings (multipliers) and show as such.
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const loading = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

const money = (value: string | null) => (value === null ? "—" : dollars.format(Number(value)));
const percent = (fraction: string) => `${twoDecimals.format(Number(fraction) * 100)}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Setting({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt>
        <div className="text-slate-700">{label}</div>
        {hint ? <div className="text-xs text-slate-500">{hint}</div> : null}
      </dt>
      <dd className="shrink-0 text-right font-medium tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `rater-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader title={title} titleId={id} description={description} />
      <CardBody className="py-1">
        <dl className="divide-y divide-slate-100">{children}</dl>
      </CardBody>
    </Card>
  );
}

export default async function RaterSettingsPage() {
  const { actor, allowed } = await pageAccess("update", "Config");
  if (!allowed) return <Forbidden />;
  const config = appConfigDto(await getAppConfig());

  return (
    <div>
      <PageHeader
        title="Rater"
        description={
          <>
            The settings the rater prices quotations with. Last changed{" "}
            <FormattedDateTime value={new Date(config.updatedAt)} timeZone={actor.timeZone} dateFormat={actor.dateFormat} timeFormat={actor.timeFormat} />.
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Pricing" description="Rate = probability × loading, kept between the minimum and maximum rate.">
          <Setting label="CLF without previous claim" hint="Loading when there was no loss in the last 5 years">
            {loading.format(Number(config.clf))}
          </Setting>
          <Setting label="CLF with previous claim" hint="Loading after a prior loss">
            {loading.format(Number(config.clfWithClaim))}
          </Setting>
          <Setting label="Minimum rate">{percent(config.minimumRate)}</Setting>
          <Setting label="Maximum rate">{percent(config.maximumRate)}</Setting>
          <Setting label="Minimum premium" hint="A lower premium is referred to an underwriter">
            {money(config.minimumPremium)}
          </Setting>
        </Section>
        <Section title="Limits" description="Above these a quotation is referred to an underwriter.">
          <Setting label="Maximum limit per day">{money(config.maximumLimitPerDay)}</Setting>
          <Setting label="Maximum limit">{money(config.maximumLimit)}</Setting>
          <Setting label="Maximum event length">{plural(config.maximumEventDays, "day", "days")}</Setting>
          <Setting label="Maximum weather station distance" hint="Farther locations are not quotable">
            {plural(config.maximumStationDistanceMiles, "mile", "miles")}
          </Setting>
          <Setting label="Quotation expiry" hint="Open quotations without progress expire">
            {plural(config.quotationExpiryDays, "day", "days")}
          </Setting>
        </Section>
        <Section title="Fees" description="Claims verification fees added to the premium.">
          <Setting label="Weather Works fee" hint="Off-site observer, per day per peril">
            {money(config.weatherWorksFee)}
          </Setting>
          <Setting label="Lightning fee" hint="Per 72 hours">
            {money(config.lightningFee)}
          </Setting>
        </Section>
        <Section title="History window" description="The weather history each rating samples, around the event's calendar days.">
          <Setting label="Years of history">{plural(config.raterTimeSpanInYears, "year", "years")}</Setting>
          <Setting label="Days before the event">{plural(config.raterTimeSpanInDaysPrior, "day", "days")}</Setting>
          <Setting label="Days after the event">{plural(config.raterTimeSpanInDaysAfter, "day", "days")}</Setting>
        </Section>
      </div>
    </div>
  );
}
