"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { useField } from "@/components/forms/form-store";
import { Building2, Search, UserRound } from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as quotationsApi from "@/lib/api/operations/quotations";
import type { BrokerOptionDto } from "@/lib/quotations/quotation-dto";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { GroupError } from "./fields";
import { fieldId } from "./wizard-logic";

function BrokerSummary({ broker }: { broker: BrokerOptionDto }) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-100 text-sm font-semibold text-accent-700"
      >
        {initials(broker.name)}
      </span>
      <div className="min-w-0">
        <div className="font-medium text-slate-900">{broker.name}</div>
        <div className="truncate text-slate-500">{broker.email}</div>
        <div className="mt-0.5 inline-flex items-center gap-1 text-slate-600">
          <Icon node={Building2} aria-hidden className="size-3.5 text-slate-400" />
          {broker.company.name}
        </div>
      </div>
    </div>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
}

/**
 * Step 1. A broker quotes for itself: its name and company are shown read-only. Underwriters and
 * admins search the brokers they may choose (GET /api/quotation/brokers).
 */
export function StepBroker({
  chooses,
  fixedBroker,
  selected,
  onSelected,
}: {
  /** Whether the viewer chooses a broker (underwriters, admins) or quotes for itself. */
  chooses: boolean;
  /** The broker shown read-only when the viewer does not choose. */
  fixedBroker: BrokerOptionDto | null;
  /** The broker chosen so far (to show its name once the list changes). */
  selected: BrokerOptionDto | null;
  onSelected: (broker: BrokerOptionDto) => void;
}) {
  if (!chooses) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">You are the broker of this quotation. It is filed under your company.</p>
        <div className="max-w-md rounded-md border border-slate-200 bg-slate-50 p-4 text-sm" data-testid="broker-readonly">
          {fixedBroker ? <BrokerSummary broker={fixedBroker} /> : <p className="text-slate-500">—</p>}
        </div>
      </div>
    );
  }
  return <BrokerPicker selected={selected} onSelected={onSelected} />;
}

function BrokerPicker({ selected, onSelected }: { selected: BrokerOptionDto | null; onSelected: (broker: BrokerOptionDto) => void }) {
  const field = useField<QuotationFormValues, "brokerUserId">("brokerUserId");
  const [search, setSearch] = React.useState("");
  const [debounced, setDebounced] = React.useState("");
  React.useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const brokers = useQuery({
    queryKey: ["quotation-brokers", debounced],
    queryFn: async () => (await callApi(quotationsApi.listBrokerOptions, { query: { search: debounced || undefined } })).data,
    placeholderData: (previous) => previous,
  });
  const error = field.error;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Choose the broker this quotation is for. The quotation belongs to the broker&apos;s company.</p>
      <div className="grid gap-1.5">
        <Label htmlFor="q-broker-search">Search brokers</Label>
        <div className="relative max-w-md">
          <Icon node={Search} aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            id="q-broker-search"
            type="search"
            className="pl-9"
            placeholder="Name, email or company"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            // Enter searches; it does not go on to the next step.
            onKeyDown={(e) => {
              if (e.key === "Enter") e.preventDefault();
            }}
            autoComplete="off"
          />
        </div>
      </div>

      <fieldset aria-describedby={error ? `${fieldId("brokerUserId")}-error` : undefined} aria-invalid={!!error}>
        <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
          Broker
          <span aria-hidden="true" className="-ml-1.5 text-red-600">
            *
          </span>
          {brokers.isFetching ? <Spinner size="xs" label="Loading brokers" /> : null}
        </legend>
        <div
          className={cn(
            "max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border",
            error ? "border-red-500" : "border-slate-200",
          )}
          data-testid="broker-options"
        >
          {(() => {
            const list = brokers.data ?? [];
            // Keep the chosen broker visible even when the search no longer finds it.
            const rows =
              selected && !list.some((b) => b.id === selected.id) && String(selected.id) === field.value ? [selected, ...list] : list;
            if (brokers.isError) return <p className="px-3 py-6 text-center text-sm text-red-700">The brokers could not be loaded.</p>;
            if (rows.length === 0)
              return (
                <p className="px-3 py-6 text-center text-sm text-slate-500">
                  {brokers.isPending ? "Loading brokers…" : "No broker matches the search."}
                </p>
              );
            return rows.map((broker) => {
              const checked = field.value === String(broker.id);
              return (
                <label
                  key={broker.id}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50",
                    checked && "bg-accent-50 hover:bg-accent-50",
                  )}
                >
                  <input
                    type="radio"
                    name="brokerUserId"
                    value={String(broker.id)}
                    checked={checked}
                    onChange={() => {
                      field.onChange(String(broker.id));
                      onSelected(broker);
                    }}
                    className="size-4 shrink-0 accent-accent-600"
                    aria-label={`${broker.name}, ${broker.company.name}`}
                  />
                  <Icon node={UserRound} aria-hidden className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{broker.name}</span>
                    <span className="block truncate text-xs text-slate-500">{broker.email}</span>
                  </span>
                  <span className="hidden shrink-0 text-right text-slate-600 @md:block">{broker.company.name}</span>
                </label>
              );
            });
          })()}
        </div>
        <GroupError name="brokerUserId" className="mt-1.5" />
      </fieldset>
    </div>
  );
}
