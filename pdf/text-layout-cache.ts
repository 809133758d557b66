// Text layout shared between renders (issue 16 item 2, D79). react-pdf lays every <Text> out from
// scratch in every document (textkit: bidi, runs, glyphs, line breaking), a quarter of a policy
// wording's CPU time, although most of the text of a document (headings, labels, the clauses of
// the wording, its endorsements and notices) is the same for every policy. react-pdf keeps a
// text's lines on its node once measured (`node.lines`) and does not measure a node that has
// them, so a text's lines can be handed to it before the layout.
//
// A text is keyed by its content, its own style and the styles of every element above it (what
// decides its font, size and the width it is given). Only text that is the same for several
// policies or quotations is kept: a text is admitted once documents of ADMIT_AFTER different
// owners (policy or quotation numbers) have laid it out, so a name, an amount or a date of one
// policy is never kept, and a render of a new policy costs what it would cost with every other
// policy already printed. Only lines laid out at the width the text finally has are kept, and a
// render that gives a kept text another width drops it and is laid out again without the cache
// (render.ts), so the PDF is byte for byte the one react-pdf makes without it.

/** Owners a text must be seen in before it is kept: more than the quotation and the policy of one deal. */
const ADMIT_AFTER = 3;
/** Bounds on memory (a policy wording has about 250 texts): everything starts again when one is full. */
const MAX_KEPT = 5_000;
const MAX_SEEN = 20_000;
const MAX_CHAINS = 20_000;

type Kept = { lines: readonly unknown[]; width: number };

const kept = new Map<string, Kept>();
const seenBy = new Map<string, string[]>();
/** The chains of element types and styles above the texts, each as a short id. */
const chains = new Map<string, string>();
/** Ids of a new start never meet the ids a render begun before it still holds. */
let generation = 0;

function clearAll() {
  kept.clear();
  seenBy.clear();
  chains.clear();
  generation++;
}

/** The id of the chain of `parent` (an id, "" for the root) and one more element with its style. */
export function chainOf(parent: string, type: string, style: string): string {
  const full = `${parent}/${type}${style}`;
  let id = chains.get(full);
  if (id === undefined) {
    if (chains.size >= MAX_CHAINS) clearAll();
    id = `${generation}.${chains.size}`;
    chains.set(full, id);
  }
  return id;
}

/** The lines kept for a text, if any. */
export function keptLines(key: string): Kept | undefined {
  return kept.get(key);
}

/** Forgets a text whose kept lines did not fit where it was placed this time. */
export function forget(key: string) {
  kept.delete(key);
  seenBy.delete(key);
}

/** Offers the lines a render laid out for a text at `width`, for the owner of that render. */
export function offer(key: string, owner: string, lines: readonly unknown[], width: number) {
  if (kept.has(key)) return;
  let owners = seenBy.get(key);
  if (!owners) {
    if (seenBy.size >= MAX_SEEN) clearAll();
    owners = [];
    seenBy.set(key, owners);
  }
  if (!owners.includes(owner)) owners.push(owner);
  if (owners.length < ADMIT_AFTER) return;
  if (kept.size >= MAX_KEPT) clearAll();
  kept.set(key, { lines, width });
  seenBy.delete(key);
}

/** How many texts are kept (for the benchmark's report). */
export function keptCount() {
  return kept.size;
}

const styleKeys = new WeakMap<object, string>();

/** A style as part of a key (memoised per style object: most styles are module constants). */
export function styleKey(style: unknown): string {
  if (style === null || style === undefined) return "";
  if (typeof style !== "object") return String(style);
  let key = styleKeys.get(style);
  if (key === undefined) {
    key = JSON.stringify(style);
    styleKeys.set(style, key);
  }
  return key;
}
