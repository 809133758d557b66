import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, button, paragraph } from "./layout";

export type InvitationEmailProps = { firstName: string; companyName: string; setPasswordUrl: string; expiresInHours: number };

export function InvitationEmail({ firstName, companyName, setPasswordUrl, expiresInHours }: InvitationEmailProps) {
  return (
    <EmailLayout preview="Your Weather Event Portal account" title="Welcome to the Weather Event Portal">
      <Text style={paragraph}>Hello {firstName},</Text>
      <Text style={paragraph}>
        An account was created for you at {companyName}. Choose your password to start using the portal. The link works once and expires in{" "}
        {expiresInHours} hours.
      </Text>
      <Button href={setPasswordUrl} style={button}>
        Set your password
      </Button>
      <Text style={{ ...paragraph, marginTop: 16, fontSize: 12 }}>
        Or copy this address into your browser: <Link href={setPasswordUrl}>{setPasswordUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

InvitationEmail.subject = "Your Weather Event Portal account";
