import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Font } from "@react-pdf/renderer";
import layoutDocument from "@react-pdf/layout";
import renderDocument from "@react-pdf/render";
import { pdfDocument, prepareStandardFonts } from "./fonts";
import { chainOf, forget, keptLines, offer, styleKey } from "./text-layout-cache";
import "./theme"; // the hyphenation callback is registered once per process, before any layout

// The portal's own path from a react-pdf document to PDF bytes (D79). It gives byte for byte the
// PDF of @react-pdf/renderer's renderToBuffer, with react-pdf's own layout and render steps, and
// saves two costs of that path:
//
// 1. Page chrome. The letterhead and the footer ("Page 2 of 4") are absolutely placed `fixed`
//    children of the page. The footer's page number is a render prop, and one render prop on a
//    page makes react-pdf lay the whole remaining flow out once more at every page break and
//    every page once more at the end (about a third of a long document's time). Absolutely placed
//    boxes take no room in the flow and nothing in the flow depends on them, so here the pages are
//    paginated without them; then the chrome is laid out on its own (the letterhead once, the
//    footer once per output page with that page's numbers) and put back where it was.
// 2. React. The documents are plain function components (no hooks, no context: route handlers
//    render with React's server build), so the element tree is turned into react-pdf's nodes
//    directly, as react-pdf itself does for render props, instead of through a React reconciler.
// 3. Text layout. The lines of a text that many policies share are kept between renders and
//    handed to react-pdf with the node (text-layout-cache.ts).

type Props = Record<string, unknown>;
type TextInstance = { type: "TEXT_INSTANCE"; value: string };
type Instance = { type: string; box: object; style: unknown; props: Props; children: Node[]; lines?: readonly unknown[] };
type Node = Instance | TextInstance;
/** A node as react-pdf's layout returns it: the same shape with its box, lines and more filled in. */
type LaidOut = { type: string; props?: Props; style?: { position?: string }; children?: LaidOut[] };

/** react-pdf's layout (its types name one parameter; the second is the font store). */
const layOutPages = layoutDocument as unknown as (document: Instance, fontStore: typeof Font) => Promise<{ children: LaidOut[] }>;

const TEXT_PARENTS = new Set(["TEXT", "LINK", "TSPAN", "NOTE"]);
/** Marks chrome taken out of a page's flow: the index it is put back at. */
const CHROME = "data-page-chrome";
/** Marks a page with the index of the source page it was split off. */
const SOURCE = "data-source-page";
/** Marks dynamic chrome with the output page it was laid out for (-1: static chrome, for every page). */
const PAGE = "data-output-page";
/** Marks a text with its key in the text layout cache. */
const TEXT_KEY = "data-text-key";

/** What toNodes carries down: the styles above a node (an id), and the texts it keyed. */
type Walk = { chain: string; texts: Map<string, number>; prefilled: Set<string>; useCache: boolean };

/** A text's content as part of its key: strings, and nested texts with their styles. */
const contentKey = (nodes: Node[]): string =>
  nodes
    .map((n) =>
      n.type === "TEXT_INSTANCE"
        ? JSON.stringify((n as TextInstance).value)
        : `${n.type}${styleKey((n as Instance).style)}(${contentKey((n as Instance).children)})`,
    )
    .join(",");

