import "server-only";
import type { HeadersLike } from "./constant-time";

/**
 * The signing provider interface of DESIGN §7. Two implementations: the built-in provider (a
 * signing page of the portal, webhooks signed with `webhook-signature.ts`) and Documenso
 * (`documenso-provider.ts`). `SIGNING_PROVIDER` chooses one.
 *
 * What a provider does NOT do, and the issue-6 use cases must:
 * - map `externalId` back to the quotation and check that `envelopeId` is the envelope stored
 *   for it (an authentic event about another envelope must not sign this quotation);
 * - apply an event once: move the quotation to SIGNED only from its pre-signing status, in one
 *   transaction with a row lock, so a replayed or concurrent delivery changes nothing;
 * - never treat the browser's return to `successUrl` as proof of signing: only a verified webhook.
 */

/** Who signs: the insured (its name, and its email when the application gives one). Never the broker (D81). */
export type Signer = { name: string; email: string | null };

export type CreateEnvelopeInput = {
  /** The PDF to sign (the proposal letter). */
  pdf: Buffer;
  signer: Signer;
  /**
   * An address a provider that must file its recipient under an email (Documenso) may use when the
   * signer has none: the broker's. It is not the signer's and is never shown as the signer.
   */
  contactEmail: string;
  /** Our reference, echoed in webhooks (e.g. `quotation:42:v3`). */
  externalId: string;
  /** Where the signer's browser goes after signing. Not proof of signing. */
  successUrl: string;
  /** Where the signer's browser goes when signing fails, if the provider supports it. */
  errorUrl: string;
  /** Document title shown by the provider; defaults to the external id. */
  title?: string;
  /**
   * The data the PDF was rendered from (the proposal letter's `ProposalData`). The built-in
   * provider stamps the signature by rendering the same letter again with its signature fields
   * filled in (decision D42); Documenso places its fields on the PDF and ignores this.
   */
  documentData?: unknown;
};

export type Envelope = {
  /** The provider's id of the envelope (document); store it with the quotation. */
  envelopeId: string;
  /** Where to send the signer (the `/sign/:quotationId` link redirects there). */
  signingUrl: string;
};

/**
 * What a webhook route hands to the provider: the headers and the exact bytes received, and
 * optionally how to tell whether an envelope is one of ours, so that a provider skips confirming
 * (an API call) events about documents the portal did not send.
 */
export type WebhookRequestLike = {
  headers: HeadersLike;
  rawBody: string | Buffer;
  isOurEnvelope?: (externalId: string, envelopeId: string) => Promise<boolean>;
};

export type SigningEventType = "signed" | "declined" | "failed";

export type SigningEvent = {
  type: SigningEventType;
  externalId: string;
  envelopeId: string;
  /** When the signer signed; null unless `type` is `signed`. */
  signedAt: Date | null;
  /** The decline or failure reason, when the provider gives one. */
  reason?: string;
  /** The name the signer signed with, when the provider reports it. */
  signerName?: string;
  /** The position the signer gave, when the provider reports it. */
  signerPosition?: string;
  /** The signature as given, when the provider has it: a drawn one (PNG bytes) or a typed one. */
  signature?: { kind: "drawn"; png: Buffer } | { kind: "typed"; text: string };
};

export type WebhookRejectionReason =
  | "missing-signature"
  | "malformed-signature"
  | "forged-signature"
  | "stale-timestamp"
  | "malformed-body"
  /** Authentic-looking, but the provider's API does not confirm it (e.g. not completed there). */
  | "unconfirmed";

/**
 * The outcome of verifying a webhook.
 * - `ok: false`: refuse it (answer 401 for signature reasons, 400 for a malformed body).
 * - `ok: true, event: null`: authentic but nothing to act on (an "opened" notification, a
 *   document we did not create); answer 200 so the provider does not retry.
 * - `ok: true, event`: apply it through the (idempotent) use case.
 *
 * DESIGN §7 sketches `verifyWebhook → event | null`; the route needs to tell "forged" (401) from
 * "not for us" (200), hence this shape.
 */
export type WebhookVerification = { ok: true; event: SigningEvent | null } | { ok: false; reason: WebhookRejectionReason };

export type SigningProviderName = "builtin" | "documenso";

export interface SigningProvider {
  readonly name: SigningProviderName;
  createEnvelope(input: CreateEnvelopeInput): Promise<Envelope>;
  verifyWebhook(request: WebhookRequestLike): Promise<WebhookVerification>;
  /** The signed PDF of a completed envelope. */
  downloadSigned(envelopeId: string): Promise<Buffer>;
}

/** A provider call that failed (network, refused request, unexpected answer). */
export class SigningProviderError extends Error {
  constructor(
    message: string,
    readonly details: { provider: SigningProviderName; status?: number; step?: string },
  ) {
    super(message);
    this.name = "SigningProviderError";
  }
}
