/**
 * French typography: a narrow no-break space (U+202F) before `;`, `:`, `!` and `?`, so "À ENCAISSER:" reads
 * "À ENCAISSER :" and the sign never starts a line of its own. One rule, applied once to every French template
 * (translate.ts), never to the values filled into them: an order name, an amount or a URL keeps its own characters.
 *
 * A sign counts only where it ends a word: followed by a space, the end, or closing punctuation. "10:30",
 * "https://…", "?locale=fr" and "a:b" are left alone. A plain or no-break space already before the sign becomes
 * the narrow one; several signs in a row ("?!") take one space.
 */
const NARROW_NO_BREAK_SPACE = "\u202f";

const BEFORE_HIGH_PUNCTUATION = /([^\s])[ \u00a0\u202f]?([;:!?]+)(?=$|[\s»"'’)\].,…])/gu;

export function frenchTypography(text: string): string {
  return text.replace(BEFORE_HIGH_PUNCTUATION, `$1${NARROW_NO_BREAK_SPACE}$2`);
}
