import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** The icon's drawing, from the `lucide` package: `import { CircleAlert } from "lucide"`. */
  node: IconNode;
  size?: number | string;
};

const hasLabel = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

/**
 * A Lucide icon, drawn as lucide-react draws it (24 × 24, stroke in the text colour, width 2, round
 * caps and joins, hidden from assistive technology unless it is labelled), from the icon's data
 * alone: lucide-react's runtime (some 3 KB gzip) would be in every page's first load (D97).
 */
export function Icon({ node, size = 24, strokeWidth = 2, className, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={hasLabel(props) ? undefined : true}
      className={className ? `lucide ${className}` : "lucide"}
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
