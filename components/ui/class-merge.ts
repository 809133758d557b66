// Resolves conflicting Tailwind classes the way tailwind-merge does (later classes win over earlier
// ones of the same group, per variant and `!`), for the classes this codebase uses, at a fraction of
// tailwind-merge's size in every page's JavaScript. tests/components/class-merge.test.ts compares it
// with tailwind-merge over every class the code writes; a class it does not know is kept as it is.

type Test = (value: string) => boolean;
type Rule = [group: string, keywords: string[], tests: Test[]];

const ARBITRARY = /^(?:\[(?:(\w[\w-]*):)?(.+)\]|\((?:(\w[\w-]*):)?(.+)\))$/;
const LENGTH = /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const IMAGE = /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

/** An arbitrary value `[…]` or variable `(…)` whose label is one of `labels`; unlabelled `[…]` values pass `test`. */
const arbitrary =
  (labels: string, test?: Test): Test =>
  (value) => {
    const match = ARBITRARY.exec(value);
    if (!match) return false;
    const label = match[1] ?? match[3];
    return label ? labels.split(" ").includes(label) : !!match[2] && !!test?.(match[2]);
  };
const isNumber: Test = (value) => !!value && !Number.isNaN(Number(value));

const TESTS: Record<string, Test> = {
  $n: isNumber,
  $i: (value) => !!value && Number.isInteger(Number(value)),
  $f: (value) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value),
  $s: (value) => value === "px" || isNumber(value),
  $t: (value) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value),
  $a: (value) => ARBITRARY.test(value),
  $l: arbitrary("length", (value) => LENGTH.test(value) && !COLOR_FUNCTION.test(value)),
  $g: arbitrary("image url", (value) => IMAGE.test(value)),
  $z: arbitrary("length size bg-size"),
  $p: arbitrary("position percentage"),
  $c: () => true,
};

const SIZES = "$f auto full dvw dvh lvw lvh svw svh min max fit $s $a";
const SIDES = "x y s e t r b l";
const CORNERS = "s e t r b l ss se ee es tl tr br bl";
const each = (prefix: string, parts: string, group = prefix) => parts.replace(/\S+/g, (part) => `${prefix}${part}=${group}${part}`);

// A line: prefixes (`prefix=group` when the group is not named after the prefix), then the values:
// keywords (`~` is the bare prefix), and $-tests tried in order after the keywords.
const TABLE = `
p ${each("p", SIDES)} ${each("scroll-p", SIDES)} scroll-p gap gap-x gap-y space-x space-y border-spacing: $s $a
m ${each("m", SIDES)} ${each("scroll-m", SIDES)} scroll-m: auto $s $a
inset inset-x inset-y start end top right bottom left: $f full auto $s $a
w: $t screen ${SIZES}
min-w: $t screen none ${SIZES}
max-w: $t screen none prose ${SIZES}
h: screen lh ${SIZES}
min-h max-h: screen lh none ${SIZES}
size: ${SIZES}
basis: $f full auto $t $s $a
flex: $n $f auto initial none $a
flex=flex-direction: row row-reverse col col-reverse
flex=flex-wrap: nowrap wrap wrap-reverse
grow shrink: ~ $n $a
z: $i auto $a
grid-cols grid-rows: $i none subgrid $a
col col-span=col row row-span=row: auto full $i $a
col-start col-end row-start row-end: $i auto $a
justify: start end center between around evenly stretch baseline normal center-safe end-safe
justify-items: start end center stretch normal center-safe end-safe
justify-self: auto start end center stretch center-safe end-safe
content: normal start end center between around evenly stretch baseline center-safe end-safe
items: start end center stretch baseline center-safe end-safe
self: auto start end center stretch baseline center-safe end-safe
text=font-size: base $t $l
text=text-alignment: left center right justify start end
text=text-wrap: wrap nowrap balance pretty
text=text-color: $c
font=font-weight: thin extralight light normal medium semibold bold extrabold black $a
font=font-family: $c
leading: none tight snug normal relaxed loose $a $s
tracking: tighter tight normal wide wider widest $a
whitespace: normal nowrap pre pre-line pre-wrap break-spaces
break: normal words all keep
wrap: break-word anywhere normal
list: disc decimal none $a
align: baseline top middle bottom text-top text-bottom sub super $a
bg=bg-attachment: fixed local scroll
bg=bg-position: center top bottom left right top-left left-top top-right right-top bottom-right right-bottom bottom-left left-bottom $p
bg=bg-repeat: no-repeat repeat repeat-x repeat-y repeat-space repeat-round
bg=bg-size: auto cover contain $z
bg=bg-image: none $g
bg-linear=bg-image: to-t to-tr to-r to-br to-b to-bl to-l to-tl $i $a
bg=bg-color: $c
border ${each("border-", SIDES)} divide-x divide-y: ~ $n $l
border=border-style divide=divide-style: solid dashed dotted double hidden none
border=border-collapse: collapse separate
border=border-color ${each("border-", SIDES, "border-color-")} divide=divide-color: $c
rounded ${each("rounded-", CORNERS)}: ~ none full $t $a
shadow: ~ inner none $t
shadow=shadow-color: $c
ring=ring-w: ~ $n $l
ring=ring-color: $c
ring-offset=ring-offset-w: $n $l
ring-offset=ring-offset-color: $c
outline=outline-style: solid dashed dotted double none hidden
outline=outline-w: ~ $n $l
outline=outline-color: $c
outline-offset: $n $a
overflow overflow-x overflow-y: auto hidden clip visible scroll
opacity duration: $n $a
rotate scale: none $n $a
translate translate-x translate-y: $f full $s $a
transition: ~ all colors opacity shadow transform none $a
animate: none spin ping pulse bounce $a
cursor: auto default pointer wait text move help not-allowed none progress grab grabbing col-resize row-resize zoom-in zoom-out $a
pointer-events: auto none
select: none text all auto
resize: ~ none x y
touch: auto none manipulation
appearance: none auto
object: contain cover fill none scale-down
aspect: auto square video $f $a
fill stroke: none $c
accent: $c
filter: ~ none $a
@container=container-type: ~ normal size $a
`;

