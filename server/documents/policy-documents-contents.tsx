import "server-only";
import { Document, Text } from "@react-pdf/renderer";
import { Section } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatMoment } from "@/pdf/format";
import { Table } from "@/pdf/table";
import { PDF_COLORS } from "@/pdf/theme";

// The contents page of a policy's "all documents" PDF (D100): every document bound after it, by
// group in the order they are bound, with the pages each takes in the bound file.

export const CONTENTS_GROUPS = {
  wording: "Policy wording, forms and notices",
  proposal: "Signed proposal",
  endorsements: "Endorsements",
  invoices: "Invoices and credit notes",
} as const;
export type ContentsGroup = keyof typeof CONTENTS_GROUPS;

export type ContentsEntry = {
  group: ContentsGroup;
  /** The document's name as it prints it ("Invoice INV-2026-000123", "WEP 310: Independent weather observer endorsement"). */
  title: string;
  /** One line about it ("Effective 06/10/2026", "Bind invoice · issued 07/01/2026"). */
  detail: string;
  /** The pages of the bound file it takes (1-based); null when it could not be bound. */
  pages: { from: number; to: number } | null;
};

export type ContentsData = {
  portalName: string;
  /** Who issues the policy documents (the document information's author). */
  author: string;
  policyNumber: string;
  insuredName: string;
  /** ISO timestamp: when the file was put together. */
  compiledAt: string;
  entries: ContentsEntry[];
};

/** "3", "3–7"; "not included" for a document that could not be bound. */
export function pageRange(pages: ContentsEntry["pages"]): string {
  if (!pages) return "not included";
  return pages.from === pages.to ? String(pages.from) : `${pages.from}–${pages.to}`;
}

export function PolicyDocumentsContentsDocument({ data: d }: { data: ContentsData }) {
  const groups = (Object.keys(CONTENTS_GROUPS) as ContentsGroup[]).filter((g) => d.entries.some((e) => e.group === g));
  const missing = d.entries.some((e) => e.pages === null);
  return (
    <Document
      title={`Policy ${d.policyNumber}: contents`}
      author={d.author}
      subject={`The documents of policy ${d.policyNumber} for ${d.insuredName}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title="Contents"
        reference={`Policy ${d.policyNumber}`}
        meta={[`Compiled ${formatMoment(d.compiledAt)}`]}
        portalName={d.portalName}
        footerNote={`All documents · Policy ${d.policyNumber}`}
      >
        <Text style={{ color: PDF_COLORS.muted }}>
          {`This file holds every document of policy ${d.policyNumber} for ${d.insuredName} on ${formatMoment(d.compiledAt)}, in the order below. Each document keeps its own page numbers in its footer; the pages listed here are the pages of this file.`}
        </Text>
        {groups.map((group, i) => (
          <Section key={group} number={i + 1} title={CONTENTS_GROUPS[group]}>
            <Table
              columns={[
                { header: "Document", width: 10 },
                { header: "Details", width: 7 },
                { header: "Pages", width: 3, align: "right" },
              ]}
              rows={d.entries.filter((e) => e.group === group).map((e) => [e.title, e.detail, pageRange(e.pages)])}
            />
          </Section>
        ))}
        {missing ? (
          <Text style={{ marginTop: 12, color: PDF_COLORS.muted }}>
            A document marked “not included” could not be read to bind it here; open it from the policy page.
          </Text>
        ) : null}
      </DocumentPage>
    </Document>
  );
}
