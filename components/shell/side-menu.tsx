"use client";

import Link from "next/link";
import { BarChart3, Building2, Calculator, CloudRain, CloudSun, FileSpreadsheet, FileText, Home, Settings, Shield, Users } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { MenuItem } from "@/lib/navigation/menu";

const ICONS: Record<MenuItem["icon"], typeof Home> = {
  home: Home,
  quotation: FileText,
  policy: Shield,
  claim: CloudRain,
  company: Building2,
  user: Users,
  report: FileSpreadsheet,
  settings: Settings,
  statistics: BarChart3,
  rater: Calculator,
};

// The classes are written out whole: none of them conflict, so nothing needs merging by cn().
const LINK = "flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-slate-100";
const CHILD_LINK = "block rounded-md py-1.5 pl-7 pr-2 hover:bg-slate-100";
const ACTIVE = "bg-accent-50 font-medium text-accent-700";
const BRAND = "items-center gap-2 font-semibold text-accent-700";
const BRAND_PLACES = {
  side: `flex ${BRAND} h-14 shrink-0 border-b border-slate-200 px-5`,
  header: `${BRAND} hidden sm:flex lg:hidden`,
  drawer: `flex ${BRAND}`,
};

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

export function SideMenu({ items, pathname, onNavigate }: { items: MenuItem[]; pathname: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5 px-3 py-4 text-sm">
      {items.map((item) => {
        const icon = ICONS[item.icon];
        if (item.children) {
          return (
            <div key={item.href} className="mt-3">
              <div className="flex items-center gap-2 px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                <Icon node={icon} className="size-3.5" aria-hidden />
                {item.label}
              </div>
              {item.children.map((child) => (
                <Link
                  key={child.href}
                  href={child.href}
                  onClick={onNavigate}
                  aria-current={isActive(pathname, child.href) ? "page" : undefined}
                  className={isActive(pathname, child.href) ? `${CHILD_LINK} ${ACTIVE}` : `${CHILD_LINK} text-slate-700`}
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
            className={isActive(pathname, item.href) ? `${LINK} ${ACTIVE}` : `${LINK} text-slate-700`}
          >
            <Icon node={icon} className="size-4" aria-hidden />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

export function Brand({ place, onNavigate }: { place: keyof typeof BRAND_PLACES; onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className={BRAND_PLACES[place]}>
      <Icon node={CloudSun} className="size-5" aria-hidden />
      Weather Event Portal
    </Link>
  );
}
