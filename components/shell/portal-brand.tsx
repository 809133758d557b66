import { CloudSun } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** The portal's mark and name above the pages without the side menu (sign-in, signing). */
export function PortalBrand({ className }: { className?: string }) {
  return (
    <div className={cn("mb-6 flex items-center gap-2 text-accent-700", className)}>
      <CloudSun className="size-7" aria-hidden />
      <span className="text-lg font-semibold">Weather Event Portal</span>
    </div>
  );
}
