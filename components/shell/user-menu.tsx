"use client";

import Link from "next/link";
import { LogOut, User } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { CurrentUserDto } from "@/lib/auth/current-user";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { USER_MENU_BUTTON, UserMenuFace } from "./user-menu-face";

// The header's user menu (Radix dropdown menu). The shell shows a plain button of the same look
// until the menu is first wanted and loads this module then (issue 16 §3): it mounts open.
export function UserMenu({ user, onLogout, defaultOpen }: { user: CurrentUserDto; onLogout: () => void; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={USER_MENU_BUTTON} aria-label={`User menu for ${user.fullName}`} data-testid="user-menu">
        <UserMenuFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <div className="font-medium">{user.fullName}</div>
          <div className="text-xs font-normal text-slate-500">{user.company.name}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <Icon node={User} className="size-4" aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <Icon node={LogOut} className="size-4" aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
