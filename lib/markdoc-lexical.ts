// An article's body (content/insights/{slug}/{locale}.mdoc after its frontmatter) as the editor's
// visual body editor holds it: the JSON of Payload's rich text editor (Lexical) with its link,
// heading, list, table and block features, and back. The way back writes the house style of the
// shipped files (blank line between blocks, `-` and `1.` lists, `|---|` tables, `**` and `*`), so
// that a body imported and published unchanged is the same bytes; and it escapes what typed text
// would otherwise start, so that Markdoc reads back the text that was typed. What one side cannot
// hold (an image, a link in a new tab) is refused with an error naming it. Pure:
// the site imports lib/, so nothing here loads Payload, Lexical or React; the node shapes are
// those their `exportJSON` write (tests/unit/cms/markdoc-lexical.test.ts loads them into a real
// Lexical editor).
import Markdoc, { type Node } from "@markdoc/markdoc";
import type { ArticleLocale } from "./article-files";

type Direction = "ltr" | "rtl";
type ElementFormat = "" | "left" | "start" | "center" | "right" | "end" | "justify";

/** What every element node holds (Lexical's SerializedElementNode), in its key order. */
type ElementJSON<Type extends string, Child> = {
  children: Child[];
  direction: Direction | null;
  format: ElementFormat;
  indent: number;
  type: Type;
  version: number;
};

export type TextJSON = {
  detail: number;
  /** Lexical's format bits: bold 1, italic 2, strikethrough 4, code 16 (TEXT_TYPE_TO_FORMAT). */
  format: number;
  mode: "normal" | "token" | "segmented";
  style: string;
  text: string;
  type: "text" | "tab";
  version: 1;
};
type LineBreakJSON = { type: "linebreak"; version: 1 };
/** Payload's link (features/link): `link` as set in its drawer, `autolink` as typed. */
export type LinkJSON = ElementJSON<"link" | "autolink", TextJSON | LineBreakJSON> & {
  fields: { linkType: "custom" | "internal"; newTab: boolean; url?: string };
  id?: string;
};
export type InlineJSON = TextJSON | LineBreakJSON | LinkJSON;

type ParagraphJSON = ElementJSON<"paragraph", InlineJSON> & {
  textFormat: number;
  textStyle: string;
};
type HeadingJSON = ElementJSON<"heading", InlineJSON> & {
  tag: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
};
type QuoteJSON = ElementJSON<"quote", InlineJSON>;
interface ListJSON extends ElementJSON<"list", ListItemJSON> {
  listType: "bullet" | "number" | "check";
  start: number;
  tag: "ul" | "ol";
}
/** A list item: its text, or (Lexical's nesting) only a list, indented under the item before. */
interface ListItemJSON extends ElementJSON<"listitem", InlineJSON | ListJSON> {
  value: number;
  checked?: boolean;
}
export type TableJSON = ElementJSON<"table", TableRowJSON>;
type TableRowJSON = ElementJSON<"tablerow", TableCellJSON>;
/** A cell (headerState 1: the header row), its text in paragraphs as Lexical's tables hold it. */
type TableCellJSON = ElementJSON<"tablecell", ParagraphJSON> & {
  backgroundColor: string | null;
  colSpan: number;
  headerState: number;
  rowSpan: number;
};

type BlockBase = { id: string; blockName?: string };
type CodeFields = BlockBase & { blockType: "code"; language: string; code: string };
type CalloutFields = BlockBase & {
  blockType: "callout";
  type: CalloutType;
  title: string;
  content: EditorStateJSON;
};
type FigureFields = BlockBase & {
  blockType: "figure";
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
};
/** Payload's block (features/blocks): the Markdoc fences and tags, as blocks' fields. */
export type BlockJSON = {
  type: "block";
  version: 2;
  format: ElementFormat;
  fields: CodeFields | CalloutFields | FigureFields;
};

type BlockNodeJSON = ParagraphJSON | HeadingJSON | QuoteJSON | ListJSON | TableJSON | BlockJSON;
type RootJSON = ElementJSON<"root", BlockNodeJSON>;
/** The editor's value: Lexical's SerializedEditorState. */
export type EditorStateJSON = { root: RootJSON };

const CALLOUT_TYPES = ["note", "tip", "warning"] as const;
type CalloutType = (typeof CALLOUT_TYPES)[number];

