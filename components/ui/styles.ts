// The class lists of the UI kit's controls, without cn(): components/ui's Input, Label and Button
// merge callers' classes onto them, and the sign-in pages (components/auth/light-form.tsx), which
// must stay within 120 KB of JavaScript, use them as they are.

/** Shared look for text-like controls (input, textarea, select). */
export const controlClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs " +
  "placeholder:text-slate-400 transition-colors " +
  "hover:border-slate-400 focus:border-accent-500 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-[invalid=true]:border-red-500 aria-[invalid=true]:hover:border-red-600";

/** What an input adds to controlClasses. */
export const inputClasses = "h-9 py-1.5 read-only:bg-slate-50 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium";

export const labelClasses = "text-sm font-medium leading-5 text-slate-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-70";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "icon";

export const buttonBaseClasses =
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md text-sm font-medium " +
  "transition-colors select-none cursor-pointer " +
  "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 " +
  "[&_svg]:shrink-0";

export const buttonVariantClasses: Record<ButtonVariant, string> = {
  primary: "bg-accent-600 text-white shadow-xs hover:bg-accent-700 active:bg-accent-700",
  secondary: "border border-slate-300 bg-white text-slate-700 shadow-xs hover:bg-slate-50 hover:text-slate-900 active:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200",
  danger: "bg-red-600 text-white shadow-xs hover:bg-red-700 active:bg-red-700",
};

export const buttonSizeClasses: Record<ButtonSize, string> = {
  sm: "h-8 px-3 [&_svg]:size-4",
  md: "h-9 px-4 [&_svg]:size-4",
  icon: "size-8 p-0 [&_svg]:size-4",
};
