import "server-only";
import { parseRecordId } from "@/lib/api/record-id";
import { db } from "@/server/db";

// The history timelines show people, companies, quotations, policies and documents by name, never
// by internal id (issue 14 item 4). Audit events keep the ids they were written with; this turns
// them into the names a reader knows when the history is read, so older events read the same way.

type Values = Record<string, unknown>;
type Event = { before: unknown; after: unknown };

/** Technical references a reader has no use for: the event itself says what happened. */
const HIDDEN = new Set(["envelopeId", "documentIds", "applicationDocumentIds", "cancellationId", "finalSalesRevisionId"]);

/** An id field, the readable field it becomes, and the record it names. */
const REFERENCES = {
  brokerUserId: { as: "broker", kind: "user" },
  brokerCompanyId: { as: "brokerCompany", kind: "company" },
  companyId: { as: "company", kind: "company" },
  copiedFromId: { as: "copiedFrom", kind: "quotation" },
  policyId: { as: "policy", kind: "policy" },
  quotationId: { as: "quotation", kind: "quotation" },
  documentId: { as: "document", kind: "document" },
} as const;
type Kind = (typeof REFERENCES)[keyof typeof REFERENCES]["kind"];

/** A field that already names the record: its id is left out rather than named twice. */
const NAMED_BY: Partial<Record<keyof typeof REFERENCES, string>> = {
  policyId: "policyNumber",
  companyId: "company",
  documentId: "fileName",
};

const isRecord = (v: unknown): v is Values => Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** What a removed record is called when its name is gone. */
const GONE: Record<Kind, string> = {
  user: "a removed user",
  company: "a removed company",
  quotation: "a removed quotation",
  policy: "a removed policy",
  document: "a removed document",
};

/** The events with ids replaced by names and technical references left out (the order of fields kept). */
export async function readableHistory<T extends Event>(events: T[]): Promise<T[]> {
  const wanted: Record<Kind, Set<number>> = {
    user: new Set(),
    company: new Set(),
    quotation: new Set(),
    policy: new Set(),
    document: new Set(),
  };
  for (const e of events) {
    for (const values of [e.before, e.after]) {
      if (!isRecord(values)) continue;
      for (const [key, ref] of Object.entries(REFERENCES)) {
        const id = parseRecordId(values[key]);
        if (id !== null) wanted[ref.kind].add(id);
      }
    }
  }
  const ids = (kind: Kind) => [...wanted[kind]];
  const [users, companies, quotations, policies, documents] = await Promise.all([
    wanted.user.size ? db.user.findMany({ where: { id: { in: ids("user") } }, select: { id: true, firstName: true, lastName: true } }) : [],
    wanted.company.size ? db.company.findMany({ where: { id: { in: ids("company") } }, select: { id: true, name: true } }) : [],
    wanted.quotation.size
      ? db.quotation.findMany({ where: { id: { in: ids("quotation") } }, select: { id: true, quotationNumber: true } })
      : [],
    wanted.policy.size ? db.policy.findMany({ where: { id: { in: ids("policy") } }, select: { id: true, policyNumber: true } }) : [],
    wanted.document.size
      ? db.quotationDocument.findMany({
          where: { id: { in: ids("document") } },
          select: { id: true, file: { select: { fileName: true } } },
        })
      : [],
  ]);
  const names: Record<Kind, Map<number, string>> = {
    user: new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`])),
    company: new Map(companies.map((c) => [c.id, c.name])),
    quotation: new Map(quotations.map((q) => [q.id, q.quotationNumber])),
    policy: new Map(policies.map((p) => [p.id, p.policyNumber])),
    document: new Map(documents.map((d) => [d.id, d.file.fileName])),
  };

  const readable = (values: unknown): unknown => {
    if (!isRecord(values)) return values;
    const out: Values = {};
    for (const [key, value] of Object.entries(values)) {
      if (HIDDEN.has(key)) continue;
      const ref = REFERENCES[key as keyof typeof REFERENCES];
      if (!ref) {
        out[key] = value;
        continue;
      }
      const namedBy = NAMED_BY[key as keyof typeof REFERENCES];
      if (namedBy && namedBy in values) continue;
      const id = parseRecordId(value);
      out[ref.as] = id === null ? value : (names[ref.kind].get(id) ?? GONE[ref.kind]);
    }
    return out;
  };
  return events.map((e) => ({ ...e, before: readable(e.before), after: readable(e.after) }) as T);
}
