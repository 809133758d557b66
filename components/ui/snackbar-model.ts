// What the snackbar provider (./snackbar.tsx) and its lazily loaded toasts (./snackbar-toasts.tsx) share.

/** Spec: every snackbar is visible for exactly this long. */
export const SNACKBAR_DURATION = 5000;

export type SnackbarTone = "info" | "success" | "error";

export interface SnackbarItem {
  id: number;
  message: string;
  tone: SnackbarTone;
}
