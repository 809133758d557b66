#!/usr/bin/env node
// First-load JavaScript per page, gzip, from the production build in .next (issue 16: the sign-in
// page at most 120 KB, every portal page at most 180 KB). Builds first when the build is missing or
// older than the sources (BENCH_JS_BUILD=0 measures whatever .next holds). Run by `npm run bench`
// (alone: BENCH_ONLY=js-size npm run bench, or node scripts/bench-js-size.mjs).
//
// A page's first load is what its HTML makes the browser fetch. An App Router page: the build
// manifest's rootMainFiles (Next's runtime and React) and, from the page's client reference
// manifest, the chunks of every segment of its tree (root and group layouts, layouts, page, error,
// not-found and global-error boundaries). A Pages Router page (pages/, the sign-in pages): the build
// manifest's chunks of /_app (that router's runtime, React, the _app component) and of the page,
// and its lowPriorityFiles (the route and middleware manifests), which its HTML loads as well; not
// the rootMainFiles, which are the App Router's. The nomodule polyfills (which modern browsers
// skip), style sheets and chunks fetched later (next/dynamic with ssr: false, import() on use) are
// not counted. Each chunk is gzipped alone at level 6 and the sizes added; KB = 1,000 bytes.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { buildApp, buildIsStale, root } from "./lib/runtime.mjs";

const SIGN_IN = "/auth/login";
const GOALS = [
  { test: (route) => route === SIGN_IN, kb: 120, label: "sign-in" },
  { test: (route, group) => group === "(portal)", kb: 180, label: "portal" },
];

const dist = path.join(root, ".next");

export function measureFirstLoad() {
  const buildManifest = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
  const rootMain = buildManifest.rootMainFiles ?? [];
  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file)) {
      const bytes = readFileSync(path.join(dist, file));
      gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
    }
    return gzipCache.get(file);
  };

  const rows = [];
  for (const file of manifestFiles(path.join(dist, "server/app"))) {
    const manifests = loadClientManifest(file);
    for (const [entry, manifest] of Object.entries(manifests)) {
      if (!entry.endsWith("/page")) continue;
      const files = new Set(rootMain);
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
      const sizes = [...files].map(gzipSize);
      const segments = entry.split("/").slice(1, -1);
      const group = segments.find((s) => /^\(.+\)$/.test(s)) ?? "";
      const route = "/" + segments.filter((s) => !/^\(.+\)$/.test(s)).join("/");
      rows.push({
        route,
        group,
        chunks: files.size,
        raw: sizes.reduce((sum, s) => sum + s.raw, 0),
        gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
      });
    }
  }
  for (const [route, files] of pagesRouterFirstLoad(buildManifest)) {
    const sizes = files.map(gzipSize);
    rows.push({
      route,
      group: PAGES_ROUTER,
      chunks: files.length,
      raw: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    });
  }
  rows.sort((a, b) => a.group.localeCompare(b.group) || a.route.localeCompare(b.route));
  const shared = rootMain.map(gzipSize).reduce((sum, s) => sum + s.gzip, 0);
  return { rows, shared };
}

/** The group shown for Pages Router pages. */
export const PAGES_ROUTER = "pages/";

/**
 * The scripts of each Pages Router page, as its HTML loads them (next/document's NextScript): the
 * chunks of /_app and of the page, then the low-priority manifests; JavaScript only.
 */
export function pagesRouterFirstLoad(buildManifest) {
  const pages = buildManifest.pages ?? {};
  const app = pages["/_app"] ?? [];
  const result = new Map();
  for (const [route, files] of Object.entries(pages)) {
    if (route === "/_app" || route === "/_error" || route === "/_document") continue;
    const scripts = [...new Set([...app, ...files, ...(buildManifest.lowPriorityFiles ?? [])])].filter((f) => f.endsWith(".js"));
    result.set(route, scripts);
  }
  return result;
}

export function* manifestFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* manifestFiles(full);
    else if (entry.name === "page_client-reference-manifest.js") yield full;
  }
}

/** The manifest is a script that assigns globalThis.__RSC_MANIFEST[entry]; run it in a sandbox. */
export function loadClientManifest(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  return sandbox.__RSC_MANIFEST ?? {};
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

export function printFirstLoad({ rows, shared }) {
  const width = Math.max(...rows.map((r) => r.route.length), 5) + 12;
  console.log(`\nFirst-load JavaScript per page (gzip KB; the App Router runtime, ${kb(shared)} KB, in every App Router page)`);
  console.log(`${"page".padEnd(width)} │ chunks │   raw KB │  gzip KB │ goal │ verdict`);
  let failures = 0;
  for (const row of rows) {
    const goal = GOALS.find((g) => g.test(row.route, row.group));
    const ok = goal ? row.gzip <= goal.kb * 1000 : null;
    if (ok === false) failures++;
    const name = `${row.group ? row.group + " " : ""}${row.route}`;
    console.log(
      `${name.padEnd(width)} │ ${String(row.chunks).padStart(6)} │ ${kb(row.raw).padStart(8)} │ ${kb(row.gzip).padStart(8)} │ ${
        goal ? String(goal.kb).padStart(4) : "   —"
      } │ ${ok === null ? "" : ok ? "ok" : "over"}`,
    );
  }
  const judged = rows.filter((r) => GOALS.some((g) => g.test(r.route, r.group))).length;
  console.log(
    failures
      ? `${failures} of ${judged} pages with a goal are over it (sign-in ≤ 120 KB, portal pages ≤ 180 KB).`
      : `All ${judged} pages with a goal meet it (sign-in ≤ 120 KB, portal pages ≤ 180 KB).`,
  );
  return failures;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  if (process.env.BENCH_JS_BUILD !== "0" && buildIsStale()) buildApp();
  if (!existsSync(path.join(dist, "build-manifest.json"))) {
    console.error("No production build in .next: run `npm run build` first.");
    process.exit(1);
  }
  printFirstLoad(measureFirstLoad());
}
