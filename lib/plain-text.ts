/**
 * The one rule for text a person types that others read (an enquiry and where it came from, the
 * site's content, the editor's fields, a commit's author): no control characters, and none of the
 * bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069), which reverse or
 * reorder what follows them wherever the text is shown (a mail's subject, a terminal, a feed).
 * A text of several lines keeps its tabs and line breaks; the marks U+200E and U+200F, which Arabic
 * text uses, are letters' business and stay. Written as escapes: the forms' bundle carries it.
 */
const HIDDEN =
  "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069";
const IN_LINE = new RegExp(`[${HIDDEN}\\t\\n\\r\\u2028\\u2029]`, "g");
const IN_TEXT = new RegExp(`[${HIDDEN}]`, "g");

/** One line: every control character and direction override removed. */
export const plainLine = (value: string) => value.replace(IN_LINE, "");

/** Several lines: the same, with tabs and line breaks (as \n) kept. */
export const plainText = (value: string) => value.replace(/\r\n?/g, "\n").replace(IN_TEXT, "");

/**
 * The first character of `value` the rule refuses in a text of several lines, named as a person
 * can look it up ("U+202E"), or null.
 */
export function hiddenCharacter(value: string): string | null {
  const found = new RegExp(`[${HIDDEN}]`).exec(value.replace(/\r\n?/g, "\n"));
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : null;
}

/**
 * The first text in `value` (a string, or one inside objects and lists) that holds what the rule
 * refuses, by its path (`results.0.value`, "" for `value` itself), or null.
 */
export function hiddenText(value: unknown, path = ""): { path: string; character: string } | null {
  if (typeof value === "string") {
    const character = hiddenCharacter(value);
    return character ? { path, character } : null;
  }
  if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      const found = hiddenText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  return null;
}
