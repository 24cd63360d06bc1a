// An article's stored body, from the Markdoc text an older editor kept to the visual editor's value
// and back: what the migration to the visual editor (cms/migrations/*/…_visual_editor.ts) does to
// every article and every version of one, in either database.
import { lexicalToMarkdoc, markdocToLexical, type EditorStateJSON } from "../lib/markdoc-lexical";

/** A row of an article's (or a version's) text in one language. */
export type StoredBodyRow = { id: number | string; locale: string; body: unknown };

const parsed = (body: unknown): unknown => {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};
const isEditorState = (value: unknown): value is EditorStateJSON =>
  typeof value === "object" && value !== null && "root" in value;

/**
 * The visual editor's value for a stored body, or null when it already is one (or is empty). A
 * body the editor cannot hold (hand-written Markdoc beyond what the site writes) is kept as plain
 * paragraphs, one per block of text, for staff to mend: nothing is lost.
 */
export function editorBody({ locale, body }: StoredBodyRow): EditorStateJSON | null {
  const value = parsed(body);
  if (typeof value !== "string" || value.trim() === "") return null;
  const language = locale === "ar" ? "ar" : "en";
  try {
    return markdocToLexical(value, language);
  } catch {
    const direction = language === "ar" ? "rtl" : "ltr";
    const paragraph = (text: string) => ({
      children: [
        { detail: 0, format: 0, mode: "normal", style: "", text, type: "text", version: 1 },
      ],
      direction,
      format: "",
      indent: 0,
      type: "paragraph",
      version: 1,
      textFormat: 0,
      textStyle: "",
    });
    const root = {
      children: value
        .trim()
        .split(/\n{2,}/)
        .map(paragraph),
      direction,
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    };
    return { root } as unknown as EditorStateJSON;
  }
}

/** The Markdoc text for a stored body (the migration taken back), or null when it is one already. */
export function markdocBody({ body }: StoredBodyRow): string | null {
  const value = parsed(body);
  return isEditorState(value) ? lexicalToMarkdoc(value).trim() : null;
}
