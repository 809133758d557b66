"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import * as quotationsApi from "@/lib/api/operations/quotations";

export const brokersQueryKey = (search: string) => ["quotation-brokers", search];

/** The brokers the signed-in user may choose (GET /api/quotation/brokers?search=…). */
export function useBrokerOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: brokersQueryKey(search),
    queryFn: async ({ signal }) =>
      (await callApi(quotationsApi.listBrokerOptions, { query: { search: search || undefined }, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