/** react-pdf's nodes of an element tree (what @react-pdf/renderer's reconciler builds). */
function toNodes(node: ReactNode, parentType: string | null, walk: Walk): Node[] {
  if (node === null || node === undefined || typeof node === "boolean") return [];
  if (typeof node === "string" || typeof node === "number") {
    // As react-pdf: a string outside a <Text> is dropped.
    if (parentType !== null && !TEXT_PARENTS.has(parentType)) {
      console.warn(`Invalid '${node}' string child outside <Text> component`);
      return [];
    }
    return [{ type: "TEXT_INSTANCE", value: `${node}` }];
  }
  if (Array.isArray(node)) return node.flatMap((child) => toNodes(child, parentType, walk));
  if (!isValidElement(node)) throw new Error(`A PDF document cannot contain ${typeof node} children`);
  const element = node as ReactElement<Props>;
  if (element.type === Fragment) return toNodes(element.props.children as ReactNode, parentType, walk);
  if (typeof element.type === "function") {
    if (element.type.prototype?.isReactComponent) throw new Error("PDF documents are made of function components only");
    return toNodes((element.type as (props: Props) => ReactNode)(element.props), parentType, walk);
  }
  if (typeof element.type !== "string") throw new Error("PDF documents are made of react-pdf elements and function components only");
  const { style, children, ...props } = element.props;
  const type = element.type;
  // Render props return elements; react-pdf's layout calls them and wants nodes.
  if (typeof props.render === "function") {
    const render = props.render as (args: unknown) => ReactNode;
    props.render = (args: unknown) => toNodes(render(args), type, { ...walk, texts: new Map(), useCache: false });
  }
  const own = type === "PAGE" ? `${styleKey(style)}${styleKey({ size: props.size, orientation: props.orientation })}` : styleKey(style);
  const inner = { ...walk, chain: chainOf(walk.chain, type, own) };
  const instance: Instance = { type, box: {}, style: style ?? {}, props, children: toNodes(children as ReactNode, type, inner) };
  if (type === "TEXT" && (parentType === null || !TEXT_PARENTS.has(parentType)) && !isDynamic(instance) && !props.hyphenationCallback) {
    const key = `${inner.chain}#${contentKey(instance.children)}`;
    props[TEXT_KEY] = key;
    walk.texts.set(key, (walk.texts.get(key) ?? 0) + 1);
    const kept = walk.useCache ? keptLines(key) : undefined;
    if (kept) {
      instance.lines = kept.lines;
      walk.prefilled.add(key);
    }
  }
  return [instance];
}

const isDynamic = (node: Node): boolean =>
  node.type !== "TEXT_INSTANCE" && (typeof (node as Instance).props.render === "function" || (node as Instance).children.some(isDynamic));

type PageArgs = { pageNumber: number; totalPages: number; subPageNumber: number; subPageTotalPages: number };

/** A copy of a node with its render props called for one page (what react-pdf does on each page). */
function resolved(node: Node, args: PageArgs): Node {
  if (node.type === "TEXT_INSTANCE") return { ...node };
  const n = node as Instance;
  const { render, ...props } = n.props;
  const children = typeof render === "function" ? [(render as (a: PageArgs) => Node[])(args)].flat().filter(Boolean) : n.children;
  return { ...n, box: {}, props, children: children.map((c) => resolved(c, args)) };
}

/** Chrome: a page's absolutely placed `fixed` children (letterhead, footer), repeated on each of its pages. */
const isChrome = (node: Node): node is Instance => {
  if (node.type === "TEXT_INSTANCE") return false;
  const n = node as Instance;
  const style = n.style as { position?: string } | undefined;
  return n.props.fixed === true && !Array.isArray(n.style) && style?.position === "absolute";
};

type Chrome = { node: Instance; index: number; dynamic: boolean };

/** Takes the chrome out of each source page, with the index it goes back to. */
function takeChrome(pages: Instance[]): Chrome[][] {
  return pages.map((page) => {
    const chrome = page.children.flatMap((node, index) => (isChrome(node) ? [{ node, index, dynamic: isDynamic(node) }] : []));
    if (chrome.length > 0) page.children = page.children.filter((c) => !isChrome(c));
    return chrome;
  });
}

/**
 * Lays the chrome out and puts it back on every output page. One page per source page, as the
 * source page but unwrapped, holds its static chrome once (shared by all its output pages) and its
 * dynamic chrome once per output page, with that page's numbers: absolutely placed boxes do not
 * see each other, so each lands where it would on a page of its own.
 */
