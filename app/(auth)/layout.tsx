import type { ReactNode } from "react";
import { PortalBrand } from "@/components/shell/portal-brand";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center px-4 py-12">
      <PortalBrand />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </main>
  );
}