// Lexical's text format bits, and the Markdoc that writes each.
const BOLD = 1;
const ITALIC = 2;
const STRIKETHROUGH = 4;
const CODE = 16;
const MARKS = [BOLD, ITALIC, STRIKETHROUGH];
const DELIMITERS: Record<number, string> = { [BOLD]: "**", [ITALIC]: "*", [STRIKETHROUGH]: "~~" };

// ---------------------------------------------------------------------------------------------
// Markdoc → Lexical

type Reading = { direction: Direction; ids: number };

/**
 * The editor's value for an article body. Every element node carries the article's direction:
 * "rtl" for Arabic, "ltr" for English, by `locale`, or without one by whichever script has more
 * letters in the body. Block and link ids are derived from their place and content, so the same
 * body always gives the same JSON.
 */
export function markdocToLexical(body: string, locale?: ArticleLocale): EditorStateJSON {
  const reading: Reading = { direction: directionOf(body, locale), ids: 0 };
  return stateOf(Markdoc.parse(body).children, reading);
}

function directionOf(body: string, locale: ArticleLocale | undefined): Direction {
  if (locale) return locale === "ar" ? "rtl" : "ltr";
  const count = (script: RegExp) => body.match(script)?.length ?? 0;
  return count(/\p{Script=Arabic}/gu) > count(/\p{Script=Latin}/gu) ? "rtl" : "ltr";
}

const stateOf = (nodes: Node[], reading: Reading): EditorStateJSON => ({
  root: element(
    "root",
    nodes.map((node) => blockOf(node, reading)),
    reading,
  ),
});

function element<Type extends string, Child>(
  type: Type,
  children: Child[],
  reading: Reading,
): ElementJSON<Type, Child> {
  return { children, direction: reading.direction, format: "", indent: 0, type, version: 1 };
}

/** Refuses what the editor cannot hold, naming the line, rather than losing it on a publish. */
function cannotHold(node: Node, what = node.tag ? `{% ${node.tag} %}` : node.type): never {
  const line = `line ${(node.lines[0] ?? 0) + 1}`;
  if (node.type === "error") throw new Error(`${line}: ${node.errors[0]?.message}`);
  throw new Error(`${line}: the editor cannot hold ${what}`);
}

const attribute = (node: Node, name: string): unknown => node.attributes[name];
const text = (node: Node, name: string) => String(attribute(node, name) ?? "");

/** A 24-hex-digit id, as Payload gives its blocks and links, from a seed (FNV-1a, three times). */
function idOf(seed: string): string {
  return ["a", "b", "c"]
    .map((salt) => {
      let hash = 0x811c9dc5;
      for (const char of salt + seed) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
      return (hash >>> 0).toString(16).padStart(8, "0");
    })
    .join("");
}

/** The next id in the body: its place in the body, then what it holds. */
const nextId = (reading: Reading, content: string) => idOf(`${reading.ids++}:${content}`);

function blockOf(node: Node, reading: Reading): BlockNodeJSON {
  switch (node.type) {
    case "paragraph":
      return paragraph(inlineOf(node, 0, reading), reading);
    case "heading":
      return heading(node, reading);
    case "list":
      return list(node, 0, reading);
    case "table":
      return table(node, reading);
    case "blockquote":
      return quote(node, reading);
    case "fence":
      return codeBlock(node, reading);
    case "tag":
      if (node.tag === "callout") return callout(node, reading);
      if (node.tag === "figure") return figure(node, reading);
      return cannotHold(node);
    default:
      return cannotHold(node);
  }
}

/** Lexical's paragraph, whose textFormat is its first text's format (ParagraphNode.exportJSON). */
function paragraph(children: InlineJSON[], reading: Reading, format: ElementFormat = "") {
  const first = children.find((child): child is TextJSON => child.type === "text");
  return {
    ...element("paragraph", children, reading),
    format,
    textFormat: first?.format ?? 0,
    textStyle: "",
  } satisfies ParagraphJSON;
}

function heading(node: Node, reading: Reading): HeadingJSON {
  const level = Number(attribute(node, "level"));
  const tag = `h${level}` as HeadingJSON["tag"];
  return { ...element("heading", inlineOf(node, 0, reading), reading), tag };
}

