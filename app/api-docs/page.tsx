import { Badge } from "@/components/ui/badge";
import { ERROR_STATUS } from "@/lib/api/errors";
import { OPERATIONS, jsonSchemaOf } from "@/server/openapi/openapi-document";

export const metadata = { title: "API reference" };

const METHOD_TONE = { get: "live", post: "open", put: "waiting", patch: "waiting", delete: "danger" } as const;

export default function ApiDocsPage() {
  const tags = [...new Set(OPERATIONS.map((o) => o.tag))];
  return (
    <main className="mx-auto max-w-5xl space-y-8 p-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Weather Event Portal API</h1>
        <p className="text-sm text-slate-700">
          Base <code>/api</code>. Success answers <code>{"{ data, metadata }"}</code>; lists add{" "}
          <code>metadata.pagination {"{ index, size, itemsCount }"}</code> (one-based, sizes 10/25/50/100). Errors answer{" "}
          <code>{"{ error: { code, message, details? } }"}</code>. Timestamps are UTC ISO strings with seconds, money a decimal string with
          two places, rates fractions. Sign in with <code>POST /api/login</code>; the session is a cookie. The machine-readable document is{" "}
          <a className="text-accent-600 underline" href="/api/openapi.json">
            /api/openapi.json
          </a>
          .
        </p>
        <p className="text-sm text-slate-700">
          List filter <code>f</code>:{" "}
          <code>{'{"or":[{"firstName":{"like":"ann"}},{"email":{"like":"ann"}}],"role":{"in":["ROLE_BROKER"]}}'}</code>; operators like, eq,
          neq, in; <code>and</code>/<code>or</code> lists; relation fields dotted (<code>company.name</code>); a field as a plain parameter
          filters too, bracket arrays meaning <code>in</code> (<code>status[]=READY&amp;status[]=NEW</code>).
        </p>
      </header>
      {tags.map((tag) => (
        <section key={tag} className="space-y-3">
          <h2 className="text-lg font-semibold">{tag}</h2>
          {OPERATIONS.filter((o) => o.tag === tag).map((op) => (
            <article
              key={`${op.method} ${op.path}`}
              id={`${op.method}-${op.path}`}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={METHOD_TONE[op.method]}>{op.method.toUpperCase()}</Badge>
                <code className="font-medium">{op.path}</code>
                <span className="text-sm text-slate-600">— {op.summary}</span>
              </div>
              <p className="mt-2 text-sm text-slate-700">
                <span className="font-medium">Access:</span> {op.access}
                {op.list && " · list query (f, p[index], p[size], s[field], s[direction])"}
              </p>
              {op.description && <p className="mt-1 text-sm text-slate-700">{op.description}</p>}
              {op.body && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-accent-700">Request body</summary>
                  <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-xs">
                    {JSON.stringify(jsonSchemaOf(op.body), null, 2)}
                  </pre>
                </details>
              )}
              {op.errors && (
                <p className="mt-2 text-xs text-slate-600">Errors: {op.errors.map((code) => `${ERROR_STATUS[code]} ${code}`).join(", ")}</p>
              )}
            </article>
          ))}
        </section>
      ))}
    </main>
  );
}
