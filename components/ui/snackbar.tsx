"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { SNACKBAR_DURATION, type SnackbarItem, type SnackbarTone } from "./snackbar-model";

export { SNACKBAR_DURATION, type SnackbarTone };
const MAX_VISIBLE = 5;

export interface SnackbarApi {
  show(message: string, tone?: SnackbarTone): void;
}

const SnackbarContext = React.createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const ctx = React.useContext(SnackbarContext);
  if (!ctx) throw new Error("useSnackbar() must be used inside <SnackbarProvider>.");
  return ctx;
}

// The snackbars themselves (Radix Toast, some 10 KB gzip) load with the first message, not with
// every page (issue 16 §3); once loaded they stay, viewport included.
const SnackbarToasts = dynamic(() => import("./snackbar-toasts").then((m) => m.SnackbarToasts), { ssr: false });

let nextId = 0;

export function SnackbarProvider({ children }: { children: React.ReactNode }) {
  const [items, setItems] = React.useState<SnackbarItem[]>([]);
  const timers = React.useRef(new Map<number, number>());
  const [used, setUsed] = React.useState(false);

  const dismiss = React.useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.current.delete(id);
    setItems((prev) => prev.filter((item) => item.id !== id));
  }, []);

  const show = React.useCallback(
    (message: string, tone: SnackbarTone = "info") => {
      const id = ++nextId;
      setUsed(true);
      setItems((prev) => {
        // A success takes away the failures shown before it: what failed has since worked, and a
        // failure left beside the success would read as if both were true.
        const kept = tone === "success" ? prev.filter((item) => item.tone !== "error") : prev;
        const next = [...kept, { id, message, tone }];
        const dropped = [...prev.filter((item) => !kept.includes(item)), ...next.slice(0, Math.max(0, next.length - MAX_VISIBLE))];
        for (const gone of dropped) {
          const timer = timers.current.get(gone.id);
          if (timer !== undefined) window.clearTimeout(timer);
          timers.current.delete(gone.id);
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
      {children}
      {used && <SnackbarToasts items={items} onDismiss={dismiss} />}
    </SnackbarContext.Provider>
  );
}