/** A blockquote of one paragraph: Lexical's quote holds text, not blocks. */
function quote(node: Node, reading: Reading): QuoteJSON {
  const [only, ...more] = node.children;
  if (only?.type !== "paragraph" || more.length) cannotHold(node, "a quote of several blocks");
  return element("quote", inlineOf(only, 0, reading), reading);
}

/**
 * A list, its items numbered as Lexical numbers them: an item that only holds a nested list (its
 * way of nesting) takes the next number without using it up.
 */
function list(node: Node, depth: number, reading: Reading): ListJSON {
  const ordered = attribute(node, "ordered") === true;
  const start = Number(attribute(node, "start") ?? 1);
  const items: ListItemJSON[] = [];
  let value = start;
  const push = (children: ListItemJSON["children"]) =>
    items.push({ ...element("listitem", children, reading), indent: depth, value });
  for (const item of node.children) {
    // A tight list's item holds its text; a loose list's, a paragraph.
    const [text, ...more] = item.children.filter((child) => child.type !== "list");
    if (more.length) cannotHold(item, "a list item of several paragraphs");
    if (text) {
      push(inlineOf(text, 0, reading));
      value++;
    }
    for (const nested of item.children.filter((child) => child.type === "list"))
      push([list(nested, depth + 1, reading)]);
  }
  return {
    ...element("list", items, reading),
    listType: ordered ? "number" : "bullet",
    start,
    tag: ordered ? "ol" : "ul",
  };
}

/** A table: its head row's cells headers (headerState 1), each cell's text one paragraph. */
function table(node: Node, reading: Reading): TableJSON {
  const rows = node.children.flatMap((section) =>
    section.children.map((row) =>
      element(
        "tablerow",
        row.children.map((cell) => ({
          ...element(
            "tablecell",
            [paragraph(inlineOf(cell, 0, reading), reading, alignmentOf(cell))],
            reading,
          ),
          backgroundColor: null,
          colSpan: 1,
          headerState: section.type === "thead" ? 1 : 0,
          rowSpan: 1,
        })),
        reading,
      ),
    ),
  );
  return element("table", rows, reading);
}

/** A column's alignment (`:---:`), kept as its cells' paragraphs' alignment. */
function alignmentOf(cell: Node): ElementFormat {
  const align = attribute(cell, "align");
  return align === "left" || align === "center" || align === "right" ? align : "";
}

function block(fields: BlockJSON["fields"]): BlockJSON {
  return { type: "block", version: 2, format: "", fields };
}

/** A fence: its language ("" for none) and its code, without the newline before the closing fence. */
function codeBlock(node: Node, reading: Reading): BlockJSON {
  const language = text(node, "language");
  const code = text(node, "content").replace(/\n$/, "");
  const id = nextId(reading, `code:${language}:${code}`);
  return block({ id, blockName: "", blockType: "code", language, code });
}

/** A callout: its type and title, and its body as an editor value of its own. */
function callout(node: Node, reading: Reading): BlockJSON {
  const type = attribute(node, "type") ?? "note";
  if (!CALLOUT_TYPES.includes(type as CalloutType)) cannotHold(node, `a callout of type ${type}`);
  const title = text(node, "title");
  const content = stateOf(node.children, reading);
  const id = nextId(reading, `callout:${type}:${title}:${JSON.stringify(content)}`);
  return block({
    id,
    blockName: "",
    blockType: "callout",
    type: type as CalloutType,
    title,
    content,
  });
}

function figure(node: Node, reading: Reading): BlockJSON {
  const [src, alt, caption] = [text(node, "src"), text(node, "alt"), text(node, "caption")];
  const [width, height] = [Number(attribute(node, "width")), Number(attribute(node, "height"))];
  const id = nextId(reading, `figure:${src}:${alt}:${width}:${height}:${caption}`);
  return block({ id, blockName: "", blockType: "figure", src, alt, width, height, caption });
}

/**
 * The text of a paragraph, heading, item or cell, as Lexical's text nodes: one per run of the
 * same formats, bold, italic, strikethrough and code as format bits. A soft line break (a line
 * break in the file inside a paragraph) is the space a reader sees.
 */
