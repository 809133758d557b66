import * as React from "react";
import { usePathname } from "next/navigation";

/**
 * Writes changes into the page's URL parameters (null or "" removes one). history.replaceState is
 * followed by useSearchParams and, unlike router.replace, does not re-render the server page.
 */
export function useSearchParamsWriter() {
  const pathname = usePathname();
  return React.useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === "") next.delete(k);
        else next.set(k, v);
      }
      const query = next.toString();
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
}
