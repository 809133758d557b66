"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { Menu as MenuIcon, Plus, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { CurrentUserDto } from "@/lib/auth/current-user";
import { abilityFromRules } from "@/lib/permissions/rules";
import { menuFor } from "@/lib/navigation/menu";
import { useAuth } from "@/components/auth/auth-provider";
import { LinearLoader } from "@/components/ui/linear-loader";
import { useNavigationPending } from "./navigation-progress";
import { Brand, SideMenu } from "./side-menu";
import { USER_MENU_BUTTON, UserMenuFace } from "./user-menu-face";

// The drawer (Radix Dialog) and the user menu (Radix DropdownMenu, with its positioning) are some
// 30 KB (gzip) that no page needs before they are opened: they load on first use (issue 16 §3),
// the user menu already when the pointer or the focus comes to its button.
const loadDrawer = () => import("./menu-drawer");
const loadUserMenu = () => import("./user-menu");
const MenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MenuDrawer })));
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** The width from which the side menu stays beside the content (Tailwind's lg); below it, the menu is a drawer. */
const WIDE_QUERY = "(min-width: 64rem)";

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
  // Set once the drawer or the user menu is first wanted; from then on they stay mounted.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [userMenuWanted, setUserMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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

  const openUserMenu = (event: PointerEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
    // As Radix opens its menu: a left press without Ctrl, or Enter, Space or the down arrow.
    if ("button" in event ? event.button === 0 && !event.ctrlKey : ["Enter", " ", "ArrowDown"].includes(event.key)) {
      event.preventDefault();
      setUserMenuWanted(true);
    }
  };
  const userMenuButton = (
    <button
      type="button"
      className={USER_MENU_BUTTON}
      aria-label={`User menu for ${user.fullName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="user-menu"
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onPointerDown={openUserMenu}
      onKeyDown={openUserMenu}
    >
      <UserMenuFace user={user} />
    </button>
  );

  return (
    <div className="flex min-h-full">
      {(status === "UNKNOWN" || navigating) && <LinearLoader />}
      <aside
        className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col self-start overflow-y-auto border-r border-slate-200 bg-white lg:flex"
        data-testid="side-menu"
      >
        <Brand place="side" />
        <SideMenu items={items} pathname={pathname} />
      </aside>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={items}
            pathname={pathname}
            returnFocus={() => menuButton.current?.focus()}
          />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <button
            ref={menuButton}
            type="button"
            className="-ml-1.5 rounded-md p-1.5 hover:bg-slate-100 lg:hidden"
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? "menu-drawer" : undefined}
            data-state={menuOpen ? "open" : "closed"}
            data-testid="menu-button"
            onPointerEnter={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setMenuOpen((open) => !open);
            }}
          >
            <Icon node={MenuIcon} className="size-5" aria-hidden />
          </button>
          <Brand place="header" />
          <div className="flex-1" />
          {canCreateQuotation && (
            <Link
              href="/quotation/new"
              className="inline-flex items-center gap-1.5 rounded-md bg-accent-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-700"
            >
              <Icon node={Plus} className="size-4" aria-hidden />
              New quotation
            </Link>
          )}
          {userMenuWanted ? (
            <Suspense fallback={userMenuButton}>
              <UserMenu user={user} onLogout={() => void logout()} defaultOpen />
            </Suspense>
          ) : (
            userMenuButton
          )}
        </header>
        {maintenance.on && (
          <div
            role="status"
            data-testid="maintenance-warning"
            className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
          >
            <Icon node={TriangleAlert} className="size-4 shrink-0" aria-hidden />
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
  );
}
