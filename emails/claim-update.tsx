import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, button, paragraph } from "./layout";

export type ClaimUpdateEmailProps = {
  /** e.g. "Claim WX-2026-0042-C1 determined: $19,500.00" */
  title: string;
  greeting: string;
  intro: string;
  /** The claim's facts, one per line. */
  lines: string[];
  /** The policy page, for a portal user; none for the insured, who has no account. */
  policyUrl?: string;
  /** The signed link to the determination letter. */
  letter: { title: string; href: string };
  /** How long the letter link works and what to do after (worded for the reader). */
  letterNote: string;
  /** The footer's reason for the email; the insured's names the broker (no account), a user's is their account. */
  reason?: string;
};

/** A claim's news (determined, approved, paid, declined), to the policy's broker and to the insured. */
export function ClaimUpdateEmail({ title, greeting, intro, lines, policyUrl, letter, letterNote, reason }: ClaimUpdateEmailProps) {
  return (
    <EmailLayout preview={title} title={title} reason={reason}>
      <Text style={paragraph}>{greeting}</Text>
      <Text style={paragraph}>{intro}</Text>
      {lines.length > 0 ? (
        <ul style={{ ...paragraph, paddingLeft: 20 }}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Text style={{ ...paragraph, margin: "20px 0 4px", fontWeight: 600 }}>Determination letter</Text>
      <Text style={paragraph}>
        <Link href={letter.href}>{letter.title}</Link>
      </Text>
      <Text style={paragraph}>{letterNote}</Text>
      {policyUrl ? (
        <Button href={policyUrl} style={button}>
          Open the policy
        </Button>
      ) : null}
    </EmailLayout>
  );
}

ClaimUpdateEmail.subject = "Claim update";
