import type { ReactNode } from "react";
import { PortalBrand } from "@/components/shell/portal-brand";

/** The public signing pages: no menu, no session; the portal's name above the content. */
export default function SignLayout({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-full bg-slate-50 px-4 py-8">
      <PortalBrand className="mx-auto max-w-5xl" />
      <div className="mx-auto max-w-5xl">{children}</div>
    </main>
  );
}
