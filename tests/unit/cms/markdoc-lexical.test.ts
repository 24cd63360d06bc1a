import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Markdoc from "@markdoc/markdoc";
import { createHeadlessEditor } from "@lexical/headless";
import { ListItemNode, ListNode } from "@lexical/list";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { TableCellNode, TableNode, TableRowNode } from "@lexical/table";
import {
  AutoLinkNode,
  LinkNode,
  ServerBlockNode,
  ServerInlineBlockNode,
  UploadServerNode,
} from "@payloadcms/richtext-lexical";
import fc from "fast-check";
import type { SerializedEditorState } from "lexical";
import { describe, expect, test } from "vitest";
import {
  lexicalToMarkdoc,
  markdocToLexical,
  type BlockJSON,
  type EditorStateJSON,
  type InlineJSON,
  type LinkJSON,
  type TableJSON,
  type TextJSON,
} from "@/lib/markdoc-lexical";

const DIR = "content/insights";
const slugs = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LOCALES = ["en", "ar"] as const;
const articles = slugs.flatMap((slug) => LOCALES.map((locale) => [slug, locale] as const));

/** An article's body: its file after the frontmatter's closing `---` line. */
function bodyOf(slug: string, locale: string) {
  const file = readFileSync(join(DIR, slug, `${locale}.mdoc`), "utf8");
  return file.slice(file.indexOf("\n---\n", 3) + "\n---\n".length);
}

/**
 * A real Lexical editor with the nodes of the features the body editor enables: Lexical's own,
 * and Payload's link and block nodes. (Payload's admin uses its client BlockNode, which needs
 * React to construct; ServerBlockNode is the same `block` node with the same exportJSON, the
 * one Payload's server reads the value with.)
 */
const editor = createHeadlessEditor({
  nodes: [
    HeadingNode,
    QuoteNode,
    ListNode,
    ListItemNode,
    TableNode,
    TableRowNode,
    TableCellNode,
    LinkNode,
    AutoLinkNode,
    ServerBlockNode,
    ServerInlineBlockNode,
    UploadServerNode,
  ],
  onError: (error) => {
    throw error;
  },
});

/** The JSON the editor saves for a value it loaded: the same, key for key, if it is its shape. */
function saved(state: EditorStateJSON) {
  const value: SerializedEditorState = state;
  return JSON.stringify(editor.parseEditorState(value).toJSON());
}

/** A value and the values nested in its callouts, which Payload loads in editors of their own. */
const withNested = (state: EditorStateJSON): EditorStateJSON[] => [
  state,
  ...state.root.children.flatMap((node) =>
    node.type === "block" && node.fields.blockType === "callout"
      ? withNested(node.fields.content)
      : [],
  ),
];

// The JSON by hand, as Payload's features write it.
const ID = /^[0-9a-f]{24}$/;
const element = (type: string, children: unknown[], extra: object = {}) => ({
  children,
  direction: "ltr",
  format: "",
  indent: 0,
  type,
  version: 1,
  ...extra,
});
const text = (content: string, format = 0): TextJSON => ({
  detail: 0,
  format,
  mode: "normal",
  style: "",
  text: content,
  type: "text",
  version: 1,
});
const paragraph = (...children: InlineJSON[]) =>
  element("paragraph", children, {
    textFormat: children.find((child): child is TextJSON => child.type === "text")?.format ?? 0,
    textStyle: "",
  });
const link = (url: string, ...children: TextJSON[]): LinkJSON => ({
  children,
  direction: "ltr",
  format: "",
  indent: 0,
  type: "link",
  version: 3,
  fields: { linkType: "custom", newTab: false, url },
  id: expect.stringMatching(ID) as string,
});
const stateOf = (...children: unknown[]) =>
  ({ root: element("root", children) }) as EditorStateJSON;
const BOLD = 1;
const ITALIC = 2;
const CODE = 16;

/** Converts a body written by hand, checks it comes back the same and loads in the editor. */
function converted(body: string) {
  const state = markdocToLexical(body, "en");
  expect(lexicalToMarkdoc(state)).toBe(body);
  for (const value of withNested(state)) expect(saved(value)).toBe(JSON.stringify(value));
  return state.root.children;
}

/** Every value of a key anywhere in a value (callouts' nested values too), each once if `unique`. */
function valuesOf(state: EditorStateJSON, key: string, { unique = true } = {}) {
  const values: unknown[] = [];
  JSON.stringify(state, (name, value: unknown) => {
    if (name === key) values.push(value);
    return value;
  });
  return unique ? [...new Set(values)] : values;
}

