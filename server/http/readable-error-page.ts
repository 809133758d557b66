import "server-only";
import { CloudSun, TriangleAlert, type IconNode } from "lucide";

// A refusal that a person opened in a browser tab (a document link from an email, a print page)
// reads as a page in words, with the portal's look, instead of the API's JSON error (decision
// "Readable error pages for links opened in a browser" in docs/decisions.md). The page is one
// self-contained HTML answer: a route handler cannot render the portal's layout, and the status
// code of the refusal must stay what the API answers (a Next.js page would answer 200).

/** What the page says: what happened, then what to do; at most one button. */
export type ReadableError = {
  title: string;
  paragraphs: string[];
  action?: { href: string; label: string };
};

/**
 * Whether the caller is a browser showing a page (its Accept names text/html, as every browser's
 * navigation does) rather than an API client. A client that asks for JSON first, or sends no
 * Accept, or one that takes any type (curl, scripts, fetch), keeps the JSON error.
 */
export function prefersHtml(headers: Headers): boolean {
  const accept = (headers.get("accept") ?? "").toLowerCase();
  const types = accept.split(",").map((part) => {
    const [type, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    return { type, q: q ? Number(q.slice(2)) : 1 };
  });
  const quality = (type: string) => Math.max(0, ...types.filter((t) => t.type === type).map((t) => t.q));
  const html = quality("text/html");
  return html > 0 && html >= quality("application/json");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function svg(node: IconNode, className: string): string {
  const children = node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs ?? {})
          .map(([k, v]) => `${k}="${escapeHtml(String(v))}"`)
          .join(" ")}/>`,
    )
    .join("");
  return `<svg class="${className}" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${children}</svg>`;
}

// The portal's colours (app/globals.css, Tailwind's slate and red), spelled out: the page loads no
// stylesheet of the app.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{height:100%;margin:0}
body{background:#f5f6f8;color:#0f172a;font-family:"Inter Variable",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased;line-height:1.5}
main{min-height:100%;padding:32px 16px}
.brand{max-width:64rem;margin:0 auto 24px;display:flex;align-items:center;gap:8px;color:#1a529c;font-size:18px;font-weight:600}
.brand svg{width:28px;height:28px}
.card{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;box-shadow:0 1px 2px rgba(15,23,42,.06);padding:32px;text-align:center}
.card>svg{width:40px;height:40px;color:#dc2626;margin:0 auto 16px;display:block}
h1{font-size:18px;line-height:28px;font-weight:600;margin:0;color:#0f172a}
p{font-size:14px;line-height:20px;color:#475569;margin:12px 0 0}
.action{display:inline-block;margin-top:24px;border-radius:6px;background:#1f66c2;color:#fff;padding:8px 16px;font-size:14px;font-weight:500;text-decoration:none}
.action:hover{background:#1a529c}
:focus-visible{outline:2px solid #2f7fe0;outline-offset:2px}
@media (max-width:480px){main{padding:24px 12px}.card{padding:24px 20px}}
`;

/** The page as HTML text. */
export function readableErrorHtml(page: ReadableError): string {
  const paragraphs = page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const action = page.action ? `<a class="action" href="${escapeHtml(page.action.href)}">${escapeHtml(page.action.label)}</a>` : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · Weather Event Portal</title><style>${STYLE}</style></head><body><main><div class="brand">${svg(CloudSun, "")}<span>Weather Event Portal</span></div><section class="card" aria-labelledby="error-title">${svg(TriangleAlert, "")}<h1 id="error-title">${escapeHtml(page.title)}</h1>${paragraphs}${action}</section></main></body></html>`;
}

/**
 * The page as an answer with the refusal's own status. Headers of the JSON refusal that still
 * mean something (Retry-After, Cache-Control) are kept; the body's type and length are the page's.
 */
export function readableErrorResponse(page: ReadableError, refusal: Response): Response {
  const headers = new Headers(refusal.headers);
  headers.delete("content-length");
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "no-referrer");
  return new Response(readableErrorHtml(page), { status: refusal.status, headers });
}
