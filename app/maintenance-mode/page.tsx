import { redirect } from "next/navigation";
import { Wrench } from "lucide";
import { Icon } from "@/components/ui/icon";
import { DEFAULT_MAINTENANCE_MESSAGE } from "@/lib/settings/maintenance-notice";
import { getMaintenanceState } from "@/server/settings/maintenance-state";

export const metadata = { title: "Maintenance" };

function decodeMessage(value: string | undefined): string {
  if (!value) return "";
  try {
    return Buffer.from(value, "base64").toString("utf8");
  } catch {
    return "";
  }
}

export default async function MaintenancePage({ searchParams }: { searchParams: Promise<{ message?: string }> }) {
  // Once maintenance is over, the next load of this page shows the portal (or sign-in) again.
  if (!(await getMaintenanceState()).on) redirect("/");
  const message = decodeMessage((await searchParams).message);
  return (
    <main className="flex min-h-full items-center justify-center p-8">
      <div className="max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Icon node={Wrench} className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold">The portal is under maintenance</h1>
        <p className="mt-3 whitespace-pre-line text-sm text-slate-700" data-testid="maintenance-message">
          {message || DEFAULT_MAINTENANCE_MESSAGE}
        </p>
        <a href="/auth/login" className="mt-6 inline-block text-sm font-medium text-accent-600 hover:underline">
          Administrator sign-in
        </a>
      </div>
    </main>
  );
}
