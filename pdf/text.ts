// The PDF standard fonts (Helvetica, Times) draw WinAnsi (Windows-1252) characters only; any other
// character is drawn as a wrong glyph ("Ł" as "A", "≥" as "e") and may swallow what follows. Every
// text that reaches a document goes through `winAnsi` first: accents are kept where WinAnsi has
// the letter, other Latin letters lose their marks ("Łódź" → "Lodz"), a few signs are spelled out,
// emoji and invisible marks are dropped, and anything else shows as "?".

const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const SPELLED: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŧ: "T",
  ŧ: "t",
  Ə: "E",
  ə: "e",
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "―": "—",
  "′": "'",
  "″": '"',
  "→": "->",
  "←": "<-",
  "\t": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2007": " ",
  "\u2002": " ",
  "\u2003": " ",
};

function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c === 0x0a || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || CP1252_EXTRAS.has(ch);
}

/** The text as the standard fonts can draw it. */
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    if (isWinAnsi(ch)) out += ch;
    else if (SPELLED[ch] !== undefined) out += SPELLED[ch];
    else if (ch === "\r") continue;
    else {
      const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      if (base !== "" && [...base].every(isWinAnsi)) out += base;
      else if (!/[\p{Extended_Pictographic}\p{M}\p{Cf}\p{Cc}]/u.test(ch)) out += "?";
    }
  }
  return out;
}

/** Every string inside plain data (objects, arrays) through `winAnsi`. */
export function winAnsiDeep<T>(value: T): T {
  if (typeof value === "string") return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map((v) => winAnsiDeep(v)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, winAnsiDeep(v)])) as T;
  }
  return value;
}
