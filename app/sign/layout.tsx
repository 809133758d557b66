import type { ReactNode } from "react";
import { CloudSun } from "lucide-react";

/** The public signing pages: no menu, no session; the portal's name above the content. */
export default function SignLayout({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-full bg-slate-50 px-4 py-8">
      <div className="mx-auto mb-6 flex max-w-5xl items-center gap-2 text-accent-700">
        <CloudSun className="size-7" aria-hidden />
        <span className="text-lg font-semibold">Weather Event Portal</span>
      </div>
      <div className="mx-auto max-w-5xl">{children}</div>
    </main>
  );
}
