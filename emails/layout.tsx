import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** Why a portal user gets an email: their account. */
export const ACCOUNT_REASON =
  "You receive this email because of your account on the Weather Event Portal. If you did not expect it, you can ignore it.";

/**
 * Why the insured gets an email: the insured has no account, so the footer names the broker who
 * asked for the quotation on their behalf and never speaks of an account.
 */
export function insuredReason(brokerCompany: string, about: "quotation" | "policy" = "quotation"): string {
  const asked = about === "policy" ? "arranged your policy" : "asked for a quotation";
  return `You receive this email because ${brokerCompany}, your insurance broker, ${asked} on your behalf. If you did not expect it, please contact ${brokerCompany}.`;
}

export function EmailLayout({
  preview,
  title,
  children,
  reason = ACCOUNT_REASON,
}: {
  preview: string;
  title: string;
  children: ReactNode;
  /** The footer's "You receive this email because …"; a user's account unless said otherwise. */
  reason?: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f5f6f8", fontFamily: "Helvetica, Arial, sans-serif", color: "#0f172a" }}>
        <Container style={{ backgroundColor: "#ffffff", margin: "24px auto", padding: "24px 32px", borderRadius: 8, maxWidth: 560 }}>
          <Text style={{ fontSize: 13, color: "#1f66c2", fontWeight: 600, margin: 0 }}>Weather Event Portal</Text>
          <Heading as="h1" style={{ fontSize: 20, margin: "12px 0 16px" }}>
            {title}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: 12, color: "#64748b", margin: 0 }}>{reason}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: 14, lineHeight: "22px", margin: "0 0 12px" } as const;
export const button = {
  backgroundColor: "#1f66c2",
  color: "#ffffff",
  padding: "10px 18px",
  borderRadius: 6,
  fontSize: 14,
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
} as const;
