"use client";

import * as React from "react";
import { useFormStore } from "@/components/forms/form-store";
import { CircleCheck, MapPin } from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { Spinner } from "@/components/ui/spinner";

type Lookup =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; city: string; state: string }
  | { status: "unknown" }
  | { status: "failed" };

/**
 * ZIP code lookup of an address (GET /api/location): a typed 5-digit ZIP code fills the city and
 * state of the same address. Returns the change handler of the ZIP field and a hint to show.
 */
export function useZipLookup(prefix: "applicant" | "location") {
  const store = useFormStore<QuotationFormValues>();
  const [lookup, setLookup] = React.useState<Lookup>({ status: "idle" });
  const pending = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => pending.current?.abort(), []);

  const onZipChange = React.useCallback(
    async (value: string) => {
      pending.current?.abort();
      const zip = value.trim();
      if (!/^\d{5}$/.test(zip)) {
        setLookup({ status: "idle" });
        return;
      }
      const controller = new AbortController();
      pending.current = controller;
      setLookup({ status: "loading" });
      try {
        const { data } = await callApi(foundationApi.listLocations, {
          list: { filter: { zipCode: { eq: zip } } },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        const row = data[0];
        if (!row) {
          setLookup({ status: "unknown" });
          return;
        }
        store.setValue(`${prefix}.city`, row.city);
        store.setValue(`${prefix}.state`, row.state);
        store.clearErrors([`${prefix}.city`, `${prefix}.state`]);
        setLookup({ status: "found", city: row.city, state: row.state });
      } catch {
        if (!controller.signal.aborted) setLookup({ status: "failed" });
      }
    },
    [prefix, store],
  );

  const hint: React.ReactNode =
    lookup.status === "loading" ? (
      <span className="inline-flex items-center gap-1">
        <Spinner size="xs" /> Looking up the ZIP code…
      </span>
    ) : lookup.status === "found" ? (
      <span className="inline-flex items-center gap-1 text-green-700" data-testid={`${prefix}-zip-found`}>
        <Icon node={CircleCheck} aria-hidden className="size-3.5" /> {lookup.city}, {lookup.state}
      </span>
    ) : lookup.status === "unknown" ? (
      <span className="inline-flex items-center gap-1 text-amber-700">
        <Icon node={MapPin} aria-hidden className="size-3.5" /> ZIP code not found: enter the city and state.
      </span>
    ) : lookup.status === "failed" ? (
      "The ZIP code could not be looked up: enter the city and state."
    ) : (
      "Fills in the city and state."
    );

  return { onZipChange, hint };
}
