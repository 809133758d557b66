import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { CurrentUserDto } from "@/lib/auth/current-user";

/** The user menu's button, the same before and after its menu (./user-menu.tsx) is loaded. */
export const USER_MENU_BUTTON = "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100";

export function UserMenuFace({ user }: { user: CurrentUserDto }) {
  return (
    <>
      <span
        className="flex size-7 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-700"
        aria-hidden
      >
        {user.firstName[0]}
        {user.lastName[0]}
      </span>
      <span className="hidden font-medium sm:inline">{user.fullName}</span>
      <Icon node={ChevronDown} className="size-4 text-slate-500" aria-hidden />
    </>
  );
}
