"use client";

import * as React from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { cn } from "./cn";

/** Spec: every snackbar is visible for exactly this long. */
export const SNACKBAR_DURATION = 5000;
const MAX_VISIBLE = 5;

export type SnackbarTone = "info" | "success" | "error";

export interface SnackbarApi {
  show(message: string, tone?: SnackbarTone): void;
}

interface SnackbarItem {
  id: number;
  message: string;
  tone: SnackbarTone;
}

const SnackbarContext = React.createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const ctx = React.useContext(SnackbarContext);
  if (!ctx) throw new Error("useSnackbar() must be used inside <SnackbarProvider>.");
  return ctx;
}

const toneIcon: Record<SnackbarTone, { Icon: typeof Info; className: string }> = {
  info: { Icon: Info, className: "text-accent-200" },
  success: { Icon: CircleCheck, className: "text-green-400" },
  error: { Icon: CircleAlert, className: "text-red-400" },
};

let nextId = 0;

export function SnackbarProvider({ children }: { children: React.ReactNode }) {
  const [items, setItems] = React.useState<SnackbarItem[]>([]);
  const timers = React.useRef(new Map<number, number>());
  // Radix announces toasts through a hidden live region of its own; we send it to an
  // inert container because each snackbar is itself role="status" (avoids double
  // announcements and duplicate role/text matches).
  const [announcer, setAnnouncer] = React.useState<HTMLDivElement | null>(null);

  const dismiss = React.useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.current.delete(id);
    setItems((prev) => prev.filter((item) => item.id !== id));
  }, []);

  const show = React.useCallback(
    (message: string, tone: SnackbarTone = "info") => {
      const id = ++nextId;
      setItems((prev) => {
        const next = [...prev, { id, message, tone }];
        for (const dropped of next.slice(0, Math.max(0, next.length - MAX_VISIBLE))) {
          const timer = timers.current.get(dropped.id);
          if (timer !== undefined) window.clearTimeout(timer);
          timers.current.delete(dropped.id);
        }
        return next.slice(-MAX_VISIBLE);
      });
      // Hard timer so the message lasts exactly SNACKBAR_DURATION, even if Radix would pause
      // its own timer (hover, focus inside the viewport, window blur).
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), SNACKBAR_DURATION),
      );
    },
    [dismiss],
  );

  React.useEffect(() => {
    const map = timers.current;
    return () => {
      map.forEach((timer) => window.clearTimeout(timer));
      map.clear();
    };
  }, []);

  const api = React.useMemo<SnackbarApi>(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      <ToastPrimitive.Provider
        duration={SNACKBAR_DURATION}
        swipeDirection="down"
        label="Notification"
        announcerContainer={announcer ?? undefined}
      >
        {children}
        {items.map((item) => (
          <Snackbar key={item.id} item={item} onDismiss={dismiss} />
        ))}
        <ToastPrimitive.Viewport
          // aria-live keeps the viewport out of a modal dialog's aria-hidden sweep, so snackbars shown
          // while a dialog is open stay accessible; "off" because each snackbar is its own live region.
          aria-live="off"
          className={cn(
            "fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4",
            "pointer-events-none [&>*]:pointer-events-auto",
          )}
        />
      </ToastPrimitive.Provider>
      <div ref={setAnnouncer} hidden />
    </SnackbarContext.Provider>
  );
}

function Snackbar({ item, onDismiss }: { item: SnackbarItem; onDismiss: (id: number) => void }) {
  // Insert the text after the live region exists so screen readers reliably announce it.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  const { Icon, className: iconClass } = toneIcon[item.tone];

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
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconClass)} />
      <div data-radix-toast-announce-exclude="" className="min-w-0 flex-1 py-px leading-5 break-words">
        {ready ? item.message : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className="-my-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