async function layOutChrome(document: Instance, sources: Instance[], chrome: Chrome[][], output: LaidOut[]) {
  const ofSource = output.map((page) => Number(page.props?.[SOURCE]));
  const subTotals = new Map<number, number>();
  for (const s of ofSource) subTotals.set(s, (subTotals.get(s) ?? 0) + 1);
  const pages: Instance[] = [];
  const which: number[] = [];
  sources.forEach((source, s) => {
    if (chrome[s].length === 0) return;
    const children: Node[] = [];
    let sub = 0;
    output.forEach((_, j) => {
      if (ofSource[j] !== s) return;
      const args = { pageNumber: j + 1, totalPages: output.length, subPageNumber: sub + 1, subPageTotalPages: subTotals.get(s)! };
      for (const c of chrome[s]) {
        if (sub > 0 && !c.dynamic) continue;
        const node = resolved(c.node, args) as Instance;
        node.props[CHROME] = c.index;
        node.props[PAGE] = c.dynamic ? j : -1;
        children.push(node);
      }
      sub++;
    });
    pages.push({ ...source, box: {}, props: { ...source.props, wrap: false }, children });
    which.push(s);
  });
  const laid = await layOutPages({ ...document, box: {}, children: pages }, Font);
  const shared = new Map<number, LaidOut[]>();
  const own = new Map<number, LaidOut[]>();
  laid.children.forEach((page, i) => {
    for (const c of page.children ?? []) {
      const j = Number(c.props?.[PAGE]);
      const map = j < 0 ? shared : own;
      const key = j < 0 ? which[i] : j;
      map.set(key, [...(map.get(key) ?? []), c]);
    }
  });
  output.forEach((page, j) => {
    const mine = [...(shared.get(ofSource[j]) ?? []), ...(own.get(j) ?? [])].sort(
      (a, b) => Number(a.props?.[CHROME]) - Number(b.props?.[CHROME]),
    );
    if (mine.length === 0) return;
    const children = [...(page.children ?? [])];
    for (const c of mine) children.splice(Number(c.props?.[CHROME]), 0, c);
    page.children = children;
  });
}

const isFixed = (node: Node) => node.type !== "TEXT_INSTANCE" && !!(node as Instance).props.fixed;
const breaksBefore = (node: Node) => node.type !== "TEXT_INSTANCE" && !!(node as Instance).props.break;

/**
 * Cuts a page's flow before each child that forces a page break (`break`), into pages of their
 * own with the same props (all but the bookmark, as react-pdf's next pages) and chrome. react-pdf
 * lays the whole rest of a page's flow out again at every page break; cut here, a break no longer
 * costs that. The child that breaks goes on as react-pdf moves it: wrapping, not breaking again.
 * Left as they are: a page with other `fixed` flow children (they would repeat on every page),
 * and a break on the first child of the flow (react-pdf leaves a page empty there).
 */
function cutAtBreaks(page: Instance): Instance[] {
  if (page.children.some(isFixed)) return [page];
  const cuts = page.children.flatMap((child, i) => (i > 0 && breaksBefore(child) ? [i] : []));
  if (cuts.length === 0) return [page];
  const { bookmark: _bookmark, ...nextProps } = page.props;
  return [0, ...cuts].map((start, k) => {
    const end = k < cuts.length ? cuts[k] : page.children.length;
    const children = page.children.slice(start, end);
    if (k === 0) return { ...page, children };
    const first = children[0] as Instance;
    return {
      ...page,
      box: {},
      props: nextProps,
      children: [{ ...first, props: { ...first.props, wrap: true, break: false } }, ...children.slice(1)],
    };
  });
}

/** Lays the document out: its pages' flow first, then their chrome on the pages that came out. */
async function layOut(document: Instance) {
  const sources = document.children as Instance[];
  // Every page the layout splits off a source page keeps the source's props but its bookmark.
  sources.forEach((page, i) => (page.props[SOURCE] = i));
  const chrome = takeChrome(sources);
  const laid = await layOutPages({ ...document, children: sources.flatMap(cutAtBreaks) }, Font);
  if (chrome.some((c) => c.length > 0)) await layOutChrome(document, sources, chrome, laid.children);
  return laid;
}

