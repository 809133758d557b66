import { redirect } from "next/navigation";
import { Forbidden } from "@/components/shell/forbidden";
import { pageAccess } from "@/server/auth/page-guard";

// /report is the Reports menu group (spec §2): it opens on the (premium) bordereaux, the first of its reports.
export default async function ReportsPage() {
  const { allowed } = await pageAccess("read", "Report");
  if (!allowed) return <Forbidden />;
  redirect("/report/bordereaux");
}
