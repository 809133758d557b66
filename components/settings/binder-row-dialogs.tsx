"use client";

import { useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import * as settingsApi from "@/lib/api/operations/settings";
import type { BinderDto } from "@/lib/settings/binder-dto";
import { COULD_NOT_REMOVE_BINDER } from "@/lib/settings/binder-schema";
import { BINDER_AUDIT_FIELDS } from "@/lib/settings/audit-fields";
import { AuditHistory } from "@/components/audit/audit-history";
import { listQueryKey } from "@/components/data-table/list-state";
import { ConfirmDialog, Dialog, DialogContent } from "@/components/ui/dialog";
import { useSnackbar } from "@/components/ui/snackbar";
import type { DialogState } from "@/components/ui/dialog-on-use";

// The dialogs of a binder row's actions (binders-table.tsx), loaded when one is first used.

/** A binder's history. */
export function BinderHistoryDialog({ binder, open, onOpenChange }: { binder: BinderDto } & DialogState) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Binder ${binder.uniqueMarketReference}`} size="lg">
        <AuditHistory subjectType="Binder" subjectId={binder.id} fields={BINDER_AUDIT_FIELDS} />
      </DialogContent>
    </Dialog>
  );
}

/** "Remove binder?": removes it when confirmed; the list reloads either way. */
export function BinderRemoveDialog({ binder, open, onOpenChange }: { binder: BinderDto } & DialogState) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();

  const remove = async () => {
    try {
      await callApi(settingsApi.deleteBinder, { params: { binderId: binder.id } });
      snackbar.show(`Binder ${binder.uniqueMarketReference} removed`, "success");
    } catch {
      snackbar.show(COULD_NOT_REMOVE_BINDER, "error");
    } finally {
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: listQueryKey(settingsApi.listBinders) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive
      title={`Remove binder ${binder.uniqueMarketReference}?`}
      description="A binder that policies are bound on cannot be removed."
      confirmLabel="Remove"
      onConfirm={remove}
    />
  );
}
