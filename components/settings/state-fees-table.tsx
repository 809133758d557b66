"use client";

import * as React from "react";
import { Search } from "lucide";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { StateFeeDto } from "@/lib/settings/state-fee-dto";
import { searchStateFees } from "@/lib/settings/state-fee-search";
import { StateFeeEditAction } from "./settings-edit-actions";
import { fractionAsPercent, noValue, settingsActionTd, SettingsTable, settingsTd } from "./settings-table";

const td = settingsTd;

/** The state fees with a search box over state code and name (D119); every row is on the page, so the search is here. */
export function StateFeesTable({ fees }: { fees: StateFeeDto[] }) {
  const searchId = React.useId();
  const countId = React.useId();
  const [search, setSearch] = React.useState("");
  const shown = React.useMemo(() => searchStateFees(fees, search), [fees, search]);
  const searching = search.trim() !== "";
  return (
    <>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 py-3" role="search">
        <div className="grid w-full gap-1 sm:w-72">
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
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="State code or name"
              autoComplete="off"
              aria-describedby={countId}
              className="pl-8"
            />
          </div>
        </div>
        <p id={countId} className="pb-2 text-sm text-slate-500" role="status" data-testid="state-fees-count">
          {searching ? `${shown.length} of ${fees.length} states` : `${fees.length} states`}
        </p>
      </div>
      <SettingsTable
        label="State fees"
        rowCount={shown.length}
        className="rounded-b-md"
        empty={
          searching ? (
            <EmptyState title={`No state matches “${search.trim()}”`} description="Search by two-letter code or name." />
          ) : undefined
        }
        columns={[
          { title: "State", align: "left" },
          { title: "Name", align: "left" },
          { title: "Tax", align: "right" },
          { title: "Stamping fee", align: "right" },
          { title: "Municipal tax", align: "left" },
          { title: "Description", align: "left" },
        ]}
      >
        {shown.map((fee) => (
          <tr key={fee.id} className="hover:bg-slate-50">
            <td className={`${td} font-semibold text-slate-900`}>{fee.state}</td>
            <td className={`${td} whitespace-nowrap font-medium text-slate-900`}>{fee.name}</td>
            <td className={`${td} text-right tabular-nums`}>{fractionAsPercent(fee.tax)}</td>
            <td className={`${td} text-right tabular-nums`}>{fractionAsPercent(fee.stampingFee)}</td>
            <td className={td}>
              {fee.municipalityTax ? (
                <a href="#local-premium-tax" className="hover:underline">
                  <Badge tone="waiting">Separate line</Badge>
                </a>
              ) : (
                noValue
              )}
            </td>
            <td className={`${td} min-w-80 text-slate-600`}>{fee.description || noValue}</td>
            <td className={settingsActionTd}>
              <StateFeeEditAction fee={fee} />
            </td>
          </tr>
        ))}
      </SettingsTable>
    </>
  );
}
