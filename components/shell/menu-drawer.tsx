"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { MenuItem } from "@/lib/navigation/menu";
import { Brand, SideMenu } from "./side-menu";

// The side menu as a drawer below 1024 px (a Radix dialog: focus kept inside, Escape, the overlay
// or a link closes it). The shell loads this module when the Menu button is first pressed (issue 16
// §3) and owns that button, so the focus goes back to it on closing.
export function MenuDrawer({
  open,
  onOpenChange,
  items,
  pathname,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuItem[];
  pathname: string;
  returnFocus: () => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/30 lg:hidden" />
        <DialogPrimitive.Content
          id="menu-drawer"
          aria-describedby={undefined}
          data-testid="menu-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col overflow-y-auto bg-white shadow-lg focus:outline-none lg:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 pl-5 pr-2">
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <Brand place="drawer" onNavigate={() => onOpenChange(false)} />
            <DialogPrimitive.Close
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close menu"
            >
              <Icon node={X} className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <SideMenu items={items} pathname={pathname} onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
