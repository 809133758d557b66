import "server-only";
import { z } from "zod";
import { env } from "@/server/env";
import { constantTimeEqual, headerValue } from "./constant-time";
import {
  SigningProviderError,
  type CreateEnvelopeInput,
  type Envelope,
  type SigningEvent,
  type SigningProvider,
  type WebhookRequestLike,
  type WebhookVerification,
} from "./provider";

/**
 * The Documenso adapter (SIGNING_PROVIDER=documenso), on Documenso's public API v1:
 *
 * createEnvelope
 *   1. POST {api}/api/v1/documents {title, externalId, recipients:[{name, email, role:"SIGNER"}],
 *      meta:{redirectUrl: successUrl, distributionMethod:"NONE"}}
 *      → {documentId, uploadUrl, recipients:[{recipientId, signingUrl, …}]}
 *   2. PUT uploadUrl with the PDF bytes (a presigned storage URL: no API key sent there)
 *   3. POST {api}/api/v1/documents/:id/fields [{recipientId, type, pageNumber, pageX, pageY,
 *      pageWidth, pageHeight, fieldMeta?}] (positions in percent of the page)
 *   4. POST {api}/api/v1/documents/:id/send {sendEmail:false} (the portal emails its own link)
 *   → {envelopeId: documentId, signingUrl: the recipient's signingUrl}
 *   Documenso has no error return URL: `errorUrl` is not used. Creating documents through API v1
 *   needs Documenso's S3 upload transport (NEXT_PUBLIC_UPLOAD_TRANSPORT=s3).
 *
 * verifyWebhook: Documenso posts {event, payload:{id, externalId, status, completedAt,
 *   recipients:[…]}, createdAt, webhookEndpoint} with the webhook's secret verbatim in
 *   `X-Documenso-Secret` (no HMAC, no timestamp). The secret is compared in constant time;
 *   because a leaked secret would let anyone post any event, a "signed" event is also confirmed
 *   with GET {api}/api/v1/documents/:id (status COMPLETED, same externalId) before it is
 *   returned. DOCUMENT_COMPLETED → signed, DOCUMENT_REJECTED → declined, DOCUMENT_CANCELLED →
 *   failed; other events, and documents without an externalId, are authentic but ignored.
 *
 * downloadSigned: GET {api}/api/v1/documents/:id/download → {downloadUrl}; GET downloadUrl.
 */

export type DocumensoFieldType = "SIGNATURE" | "NAME" | "DATE" | "TEXT";
export type DocumensoFieldPlacement = {
  type: DocumensoFieldType;
  /** 1-based page number, or "last" (counted from the PDF). */
  page: number | "last";
  /** Position and size in percent of the page, from its top left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Label of a TEXT field. */
  label?: string;
};

/**
 * Where the signer's fields go by default: on the last page, where the proposal letter ends with
 * its declaration and signature boxes (full name, position held, date of signing, signature).
 */
export const DEFAULT_DOCUMENSO_FIELDS: DocumensoFieldPlacement[] = [
  { type: "NAME", page: "last", x: 8, y: 62, width: 40, height: 4 },
  { type: "TEXT", page: "last", x: 52, y: 62, width: 40, height: 4, label: "Position held" },
  { type: "DATE", page: "last", x: 8, y: 70, width: 40, height: 4 },
  { type: "SIGNATURE", page: "last", x: 52, y: 70, width: 40, height: 8 },
];