function inlineOf(node: Node, format: number, reading: Reading): InlineJSON[] {
  const nodes = node.children.flatMap((child) =>
    child.type === "inline" ? child.children : [child],
  );
  const out: InlineJSON[] = [];
  for (const child of nodes) {
    switch (child.type) {
      case "text":
        addText(out, text(child, "content"), format);
        break;
      case "softbreak":
        addText(out, " ", format);
        break;
      case "code":
        addText(out, text(child, "content"), format | CODE);
        break;
      case "strong":
        for (const part of inlineOf(child, format | BOLD, reading)) add(out, part);
        break;
      case "em":
        for (const part of inlineOf(child, format | ITALIC, reading)) add(out, part);
        break;
      case "s":
        for (const part of inlineOf(child, format | STRIKETHROUGH, reading)) add(out, part);
        break;
      case "hardbreak":
        out.push({ type: "linebreak", version: 1 });
        break;
      case "link":
        out.push(link(child, format, reading));
        break;
      default:
        cannotHold(child);
    }
  }
  return out;
}

/** Payload's link to a URL, in the same tab (a Markdoc link has no other). */
function link(node: Node, format: number, reading: Reading): LinkJSON {
  if (attribute(node, "title")) cannotHold(node, "a link's title");
  const url = text(node, "href");
  const children = inlineOf(node, format, reading).filter(
    (child): child is TextJSON | LineBreakJSON => child.type !== "link",
  );
  const id = nextId(reading, `link:${url}:${plain({ children })}`);
  return {
    ...element("link", children, reading),
    version: 3,
    fields: { linkType: "custom", newTab: false, url },
    id,
  };
}

function addText(out: InlineJSON[], content: string, format: number) {
  if (content === "") return;
  add(out, {
    detail: 0,
    format,
    mode: "normal",
    style: "",
    text: content,
    type: "text",
    version: 1,
  });
}

/** Adds a node, joining a text to the one before it in the same formats, as Lexical does. */
function add(out: InlineJSON[], node: InlineJSON) {
  const last = out.at(-1);
  if (last?.type === "text" && node.type === "text" && last.format === node.format)
    out[out.length - 1] = { ...last, text: last.text + node.text };
  else out.push(node);
}

// ---------------------------------------------------------------------------------------------
// Lexical → Markdoc

/**
 * The Markdoc of an editor value, as the article's file has it after its frontmatter: a blank
 * line, the blocks with a blank line between them, a newline at the end. Empty paragraphs (Enter
 * pressed twice) are left out, as Markdown would drop them.
 */
export function lexicalToMarkdoc(state: EditorStateJSON): string {
  return `\n${blocksMarkdoc(state.root.children)}\n`;
}

const blocksMarkdoc = (nodes: BlockNodeJSON[]) =>
  nodes
    .map(blockMarkdoc)
    .filter((markdoc) => markdoc !== "")
    .join("\n\n");

/** Refuses what a Markdoc file cannot say, naming it, rather than lose it on a publish. */
function cannotWrite(what: string): never {
  throw new Error(`Markdoc cannot write ${what}`);
}

function blockMarkdoc(node: BlockNodeJSON): string {
  switch (node.type) {
    case "paragraph":
      return escapeLines(inlineMarkdoc(trimBreaks(node.children)));
    case "heading":
      return headingMarkdoc(node);
    case "quote":
      return `> ${escapeLines(inlineMarkdoc(trimBreaks(node.children)))}`
        .trimEnd()
        .replaceAll("\n", "\n> ");
    case "list":
      return listMarkdoc(node).join("\n");
    case "table":
      return tableMarkdoc(node);
    case "block":
      return blockFieldsMarkdoc(node.fields);
    default:
      return cannotWrite(`the editor's ${(node as { type: string }).type} nodes`);
  }
}

/** Without line breaks (and spaces) at the start or end of a paragraph, which a reader cannot see. */
function trimBreaks(children: InlineJSON[]) {
  const blank = (child: InlineJSON | undefined) =>
    child?.type === "linebreak" ||
    (child?.type === "text" && !(child.format & CODE) && child.text.trim() === "");
  const trimmed = [...children];
  while (blank(trimmed[0])) trimmed.shift();
  while (blank(trimmed.at(-1))) trimmed.pop();
  return trimmed;
}

/**
 * `## Heading`. Its text is one line, and `#` ending it after a space would be read as the
 * heading's closing sequence, so is escaped.
 */
