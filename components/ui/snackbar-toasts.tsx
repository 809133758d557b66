"use client";

import * as React from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "./cn";
import { SNACKBAR_DURATION, SNACKBAR_INSET, type SnackbarItem, type SnackbarTone } from "./snackbar-model";

// The snackbars of SnackbarProvider (./snackbar.tsx), which loads this module with the first message.

const toneIcon: Record<SnackbarTone, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: "text-accent-200" },
  success: { icon: CircleCheck, className: "text-green-400" },
  error: { icon: CircleAlert, className: "text-red-400" },
};

export function SnackbarToasts({ items, onDismiss }: { items: SnackbarItem[]; onDismiss: (id: number) => void }) {
  // Radix announces toasts through a hidden live region of its own; we send it to an
  // inert container because each snackbar is itself role="status" (avoids double
  // announcements and duplicate role/text matches).
  const [announcer, setAnnouncer] = React.useState<HTMLDivElement | null>(null);
  const [viewport, setViewport] = React.useState<HTMLOListElement | null>(null);
  const shown = items.length > 0;
  // While snackbars are shown, their height is published for an open dialog, which then keeps
  // above them: a snackbar never lies over a dialog's buttons, whatever the window's size.
  React.useEffect(() => {
    const root = document.documentElement;
    if (!shown || !viewport) return;
    const publish = () => root.style.setProperty(SNACKBAR_INSET, `${Math.ceil(viewport.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SNACKBAR_INSET);
    };
  }, [shown, viewport]);
  // The messages wait for that container (one render), as they did when it was always there.
  return (
    <>
      <div ref={setAnnouncer} hidden />
      {announcer && (
        <ToastPrimitive.Provider duration={SNACKBAR_DURATION} swipeDirection="down" label="Notification" announcerContainer={announcer}>
          {items.map((item) => (
            <Snackbar key={item.id} item={item} onDismiss={onDismiss} />
          ))}
          <ToastPrimitive.Viewport
            ref={setViewport}
            // aria-live keeps the viewport out of a modal dialog's aria-hidden sweep, so snackbars shown
            // while a dialog is open stay accessible; "off" because each snackbar is its own live region.
            aria-live="off"
            className={cn(
              "fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4",
              "pointer-events-none [&>*]:pointer-events-auto",
            )}
          />
        </ToastPrimitive.Provider>
      )}
    </>
  );
}

function Snackbar({ item, onDismiss }: { item: SnackbarItem; onDismiss: (id: number) => void }) {
  // Insert the text after the live region exists so screen readers reliably announce it.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  const { icon, className: iconClass } = toneIcon[item.tone];

  return (
    <ToastPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id);
      }}
      duration={SNACKBAR_DURATION}
      type="background"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="snackbar"
      data-tone={item.tone}
      className={cn(
        "flex w-full items-start gap-3 rounded-md bg-slate-900 py-2.5 pl-3.5 pr-2 text-sm text-white shadow-lg",
        "data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform",
      )}
    >
      <Icon node={icon} aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconClass)} />
      <div data-radix-toast-announce-exclude="" className="min-w-0 flex-1 py-px leading-5 break-words">
        {ready ? item.message : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className="-my-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <Icon node={X} aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
