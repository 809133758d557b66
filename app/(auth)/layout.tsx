import type { ReactNode } from "react";
import { CloudSun } from "lucide-react";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center px-4 py-12">
      <div className="mb-6 flex items-center gap-2 text-accent-700">
        <CloudSun className="size-7" aria-hidden />
        <span className="text-lg font-semibold">Weather Event Portal</span>
      </div>
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </main>
  );
}
