import { ClaimUpdateEmail, type ClaimUpdateEmailProps } from "./claim-update";
import { InvitationEmail, type InvitationEmailProps } from "./invitation";
import { PasswordResetEmail, type PasswordResetEmailProps } from "./password-reset";
import { QuotationUpdateEmail, type QuotationUpdateEmailProps } from "./quotation-update";
import { SigningRequestEmail, type SigningRequestEmailProps } from "./signing-request";

// The catalogue of email templates: name → component and subject.
export const EMAIL_TEMPLATES = {
  "password-reset": { component: PasswordResetEmail, subject: PasswordResetEmail.subject },
  invitation: { component: InvitationEmail, subject: InvitationEmail.subject },
  "quotation-update": { component: QuotationUpdateEmail, subject: QuotationUpdateEmail.subject },
  "signing-request": { component: SigningRequestEmail, subject: SigningRequestEmail.subject },
  "claim-update": { component: ClaimUpdateEmail, subject: ClaimUpdateEmail.subject },
} as const;

export type EmailTemplateProps = {
  "password-reset": PasswordResetEmailProps;
  invitation: InvitationEmailProps;
  "quotation-update": QuotationUpdateEmailProps;
  "signing-request": SigningRequestEmailProps;
  "claim-update": ClaimUpdateEmailProps;
};
export type EmailTemplateName = keyof EmailTemplateProps;