function headingMarkdoc(node: HeadingJSON): string {
  const content = inlineMarkdoc(node.children, { oneLine: `the heading "${plain(node)}"` });
  const hashes = "#".repeat(Number(node.tag.slice(1)));
  return `${hashes} ${content.trim().replace(/(^|[ \t])(#+)$/, "$1\\$2")}`.trimEnd();
}

/**
 * `-` items, or `1.` `2.` … counting from the list's start; a nested list indented under the item
 * before it by that item's marker's width.
 */
function listMarkdoc(node: ListJSON): string[] {
  if (node.listType === "check") cannotWrite("a check list");
  const lines: string[] = [];
  let number = node.start;
  let indent = "";
  for (const item of node.children) {
    const text = item.children.filter((child): child is InlineJSON => child.type !== "list");
    const nested = item.children.filter((child): child is ListJSON => child.type === "list");
    if (text.length || !nested.length) {
      const marker = node.listType === "number" ? `${number++}.` : "-";
      indent = " ".repeat(marker.length + 1);
      const content = escapeLines(inlineMarkdoc(trimBreaks(text)));
      lines.push(`${marker} ${content}`.trimEnd().replaceAll("\n", `\n${indent}`));
    }
    for (const list of nested) lines.push(...listMarkdoc(list).map((line) => indent + line));
  }
  return lines;
}

const SEPARATORS: Record<string, string> = { left: ":---", center: ":---:", right: "---:" };

/**
 * `| a | b |` rows, the first the header, then `|---|---|` (`:---`, `---:` or `:---:` for an
 * aligned column): the spelling most of the shipped files use.
 */
