"use client";

import * as React from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import * as raterApi from "@/lib/api/operations/rater";
import type { RateRequestInput } from "@/lib/rater/rate-request-schema";

/**
 * The indicative premiums of the coverage step: POST /api/rater/quote with the values as they are,
 * 500 ms after the last change. Never blocks the wizard; a failure is only reported.
 */
export function useRatePreview(request: RateRequestInput | null, delayMs = 500) {
  const key = request ? JSON.stringify(request) : null;
  const [debounced, setDebounced] = React.useState<string | null>(key);
  React.useEffect(() => {
    if (key === debounced) return;
    const timer = window.setTimeout(() => setDebounced(key), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, debounced, delayMs]);

  const query = useQuery({
    queryKey: ["rate-preview", debounced],
    enabled: debounced !== null,
    queryFn: async ({ signal }) => (await callApi(raterApi.rateQuote, { body: JSON.parse(debounced!) as RateRequestInput, signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });

  return {
    result: key === null ? null : (query.data ?? null),
    /** A change is waiting for the debounce or the answer is on its way. */
    updating: key !== null && (key !== debounced || query.isFetching),
    error: key === null ? null : query.error,
    incomplete: key === null,
  };
}
