import { Button, Text } from "@react-email/components";
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
};

/** Referral, review decision, pre-bound referral, decline, bind request and bind notices about a quotation. */
export function QuotationUpdateEmail({ title, greeting, intro, lines, quotationUrl, linkLabel = "Open the quotation" }: QuotationUpdateEmailProps) {
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
    </EmailLayout>
  );
}

QuotationUpdateEmail.subject = "Quotation update";
