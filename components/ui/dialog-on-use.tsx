"use client";

import { Fragment, useState, type ReactNode } from "react";
import { LoadOnOpen } from "./load-on-open";

/** What a dialog that DialogOnUse mounts is told: it is controlled from its trigger. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/** What the trigger is given: `open`, for its press, and the ARIA attributes of a dialog's trigger. */
export type DialogTriggerProps = { open: () => void; "aria-haspopup": "dialog"; "aria-expanded": boolean };

/**
 * A button that opens a dialog whose module is loaded on first use (issue 16 §3): `dialog` renders a
 * React.lazy component, mounted at the first press and afresh at each opening, so that its form and
 * state start over as a newly opened dialog's should. The trigger should also start loading it when the
 * pointer or the focus comes to it (`preloadOn`). Radix returns the focus to the trigger when the dialog closes.
 */
export function DialogOnUse({
  trigger,
  dialog,
}: {
  trigger: (props: DialogTriggerProps) => ReactNode;
  dialog: (state: DialogState) => ReactNode;
}) {
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger({
        open: () => {
          setOpenings((n) => n + 1);
          setOpen(true);
        },
        "aria-haspopup": "dialog",
        "aria-expanded": open,
      })}
      <LoadOnOpen open={open}>
        <Fragment key={openings}>{dialog({ open, onOpenChange: setOpen })}</Fragment>
      </LoadOnOpen>
    </>
  );
}
