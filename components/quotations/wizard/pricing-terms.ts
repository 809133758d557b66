"use client";

import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import * as raterApi from "@/lib/api/operations/rater";
import type { PricingTerms } from "@/lib/pricing/quotation-price";

export type PricingPlace = { insuredState: string; locationState: string; locationCity: string; locationZipCode: string };

/**
 * The pricing terms of the insured and location typed so far (GET /api/rater/pricing-terms): the
 * state-fee row of the insured's state and Kentucky's local tax of the location, for the wizard's
 * price breakdown (decisions.md D85). Null while loading or when it fails: the
 * breakdown then shows no taxes.
 */
export function usePricingTerms(place: PricingPlace): PricingTerms | null {
  const given = Object.fromEntries(
    Object.entries(place)
      .filter(([, v]) => v.trim() !== "")
      .map(([k, v]) => [k, v.trim()]),
  ) as Partial<PricingPlace>;
  const query = useQuery({
    queryKey: ["pricing-terms", given],
    queryFn: async ({ signal }) => (await callApi(raterApi.getPricingTerms, { query: given, signal })).data,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return query.data ?? null;
}
