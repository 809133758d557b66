"use client";

import * as React from "react";
import { Search } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { isDateRange, rangeParams, type DataTableFilter } from "./list-state";

/** Above the table: the search box, the filters, a spinner while refreshing and "Clear filters". */
export function DataTableToolbar({
  showSearch,
  searchPlaceholder,
  searchText,
  onSearchTextChange,
  filters,
  filterValues,
  onFilterChange,
  refreshing,
  hasCriteria,
  onClear,
}: {
  showSearch: boolean;
  searchPlaceholder: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  filters: readonly DataTableFilter[];
  /** The filters' values by URL parameter. */
  filterValues: Record<string, string>;
  /** A filter's URL parameter changed; "" removes it. */
  onFilterChange: (param: string, value: string) => void;
  refreshing: boolean;
  hasCriteria: boolean;
  onClear: () => void;
}) {
  const searchId = React.useId();
  const filterId = React.useId();
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 py-3" role="search">
      {showSearch && (
        <div className={cn("grid w-full gap-1", filters.length >= 3 ? "sm:w-56" : "sm:w-72")}>
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <Icon
              node={Search}
              aria-hidden
              className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(e) => onSearchTextChange(e.target.value)}
              placeholder={searchPlaceholder}
              autoComplete="off"
              className="pl-8"
            />
          </div>
        </div>
      )}
      {filters.map((filter) => {
        if (isDateRange(filter)) {
          const keys = rangeParams(filter);
          return (
            <div key={filter.field} role="group" aria-labelledby={`${filterId}-${filter.field}-label`} className="grid gap-1">
              <span id={`${filterId}-${filter.field}-label`} className="text-sm font-medium leading-5 text-slate-700">
                {filter.label}
              </span>
              <div className="flex items-center gap-1.5">
                {(["from", "until"] as const).map((end) => (
                  <React.Fragment key={end}>
                    {end === "until" && (
                      <span aria-hidden className="text-slate-400">
                        –
                      </span>
                    )}
                    <Input
                      aria-label={end === "from" ? filter.fromLabel : filter.untilLabel}
                      title={end === "from" ? filter.fromLabel : filter.untilLabel}
                      type="date"
                      min="1900-01-01"
                      max="2099-12-31"
                      value={filterValues[keys[end]] ?? ""}
                      onChange={(e) => onFilterChange(keys[end], e.target.value)}
                      className="w-36"
                    />
                  </React.Fragment>
                ))}
              </div>
            </div>
          );
        }
        return (
          <div key={filter.field} className="grid gap-1">
            <Label htmlFor={`${filterId}-${filter.field}`}>{filter.label}</Label>
            <Select
              id={`${filterId}-${filter.field}`}
              value={filterValues[filter.field] ?? ""}
              onChange={(e) => onFilterChange(filter.field, e.target.value)}
              className="w-44"
            >
              <option value="">{filter.allLabel ?? "All"}</option>
              {filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
      <div className="ml-auto flex h-9 items-center gap-3">
        {refreshing && <Spinner size="sm" label="Loading" className="text-slate-400" />}
        {hasCriteria && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
