// What the snackbar provider (./snackbar.tsx) and its lazily loaded toasts (./snackbar-toasts.tsx) share.

/** Spec: every snackbar is visible for exactly this long. */
export const SNACKBAR_DURATION = 5000;

export type SnackbarTone = "info" | "success" | "error";

export interface SnackbarItem {
  id: number;
  message: string;
  tone: SnackbarTone;
}

/**
 * The CSS variable on the root element that holds the height of the shown snackbars (absent when
 * none is shown): an open dialog keeps out of that band at the bottom (components/ui/dialog.tsx).
 */
export const SNACKBAR_INSET = "--snackbar-inset";