function tableMarkdoc(node: TableJSON): string {
  const rows = node.children.map((row) =>
    row.children.map((cell) => {
      if (cell.colSpan > 1 || cell.rowSpan > 1) cannotWrite("merged table cells");
      const [only, ...more] = cell.children.filter((child) => plain(child) !== "");
      if (more.length) cannotWrite(`a table cell of several paragraphs ("${plain(only!)}")`);
      if (only && only.type !== "paragraph")
        cannotWrite(`a ${(only as { type: string }).type} in a table cell`);
      const what = `the table cell "${only ? plain(only) : ""}"`;
      return only ? inlineMarkdoc(only.children, { inCell: true, oneLine: what }).trim() : "";
    }),
  );
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: columns }, (_, at) => cells[at] ?? "").join(" | ")} |`;
  const alignments = Array.from({ length: columns }, (_, at) => {
    const format = node.children[0]?.children[at]?.children[0]?.format ?? "";
    return SEPARATORS[format] ?? "---";
  });
  const [head = [], ...body] = rows;
  return [line(head), `|${alignments.join("|")}|`, ...body.map(line)].join("\n");
}

function blockFieldsMarkdoc(fields: BlockJSON["fields"]): string {
  switch (fields.blockType) {
    case "code":
      return fenceMarkdoc(fields);
    case "callout": {
      const title = fields.title ? ` title=${attributeString(fields.title)}` : "";
      const open = `{% callout type=${attributeString(fields.type)}${title} %}`;
      return `${open}\n${blocksMarkdoc(fields.content?.root.children ?? [])}\n{% /callout %}`;
    }
    case "figure": {
      const { src, alt, width, height, caption } = fields;
      if (!Number.isInteger(width) || !Number.isInteger(height))
        cannotWrite(`the figure ${src} without its width and height in pixels`);
      const captioned = caption ? ` caption=${attributeString(caption)}` : "";
      return `{% figure src=${attributeString(src)} alt=${attributeString(alt)} width=${width} height=${height}${captioned} /%}`;
    }
    default:
      return cannotWrite(`the block ${(fields as { blockType: string }).blockType}`);
  }
}

/**
 * ```lang, the code as typed, ```. The fence is longer than any run of backticks in the code, and
 * code holding `{%` is marked not to be read for Markdoc tags.
 */
function fenceMarkdoc({ language, code }: CodeFields): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const info = [language, code.includes("{%") ? "{% process=false %}" : ""]
    .filter(Boolean)
    .join(" ");
  return `${fence}${info}\n${code === "" ? "" : `${code}\n`}${fence}`;
}

/** A Markdoc attribute's string: quoted, with the escapes Markdoc's tag grammar reads. */
function attributeString(value: string): string {
  // Markdoc ends a tag at its first `%}`, even inside a string.
  if (value.includes("%}")) cannotWrite(`"%}" in a callout's or figure's field ("${value}")`);
  const escaped = value.replace(/[\\"\n\r\t]/g, (char) =>
    char === "\n" ? "\\n" : char === "\r" ? "\\r" : char === "\t" ? "\\t" : `\\${char}`,
  );
  return `"${escaped}"`;
}

/** The text of a node, for naming it in an error. */
function plain(node: { children?: unknown[]; text?: string }): string {
  if (typeof node.text === "string") return node.text;
  return (node.children ?? []).map((child) => plain(child as typeof node)).join("");
}

// Inline text: the formats as `**`, `*`, `~~` and backticks, links, hard breaks, and escapes.

/** A run of text in one set of formats, a hard break, or a link, to be written in a line. */
type Piece =
  | { kind: "text"; text: string; marks: number; code: boolean }
  | { kind: "break"; marks: number }
  | { kind: "link"; node: LinkJSON; marks: number };

type InlineOptions = {
  /** In a table cell, where `|` ends the cell even inside code. */
  inCell?: boolean;
  /** Where a hard break cannot be written (a heading, a cell): what to name in the error. */
  oneLine?: string;
};

function inlineMarkdoc(children: InlineJSON[], options: InlineOptions = {}, outer = 0): string {
  return piecesMarkdoc(spaced(piecesOf(children, outer, options)), options);
}

/**
 * The marks Markdoc writes. The others a paste brings (underline, sub- and superscript, highlight,
 * letter case) are styling, which the site's articles do not have: the text is kept without them.
 */
const marksOf = (node: TextJSON) => node.format & (BOLD | ITALIC | STRIKETHROUGH);

function piecesOf(children: InlineJSON[], outer: number, options: InlineOptions): Piece[] {
  return children.map((node): Piece => {
    switch (node.type) {
      case "text":
      case "tab":
        return {
          kind: "text",
          text: node.type === "tab" ? "\t" : node.text,
          marks: marksOf(node) & ~outer,
          code: (node.format & CODE) !== 0,
        };
      case "linebreak":
        if (options.oneLine) cannotWrite(`a line break in ${options.oneLine}`);
        return { kind: "break", marks: ~0 };
      case "link":
      case "autolink": {
        const texts = node.children.filter(
          (child): child is TextJSON => child.type !== "linebreak",
        );
        const common = texts.reduce((marks, child) => marks & marksOf(child), ~0);
        return { kind: "link", node, marks: texts.length ? common & ~outer : 0 };
      }
      default:
        return cannotWrite(`the editor's ${(node as { type: string }).type} nodes in text`);
    }
  });
}

/**
 * The pieces with each run of spaces and hard breaks in only the formats of the text on both
 * sides of it: `**a **` is not bold in Markdown, `**a** ` is. Then runs in the same formats are
 * joined.
 */
function spaced(pieces: Piece[]): Piece[] {
  const split = pieces.flatMap((piece) =>
    piece.kind === "text" && !piece.code
      ? piece.text
          .split(/(\s+)/)
          .filter(Boolean)
          .map((text) => ({ ...piece, text }))
      : [piece],
  );
  const between = (piece: Piece | undefined) =>
    piece?.kind === "break" || (piece?.kind === "text" && !piece.code && !piece.text.trim());
  // Each stretch of spaces and breaks takes the formats all of it and the text on both sides share.
  const out = [...split];
  for (let start = 0; start < out.length; start++) {
    if (!between(out[start])) continue;
    let end = start;
    while (between(out[end + 1])) end++;
    const stretch = out.slice(start, end + 1);
    const shared = [out[start - 1], ...stretch, out[end + 1]].reduce(
      (marks, piece) => marks & (piece?.marks ?? 0),
      ~0,
    );
    out.splice(start, stretch.length, ...stretch.map((piece) => ({ ...piece, marks: shared })));
    start = end;
  }
  return out.reduce<Piece[]>((joined, piece) => {
    const last = joined.at(-1);
    if (piece.kind === "text" && piece.text === "") return joined;
    if (
      last?.kind === "text" &&
      piece.kind === "text" &&
      last.marks === piece.marks &&
      last.code === piece.code
    )
      joined[joined.length - 1] = { ...last, text: last.text + piece.text };
    else joined.push(piece);
    return joined;
  }, []);
}

