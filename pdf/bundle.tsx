import type { ReactNode } from "react";
import { Document } from "@react-pdf/renderer";

/**
 * Several documents printed as one PDF (a policy's "all documents" download): inside a bundle each
 * document gives its pages to the bundle's one Document instead of opening its own (`bundled`).
 * Page numbers then run through the bundle. A prop, not a React context: route handlers render
 * with React's server build, which has no createContext.
 */
type DocumentProps = { title: string; author: string; subject: string; creator: string; producer: string; language?: string };

/** A document's own <Document>, or only its pages inside a bundle. */
export function OwnDocument({ children, bundled = false, ...props }: DocumentProps & { children: ReactNode; bundled?: boolean }) {
  if (bundled) return <>{children}</>;
  return <Document {...props}>{children}</Document>;
}

/** One PDF of several documents, each rendered with `bundled` so that it gives its pages only. */
export function Bundle({ children, ...props }: DocumentProps & { children: ReactNode }) {
  return <Document {...props}>{children}</Document>;
}
