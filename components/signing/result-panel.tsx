import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { CheckCircle2, AlertTriangle, FileSignature } from "lucide";

const ICONS = { success: CheckCircle2, error: AlertTriangle, info: FileSignature } as const;
const TONES = { success: "text-emerald-600", error: "text-red-600", info: "text-accent-700" } as const;

/** The one-card message of the signing pages (/sign, /sign/success, /sign/error). */
export function ResultPanel({ tone, title, children }: { tone: keyof typeof ICONS; title: string; children?: ReactNode }) {
  const icon = ICONS[tone];
  return (
    <section
      aria-labelledby="sign-result-title"
      className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <Icon node={icon} className={`mx-auto mb-4 size-10 ${TONES[tone]}`} aria-hidden />
      <h1 id="sign-result-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h1>
      <div className="mt-3 space-y-2 text-sm text-slate-600">{children}</div>
    </section>
  );
}
