"use client";

import { lazy } from "react";
import { Upload } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { DialogOnUse } from "@/components/ui/dialog-on-use";
import { preloadOn } from "@/components/ui/load-on-open";

// The dialog (Radix, the upload and its error table) loads on first use (issue 16 §3).
const load = () => import("./import-users-dialog");
const ImportUsersDialog = lazy(() => load().then((m) => ({ default: m.ImportUsersDialog })));

/** "Import users": the button of the Users page and, once pressed, its dialog. */
export function ImportUsersAction() {
  return (
    <DialogOnUse
      trigger={({ open, ...aria }) => (
        <Button variant="secondary" {...aria} {...preloadOn(load)} onClick={open}>
          <Icon node={Upload} aria-hidden />
          Import users
        </Button>
      )}
      dialog={(state) => <ImportUsersDialog {...state} />}
    />
  );
}
