import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a Documenso instance that answers like Documenso's public API v1
 * (packages/api/v1/contract.ts and implementation.ts of documenso/documenso): create a document
 * and get a presigned upload URL, add fields, send, get, download (a presigned URL), delete;
 * API key in `Authorization` (alone or as a Bearer token); errors as `{message}`. Uploads and
 * downloads go to the same server under /storage, like an S3 bucket behind presigned URLs.
 * It also builds webhook bodies shaped like Documenso's (event, payload, createdAt,
 * webhookEndpoint), to be sent with `X-Documenso-Secret`.
 */

type Recipient = {
  id: number;
  documentId: number;
  email: string;
  name: string;
  role: string;
  signingOrder: number | null;
  token: string;
  signedAt: string | null;
  readStatus: string;
  signingStatus: string;
  sendStatus: string;
  rejectionReason: string | null;
};

type Field = {
  id: number;
  documentId: number;
  recipientId: number;
  type: string;
  pageNumber: number;
  pageX: number;
  pageY: number;
  pageWidth: number;
  pageHeight: number;
  customText: string;
  fieldMeta: Record<string, unknown> | undefined;
  inserted: boolean;
};

export type FakeDocument = {
  id: number;
  externalId: string | null;
  title: string;
  status: "DRAFT" | "PENDING" | "COMPLETED" | "REJECTED";
  meta: Record<string, unknown>;
  recipients: Recipient[];
  fields: Field[];
  uploadKey: string;
  original: Buffer | null;
  signed: Buffer | null;
  sendEmail: boolean | null;
  deleted: boolean;
  createdAt: string;
  completedAt: string | null;
};

export type RecordedRequest = { method: string; path: string; authorization: string | undefined };

const FIELD_TYPES = ["SIGNATURE", "FREE_SIGNATURE", "INITIALS", "NAME", "EMAIL", "DATE", "TEXT", "NUMBER", "RADIO", "CHECKBOX", "DROPDOWN"];
const ADVANCED = ["NUMBER", "RADIO", "CHECKBOX", "DROPDOWN", "TEXT"];

