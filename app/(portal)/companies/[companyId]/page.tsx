import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { AuditTimeline } from "@/components/audit/audit-timeline";
import { COMPANY_AUDIT_FIELDS } from "@/components/companies/audit-labels";
import { CompanyForm } from "@/components/companies/company-form";
import { CompanyLogoCard } from "@/components/companies/company-logo-card";
import { LogoRejectedNotice } from "@/components/companies/logo-rejected-notice";
import { Forbidden } from "@/components/shell/forbidden";
import { Badge } from "@/components/ui/badge";
import { DetailList } from "@/components/ui/detail-list";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LoadErrorPage } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { CompanyDetails } from "@/lib/companies/company-dto";
import { COMPANY_ROLE_LABELS } from "@/lib/companies/company-labels";
import { formatDateTime } from "@/lib/format/date-time";
import { US_STATES } from "@/lib/geo/us-states";
import { pageAccess } from "@/server/auth/page-guard";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { parseCompanyId } from "@/server/companies/company-id";
import { getCompany } from "@/server/companies/get-company";

export const metadata = { title: "Company" };

const back = (
  <Link href="/companies" className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
    <Icon node={ChevronLeft} aria-hidden className="size-4" />
    Companies
  </Link>
);

function address(company: CompanyDetails) {
  const { street, city, state, zipCode } = company.address;
  const stateName = state ? (US_STATES.find((s) => s.code === state)?.name ?? state) : null;
  const line2 = [city, [stateName, zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [street, line2].filter(Boolean);
}

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { actor, allowed } = await pageAccess("manage", "Company");
  if (!allowed) return <Forbidden />;
  const { companyId } = await params;

  let company: CompanyDetails;
  let events: Awaited<ReturnType<typeof listAuditEvents>>;
  try {
    company = await getCompany(actor, parseCompanyId(companyId));
    events = await listAuditEvents(actor, "Company", String(company.id));
  } catch (error) {
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") notFound();
    console.error(error);
    return <LoadErrorPage eyebrow={back} title="Company" message="Could not fetch company data" />;
  }

  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
  const lines = address(company);
  const facts: [string, ReactNode][] = [
    ["Agency code", company.agencyCode ? <span className="font-mono text-xs">{company.agencyCode}</span> : "—"],
    [
      "Commission",
      <span key="c" className="tabular-nums">
        {company.commission}%
      </span>,
    ],
    [
      "Email",
      company.email ? (
        <a href={`mailto:${company.email}`} className="text-accent-700 hover:underline">
          {company.email}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Users", company.usersCount],
    [
      "Address",
      lines.length
        ? lines.map((l) => (
            <span key={l} className="block">
              {l}
            </span>
          ))
        : "—",
    ],
    ["Created", formatDateTime(company.createdAt, formats)],
    ["Last changed", formatDateTime(company.updatedAt, formats)],
  ];

  return (
    <div>
      <PageHeader
        eyebrow={back}
        title={company.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge>{COMPANY_ROLE_LABELS[company.role]}</Badge>
            <Badge tone={company.enabled ? "live" : "closed"} dot data-testid="company-status">
              {company.enabled ? "Enabled" : "Disabled"}
            </Badge>
          </span>
        }
      />
      <LogoRejectedNotice companyId={company.id} hasLogo={company.logo !== null} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Details" />
            <CardBody>
              <DetailList items={facts} data-testid="company-details" />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Edit company" />
            <CompanyForm mode="edit" company={company} isOwnCompany={company.id === actor.companyId} />
          </Card>
        </div>
        <div className="space-y-6">
          <CompanyLogoCard companyId={company.id} logo={company.logo} formats={formats} />
        </div>
      </div>
      <div className="mt-6">
        <AuditTimeline events={events} formats={formats} fields={COMPANY_AUDIT_FIELDS} />
      </div>
    </div>
  );
}