export type DocumensoOptions = {
  /** The Documenso instance, e.g. https://app.documenso.com (a trailing /api/v1 is tolerated). */
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  fields?: DocumensoFieldPlacement[];
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const createdDocumentSchema = z.object({
  documentId: z.number(),
  uploadUrl: z.string().min(1),
  recipients: z.array(z.object({ recipientId: z.number(), email: z.string(), signingUrl: z.string().min(1) })).min(1),
});

const documentSchema = z.object({
  id: z.number(),
  externalId: z.string().nullish(),
  status: z.string(),
});

const downloadSchema = z.object({ downloadUrl: z.string().min(1) });

const webhookSchema = z.object({
  event: z.string(),
  createdAt: z.string().optional(),
  payload: z.object({
    id: z.union([z.number(), z.string()]),
    externalId: z.string().nullish(),
    status: z.string().optional(),
    completedAt: z.string().nullish(),
    recipients: z
      .array(
        z.object({
          email: z.string().optional(),
          role: z.string().optional(),
          signedAt: z.string().nullish(),
          signingStatus: z.string().optional(),
          rejectionReason: z.string().nullish(),
        }),
      )
      .optional(),
  }),
});

/** Pages of a PDF, counted from its page objects; 1 when they cannot be counted. */
export function countPdfPages(pdf: Buffer): number {
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  return Math.max(pages, 1);
}

function baseUrlOf(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
}

function dateOrNull(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function createDocumensoProvider(options: DocumensoOptions): SigningProvider {
  const base = baseUrlOf(options.apiUrl);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fields = options.fields ?? DEFAULT_DOCUMENSO_FIELDS;
  if (!options.apiKey || !options.webhookSecret) throw new Error("Documenso needs an API key and a webhook secret");

  async function send(step: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SigningProviderError(`Documenso ${step} failed: ${(error as Error).message}`, {
        provider: "documenso",
        step,
      });
    }
  }

  async function api<T>(step: string, method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const res = await send(step, `${base}${path}`, {
      method,
      headers: {
        // Documenso accepts the key alone or as a Bearer token; its documentation shows it alone.
        Authorization: options.apiKey,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const message = (json as { message?: unknown } | undefined)?.message;
      throw new SigningProviderError(
        `Documenso ${step} failed (${res.status}): ${typeof message === "string" ? message : text.slice(0, 200)}`,
        { provider: "documenso", status: res.status, step },
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new SigningProviderError(`Documenso ${step} answered unexpectedly`, {
        provider: "documenso",
        status: res.status,
        step,
      });
    }
    return parsed.data;
  }

  async function createEnvelope(input: CreateEnvelopeInput): Promise<Envelope> {
    // Documenso files every recipient under an email address; nothing is emailed (distribution NONE).
    const email = input.signer.email ?? input.contactEmail;
    const created = await api("create document", "POST", "/api/v1/documents", createdDocumentSchema, {
      title: input.title ?? input.externalId,
      externalId: input.externalId,
      recipients: [{ name: input.signer.name, email, role: "SIGNER", signingOrder: 1 }],
      meta: { redirectUrl: input.successUrl, distributionMethod: "NONE" },
    });
    const documentId = created.documentId;
    const recipient = created.recipients.find((r) => r.email.toLowerCase() === email.toLowerCase()) ?? created.recipients[0];
    try {
      const upload = await send("upload", created.uploadUrl, {
        method: "PUT",
        headers: { "Content-Type": "application/pdf" },
        body: new Uint8Array(input.pdf),
      });
      if (!upload.ok) {
        throw new SigningProviderError(`Documenso upload failed (${upload.status})`, {
          provider: "documenso",
          status: upload.status,
          step: "upload",
        });
      }
      const pages = countPdfPages(input.pdf);
      await api(
        "add fields",
        "POST",
        `/api/v1/documents/${documentId}/fields`,
        z.unknown(),
        fields.map((f) => ({
          recipientId: recipient.recipientId,
          type: f.type,
          pageNumber: f.page === "last" ? pages : Math.min(Math.max(1, f.page), pages),
          pageX: f.x,
          pageY: f.y,
          pageWidth: f.width,
          pageHeight: f.height,
          ...(f.type === "TEXT" ? { fieldMeta: { type: "text", label: f.label ?? "", required: true } } : {}),
        })),
      );
      await api("send document", "POST", `/api/v1/documents/${documentId}/send`, z.unknown(), { sendEmail: false });
    } catch (error) {
      // Leave no half-made draft behind; the caller may try again.
      await send("delete document", `${base}/api/v1/documents/${documentId}`, {
        method: "DELETE",
        headers: { Authorization: options.apiKey },
      }).catch(() => undefined);
      throw error;
    }
    return { envelopeId: String(documentId), signingUrl: recipient.signingUrl };
  }

  async function verifyWebhook(request: WebhookRequestLike): Promise<WebhookVerification> {
    const secret = headerValue(request.headers, "X-Documenso-Secret");
    if (!secret) return { ok: false, reason: "missing-signature" };
    if (!constantTimeEqual(secret, options.webhookSecret)) return { ok: false, reason: "forged-signature" };

    let body: z.infer<typeof webhookSchema>;
    try {
      const raw = typeof request.rawBody === "string" ? request.rawBody : request.rawBody.toString("utf8");
      const parsed = webhookSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return { ok: false, reason: "malformed-body" };
      body = parsed.data;
    } catch {
      return { ok: false, reason: "malformed-body" };
    }

    const { event, payload } = body;
    const externalId = payload.externalId;
    const type =
      event === "DOCUMENT_COMPLETED"
        ? "signed"
        : event === "DOCUMENT_REJECTED"
          ? "declined"
          : event === "DOCUMENT_CANCELLED"
            ? "failed"
            : null;
    if (!type || !externalId) return { ok: true, event: null };
    const envelopeId = String(payload.id);
    if (request.isOurEnvelope && !(await request.isOurEnvelope(externalId, envelopeId))) return { ok: true, event: null };

    if (type === "signed") {
      // Confirm with the API: the header secret alone is a static password.
      const doc = await api("get document", "GET", `/api/v1/documents/${encodeURIComponent(envelopeId)}`, documentSchema);
      if (doc.status !== "COMPLETED" || doc.externalId !== externalId) return { ok: false, reason: "unconfirmed" };
      const signedAt =
        dateOrNull(payload.completedAt) ??
        (payload.recipients ?? [])
          .map((r) => dateOrNull(r.signedAt))
          .filter((d): d is Date => d !== null)
          .sort((a, b) => b.getTime() - a.getTime())[0] ??
        dateOrNull(body.createdAt) ??
        new Date();
      return { ok: true, event: { type, externalId, envelopeId, signedAt } };
    }

    const reason =
      type === "declined"
        ? (payload.recipients ?? []).map((r) => r.rejectionReason).find((r): r is string => !!r)
        : "The document was cancelled in Documenso";
    const result: SigningEvent = { type, externalId, envelopeId, signedAt: null };
    if (reason) result.reason = reason;
    return { ok: true, event: result };
  }

  async function downloadSigned(envelopeId: string): Promise<Buffer> {
    const { downloadUrl } = await api("download", "GET", `/api/v1/documents/${encodeURIComponent(envelopeId)}/download`, downloadSchema);
    const res = await send("download file", downloadUrl, { method: "GET" });
    if (!res.ok) {
      throw new SigningProviderError(`Documenso download failed (${res.status})`, {
        provider: "documenso",
        status: res.status,
        step: "download file",
      });
    }
    const pdf = Buffer.from(await res.arrayBuffer());
    if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") {
      throw new SigningProviderError("Documenso download is not a PDF", { provider: "documenso", step: "download file" });
    }
    return pdf;
  }

  return { name: "documenso", createEnvelope, verifyWebhook, downloadSigned };
}

/** The Documenso provider configured by DOCUMENSO_API_URL, DOCUMENSO_API_KEY, DOCUMENSO_WEBHOOK_SECRET. */
export function documensoProviderFromEnv(): SigningProvider {
  const { DOCUMENSO_API_URL, DOCUMENSO_API_KEY, DOCUMENSO_WEBHOOK_SECRET } = env();
  if (!DOCUMENSO_API_URL || !DOCUMENSO_API_KEY || !DOCUMENSO_WEBHOOK_SECRET) {
    throw new Error("Documenso is not configured: set DOCUMENSO_API_URL, DOCUMENSO_API_KEY and DOCUMENSO_WEBHOOK_SECRET");
  }
  return createDocumensoProvider({
    apiUrl: DOCUMENSO_API_URL,
    apiKey: DOCUMENSO_API_KEY,
    webhookSecret: DOCUMENSO_WEBHOOK_SECRET,
  });
}
