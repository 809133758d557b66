import { DetailList } from "@/components/ui/detail-list";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ChangePasswordForm, TimeZoneForm } from "@/components/profile/profile-forms";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import { requirePageActor } from "@/server/auth/page-guard";
import { getOwnProfile } from "@/server/users/get-own-profile";

export const metadata = { title: "Profile" };

const ROLE = { ROLE_ADMIN: "Administrator", ROLE_UNDERWRITER: "Underwriter", ROLE_BROKER: "Broker" } as const;
const LEVEL = { VIEW_COMPANY_INDICATIONS: "Sees the company's quotations", VIEW_MY_INDICATIONS: "Sees own quotations only" } as const;

export default async function ProfilePage() {
  const actor = await requirePageActor();
  const user = await getOwnProfile(actor);
  const formats = { timeZone: user.timeZone, dateFormat: user.dateFormat, timeFormat: user.timeFormat };
  const details: [string, string][] = [
    ["Name", `${user.firstName} ${user.lastName}`],
    ["Email", user.email],
    ["Company", user.company.name],
    ["Role", ROLE[user.role]],
    ["Permission level", LEVEL[user.permissionLevel]],
    [
      "Access",
      user.accessStartDate || user.accessEndDate
        ? `${user.accessStartDate ? formatCalendarDate(user.accessStartDate, formats) : "…"} – ${user.accessEndDate ? formatCalendarDate(user.accessEndDate, formats) : "…"}`
        : "No limit",
    ],
    ["Language and country", `${user.language} · ${user.country}`],
    ["Date and time format", `${user.dateFormat} ${user.timeFormat}`],
    ["Last sign-in", user.lastLoginAt ? formatDateTime(user.lastLoginAt, formats) : "—"],
  ];
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Profile" description="Your account details, time zone and password." />
      <Card>
        <CardHeader title="Details" />
        <CardBody>
          <DetailList items={details} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Time zone" description="Dates and times across the portal are shown in this time zone." />
        <CardBody>
          <TimeZoneForm timeZone={user.timeZone} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Password" />
        <CardBody>
          <ChangePasswordForm />
        </CardBody>
      </Card>
    </div>
  );
}
