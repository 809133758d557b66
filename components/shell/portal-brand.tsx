import { CloudSun } from "lucide";
import { Icon } from "@/components/ui/icon";

/**
 * The portal's mark and name above the pages without the side menu (sign-in, signing). No cn():
 * every byte counts on the sign-in page's first load (issue 16 §3, D97), and no caller's classes
 * conflict with these.
 */
export function PortalBrand({ className }: { className?: string }) {
  return (
    <div className={`mb-6 flex items-center gap-2 text-accent-700${className ? ` ${className}` : ""}`}>
      <Icon node={CloudSun} className="size-7" aria-hidden />
      <span className="text-lg font-semibold">Weather Event Portal</span>
    </div>
  );
}
