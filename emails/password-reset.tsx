import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, button, paragraph } from "./layout";

export type PasswordResetEmailProps = { firstName: string; resetUrl: string; expiresInMinutes: number };

export function PasswordResetEmail({ firstName, resetUrl, expiresInMinutes }: PasswordResetEmailProps) {
  return (
    <EmailLayout preview="Reset your password" title="Reset your password">
      <Text style={paragraph}>Hello {firstName},</Text>
      <Text style={paragraph}>
        Someone asked to reset the password of your account. Use the button below to choose a new one. The link works once and expires in{" "}
        {expiresInMinutes} minutes.
      </Text>
      <Button href={resetUrl} style={button}>
        Set a new password
      </Button>
      <Text style={{ ...paragraph, marginTop: 16, fontSize: 12 }}>
        Or copy this address into your browser: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={paragraph}>If you did not ask for this, ignore this email: your password stays as it is.</Text>
    </EmailLayout>
  );
}

PasswordResetEmail.subject = "Reset your Weather Event Portal password";
