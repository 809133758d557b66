"use client";

import { lazy } from "react";
import { Pencil } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { DialogOnUse, type DialogTriggerProps } from "@/components/ui/dialog-on-use";
import type { EditableStateFee } from "./state-fee-edit-dialog";
import type { EditableLocalPremiumTax } from "./local-premium-tax-edit-dialog";

// The "Edit" buttons of the State fees page. Their dialogs (Radix, the form and its schema, the
// history) load on first use: none is needed to read the tables (issue 16 §3).
const loadStateFee = () => import("./state-fee-edit-dialog");
const loadLocalPremiumTax = () => import("./local-premium-tax-edit-dialog");
const StateFeeEditDialog = lazy(() => loadStateFee().then((m) => ({ default: m.StateFeeEditDialog })));
const LocalPremiumTaxEditDialog = lazy(() => loadLocalPremiumTax().then((m) => ({ default: m.LocalPremiumTaxEditDialog })));

function EditButton({ name, preload, open, ...aria }: DialogTriggerProps & { name: string; preload: () => unknown }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Edit ${name}`}
      {...aria}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={open}
    >
      <Icon node={Pencil} aria-hidden />
      Edit
    </Button>
  );
}

export function StateFeeEditAction({ fee }: { fee: EditableStateFee }) {
  return (
    <DialogOnUse
      trigger={(props) => <EditButton name={fee.name} preload={loadStateFee} {...props} />}
      dialog={(state) => <StateFeeEditDialog fee={fee} {...state} />}
    />
  );
}

export function LocalPremiumTaxEditAction({ row }: { row: EditableLocalPremiumTax }) {
  return (
    <DialogOnUse
      trigger={(props) => <EditButton name={row.name} preload={loadLocalPremiumTax} {...props} />}
      dialog={(state) => <LocalPremiumTaxEditDialog row={row} {...state} />}
    />
  );
}
