"use client";

import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "./cn";
import { Button } from "./button";
import { ErrorBoundary } from "react-error-boundary";
import { ErrorFallback } from "./error-fallback";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogSize = "sm" | "md" | "lg" | "xl";

const sizes: Record<DialogSize, string> = {
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-2xl",
  xl: "max-w-4xl",
};

export interface DialogContentProps extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  /** Rendered as the accessible dialog title (required for screen readers). */
  title: React.ReactNode;
  /** Rendered as the accessible description. */
  description?: React.ReactNode;
  /** Rendered in a footer bar (usually buttons). Alternatively render <DialogFooter> inside children. */
  footer?: React.ReactNode;
  size?: DialogSize;
  /** Hide the top-right close (X) button. */
  hideClose?: boolean;
}

export function DialogContent({
  title,
  description,
  footer,
  size = "md",
  hideClose = false,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: DialogContentProps) {
  // Radix gives the focus back to a DialogTrigger only; our dialogs are opened by page state (and
  // loaded on first use), so the content remembers what had the focus when it opened and returns it.
  const opener = React.useRef<HTMLElement | null>(null);
  // Radix gives Escape to the layer opened last, and a snackbar that appears while the dialog is
  // open is one: without this, Escape would close the snackbar and leave the dialog open.
  const content = React.useRef<HTMLDivElement>(null);
  const close = React.useRef<HTMLButtonElement>(null);
  const escapeSeen = React.useRef<KeyboardEvent | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <DialogPrimitive.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          // Centred above the snackbars while some are shown (--snackbar-inset, snackbar-toasts.tsx), so
          // that none covers the dialog's buttons.
          "fixed left-1/2 top-[calc(50%-var(--snackbar-inset,0px)/2)] z-50 flex max-h-[calc(100dvh-2rem-var(--snackbar-inset,0px))] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
          "rounded-md border border-slate-200 bg-white text-sm text-slate-700 shadow-lg focus:outline-none!",
          sizes[size],
          className,
        )}
        {...props}
        ref={content}
        onEscapeKeyDown={(event) => {
          escapeSeen.current = event;
          onEscapeKeyDown?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // An Escape typed in this dialog that Radix gave to a layer above it (not to a menu of its own, which is elsewhere in the DOM).
          const mine = event.target instanceof Node && content.current?.contains(event.target);
          if (event.key === "Escape" && mine && escapeSeen.current !== event.nativeEvent) close.current?.click();
        }}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
      >
        <div className={cn("px-5 pt-5", hideClose ? null : "pr-12")}>
          <DialogPrimitive.Title className="text-base font-semibold leading-6 text-slate-900">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 pt-4">
          {/* Spec §2: modals have an error fallback with a show-more option. */}
          <ErrorBoundary
            fallbackRender={({ error, resetErrorBoundary }) => <ErrorFallback error={error as Error} reset={resetErrorBoundary} />}
          >
            {children}
          </ErrorBoundary>
        </div>
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        {/* Last in DOM order so initial focus lands on the first field/button, not on "Close". */}
        {hideClose ? (
          <DialogPrimitive.Close ref={close} hidden tabIndex={-1} />
        ) : (
          <DialogPrimitive.Close
            ref={close}
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon node={X} aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogFooterProps = React.ComponentProps<"div">;

export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-end gap-2 rounded-b-md border-t border-slate-200 bg-slate-50 px-5 py-3",
        className,
      )}
      {...props}
    />
  );
}

export interface ConfirmDialogProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Label of the confirm button (default "Confirm"). */
  confirmLabel?: string;
  /** Label of the cancel button (default "Cancel"). */
  cancelLabel?: string;
  /** Red confirm button; initial focus goes to Cancel. */
  destructive?: boolean;
  /** May return a promise: the confirm button shows a spinner until it settles; the dialog closes on success and stays open if it throws. */
  onConfirm: () => void | Promise<unknown>;
  /** Element that opens the dialog (wrapped with Radix Trigger asChild, so pass a single element such as <Button>). */
  trigger?: React.ReactElement;
  /** Controlled mode (when there is no trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content under the description. */
  children?: React.ReactNode;
  /** Default "sm"; "md" for a confirmation that lists what will happen. */
  size?: DialogSize;
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
  trigger,
  open: openProp,
  onOpenChange,
  children,
  size = "sm",
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  async function handleConfirm() {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // Leave the dialog open; the caller reports the error (e.g. with a snackbar).
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        size={size}
        title={title}
        description={description}
        hideClose
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (destructive ? cancelRef : confirmRef).current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={() => setOpen(false)}>
              {cancelLabel}
            </Button>
            <Button ref={confirmRef} variant={destructive ? "danger" : "primary"} loading={pending} onClick={handleConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
