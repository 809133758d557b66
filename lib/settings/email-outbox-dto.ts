import { z } from "zod";
import { wireMoment } from "@/lib/api/wire-schemas";

export const EMAIL_STATUSES = ["PENDING", "SENT", "FAILED", "STORED"] as const;

/** One email the portal wrote (GET /api/email-outbox): STORED when no SMTP server is configured. */
export const emailOutboxDtoSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: wireMoment,
  lastError: z.string().nullable(),
  sentAt: wireMoment.nullable(),
  createdAt: wireMoment,
});

export type EmailOutboxDto = z.infer<typeof emailOutboxDtoSchema>;
