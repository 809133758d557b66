#!/usr/bin/env node
// What a page's first-load JavaScript is made of: the gzip KB of each npm package and project file in
// the chunks that scripts/bench-js-size.mjs counts for the page, minus Next.js's App Router runtime
// (rootMainFiles, the same for every App Router page); for a Pages Router page (pages/), every chunk
// it loads, that router's runtime included. Needs a build with source maps:
//   BUNDLE_SOURCE_MAPS=1 npm run build && node scripts/js-modules.mjs [route-substring] [--top N] [--detail npm-package]
// A module's share of a chunk's gzip size is its share of the chunk's raw bytes (an estimate: gzip is not
// additive), so the figures rank modules rather than add up exactly.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { decode } from "@jridgewell/sourcemap-codec";
import { loadClientManifest, manifestFiles, pagesRouterFirstLoad } from "./bench-js-size.mjs";
import { root } from "./lib/runtime.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const top = Number(option("--top") ?? 25);
const detail = option("--detail");
const filter = args[0];
const dist = path.join(root, ".next");
const buildManifest = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
const rootMain = new Set(buildManifest.rootMainFiles ?? []);

/** "node_modules/@radix-ui/react-dialog/dist/index.mjs" → "npm:@radix-ui/react-dialog"; project files keep their path. */
function moduleName(source) {
  const clean = source
    .replace(/^turbopack:\/\/\/?/, "")
    .replace(/^.*?\[project\]\//, "")
    .replace(/ \[.*$/, "");
  const at = clean.lastIndexOf("node_modules/");
  if (at < 0) return clean;
  const rest = clean.slice(at + "node_modules/".length);
  const parts = rest.split("/");
  const pkg = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  return pkg === detail ? `npm:${rest}` : `npm:${pkg}`;
}

const chunks = new Map();
function weigh(file) {
  if (chunks.has(file)) return chunks.get(file);
  const code = readFileSync(path.join(dist, file), "utf8");
  const gzip = gzipSync(code, { level: 6 }).length;
  const mapName = code.match(/sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName ? path.join(dist, path.dirname(file), mapName) : null;
  const bytes = new Map();
  if (mapFile && existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    const lines = code.split("\n");
    for (const { offset, map: section } of map.sections ?? [{ offset: { line: 0, column: 0 }, map }]) {
      decode(section.mappings).forEach((segments, index) => {
        const line = lines[index + offset.line] ?? "";
        const shift = index === 0 ? offset.column : 0;
        segments.forEach((segment, i) => {
          const end = i + 1 < segments.length ? segments[i + 1][0] + shift : line.length;
          const name = segment.length > 1 ? moduleName(section.sources[segment[1]]) : "(unmapped)";
          bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - (segment[0] + shift)));
        });
      });
    }
  } else {
    bytes.set(`(no source map) ${file}`, code.length);
  }
  const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  const weighed = { gzip, modules: [...bytes].map(([name, raw]) => [name, (raw / total) * gzip]) };
  chunks.set(file, weighed);
  return weighed;
}

/** Prints the modules of one page's chunks, heaviest first. */
function report(name, files, note) {
  const modules = new Map();
  let total = 0;
  for (const chunk of files) {
    const { gzip, modules: parts } = weigh(chunk);
    total += gzip;
    for (const [module, kb] of parts) modules.set(module, (modules.get(module) ?? 0) + kb);
  }
  console.log(`\n${name}: ${(total / 1000).toFixed(1)} KB gzip${note}`);
  for (const [module, size] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(size / 1000).toFixed(1).padStart(6)}  ${module}`);
  }
}

for (const file of manifestFiles(path.join(dist, "server/app"))) {
  for (const [entry, manifest] of Object.entries(loadClientManifest(file))) {
    if (!entry.endsWith("/page") || (filter && !entry.includes(filter))) continue;
    const files = new Set(Object.values(manifest.entryJSFiles ?? {}).flat());
    for (const main of rootMain) files.delete(main);
    report(entry, files, " besides the runtime");
  }
}
for (const [route, files] of pagesRouterFirstLoad(buildManifest)) {
  if (filter && !`pages${route}`.includes(filter)) continue;
  report(`pages${route}`, files, ", the Pages Router runtime included");
}
