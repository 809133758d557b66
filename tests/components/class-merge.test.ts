import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "@/components/ui/cn";

// cn() resolves class conflicts with our own components/ui/class-merge.ts instead of tailwind-merge
// (8.6 KB gzip in every page that draws a button). It must give tailwind-merge's answer for every
// class the code writes: the call sites' own strings with the classNames callers pass, and pairs
// and runs drawn from every class in components/ and app/.

const root = path.resolve(import.meta.dirname, "../..");
function sourcesIn(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(file);
    // class-merge.ts's own tables are not classes the code writes.
    if (!/\.tsx?$/.test(entry.name) || entry.name === "class-merge.ts") return [];
    return [{ file, text: readFileSync(path.join(root, file), "utf8") }];
  });
}
const sources = [...sourcesIn("components"), ...sourcesIn("app")];

/** Every string literal of a source, with `${…}` holes as spaces. */
const literals = (text: string) =>
  [...text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3]).replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, " "),
  );
const tokens = (classes: string) => classes.split(/\s+/).filter((token) => token && !/["'<>{}$;]/.test(token));
/** A Tailwind class to either merger: it swallows a copy of itself. */
const isClass = (token: string) => twMerge(`${token} ${token}`) === token || cn(token, token) === token;
const classList = (text: string) => {
  const list = tokens(text);
  return list.some(isClass) ? list.join(" ") : undefined;
};

const expected = (...parts: string[]) => twMerge(clsx(parts));
const differences = (cases: string[][]) =>
  cases
    .flatMap((parts) => {
      const ours = cn(...parts);
      const theirs = expected(...parts);
      return ours === theirs ? [] : [{ parts, ours, theirs }];
    })
    .slice(0, 20);

const classLists = (text: string) => literals(text).flatMap((literal) => classList(literal) ?? []);
const cnFiles = sources.filter(({ text }) => /\bcn\(/.test(text));
/** The classNames written in JSX: what callers pass to components that merge them with cn(). */
const overrides = [
  ...new Set(
    sources.flatMap(({ text }) =>
      [...text.matchAll(/className=(?:"([^"]*)"|\{\s*(?:"([^"]*)"|`([^`]*)`)\s*\})/g)].flatMap(
        (m) => classList((m[1] ?? m[2] ?? m[3]).replace(/\$\{[^}]*\}/g, " ")) ?? [],
      ),
    ),
  ),
];
const corpus = [...new Set(sources.flatMap(({ text }) => literals(text).flatMap(tokens)))].filter(isClass);

/** A small seeded generator, so that a failure repeats. */
function random(seed: number) {
  return (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
}

describe("cn() against tailwind-merge", () => {
  it("finds the codebase's classes", () => {
    expect(cnFiles.length).toBeGreaterThan(20);
    expect(overrides.length).toBeGreaterThan(200);
    expect(corpus.length).toBeGreaterThan(400);
  });

  it("merges each cn() file's class strings with each other and with every className callers pass", () => {
    const owns = cnFiles.map(({ text }) => [...new Set(classLists(text))]);
    const cases = [
      ...owns.flatMap((own) => [own, ...own.flatMap((a) => own.map((b) => [a, b]))]),
      ...[...new Set(owns.flat())].flatMap((a) => overrides.map((override) => [a, override])),
    ];
    expect(cases.length).toBeGreaterThan(10_000);
    expect(differences(cases)).toEqual([]);
  }, 180_000);

  it("merges every pair of classes in the codebase, in both orders", () => {
    const cases = corpus.flatMap((a) => corpus.map((b) => [`${a} ${b}`]));
    expect(differences(cases)).toEqual([]);
  }, 180_000);

  it("merges runs of classes with variants and ! added", () => {
    const next = random(16);
    const variants = ["", "", "", "hover:", "md:", "sm:", "disabled:", "data-[state=open]:", "aria-selected:", "md:hover:"];
    const pick = () => {
      const token = corpus[next(corpus.length)];
      const important = next(8) === 0 ? "!" : "";
      return next(3) === 0 ? token : `${variants[next(variants.length)]}${token}${important}`;
    };
    // Runs of classes sharing a prefix meet more conflicts than runs drawn at random.
    const families = new Map<string, string[]>();
    for (const token of corpus) {
      const prefix = token.replace(/^.*:|^-/, "").split("-")[0];
      families.set(prefix, [...(families.get(prefix) ?? []), token]);
    }
    const byPrefix = [...families.values()];
    const cases = Array.from({ length: 40_000 }, (_, index) => {
      const family = byPrefix[next(byPrefix.length)]!;
      const length = 2 + next(4);
      return Array.from({ length }, () => (index % 2 ? pick() : family[next(family.length)]));
    });
    expect(differences(cases)).toEqual([]);
  });

  it("keeps clsx's handling of falsy values, arrays and objects", () => {
    expect(cn("px-2", false, null, undefined, 0, ["py-1", { "px-4": true, "py-2": false }])).toBe("py-1 px-4");
    expect(cn()).toBe("");
    expect(cn("  p-2   unknown  unknown p-3 ")).toBe("unknown unknown p-3");
  });
});
