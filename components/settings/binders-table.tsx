"use client";

import { lazy } from "react";
import { History, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import * as settingsApi from "@/lib/api/operations/settings";
import type { BinderDto } from "@/lib/settings/binder-dto";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { DialogOnUse } from "@/components/ui/dialog-on-use";
import { preloadOn } from "@/components/ui/load-on-open";

// A row's history and its removal open dialogs (Radix, the history) that load on first use (issue 16 §3).
const loadDialogs = () => import("./binder-row-dialogs");
const BinderHistoryDialog = lazy(() => loadDialogs().then((m) => ({ default: m.BinderHistoryDialog })));
const BinderRemoveDialog = lazy(() => loadDialogs().then((m) => ({ default: m.BinderRemoveDialog })));

function BinderActions({ binder }: { binder: BinderDto }) {
  return (
    <div className="flex justify-end gap-1">
      <DialogOnUse
        trigger={({ open, ...aria }) => (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`History of ${binder.uniqueMarketReference}`}
            title="History"
            {...aria}
            {...preloadOn(loadDialogs)}
            onClick={open}
          >
            <Icon node={History} aria-hidden />
          </Button>
        )}
        dialog={(state) => <BinderHistoryDialog binder={binder} {...state} />}
      />
      <DialogOnUse
        trigger={({ open }) => (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${binder.uniqueMarketReference}`}
            title="Remove"
            {...preloadOn(loadDialogs)}
            onClick={open}
          >
            <Icon node={Trash2} aria-hidden className="text-red-600" />
          </Button>
        )}
        dialog={(state) => <BinderRemoveDialog binder={binder} {...state} />}
      />
    </div>
  );
}

const COLUMNS: DataTableColumn<BinderDto>[] = [
  {
    id: "uniqueMarketReference",
    header: "Reference",
    accessor: "uniqueMarketReference",
    sortField: "uniqueMarketReference",
    format: { kind: "text", emphasis: true, mono: true },
  },
  { id: "from", header: "From", accessor: "from", sortField: "from", format: { kind: "date" } },
  { id: "until", header: "Until", accessor: "until", sortField: "until", format: { kind: "date" } },
  { id: "value", header: "Capacity", accessor: "value", sortField: "value", align: "right", format: { kind: "money" } },
  { id: "capacityUsed", header: "Used", accessor: "capacityUsed", align: "right", format: { kind: "money" }, priority: 3 },
  { id: "capacityRemaining", header: "Remaining", accessor: "capacityRemaining", align: "right", format: { kind: "money" } },
  { id: "usage", header: "Usage", accessor: "capacityUsed", format: { kind: "usage", total: "value" }, priority: 3 },
  { id: "actions", header: "Actions", align: "right", cell: (row) => <BinderActions binder={row} /> },
];

/** The binders list with its row actions (history, remove). */
export function BindersTable() {
  return (
    <DataTable
      label="Binders"
      operation={settingsApi.listBinders}
      columns={COLUMNS}
      searchFields={["uniqueMarketReference"]}
      searchPlaceholder="Unique market reference"
      defaultSort={{ field: "from", direction: "desc" }}
      errorMessage="Could not fetch binder data"
    />
  );
}