/** A delimiter: `**`, `*` (or `_`) or `~~`, closing or opening its format. */
type Delimiter = { mark: number; closes: boolean; text: string };

/**
 * The delimiters before each piece, and after the last: each format opened where it starts (the
 * longest-lasting outermost) and closed where it ends (innermost first), so that they nest. An
 * italic whose `*` would touch a bold's `**` is written `_` (`**_both_**`, as Prettier writes it):
 * a run of three `*` pairs by CommonMark's "rule of 3" on the whole run, and can pair wrongly.
 */
function delimitersOf(pieces: Piece[]): Delimiter[][] {
  const lasting = (mark: number, from: number) => {
    let at = from;
    while (at < pieces.length && pieces[at]!.marks & mark) at++;
    return at - from;
  };
  const delimiter = (mark: number, closes: boolean) => ({ mark, closes, text: DELIMITERS[mark]! });
  const boundaries: Delimiter[][] = [];
  const open: number[] = [];
  pieces.forEach((piece, at) => {
    const firstGone = open.findIndex((mark) => !(piece.marks & mark));
    const closing = firstGone === -1 ? [] : open.splice(firstGone).reverse();
    const opening = MARKS.filter((mark) => piece.marks & mark && !open.includes(mark)).sort(
      (a, b) => lasting(b, at) - lasting(a, at),
    );
    open.push(...opening);
    boundaries.push([
      ...closing.map((mark) => delimiter(mark, true)),
      ...opening.map((mark) => delimiter(mark, false)),
    ]);
  });
  boundaries.push(open.reverse().map((mark) => delimiter(mark, true)));

  let italic: { delimiter: Delimiter; touchesBold: boolean } | undefined;
  for (const delimiters of boundaries)
    delimiters.forEach((current, at) => {
      if (current.mark !== ITALIC) return;
      const touchesBold = [delimiters[at - 1], delimiters[at + 1]].some((d) => d?.mark === BOLD);
      if (!current.closes) italic = { delimiter: current, touchesBold };
      else if (italic && (italic.touchesBold || touchesBold))
        italic.delimiter.text = current.text = "_";
    });
  return boundaries;
}

/** A run of delimiters of one character, or written text (`plain`: text whose letters may change). */
type Token = { text: string; opens?: boolean; closes?: boolean; plain?: boolean };

/**
 * The pieces as Markdoc, between their delimiters. Whether a run of delimiters opens or closes
 * depends on its neighbours (CommonMark's flanking rules): `**` opens before punctuation only if
 * no letter precedes it, and closes after punctuation only if no letter follows it
 * (`a**(b)**c`); `_` neither opens nor closes inside a word; neither opens before a space. Spaces
 * starting a piece go before the delimiters opening it, and where a run still cannot do what it
 * is for, the letter beside it is written as a character reference, which the rules count as
 * punctuation (`&#97;**(b)**&#99;`).
 */
function piecesMarkdoc(pieces: Piece[], options: InlineOptions): string {
  const boundaries = delimitersOf(pieces);
  const tokens: Token[] = [];
  const addRuns = (delimiters: Delimiter[]) => {
    for (const { text, closes } of delimiters) {
      const last = tokens.at(-1);
      // Delimiters of the same character side by side are one run.
      if (last && (last.opens || last.closes) && last.text[0] === text[0]) {
        last.text += text;
        last.closes ||= closes;
        last.opens ||= !closes;
      } else tokens.push({ text, closes, opens: !closes });
    }
  };
  pieces.forEach((piece, at) => {
    const text = pieceMarkdoc(piece, options);
    const plain = piece.kind === "text" && !piece.code;
    const space = plain ? /^\s*/.exec(text)![0] : "";
    addRuns(boundaries[at]!.filter((delimiter) => delimiter.closes));
    if (space) tokens.push({ text: space, plain });
    addRuns(boundaries[at]!.filter((delimiter) => !delimiter.closes));
    // `!` just before a link would make it an image.
    const last = tokens.at(-1);
    if (last?.plain && piece.kind === "link") last.text = last.text.replace(/!$/, "\\!");
    if (text.length > space.length) tokens.push({ text: text.slice(space.length), plain });
  });
  addRuns(boundaries.at(-1)!);

  // Each fix turns a letter into punctuation, so this ends.
  for (let fixed = true; fixed;) {
    fixed = false;
    tokens.forEach((token, at) => {
      if (!token.opens && !token.closes) return;
      const [previous, next] = [tokens[at - 1], tokens[at + 1]];
      const letterBefore = Array.from(previous?.text ?? "").at(-1) ?? "";
      const letterAfter = Array.from(next?.text ?? "")[0] ?? "";
      const can = flanking(token.text, letterBefore, letterAfter);
      if (token.opens && !can.opens && previous?.plain && isWordy(letterBefore)) {
        previous.text = previous.text.slice(0, -letterBefore.length) + entity(letterBefore);
        fixed = true;
      } else if (token.closes && !can.closes && next?.plain && isWordy(letterAfter)) {
        next.text = entity(letterAfter) + next.text.slice(letterAfter.length);
        fixed = true;
      }
    });
  }
  return tokens.map((token) => token.text).join("");
}

