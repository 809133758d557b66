"use client";

import { lazy } from "react";
import { Plus } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { DialogOnUse } from "@/components/ui/dialog-on-use";
import { preloadOn } from "@/components/ui/load-on-open";

// The dialog, its form and Radix load on first use (issue 16 §3).
const load = () => import("./binder-create-dialog");
const BinderCreateDialog = lazy(() => load().then((m) => ({ default: m.BinderCreateDialog })));

/** "Create binder": the button of the Binders page and, once pressed, its dialog. */
export function BinderCreateAction() {
  return (
    <DialogOnUse
      trigger={({ open, ...aria }) => (
        <Button {...aria} {...preloadOn(load)} onClick={open}>
          <Icon node={Plus} aria-hidden />
          Create binder
        </Button>
      )}
      dialog={(state) => <BinderCreateDialog {...state} />}
    />
  );
}
