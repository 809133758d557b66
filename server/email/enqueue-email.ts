import "server-only";
import { createElement, type ComponentType } from "react";
import { render } from "@react-email/render";
import { EMAIL_TEMPLATES, type EmailTemplateName, type EmailTemplateProps } from "@/emails";
import type { Tx } from "@/server/db";
import { env } from "@/server/env";

/**
 * Writes an email to the outbox inside the caller's transaction, so that it exists exactly when the
 * change that caused it was committed. The delivery job sends it; with no SMTP_URL it is stored for
 * admins to read in the app.
 */
export async function enqueueEmail<N extends EmailTemplateName>(
  tx: Tx,
  message: { to: string | string[]; template: N; props: EmailTemplateProps[N]; subject?: string },
): Promise<number> {
  const template = EMAIL_TEMPLATES[message.template];
  const element = createElement(template.component as ComponentType<EmailTemplateProps[N]>, message.props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const row = await tx.emailOutbox.create({
    data: {
      to: Array.isArray(message.to) ? message.to : [message.to],
      subject: message.subject ?? template.subject,
      html,
      text,
      template: message.template,
      status: env().SMTP_URL ? "PENDING" : "STORED",
    },
    select: { id: true },
  });
  return row.id;
}