// Whole classes that are a group's value on their own.
const KEYWORDS = `
display: block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden
position: static fixed absolute relative sticky
visibility: visible invisible collapse
font-style: italic not-italic
text-decoration: underline overline line-through no-underline
text-transform: uppercase lowercase capitalize normal-case
text-overflow: truncate text-ellipsis text-clip
sr: sr-only not-sr-only
ring-w-inset: ring-inset
translate-none: translate-none
fvn-normal: normal-nums
fvn-ordinal: ordinal
fvn-slashed-zero: slashed-zero
fvn-figure: lining-nums oldstyle-nums
fvn-spacing: proportional-nums tabular-nums
fvn-fraction: diagonal-fractions stacked-fractions
`;

// A group's value overrides these groups' values too (a side of padding, a corner's radius…).
const CONFLICTS = `
overflow: overflow-x overflow-y
inset: inset-x inset-y start end top right bottom left
inset-x: start end right left
inset-y: top bottom
flex: basis grow shrink
gap: gap-x gap-y
size: w h
font-size: leading
translate: translate-x translate-y
translate-none: translate translate-x translate-y
fvn-normal: fvn-ordinal fvn-slashed-zero fvn-figure fvn-spacing fvn-fraction
fvn-ordinal fvn-slashed-zero fvn-figure fvn-spacing fvn-fraction: fvn-normal
${"p m scroll-p scroll-m border- border-color-"
  .split(" ")
  .map((prefix) => {
    const at = (parts: string) => each(prefix, parts).replace(/\S+=/g, "");
    return `${prefix.replace(/-$/, "")}: ${at(SIDES)}\n${at("x")}: ${at("s e r l")}\n${at("y")}: ${at("t b")}`;
  })
  .join("\n")}
rounded: ${each("rounded-", CORNERS).replace(/\S+=/g, "")}
rounded-s: rounded-ss rounded-es
rounded-e: rounded-se rounded-ee
rounded-t: rounded-tl rounded-tr
rounded-r: rounded-tr rounded-br
rounded-b: rounded-br rounded-bl
rounded-l: rounded-tl rounded-bl
`;

const lines = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((line) => line.split(": ").map((part) => part.split(" ")));

const rules = new Map<string, Rule[]>();
for (const [prefixes, values] of lines(TABLE)) {
  const keywords = values.filter((value) => value[0] !== "$");
  const tests = values.filter((value) => value[0] === "$").map((code) => TESTS[code]);
  for (const entry of prefixes) {
    const [prefix, group = prefix] = entry.split("=");
    rules.set(prefix, [...(rules.get(prefix) ?? []), [group, keywords, tests]]);
  }
}
const keywordGroups = new Map<string, string>();
for (const [groups, classes] of lines(KEYWORDS)) for (const name of classes) keywordGroups.set(name, groups[0]);
const conflicts = new Map<string, string[]>();
for (const [groups, others] of lines(CONFLICTS)) for (const group of groups) conflicts.set(group, others);

/** The group of a class without variants, `!` or a leading `-`; undefined when it is not a known Tailwind class. */
function groupOf(name: string): string | undefined {
  if (name[0] === "[" && name.endsWith("]")) {
    const property = name.slice(1, name.indexOf(":"));
    return name.includes(":") && property ? `[${property}` : undefined;
  }
  if (name[0] === "-" && name.length > 1) name = name.slice(1);
  const keyword = keywordGroups.get(name);
  if (keyword) return keyword;
  const parts = name.split("-");
  for (let at = parts.length; at > 0; at--) {
    const candidates = rules.get(parts.slice(0, at).join("-"));
    if (!candidates) continue;
    const bare = at === parts.length;
    const value = parts.slice(at).join("-");
    const found =
      candidates.find(([, keywords]) => keywords.includes(bare ? "~" : value)) ??
      (bare ? undefined : candidates.find(([, , tests]) => tests.some((test) => test(value))));
    if (found) return found[0];
  }
  return undefined;
}

// Variants whose order changes what they select; the others are compared sorted.
const ORDERED = new Set("* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(" "));

function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === "[" || ORDERED.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(":");
}

// Pages merge the same few class lists over and over (a table's cells): answers are kept, as
// tailwind-merge keeps them, until there are too many.
const merged = new Map<string, string>();

/** Drops each class that a later class of the same group (or of a group covering it) overrides. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= 1000) merged.clear();
    merged.set(classList, (result = merge(classList)));
  }
  return result;
}

function merge(classList: string): string {
  const taken: string[] = [];
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index];
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = 0;
    for (let at = 0; at < name.length; at++) {
      const char = name[at];
      if (depth === 0 && char === ":") {
        variants.push(name.slice(start, at));
        start = at + 1;
      } else if (depth === 0 && char === "/") slash = at;
      else if (char === "[" || char === "(") depth++;
      else if (char === "]" || char === ")") depth--;
    }
    let base = name.slice(start);
    const important = base.endsWith("!") || base[0] === "!";
    if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
    // `bg-slate-900/40`, `text-sm/6`: the group of the class without its modifier after the slash.
    const group = (slash > start && groupOf(base.slice(0, slash - start))) || groupOf(base);
    if (group) {
      const key = variantKey(variants) + (important ? "!" : "");
      if (taken.includes(key + group)) continue;
      for (const other of [group, ...(conflicts.get(group) ?? [])]) taken.push(key + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