function pieceMarkdoc(piece: Piece, options: InlineOptions): string {
  switch (piece.kind) {
    case "break":
      return "\\\n";
    case "link": {
      const url = piece.node.fields.url ?? "";
      if (piece.node.fields.linkType !== "custom" || !url)
        cannotWrite(`a link to a document of the editor ("${plain(piece.node)}"): link to its URL`);
      if (piece.node.fields.newTab)
        cannotWrite(`a link opening in a new tab ("${plain(piece.node)}")`);
      const children = piece.node.children;
      return `[${inlineMarkdoc(children, options, piece.marks)}](${destination(url)})`;
    }
    case "text":
      return piece.code ? codeSpan(piece.text, options.inCell) : escapeText(piece.text);
  }
}

/** A link's URL, in `<…>` if it holds what would end it. */
const destination = (url: string) =>
  /[\s<>()\\]/.test(url) ? `<${url.replace(/[<>\\]/g, "\\$&")}>` : url;

/** Backticks around code, more than any run in it, spaced if it starts or ends with one. */
function codeSpan(code: string, inCell = false): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const padded = /^`|`$/.test(code) || /^ [\s\S]*[^ ][\s\S]* $/.test(code) ? ` ${code} ` : code;
  return fence + (inCell ? padded.replaceAll("|", "\\|") : padded) + fence;
}

/**
 * Text as Markdoc reads it back as the same text: a backslash before each character that would
 * start formatting, a link, an autolink, a table cell or a Markdoc tag, and before `&` that would
 * start an entity.
 */
const escapeText = (text: string) =>
  text
    .replace(/[\\`*_[\]|~]|<(?=[a-z/!?])/gi, "\\$&")
    .replace(/\{%/g, "\\{%")
    .replace(/&(?=#?[a-z0-9]+;)/gi, "\\&");

const isSpace = (char: string) => char === "" || /\s/.test(char);
/** Markdown's punctuation (markdown-it's: ASCII punctuation and Unicode's P categories). */
const isPunctuation = (char: string) => /[!-/:-@[-`{-~]/.test(char) || /\p{P}/u.test(char);
const isWordy = (char: string) => !isSpace(char) && !isPunctuation(char);
/** A character as a numeric character reference, which Markdoc reads back as the character. */
const entity = (char: string) => `&#${char.codePointAt(0)};`;

/** Whether a delimiter run between two characters can open and close (CommonMark, 6.2). */
function flanking(run: string, before: string, after: string) {
  const left =
    !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right =
    !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  if (run[0] !== "_") return { opens: left, closes: right };
  return {
    opens: left && (!right || isPunctuation(before)),
    closes: right && (!left || isPunctuation(after)),
  };
}

/**
 * The lines of a paragraph or item: without the spaces at their ends, which Markdown drops (and
 * four of which would start code), and escaped where they begin with what would begin a block
 * (`# `, `> `, `- `, `+ `, `1. `, a line of `-` or `=`).
 */
const escapeLines = (text: string) =>
  text
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, "$1\\$2")
        .replace(/^(#{1,6}(?=[ \t]|$)|>|[-+](?=[ \t]|$)|-(?=[- \t]*$)|=(?=[= \t]*$))/, "\\$1"),
    )
    .join("\n");
