import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, button, paragraph } from "./layout";

export type QuotationUpdateEmailProps = {
  /** e.g. "Quotation Q2026-000123 was referred to underwriting" */
  title: string;
  greeting: string;
  intro: string;
  /** Reasons, premiums or notes, one per line. */
  lines: string[];
  quotationUrl: string;
  /** The button's text; "Open the quotation" unless the link goes elsewhere (the bound policy). */
  linkLabel?: string;
  /** Signed links to the policy's documents (bind and endorsement emails, D78), to open or forward. */
  documents?: { title: string; href: string }[];
};

/** Referral, review decision, pre-bound referral, decline, bind request and bind notices about a quotation. */
export function QuotationUpdateEmail({
  title,
  greeting,
  intro,
  lines,
  quotationUrl,
  linkLabel = "Open the quotation",
  documents = [],
}: QuotationUpdateEmailProps) {
  return (
    <EmailLayout preview={title} title={title}>
      <Text style={paragraph}>{greeting}</Text>
      <Text style={paragraph}>{intro}</Text>
      {lines.length > 0 ? (
        <ul style={{ ...paragraph, paddingLeft: 20 }}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Button href={quotationUrl} style={button}>
        {linkLabel}
      </Button>
      {documents.length > 0 ? (
        <>
          <Text style={{ ...paragraph, margin: "20px 0 4px", fontWeight: 600 }}>Policy documents</Text>
          <Text style={paragraph}>
            These links open the documents without signing in, so you can forward them to the insured. They work for 30 days; the policy
            page has them at any time.
          </Text>
          <ul style={{ ...paragraph, paddingLeft: 20 }}>
            {documents.map((d) => (
              <li key={d.href}>
                <Link href={d.href}>{d.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </EmailLayout>
  );
}

QuotationUpdateEmail.subject = "Quotation update";
