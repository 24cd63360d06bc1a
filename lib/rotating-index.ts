/** The state of a rotating text: an index into its words (spec §4). Pure, so it is tested on its own. */
export type RotatingAction =
  { type: "next" } | { type: "previous" } | { type: "jump"; index: number } | { type: "reset" };

export type RotatingOptions = { count: number; loop: boolean };

const clamp = (index: number, count: number) =>
  Math.min(Math.max(Math.trunc(index), 0), Math.max(count - 1, 0));

export function rotatingIndex(
  index: number,
  action: RotatingAction,
  { count, loop }: RotatingOptions,
): number {
  switch (action.type) {
    case "next":
      if (index >= count - 1) return loop ? 0 : index;
      return index + 1;
    case "previous":
      if (index <= 0) return loop ? count - 1 : 0;
      return index - 1;
    case "jump":
      return clamp(action.index, count);
    case "reset":
      return 0;
  }
}

/** Splits a word for animation: by characters (default), words, lines or a custom separator. */
export function splitText(
  text: string,
  splitBy: "characters" | "words" | "lines" | (string & {}) = "characters",
): string[] {
  if (splitBy === "characters") return Array.from(text);
  if (splitBy === "words") return text.split(/(\s+)/).filter(Boolean);
  if (splitBy === "lines") return text.split("\n");
  return text.split(splitBy);
}

/** Delay of each part so they enter staggered from the last one (spec §9: 0.025 s per letter). */
export const staggerFromLast = (index: number, total: number, stagger = 0.025) =>
  (total - 1 - index) * stagger;
