"use client";

import Link from "next/link";
import { BarChart3, Building2, Calculator, CloudSun, FileSpreadsheet, FileText, Home, Settings, Shield, Users } from "lucide-react";
import type { MenuItem } from "@/lib/navigation/menu";
import { cn } from "@/components/ui/cn";

const ICONS: Record<MenuItem["icon"], typeof Home> = {
  home: Home,
  quotation: FileText,
  policy: Shield,
  company: Building2,
  user: Users,
  report: FileSpreadsheet,
  settings: Settings,
  statistics: BarChart3,
  rater: Calculator,
};

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

export function SideMenu({ items, pathname, onNavigate }: { items: MenuItem[]; pathname: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5 px-3 py-4 text-sm">
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        if (item.children) {
          return (
            <div key={item.href} className="mt-3">
              <div className="flex items-center gap-2 px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                <Icon className="size-3.5" aria-hidden />
                {item.label}
              </div>
              {item.children.map((child) => (
                <Link
                  key={child.href}
                  href={child.href}
                  onClick={onNavigate}
                  aria-current={isActive(pathname, child.href) ? "page" : undefined}
                  className={cn(
                    "block rounded-md py-1.5 pl-7 pr-2 text-slate-700 hover:bg-slate-100",
                    isActive(pathname, child.href) && "bg-accent-50 font-medium text-accent-700",
                  )}
                >
                  {child.label}
                </Link>
              ))}
            </div>
          );
        }
        return (
          <Link
            key={item.href}
            href={item.href}
            onClick={onNavigate}
            aria-current={isActive(pathname, item.href) ? "page" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100",
              isActive(pathname, item.href) && "bg-accent-50 font-medium text-accent-700",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className={cn("flex items-center gap-2 font-semibold text-accent-700", className)}>
      <CloudSun className="size-5" aria-hidden />
      Weather Event Portal
    </Link>
  );
}
