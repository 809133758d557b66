"use client";

import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { History, Trash2 } from "lucide-react";
import { callApi } from "@/lib/api/client";
import * as settingsApi from "@/lib/api/operations/settings";
import type { BinderDto } from "@/lib/settings/binder-dto";
import { COULD_NOT_REMOVE_BINDER } from "@/lib/settings/binder-schema";
import { BINDER_AUDIT_FIELDS } from "@/lib/settings/audit-fields";
import { AuditHistory } from "@/components/audit/audit-history";
import { DataTable, listQueryKey, type DataTableColumn } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useSnackbar } from "@/components/ui/snackbar";

function BinderActions({ binder }: { binder: BinderDto }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [confirming, setConfirming] = React.useState(false);

  const remove = async () => {
    try {
      await callApi(settingsApi.deleteBinder, { params: { binderId: binder.id } });
      snackbar.show(`Binder ${binder.uniqueMarketReference} removed`, "success");
    } catch {
      snackbar.show(COULD_NOT_REMOVE_BINDER, "error");
    } finally {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: listQueryKey(settingsApi.listBinders) });
    }
  };

  return (
    <div className="flex justify-end gap-1">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`History of ${binder.uniqueMarketReference}`} title="History">
            <History aria-hidden />
          </Button>
        </DialogTrigger>
        <DialogContent title={`Binder ${binder.uniqueMarketReference}`} size="lg">
          <AuditHistory subjectType="Binder" subjectId={binder.id} fields={BINDER_AUDIT_FIELDS} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title={`Remove binder ${binder.uniqueMarketReference}?`}
        description="A binder that policies are bound on cannot be removed."
        confirmLabel="Remove"
        onConfirm={remove}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${binder.uniqueMarketReference}`}
        title="Remove"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="text-red-600" />
      </Button>
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
