import { Button, Text } from "@react-email/components";
import { EmailLayout, button, paragraph } from "./layout";

export type SigningRequestEmailProps = {
  greeting: string;
  quotationNumber: string;
  insuredName: string;
  /** "Riverside County Fair, 07/01/2027 to 07/03/2027" */
  subject: string;
  /** The `/sign/:quotationId?token=…` link. */
  signingUrl: string;
  /** The `/print/quotation-proposal/:quotationId?token=…` link, to read the proposal first. */
  proposalUrl: string;
  /** "December 7, 2026" */
  expiresOn: string;
  /** The footer's reason for the email; the insured's names the broker (no account), a user's is their account. */
  reason?: string;
};

/** Sent to the broker and to the insured when a quotation is pre-bound: the proposal is ready to sign. */
export function SigningRequestEmail({
  greeting,
  quotationNumber,
  insuredName,
  subject,
  signingUrl,
  proposalUrl,
  expiresOn,
  reason,
}: SigningRequestEmailProps) {
  const title = `Proposal ${quotationNumber} is ready to sign`;
  return (
    <EmailLayout preview={title} title={title} reason={reason}>
      <Text style={paragraph}>{greeting}</Text>
      <Text style={paragraph}>
        The proposal for {insuredName} ({subject}) is ready. Please read it, then sign it electronically: the signer gives their full name
        and position held and signs on the proposal&apos;s declaration.
      </Text>
      <Button href={signingUrl} style={button}>
        Review and sign the proposal
      </Button>
      <Text style={paragraph}>
        You can also <a href={proposalUrl}>read the proposal (PDF)</a> first. These links are personal and work until {expiresOn}.
      </Text>
    </EmailLayout>
  );
}

SigningRequestEmail.subject = "Proposal ready to sign";
