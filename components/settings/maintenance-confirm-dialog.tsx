"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { maintenanceNotice } from "@/lib/settings/maintenance-notice";

/**
 * Before maintenance mode takes the portal offline (D119): who is shut out (everyone but admins,
 * and how many of them are signed in now) and the message they will see. Loaded when first opened.
 */
export function MaintenanceConfirmDialog({
  open,
  onOpenChange,
  message,
  signedInNonAdmins,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message as it will be saved. */
  message: string;
  signedInNonAdmins: number;
  /** Saves; throws on failure (the dialog stays open). */
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      destructive
      title="Take the portal offline?"
      description="Everyone but admins is shut out until you switch maintenance mode off."
      confirmLabel="Turn maintenance mode on"
      cancelLabel="Keep the portal open"
      onConfirm={onConfirm}
    >
      <div className="space-y-3 text-sm text-slate-700" data-testid="maintenance-confirmation">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Brokers and underwriters are blocked: their next page is the maintenance page, what they send is refused, and they cannot sign
            in.{" "}
            <strong data-testid="maintenance-signed-in">
              {signedInNonAdmins === 0
                ? "None of them is signed in now."
                : signedInNonAdmins === 1
                  ? "1 of them is signed in now."
                  : `${signedInNonAdmins} of them are signed in now.`}
            </strong>
          </li>
          <li>Admins keep working and can still sign in.</li>
        </ul>
        <div>
          <p className="font-medium text-slate-900">They will see:</p>
          <blockquote
            className="mt-1 whitespace-pre-line rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800"
            data-testid="maintenance-confirmation-message"
          >
            {maintenanceNotice({ on: true, message }).message}
          </blockquote>
        </div>
      </div>
    </ConfirmDialog>
  );
}
