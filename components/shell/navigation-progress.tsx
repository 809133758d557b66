"use client";

import { useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";

// The portal's loading state while the next page is on its way (issue 14 item 10). The portal has
// no route-level loading boundary (app/(portal)/loading.tsx): a page's redirect must stay a real
// 307, which it is only when thrown outside every Suspense boundary. So the shell shows its thin
// progress bar from the click on a link (or a call of announceNavigation before router.push) until
// the new address is shown.

const EVENT = "portal:navigation-start";
/** A navigation that never lands (an error, a download) stops showing after this long. */
const GIVE_UP_MS = 15_000;

/** Called before a router.push that no link click announced, e.g. a click on a table row. */
export function announceNavigation(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** The address a click on this anchor leads to within the portal's pages, or null. */
function pageTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || /^\/(api|print)(\/|$)/.test(url.pathname)) return null;
  // Same page, or only another #fragment: nothing to wait for.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/** True from the start of a navigation until the new page's address is shown. */
export function useNavigationPending(): boolean {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [pending, setPending] = useState(false);

  useEffect(() => setPending(false), [pathname, search]);

  useEffect(() => {
    const start = () => setPending(true);
    const onClick = (event: MouseEvent) => {
      if (pageTarget(event)) start();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener(EVENT, start);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener(EVENT, start);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return pending;
}
