const keyframes = `@keyframes ui-linear-loader{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}`;

export interface LinearLoaderProps {
  /** Accessible name (default "Loading"). */
  label?: string;
  /** Added to the bar's classes as is (no cn(): none of them conflict). */
  className?: string;
}

/** Thin indeterminate progress bar fixed to the top of the viewport. */
export function LinearLoader({ label = "Loading", className }: LinearLoaderProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent-100${className ? ` ${className}` : ""}`}
    >
      <style href="ui-linear-loader" precedence="default">
        {keyframes}
      </style>
      <div className="h-full w-2/5 bg-accent-600 animate-[ui-linear-loader_1.2s_ease-in-out_infinite] motion-reduce:animate-[ui-linear-loader_3s_linear_infinite]" />
    </div>
  );
}
