import { InvitationEmail, type InvitationEmailProps } from "./invitation";
import { PasswordResetEmail, type PasswordResetEmailProps } from "./password-reset";
import { QuotationUpdateEmail, type QuotationUpdateEmailProps } from "./quotation-update";

// The catalogue of email templates: name → component and subject.
export const EMAIL_TEMPLATES = {
  "password-reset": { component: PasswordResetEmail, subject: PasswordResetEmail.subject },
  invitation: { component: InvitationEmail, subject: InvitationEmail.subject },
  "quotation-update": { component: QuotationUpdateEmail, subject: QuotationUpdateEmail.subject },
} as const;

export type EmailTemplateProps = {
  "password-reset": PasswordResetEmailProps;
  invitation: InvitationEmailProps;
  "quotation-update": QuotationUpdateEmailProps;
};
export type EmailTemplateName = keyof EmailTemplateProps;