const blocksOf = (state: EditorStateJSON): BlockJSON[] =>
  state.root.children.flatMap((node) => (node.type === "block" ? [node] : []));

describe("an article's body between Markdoc and the editor's rich text", () => {
  test.each(articles)(
    "%s (%s): converted to the editor's JSON and back, gives the same bytes",
    (slug, locale) => {
      const body = bodyOf(slug, locale);
      expect(lexicalToMarkdoc(markdocToLexical(body, locale))).toBe(body);
    },
  );

  test.each(articles)(
    "%s (%s): its JSON is what a Lexical editor with Payload's nodes loads and saves unchanged",
    (slug, locale) => {
      const state = markdocToLexical(bodyOf(slug, locale), locale);
      for (const value of withNested(state)) expect(saved(value)).toBe(JSON.stringify(value));
    },
  );

  test.each(articles)(
    "%s (%s): every element is in the article's direction, which the body's script also tells",
    (slug, locale) => {
      const body = bodyOf(slug, locale);
      const state = markdocToLexical(body, locale);
      expect(valuesOf(state, "direction")).toEqual([locale === "ar" ? "rtl" : "ltr"]);
      expect(markdocToLexical(body)).toEqual(state);
    },
  );

  test.each(articles)(
    "%s (%s): the same body gives the same JSON, each block and link with an id of its own",
    (slug, locale) => {
      const body = bodyOf(slug, locale);
      const state = markdocToLexical(body, locale);
      expect(markdocToLexical(body, locale)).toEqual(state);
      const ids = valuesOf(state, "id", { unique: false });
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(id).toMatch(ID);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});

describe("each construct, by hand", () => {
  test("headings h2, h3 and h4, and a paragraph", () => {
    expect(converted("\n## Two\n\n### Three\n\n#### Four\n\nA paragraph.\n")).toEqual([
      element("heading", [text("Two")], { tag: "h2" }),
      element("heading", [text("Three")], { tag: "h3" }),
      element("heading", [text("Four")], { tag: "h4" }),
      paragraph(text("A paragraph.")),
    ]);
  });

  test("bold, italic, both and inline code, as Lexical's format bits", () => {
    expect(
      converted("\n**Bold** then *italic*, **_both_** and `code` and **`bold code`**.\n"),
    ).toEqual([
      paragraph(
        text("Bold", BOLD),
        text(" then "),
        text("italic", ITALIC),
        text(", "),
        text("both", BOLD | ITALIC),
        text(" and "),
        text("code", CODE),
        text(" and "),
        text("bold code", BOLD | CODE),
        text("."),
      ),
    ]);
    // `***both***` reads the same, and is written as above.
    const state = markdocToLexical("\n***both***\n", "en");
    expect(state.root.children).toEqual([paragraph(text("both", BOLD | ITALIC))]);
    expect(lexicalToMarkdoc(state)).toBe("\n**_both_**\n");
  });

  test("links to the site and out of it, as Payload's custom links in the same tab", () => {
    expect(
      converted(
        "\nSee [our **cloud** services](/services/CloudServices) and [the spec](https://spec.commonmark.org/0.31.2/).\n",
      ),
    ).toEqual([
      paragraph(
        text("See "),
        link("/services/CloudServices", text("our "), text("cloud", BOLD), text(" services")),
        text(" and "),
        link("https://spec.commonmark.org/0.31.2/", text("the spec")),
        text("."),
      ),
    ]);
  });

  test("bullet and numbered lists, nested, and an item with a bold lead-in", () => {
    const [bullets, numbers] = converted(
      [
        "",
        "- **Lead-in.** The rest of the item.",
        "- Second",
        "  - Nested one",
        "  - Nested two",
        "- Third",
        "",
        "1. First",
        "2. Second",
        "   1. Inner",
        "3. Third",
        "",
      ].join("\n"),
    );
    const item = (value: number, children: unknown[], indent = 0) =>
      element("listitem", children, { indent, value });
    expect(bullets).toEqual(
      element(
        "list",
        [
          item(1, [text("Lead-in.", BOLD), text(" The rest of the item.")]),
          item(2, [text("Second")]),
          // Lexical nests a list in an item of its own, which takes the next number, unused.
          item(3, [
            element("list", [item(1, [text("Nested one")], 1), item(2, [text("Nested two")], 1)], {
              listType: "bullet",
              start: 1,
              tag: "ul",
            }),
          ]),
          item(3, [text("Third")]),
        ],
        { listType: "bullet", start: 1, tag: "ul" },
      ),
    );
    expect(numbers).toMatchObject({ type: "list", listType: "number", start: 1, tag: "ol" });
    expect(converted("\n3. Third\n4. Fourth\n")).toMatchObject([{ listType: "number", start: 3 }]);
  });

  test("a table: a header row and body rows, formatting and links in cells", () => {
    const cell = (headerState: number, ...children: InlineJSON[]) =>
      element("tablecell", [paragraph(...children)], {
        backgroundColor: null,
        colSpan: 1,
        headerState,
        rowSpan: 1,
      });
    expect(
      converted(
        [
          "",
          "| Plan | **What it covers** |",
          "|---|---|",
          "| `basic` | Fixes, *within* [the scope](/services/SoftwareServices) |",
          "| Retainer |  |",
          "",
        ].join("\n"),
      ),
    ).toEqual([
      element("table", [
        element("tablerow", [cell(1, text("Plan")), cell(1, text("What it covers", BOLD))]),
        element("tablerow", [
          cell(0, text("basic", CODE)),
          cell(
            0,
            text("Fixes, "),
            text("within", ITALIC),
            text(" "),
            link("/services/SoftwareServices", text("the scope")),
          ),
        ]),
        element("tablerow", [cell(0, text("Retainer")), cell(0)]),
      ]),
    ]);
    // An aligned column keeps its alignment, as its cells' paragraphs' alignment.
    const [aligned] = converted("\n| a | b | c |\n|:---:|---:|:---|\n| d | e | f |\n");
    const head = (aligned as TableJSON).children[0]!.children;
    expect(head.map((cell) => cell.children[0]?.format)).toEqual(["center", "right", "left"]);
  });

  test("fenced code with and without a language, as code blocks", () => {
    const state = markdocToLexical(
      "\n```sql\nSELECT 1;\n-- a comment\n```\n\n```\nplain text\n```\n",
      "en",
    );
    expect(lexicalToMarkdoc(state)).toBe(
      "\n```sql\nSELECT 1;\n-- a comment\n```\n\n```\nplain text\n```\n",
    );
    expect(state.root.children).toEqual([
      {
        type: "block",
        version: 2,
        format: "",
        fields: {
          id: expect.stringMatching(ID),
          blockName: "",
          blockType: "code",
          language: "sql",
          code: "SELECT 1;\n-- a comment",
        },
      },
      {
        type: "block",
        version: 2,
        format: "",
        fields: {
          id: expect.stringMatching(ID),
          blockName: "",
          blockType: "code",
          language: "",
          code: "plain text",
        },
      },
    ]);
    for (const value of withNested(state)) expect(saved(value)).toBe(JSON.stringify(value));
  });

  test("code holding backticks or Markdoc's `{%` is fenced so that it comes back verbatim", () => {
    const code = "```js\nconst tag = '{% callout %}';\n```";
    const body = lexicalToMarkdoc(
      stateOf({
        type: "block",
        version: 2,
        format: "",
        fields: { id: "a".repeat(24), blockName: "", blockType: "code", language: "md", code },
      }),
    );
    expect(body).toBe(`\n\`\`\`\`md {% process=false %}\n${code}\n\`\`\`\`\n`);
    expect(blocksOf(markdocToLexical(body))[0]?.fields).toMatchObject({ language: "md", code });
  });

  test("a callout with its type and title, its body (paragraphs, a link) a nested value", () => {
    const body = [
      "",
      '{% callout type="warning" title="Read, \\"do not\\" write" %}',
      "The first paragraph.",
      "",
      "The second, with [a link](/services/iotservices).",
      "{% /callout %}",
      "",
      '{% callout type="tip" %}',
      "Untitled.",
      "{% /callout %}",
      "",
    ].join("\n");
    const [warning, tip] = converted(body) as BlockJSON[];
    expect(warning).toEqual({
      type: "block",
      version: 2,
      format: "",
      fields: {
        id: expect.stringMatching(ID),
        blockName: "",
        blockType: "callout",
        type: "warning",
        title: 'Read, "do not" write',
        content: stateOf(
          paragraph(text("The first paragraph.")),
          paragraph(
            text("The second, with "),
            link("/services/iotservices", text("a link")),
            text("."),
          ),
        ),
      },
    });
    expect(tip?.fields).toMatchObject({ type: "tip", title: "" });
  });

  test("a figure, with its caption or without", () => {
    const body = [
      "",
      '{% figure src="/insights/team.webp" alt="The team at a whiteboard" width=1600 height=1000 caption="Planning a release" /%}',
      "",
      '{% figure src="/illustrations/flow.svg" alt="A flow" width=800 height=600 /%}',
      "",
    ].join("\n");
    const [withCaption, without] = converted(body) as BlockJSON[];
    expect(withCaption?.fields).toEqual({
      id: expect.stringMatching(ID),
      blockName: "",
      blockType: "figure",
      src: "/insights/team.webp",
      alt: "The team at a whiteboard",
      width: 1600,
      height: 1000,
      caption: "Planning a release",
    });
    expect(without?.fields).toMatchObject({ src: "/illustrations/flow.svg", caption: "" });
  });

  test("a hard line break, a quote, and a body in Arabic, right to left", () => {
    expect(converted("\nFirst line\\\nsecond line.\n\n> Quoted\\\n> twice.\n")).toEqual([
      paragraph(text("First line"), { type: "linebreak", version: 1 }, text("second line.")),
      element("quote", [text("Quoted"), { type: "linebreak", version: 1 }, text("twice.")]),
    ]);
    const arabic = markdocToLexical("\n## أولًا\n\nنص **عريض**.\n");
    expect(arabic.root).toMatchObject({
      direction: "rtl",
      children: [{ direction: "rtl" }, { direction: "rtl" }],
    });
  });

  test("a paste's styling (underline, highlight, letter case) is dropped, and its text kept", () => {
    const pasted = stateOf(
      paragraph(text("Under", 8 | 1), text("lined", 128), text(" and ", 0), text("loud", 512)),
    );
    expect(lexicalToMarkdoc(pasted)).toBe("\n**Under**lined and loud\n");
  });

  test("what either side cannot hold is refused, naming it, not lost", () => {
    expect(() => markdocToLexical("\nText.\n\n![A photo](/x.webp)\n")).toThrow(
      "line 4: the editor cannot hold image",
    );
    expect(() => markdocToLexical("\n{% tabs %}\nx\n{% /tabs %}\n")).toThrow("{% tabs %}");
    const away = link("https://example.com", text("away"));
    const newTab = stateOf(paragraph({ ...away, fields: { ...away.fields, newTab: true } }));
    expect(() => lexicalToMarkdoc(newTab)).toThrow("a link opening in a new tab");
    const brokenHeading = stateOf(
      element("heading", [text("One"), { type: "linebreak", version: 1 }, text("two")], {
        tag: "h2",
      }),
    );
    expect(() => lexicalToMarkdoc(brokenHeading)).toThrow('a line break in the heading "Onetwo"');
  });
});

/** The four places text is written: each a value holding `children` as its text. */
const PLACES = {
  paragraph: (children: InlineJSON[]) => stateOf(paragraph(...children)),
  heading: (children: InlineJSON[]) => stateOf(element("heading", children, { tag: "h2" })),
  "list item": (children: InlineJSON[]) =>
    stateOf(
      element("list", [element("listitem", children, { value: 1 })], {
        listType: "number",
        start: 1,
        tag: "ol",
      }),
    ),
  "table cell": (children: InlineJSON[]) =>
    stateOf(
      element("table", [
        element("tablerow", [
          element("tablecell", [paragraph(...children)], {
            backgroundColor: null,
            colSpan: 1,
            headerState: 1,
            rowSpan: 1,
          }),
        ]),
      ]),
    ),
};
type Place = keyof typeof PLACES;

/** The text of a value's one block (of a list, its first item; of a table, its first cell). */
function textIn(state: EditorStateJSON): InlineJSON[] {
  const [block] = state.root.children;
  if (block?.type === "list")
    return (block.children[0]?.children ?? []).filter((child) => child.type !== "list");
  if (block?.type === "table") return block.children[0]?.children[0]?.children[0]?.children ?? [];
  return block && "children" in block ? block.children : [];
}

/**
 * Each character of some text with its formats and link, the spaces at its ends left out (a
 * reader cannot see them, and Markdown drops them), and a space without its formats (which may
 * move outside a formatted run, where Markdown needs them: `**a** b`, not `**a **b`).
 */
function characters(children: InlineJSON[]): string[] {
  const all = (nodes: InlineJSON[], url = ""): string[] =>
    nodes.flatMap((node) =>
      node.type === "linebreak"
        ? ["⏎"]
        : "fields" in node
          ? all(node.children, ` ${node.fields.url}`)
          : [...node.text].map((char) =>
              /\s/.test(char) && !(node.format & CODE) ? char : `${char}${node.format}${url}`,
            ),
    );
  const chars = all(children);
  while (chars[0] !== undefined && /^\s$/.test(chars[0])) chars.shift();
  while (chars.at(-1) !== undefined && /^\s$/.test(chars.at(-1)!)) chars.pop();
  return chars;
}

describe("text typed in the editor that Markdoc would read as syntax", () => {
  const LOOKS_LIKE_SYNTAX = [
    "1. not a numbered item",
    "2) nor this",
    "# not a heading",
    "Title #",
    "- not an item",
    "+ nor this",
    "> not a quote",
    "---",
    "===",
    "{% callout %} is not a tag, nor {% $variable %}",
    "a * b * c, 2*3*4 and **not bold**",
    "snake_case, _not italic_ and __not bold__",
    "`not code` and a lone ` backtick",
    "[not a link](/services) and ![not an image](/x.webp)",
    "not <https://example.com> an autolink, nor <b>html</b>",
    "&amp; and &#97; stay as typed, & so does this",
    "~~not struck~~ and ~about~",
    "a back\\slash, a \\* and a trailing one\\",
    "a | pipe",
    "    four spaces, which would start code",
  ];

  test.each(LOOKS_LIKE_SYNTAX)("%j is escaped, and read back as typed, wherever it is", (typed) => {
    for (const [place, value] of Object.entries(PLACES)) {
      const markdoc = lexicalToMarkdoc(value([text(typed)]));
      expect(Markdoc.validate(Markdoc.parse(markdoc), {}), markdoc).toEqual([]);
      const back = markdocToLexical(markdoc, "en");
      expect(back, `${place}: ${markdoc}`).toEqual(value([text(typed.trim())]));
    }
  });

  test("formats beside punctuation and letters, and `!` before a link, keep their meaning", () => {
    const cases: [InlineJSON[], string][] = [
      // `**` opens before `(` only if no letter precedes it: the letter becomes a reference.
      [[text("a"), text("(b)", BOLD), text("c")], "&#97;**(b)**&#99;"],
      [[text("x"), text("code", BOLD | CODE), text("y")], "&#120;**`code`**&#121;"],
      [[text("Note:", BOLD), text("no space after")], "**Note:**&#110;o space after"],
      // `*a***b**` would pair differently: an italic beside a bold is `_`.
      [[text("italic", ITALIC), text("bold", BOLD)], "_italic_**bold**"],
      [
        [text("bold ", BOLD), text("both", BOLD | ITALIC), text(" italic", ITALIC)],
        "**bold _both_** _italic_",
      ],
      [[text("bold ", BOLD), text("and plain")], "**bold** and plain"],
      [[text("Look!"), link("/x", text("here"))], "Look\\![here](/x)"],
    ];
    for (const [children, written] of cases) {
      const markdoc = lexicalToMarkdoc(stateOf(paragraph(...children)));
      expect(markdoc).toBe(`\n${written}\n`);
      expect(characters(textIn(markdocToLexical(markdoc))), markdoc).toEqual(characters(children));
    }
  });

  test("any runs of formatted text, in any of its places, read back as typed", () => {
    const ALPHABET = [..."ab ب1.*_`[]()#-+|{%}\\<>&;~!=:/"];
    const run = fc.record({
      text: fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 5 }),
      // Bold, italic, strikethrough and code, alone and together.
      format: fc.constantFrom(0, 1, 2, 3, 4, 5, 7, 16, 17, 18),
    });
    const place = fc.constantFrom(...(Object.keys(PLACES) as Place[]));
    fc.assert(
      fc.property(place, fc.array(run, { minLength: 1, maxLength: 6 }), (where, runs) => {
        const children = runs.map((one) => text(one.text.join(""), one.format));
        // A strikethrough ending in a lone `~` after other formatting is misread by markdown-it
        // (it takes that `~` for a stray delimiter), whatever the escaping: not written here.
        fc.pre(!runs.some((one) => one.format & 4 && one.text.join("").trim() === "~"));
        fc.pre(characters(children).length > 0);
        const markdoc = lexicalToMarkdoc(PLACES[where](children));
        expect(characters(textIn(markdocToLexical(markdoc))), markdoc).toEqual(
          characters(children),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
