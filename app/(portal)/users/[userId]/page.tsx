import Link from "next/link";
import { CircleAlert, UserX } from "lucide";
import { AuditTimeline } from "@/components/audit/audit-timeline";
import { Forbidden } from "@/components/shell/forbidden";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ResendInvitationButton } from "@/components/users/resend-invitation-button";
import { USER_AUDIT_FIELDS } from "@/components/users/audit-labels";
import { UserForm } from "@/components/users/user-form";
import { AppError } from "@/lib/api/errors";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import type { UserRecord } from "@/lib/users/user-dto";
import { PERMISSION_LEVEL_LABELS, ROLE_LABELS, USER_STATUS_LABELS } from "@/lib/users/user-labels";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { pageAccess } from "@/server/auth/page-guard";
import { getUser, parseUserId } from "@/server/users/get-user";
import { listCompanyOptions } from "@/server/users/list-company-options";

export const metadata = { title: "User" };

function Problem({ title, description, icon }: { title: string; description: string; icon: typeof UserX }) {
  return (
    <div className="max-w-3xl">
      <PageHeader
        eyebrow={
          <Link href="/users" className="hover:underline">
            Users
          </Link>
        }
        title="User"
      />
      <Card>
        <EmptyState
          icon={icon}
          title={title}
          description={description}
          action={
            <Link href="/users" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Back to users
            </Link>
          }
        />
      </Card>
    </div>
  );
}

export default async function UserPage({ params }: { params: Promise<{ userId: string }> }) {
  const { actor, allowed } = await pageAccess("manage", "User");
  if (!allowed) return <Forbidden />;
  const { userId } = await params;

  let user: UserRecord;
  let companies: Awaited<ReturnType<typeof listCompanyOptions>>;
  let events: Awaited<ReturnType<typeof listAuditEvents>>;
  try {
    user = await getUser(actor, parseUserId(userId));
    [companies, events] = await Promise.all([listCompanyOptions(actor), listAuditEvents(actor, "User", String(user.id))]);
  } catch (error) {
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") {
      return <Problem icon={UserX} title="No user data" description="This user does not exist, or was removed." />;
    }
    console.error(error);
    return (
      <Problem icon={CircleAlert} title="Could not fetch user data" description="Something went wrong. Reload the page to try again." />
    );
  }

  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
  const access =
    user.accessStartDate || user.accessEndDate
      ? `${user.accessStartDate ? formatCalendarDate(user.accessStartDate, formats) : "…"} – ${user.accessEndDate ? formatCalendarDate(user.accessEndDate, formats) : "…"}`
      : "No limit";
  const facts: [string, React.ReactNode][] = [
    ["Email", user.email],
    ["Company", user.company.name],
    ["Role", ROLE_LABELS[user.role]],
    ["Permission level", PERMISSION_LEVEL_LABELS[user.permissionLevel]],
    ["Access", access],
    ["Created", formatDateTime(user.createdAt, formats)],
    ["Last sign-in", user.lastLoginAt ? formatDateTime(user.lastLoginAt, formats) : "Never"],
  ];

  return (
    <div>
      <PageHeader
        eyebrow={
          <Link href="/users" className="hover:underline">
            Users
          </Link>
        }
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            {user.firstName} {user.lastName}
            <Badge tone={user.status === "ACTIVE" ? "live" : "waiting"} data-testid="user-status">
              {USER_STATUS_LABELS[user.status]}
            </Badge>
            <Badge tone={user.enabled ? "live" : "closed"} dot data-testid="user-enabled">
              {user.enabled ? "Enabled" : "Disabled"}
            </Badge>
          </span>
        }
        description={user.status === "INVITED" ? "Invited: has not chosen a password yet." : user.email}
        actions={user.status === "INVITED" ? <ResendInvitationButton userId={user.id} /> : undefined}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <UserForm companies={companies} user={user} isSelf={user.id === actor.id} />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Account" />
            <CardBody>
              <dl className="grid gap-3">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-slate-500">{label}</dt>
                    <dd className="break-words font-medium text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardBody>
          </Card>
          <AuditTimeline events={events} formats={formats} fields={USER_AUDIT_FIELDS} />
        </div>
      </div>
    </div>
  );
}
