import Markdoc, { type Node } from "@markdoc/markdoc";

/** Reading speed for the estimate, in words per minute. */
const WORDS_PER_MINUTE = 200;

/**
 * The words a reader reads in an article's Markdoc: its paragraphs, headings, lists, tables and
 * callouts, not its code blocks: from its text, or from the document already parsed from it.
 */
export function articleWords(source: string | Node): number {
  const count = (node: Node): number =>
    node.type === "fence"
      ? 0
      : node.type === "text" || node.type === "code"
        ? String(node.attributes.content).split(/\s+/).filter(Boolean).length
        : node.children.reduce((sum, child) => sum + count(child), 0);
  return count(typeof source === "string" ? Markdoc.parse(source) : source);
}

/** The reading time shown with an article, in whole minutes (at least one). */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