export async function startFakeDocumenso(apiKey: string) {
  const documents = new Map<number, FakeDocument>();
  const storage = new Map<string, Buffer>();
  const requests: RecordedRequest[] = [];
  const failures: { method: string; path: RegExp; status: number; message: string }[] = [];
  let nextId = 100;

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function authorized(req: IncomingMessage): boolean {
    const [token] = (req.headers.authorization ?? "").split("Bearer ").filter((s) => s.length > 0);
    return token === apiKey;
  }

  function documentResponse(d: FakeDocument) {
    return {
      id: d.id,
      externalId: d.externalId,
      userId: 1,
      teamId: 1,
      title: d.title,
      status: d.status,
      documentDataId: `data_${d.id}`,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
      completedAt: d.completedAt,
      recipients: d.recipients.map((r) => ({ ...r, signingUrl: `${baseUrl}/sign/${r.token}` })),
      fields: d.fields,
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", baseUrl);
    const path = url.pathname;
    const method = req.method ?? "GET";
    requests.push({ method, path, authorization: req.headers.authorization });
    const body = await readBody(req);

    const failure = failures.find((f) => f.method === method && f.path.test(path));
    if (failure) {
      failures.splice(failures.indexOf(failure), 1);
      return json(res, failure.status, { message: failure.message });
    }

    // Presigned storage URLs: no API key, and S3 refuses a second authentication mechanism.
    const stored = path.match(/^\/storage\/(.+)$/)?.map(decodeURIComponent);
    if (stored) {
      if (req.headers.authorization) return json(res, 400, { message: "Only one auth mechanism allowed" });
      if (method === "PUT") {
        storage.set(stored[1], body);
        res.writeHead(200).end();
        return;
      }
      const file = storage.get(stored[1]);
      if (method !== "GET" || !file) return json(res, 404, { message: "NoSuchKey" });
      res.writeHead(200, { "Content-Type": "application/pdf" }).end(file);
      return;
    }

    if (!path.startsWith("/api/v1/")) return json(res, 404, { message: "Not found" });
    if (!req.headers.authorization) return json(res, 401, { message: "API token was not provided" });
    if (!authorized(req)) return json(res, 401, { message: "Unauthorized" });
    const input = body.length ? JSON.parse(body.toString("utf8")) : undefined;

    if (method === "POST" && path === "/api/v1/documents") {
      if (typeof input?.title !== "string" || !input.title) return json(res, 400, { message: "title: Required" });
      if (!Array.isArray(input.recipients)) return json(res, 400, { message: "recipients: Required" });
      const id = nextId++;
      const doc: FakeDocument = {
        id,
        externalId: input.externalId ?? null,
        title: input.title,
        status: "DRAFT",
        meta: input.meta ?? {},
        recipients: input.recipients.map((r: { name: string; email: string; role?: string; signingOrder?: number }, i: number) => ({
          id: id * 10 + i,
          documentId: id,
          email: r.email,
          name: r.name,
          role: r.role ?? "SIGNER",
          signingOrder: r.signingOrder ?? null,
          token: randomBytes(10).toString("base64url"),
          signedAt: null,
          readStatus: "NOT_OPENED",
          signingStatus: "NOT_SIGNED",
          sendStatus: "NOT_SENT",
          rejectionReason: null,
        })),
        fields: [],
        uploadKey: `${randomBytes(6).toString("hex")}/${input.title}.pdf`,
        original: null,
        signed: null,
        sendEmail: null,
        deleted: false,
        createdAt: new Date().toISOString(),
        completedAt: null,
      };
      documents.set(id, doc);
      return json(res, 200, {
        uploadUrl: `${baseUrl}/storage/${encodeURI(doc.uploadKey)}?X-Amz-Signature=fake`,
        documentId: id,
        externalId: doc.externalId,
        recipients: doc.recipients.map((r) => ({
          recipientId: r.id,
          name: r.name,
          email: r.email,
          token: r.token,
          role: r.role,
          signingOrder: r.signingOrder,
          signingUrl: `${baseUrl}/sign/${r.token}`,
        })),
      });
    }

    const m = path.match(/^\/api\/v1\/documents\/(\d+)(\/[a-z]+)?$/);
    const doc = m ? documents.get(Number(m[1])) : undefined;
    if (!m || !doc || doc.deleted) return json(res, 404, { message: "Document not found" });
    const action = m[2] ?? "";

    if (method === "GET" && action === "") return json(res, 200, documentResponse(doc));

    if (method === "DELETE" && action === "") {
      doc.deleted = true;
      return json(res, 200, documentResponse(doc));
    }

    if (method === "POST" && action === "/fields") {
      if (doc.status === "COMPLETED") return json(res, 400, { message: "Document is already completed" });
      const items = Array.isArray(input) ? input : [input];
      const created: Field[] = [];
      for (const f of items) {
        if (!FIELD_TYPES.includes(f.type)) return json(res, 400, { message: `Invalid field type ${f.type}` });
        if (!(f.pageNumber > 0)) return json(res, 400, { message: "Invalid page number" });
        if (!doc.recipients.some((r) => r.id === f.recipientId)) return json(res, 400, { message: "Recipient not found" });
        if (ADVANCED.includes(f.type) && !f.fieldMeta) {
          return json(res, 400, {
            message: "Field meta is required for this type of field. Please provide the appropriate field meta object.",
          });
        }
        if (f.fieldMeta && String(f.fieldMeta.type).toLowerCase() !== String(f.type).toLowerCase()) {
          return json(res, 400, { message: "Field meta type does not match the field type" });
        }
        for (const k of ["pageX", "pageY", "pageWidth", "pageHeight"]) {
          if (typeof f[k] !== "number") return json(res, 400, { message: `${k}: Expected number` });
        }
        created.push({
          id: doc.fields.length + created.length + 1,
          documentId: doc.id,
          recipientId: f.recipientId,
          type: f.type,
          pageNumber: f.pageNumber,
          pageX: f.pageX,
          pageY: f.pageY,
          pageWidth: f.pageWidth,
          pageHeight: f.pageHeight,
          customText: "",
          fieldMeta: f.fieldMeta,
          inserted: false,
        });
      }
      doc.fields.push(...created);
      return json(res, 200, { fields: created, documentId: doc.id });
    }

    if (method === "POST" && action === "/send") {
      if (!storage.has(doc.uploadKey)) return json(res, 400, { message: "Document data not found" });
      const signers = doc.recipients.filter((r) => r.role === "SIGNER");
      if (signers.some((r) => !doc.fields.some((f) => f.recipientId === r.id && f.type === "SIGNATURE"))) {
        return json(res, 400, { message: "Signers must have at least one signature field." });
      }
      doc.original = storage.get(doc.uploadKey)!;
      doc.sendEmail = input?.sendEmail ?? true;
      doc.status = "PENDING";
      for (const r of doc.recipients) r.sendStatus = "SENT";
      const { fields: _fields, ...rest } = documentResponse(doc);
      return json(res, 200, { message: "Document sent for signing successfully", ...rest });
    }

    if (method === "GET" && action === "/download") {
      if (doc.status !== "COMPLETED" || !doc.signed) return json(res, 400, { message: "Document is not completed yet." });
      storage.set(`signed/${doc.id}.pdf`, doc.signed);
      return json(res, 200, { downloadUrl: `${baseUrl}/storage/signed/${doc.id}.pdf?X-Amz-Signature=fake` });
    }

    return json(res, 404, { message: "Not found" });
  }

  function webhookBody(event: string, d: FakeDocument) {
    return {
      event,
      payload: {
        id: d.id,
        externalId: d.externalId,
        userId: 1,
        title: d.title,
        status: d.status,
        documentDataId: `data_${d.id}`,
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
        completedAt: d.completedAt,
        teamId: 1,
        source: "DOCUMENT",
        documentMeta: { ...d.meta, id: `meta_${d.id}` },
        recipients: d.recipients,
        Recipient: d.recipients,
      },
      createdAt: new Date().toISOString(),
      webhookEndpoint: "http://portal.test/api/signing/webhook/documenso",
    };
  }

  return {
    baseUrl,
    documents,
    requests,
    /** The next matching request answers `status` with `{message}`. */
    failNext(method: string, path: RegExp, status: number, message: string) {
      failures.push({ method, path, status, message });
    },
    /** The signer signs: the document completes; returns the DOCUMENT_COMPLETED webhook body. */
    complete(id: number, at = new Date()) {
      const d = documents.get(id)!;
      d.status = "COMPLETED";
      d.completedAt = at.toISOString();
      for (const r of d.recipients) {
        r.signedAt = at.toISOString();
        r.signingStatus = "SIGNED";
        r.readStatus = "OPENED";
      }
      d.signed = Buffer.concat([d.original!, Buffer.from("\n% signed by Documenso\n")]);
      return webhookBody("DOCUMENT_COMPLETED", d);
    },
    /** The signer rejects: returns the DOCUMENT_REJECTED webhook body. */
    reject(id: number, reason: string) {
      const d = documents.get(id)!;
      d.status = "REJECTED";
      d.recipients[0].signingStatus = "REJECTED";
      d.recipients[0].rejectionReason = reason;
      return webhookBody("DOCUMENT_REJECTED", d);
    },
    webhookBody(event: string, id: number) {
      return webhookBody(event, documents.get(id)!);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
