"use client";

import * as React from "react";

/**
 * Mounts a lazily loaded dialog from the first time it opens (its code is fetched then, not with
 * the page), and keeps it mounted afterwards so that it closes with its animation.
 */
export function LoadOnOpen({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}

/** Props that fetch a dialog's code when the pointer or the focus reaches the button that opens it. */
export function preloadOn(load: () => Promise<unknown>) {
  return { onPointerEnter: () => void load(), onFocus: () => void load() };
}
