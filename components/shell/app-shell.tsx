"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  BarChart3,
  Building2,
  Calculator,
  ChevronDown,
  CloudSun,
  FileSpreadsheet,
  FileText,
  Home,
  LogOut,
  Menu as MenuIcon,
  Plus,
  Settings,
  Shield,
  TriangleAlert,
  User,
  Users,
  X,
} from "lucide-react";
import type { CurrentUserDto } from "@/lib/auth/current-user";
import { abilityFromRules } from "@/lib/permissions/rules";
import { menuFor, type MenuItem } from "@/lib/navigation/menu";
import { useAuth } from "@/components/auth/auth-provider";
import { cn } from "@/components/ui/cn";
import { LinearLoader } from "@/components/ui/linear-loader";
import { useNavigationPending } from "./navigation-progress";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

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

function SideMenu({ items, pathname, onNavigate }: { items: MenuItem[]; pathname: string; onNavigate?: () => void }) {
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

/** The width from which the side menu stays beside the content (Tailwind's lg); below it, the menu is a drawer. */
const WIDE_QUERY = "(min-width: 64rem)";

function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className={cn("flex items-center gap-2 font-semibold text-accent-700", className)}>
      <CloudSun className="size-5" aria-hidden />
      Weather Event Portal
    </Link>
  );
}

// Layout (issue 14 item 9): from 1024 px the side menu stays beside the content and in view on long
// pages (sticky, scrolling on its own); below, the header's Menu button opens it as a drawer (a
// Radix dialog: aria-expanded on the button, focus kept inside, Escape or a link closes it and focus
// returns to the button). The content column may shrink (min-w-0), so wide tables scroll inside
// their card instead of widening the page.
export function AppShell({
  user,
  maintenance,
  children,
}: {
  user: CurrentUserDto;
  maintenance: { on: boolean; message: string };
  children: ReactNode;
}) {
  const pathname = usePathname();
  const { logout, status } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const navigating = useNavigationPending();
  const ability = useMemo(() => abilityFromRules(user.rules), [user.rules]);
  const items = useMemo(() => menuFor(ability), [ability]);
  const canCreateQuotation = ability.can("create", "Quotation");

  // The drawer is for narrow windows only: widening the window closes it.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const close = () => wide.matches && setMenuOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  return (
    <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
      <div className="flex min-h-full">
        {(status === "UNKNOWN" || navigating) && <LinearLoader />}
        <aside
          className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col self-start overflow-y-auto border-r border-slate-200 bg-white lg:flex"
          data-testid="side-menu"
        >
          <Brand className="h-14 shrink-0 border-b border-slate-200 px-5" />
          <SideMenu items={items} pathname={pathname} />
        </aside>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/30 lg:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            data-testid="menu-drawer"
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col overflow-y-auto bg-white shadow-lg focus:outline-none lg:hidden"
          >
            <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 pl-5 pr-2">
              <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
              <Brand onNavigate={() => setMenuOpen(false)} />
              <DialogPrimitive.Close
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                aria-label="Close menu"
              >
                <X className="size-5" aria-hidden />
              </DialogPrimitive.Close>
            </div>
            <SideMenu items={items} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
            <DialogPrimitive.Trigger
              className="-ml-1.5 rounded-md p-1.5 hover:bg-slate-100 lg:hidden"
              aria-label="Menu"
              data-testid="menu-button"
            >
              <MenuIcon className="size-5" aria-hidden />
            </DialogPrimitive.Trigger>
            <Brand className="hidden sm:flex lg:hidden" />
            <div className="flex-1" />
            {canCreateQuotation && (
              <Link
                href="/quotation/new"
                className="inline-flex items-center gap-1.5 rounded-md bg-accent-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-700"
              >
                <Plus className="size-4" aria-hidden />
                New quotation
              </Link>
            )}
            <DropdownMenu>
              <DropdownMenuTrigger
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100"
                aria-label={`User menu for ${user.fullName}`}
                data-testid="user-menu"
              >
                <span
                  className="flex size-7 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-700"
                  aria-hidden
                >
                  {user.firstName[0]}
                  {user.lastName[0]}
                </span>
                <span className="hidden font-medium sm:inline">{user.fullName}</span>
                <ChevronDown className="size-4 text-slate-500" aria-hidden />
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuLabel>
                  <div className="font-medium">{user.fullName}</div>
                  <div className="text-xs font-normal text-slate-500">{user.company.name}</div>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem asChild>
                  <Link href="/profile">
                    <User className="size-4" aria-hidden />
                    Profile
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void logout()}>
                  <LogOut className="size-4" aria-hidden />
                  Logout
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </header>
          {maintenance.on && (
            <div
              role="status"
              data-testid="maintenance-warning"
              className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
            >
              <TriangleAlert className="size-4 shrink-0" aria-hidden />
              <span>
                Maintenance mode is on: only admins can use the portal.
                {maintenance.message ? ` Message shown to users: “${maintenance.message}”` : ""}{" "}
                <Link href="/settings/maintenance-mode" className="font-medium underline">
                  Change
                </Link>
              </span>
            </div>
          )}
          <main className="mx-auto w-full min-w-0 max-w-7xl flex-1 p-4 md:p-6">{children}</main>
        </div>
      </div>
    </DialogPrimitive.Root>
  );
}
