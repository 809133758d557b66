import type { ReactNode } from "react";
import { Image, Page, Text, View } from "@react-pdf/renderer";
import type { PdfLogo } from "./logo";
import { PortalMark } from "./portal-mark";
import { PAGE_MARGIN, PDF_COLORS, pdfStyles } from "./theme";

/** US Letter, in points. */
const LETTER_HEIGHT = 792;

export type DocumentPageProps = {
  /** The document's name, large at the top right of every page ("Proposal"). */
  title: string;
  /** What it is about, under the title ("Quotation Q2026-000123"). */
  reference: string;
  /** Small lines under the reference ("Version 2 · Issued 07/01/2026"). */
  meta?: string[];
  /** The portal's name, beside the mark and in the footer. */
  portalName: string;
  /** A company logo shown instead of the portal's mark. */
  logo?: PdfLogo | null;
  /** Extra text in the footer's left part (e.g. "Proposal Q2026-000123"). */
  footerNote?: string;
  children: ReactNode;
};

/**
 * A US Letter page with the letterhead (logo, portal name, title and reference) and a footer
 * (portal name, note, "Page X of Y") repeated on every page the content flows onto.
 */
export function DocumentPage({ title, reference, meta = [], portalName, logo, footerNote, children }: DocumentPageProps) {
  return (
    <Page size="LETTER" style={pdfStyles.page} wrap>
      <View
        fixed
        style={{
          position: "absolute",
          top: 28,
          left: PAGE_MARGIN.horizontal,
          right: PAGE_MARGIN.horizontal,
          flexDirection: "row",
          justifyContent: "space-between",
          alignItems: "flex-start",
          paddingBottom: 10,
          borderBottomWidth: 1.5,
          borderBottomColor: PDF_COLORS.accent,
        }}
      >
        <View style={{ flexDirection: "row", alignItems: "center" }}>
          {logo ? (
            // Company logos are 3:2 (spec §3).
            <Image src={logo} style={{ width: 72, height: 48, objectFit: "contain" }} />
          ) : (
            <>
              <PortalMark size={34} />
              <View style={{ marginLeft: 9 }}>
                <Text style={{ fontSize: 13, lineHeight: 1.2, fontWeight: "bold", color: PDF_COLORS.accentDark }}>{portalName}</Text>
                <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted }}>Weather event and promotion cancellation insurance</Text>
              </View>
            </>
          )}
        </View>
        <View style={{ alignItems: "flex-end" }}>
          <Text style={{ fontSize: 17, lineHeight: 1.15, fontWeight: "bold", color: PDF_COLORS.text, letterSpacing: 0.3 }}>{title}</Text>
          <Text style={{ fontSize: 9.5, lineHeight: 1.3, marginTop: 3 }}>{reference}</Text>
          {meta.map((line) => (
            <Text key={line} style={{ fontSize: 8, color: PDF_COLORS.muted }}>
              {line}
            </Text>
          ))}
        </View>
      </View>

      {/* Placed from the top: react-pdf 4.9 loses a fixed `bottom: …` box when the page sets a lineHeight. */}
      <View
        fixed
        style={{
          position: "absolute",
          top: LETTER_HEIGHT - 46,
          left: PAGE_MARGIN.horizontal,
          right: PAGE_MARGIN.horizontal,
          flexDirection: "row",
          justifyContent: "space-between",
          paddingTop: 6,
          borderTopWidth: 0.75,
          borderTopColor: PDF_COLORS.rule,
          fontSize: 7.5,
          color: PDF_COLORS.muted,
        }}
      >
        <Text>{footerNote ? `${portalName} · ${footerNote}` : portalName}</Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>

      {children}
    </Page>
  );
}
