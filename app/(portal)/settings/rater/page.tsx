import type { ReactNode } from "react";
import Link from "next/link";
import { Pencil } from "lucide";
import { Icon } from "@/components/ui/icon";
import { AuditTimeline } from "@/components/audit/audit-timeline";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { FormattedDateTime } from "@/components/format/formatted-date-time";
import { Forbidden } from "@/components/shell/forbidden";
import { formatDecimal, formatMoney, formatPercent } from "@/lib/format/money";
import { APP_CONFIG_AUDIT_FIELDS } from "@/lib/settings/audit-fields";
import { RATER_SECTIONS, type RaterFieldUnit } from "@/lib/settings/rater-fields";
import { RaterSandbox } from "@/components/rater/rater-sandbox";
import { abilityFor } from "@/lib/permissions/rules";
import { pageAccess } from "@/server/auth/page-guard";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";

export const metadata = { title: "Rater" };

// Spec §9: money in settings shows as whole dollars; minimumRate and maximumRate as percent with
// two decimals. CLFs are loadings (multipliers) and show as such.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function show(value: string | number | null, unit: RaterFieldUnit): string {
  if (value === null) return "—";
  const n = Number(value);
  switch (unit) {
    case "dollars":
      return formatMoney(value, { cents: false });
    case "percent":
      return formatPercent(value, { decimals: 2 });
    case "loading":
      return formatDecimal(value, { minDecimals: 2, maxDecimals: 4 });
    case "days":
      return plural(n, "day", "days");
    case "years":
      return plural(n, "year", "years");
    case "miles":
      return plural(n, "mile", "miles");
  }
}

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
  // Admins edit the settings; underwriters read them and use the sandbox.
  const { actor, allowed } = await pageAccess("read", "RaterSandbox");
  if (!allowed) return <Forbidden />;
  const canEdit = abilityFor(actor).can("update", "Config");
  const [config, history] = await Promise.all([
    getAppConfig().then(appConfigDto),
    canEdit ? listAuditEvents(actor, "AppConfig", "1", 50) : Promise.resolve(null),
  ]);
  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Rater"
        description={
          <>
            The settings the rater prices quotations with. Last changed{" "}
            <FormattedDateTime value={new Date(config.updatedAt)} {...formats} />.
          </>
        }
        actions={
          canEdit ? (
            <Button asChild>
              <Link href="/settings/rater/edit">
                <Icon node={Pencil} aria-hidden />
                Edit
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {RATER_SECTIONS.map((section) => (
          <Section key={section.title} title={section.title} description={section.description}>
            {section.fields.map((field) => (
              <Setting key={field.name} label={field.label} hint={field.hint}>
                <span data-testid={`rater-${field.name}`}>{show(config[field.name], field.unit)}</span>
              </Setting>
            ))}
          </Section>
        ))}
      </div>
      <Card role="region" aria-labelledby="rater-sandbox">
        <CardHeader
          title="Try the rater"
          titleId="rater-sandbox"
          description="Rate a ZIP code, days and perils with the current settings and see how the figures come about."
        />
        <CardBody>
          <RaterSandbox />
        </CardBody>
      </Card>
      {history && <AuditTimeline title="History" events={history} formats={formats} fields={APP_CONFIG_AUDIT_FIELDS} />}
    </div>
  );
}