type LaidText = {
  props?: Props;
  box?: { width: number; paddingLeft?: number; paddingRight?: number };
  lines?: { box?: { width: number } }[];
  alignOffset?: number;
};

/** Every text node of the laid-out document that has a key, each once (static chrome is shared by its pages). */
function laidTexts(root: LaidOut): LaidText[] {
  const seen = new Set<LaidOut>();
  const texts: LaidText[] = [];
  const visit = (node: LaidOut) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.props?.[TEXT_KEY] !== undefined) texts.push(node as LaidText);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return texts;
}

const contentWidth = (t: LaidText) => (t.box?.width ?? NaN) - (t.box?.paddingLeft ?? 0) - (t.box?.paddingRight ?? 0);

/**
 * Whether every text given kept lines got the width they were laid out at (else those are
 * forgotten and the document is laid out again without them). Then the texts laid out here at
 * their final width, each placed whole and once, are offered to the cache for this owner.
 */
function settleTexts(root: LaidOut, walk: Walk, owner: string | undefined): boolean {
  const texts = laidTexts(root);
  let fits = true;
  const pieces = new Map<string, number>();
  for (const t of texts) {
    const key = t.props![TEXT_KEY] as string;
    pieces.set(key, (pieces.get(key) ?? 0) + 1);
    if (!walk.prefilled.has(key)) continue;
    const kept = keptLines(key);
    if (!kept || t.alignOffset !== undefined || Math.abs(contentWidth(t) - kept.width) > 1e-9) {
      forget(key);
      fits = false;
    }
  }
  if (!fits || owner === undefined) return fits;
  for (const t of texts) {
    const key = t.props![TEXT_KEY] as string;
    if (walk.prefilled.has(key) || pieces.get(key) !== walk.texts.get(key)) continue;
    const width = contentWidth(t);
    const first = t.lines?.[0]?.box?.width;
    if (t.alignOffset === undefined && t.lines && t.lines.length > 0 && first !== undefined && Math.abs(first - width) <= 1e-9) {
      offer(key, owner, t.lines, width);
    }
  }
  return true;
}

/** The element's react-pdf document node, with kept text lines handed over when `useCache`. */
function documentOf(element: ReactElement, useCache: boolean) {
  const walk: Walk = { chain: "", texts: new Map(), prefilled: new Set(), useCache };
  const [document] = toNodes(element, null, walk) as Instance[];
  if (!document || document.type !== "DOCUMENT") throw new Error("A PDF is rendered from a <Document>");
  return { document, walk };
}

/**
 * The document's PDF (as @react-pdf/renderer's renderToBuffer, with the chrome laid out apart).
 * `owner` (the policy or quotation number) lets the text it shares with other owners' documents
 * be kept for later renders.
 */
export async function renderPdf(element: ReactElement, options: { owner?: string } = {}): Promise<Buffer> {
  let { document, walk } = documentOf(element, true);
  const p = document.props as Record<string, string | Date | undefined>;
  const info = {
    Title: p.title,
    Author: p.author,
    Subject: p.subject,
    Keywords: p.keywords,
    Creator: p.creator ?? "react-pdf",
    Producer: p.producer ?? "react-pdf",
    CreationDate: p.creationDate ?? new Date(),
    ModificationDate: p.modificationDate,
  };
  const ctx = pdfDocument({
    compress: true,
    pdfVersion: p.pdfVersion,
    lang: p.language,
    displayTitle: true,
    autoFirstPage: false,
    pageLayout: p.pageLayout,
    info: Object.fromEntries(Object.entries(info).filter(([, v]) => v !== undefined)),
  });
  await prepareStandardFonts();
  let laid = await layOut(document);
  if (!settleTexts(laid as unknown as LaidOut, walk, options.owner)) {
    ({ document, walk } = documentOf(element, false));
    laid = await layOut(document);
    settleTexts(laid as unknown as LaidOut, walk, options.owner);
  }
  const stream = renderDocument(ctx, laid as never) as NodeJS.ReadableStream;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}
