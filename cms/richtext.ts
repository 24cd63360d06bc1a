import {
  BlocksFeature,
  BoldFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from "@payloadcms/richtext-lexical";
import type { Block, Field, FieldHook } from "payload";
import { markdocToLexical } from "../lib/markdoc-lexical";
import { Refusal } from "./errors";

// An article's body as staff write it: what an article's Markdoc file can say, and nothing else
// (lib/markdoc-lexical.ts converts both ways), so that what is written here is what is published.
// Sections are Heading 2 to 4 (the page's title is its h1); a link is an address, with the site's
// pages to pick from (cms/components/page-picker.tsx); code and callouts are blocks.

/** Text, links and lists: a callout's content, and the body's paragraphs. */
const textFeatures = [
  ParagraphFeature(),
  BoldFeature(),
  ItalicFeature(),
  InlineCodeFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  LinkFeature({
    enabledCollections: [],
    fields: ({ defaultFields }) => [
      // Above the address: the site's pages, which fill it (and the words, if none were selected).
      {
        name: "sitePage",
        type: "ui",
        admin: { components: { Field: "/components/page-picker#PagePicker" } },
      },
      ...defaultFields
        // A link opens where the site's links do, in the same tab.
        .filter((field) => field.name !== "newTab")
        // Only an address: there is no other kind to choose.
        .map((field) =>
          field.name === "linkType"
            ? ({ ...field, admin: { ...field.admin, hidden: true } } as typeof field)
            : field,
        ),
    ],
  }),
  InlineToolbarFeature(),
];

const code: Block = {
  slug: "code",
  labels: { singular: { en: "Code", ar: "شيفرة" }, plural: { en: "Code", ar: "شيفرات" } },
  fields: [
    {
      name: "language",
      type: "text",
      label: { en: "Language", ar: "اللغة" },
      admin: {
        description: {
          en: "How the code is coloured: ts, js, json, bash, sql, yaml… or empty for plain text.",
          ar: "لتلوين الشيفرة: ts أو js أو json أو bash أو sql أو yaml… أو فارغًا لنص عادي.",
        },
      },
    },
    {
      name: "code",
      type: "textarea",
      label: { en: "Code", ar: "الشيفرة" },
      admin: { rows: 8, rtl: false, className: "code-block-input" },
    },
  ],
};

const callout: Block = {
  slug: "callout",
  labels: {
    singular: { en: "Callout", ar: "ملاحظة بارزة" },
    plural: { en: "Callouts", ar: "ملاحظات بارزة" },
  },
  fields: [
    {
      name: "type",
      type: "select",
      label: { en: "Kind", ar: "النوع" },
      required: true,
      defaultValue: "note",
      options: [
        { value: "note", label: { en: "Note", ar: "ملاحظة" } },
        { value: "tip", label: { en: "Tip", ar: "نصيحة" } },
        { value: "warning", label: { en: "Warning", ar: "تنبيه" } },
      ],
    },
    { name: "title", type: "text", label: { en: "Title", ar: "العنوان" } },
    {
      name: "content",
      type: "richText",
      label: { en: "Content", ar: "المحتوى" },
      editor: lexicalEditor({ features: textFeatures }),
    },
  ],
};

/**
 * A photo inside the body, from the editor's Media (uploaded there or from here): published in the
 * sizes of a cover (lib/cover-images.ts) with its description in the body's language as its alt
 * text, which publishing requires in both languages; the caption is the body's own.
 */
const figure: Block = {
  slug: "figure",
  labels: { singular: { en: "Photo", ar: "صورة" }, plural: { en: "Photos", ar: "صور" } },
  fields: [
    {
      name: "image",
      type: "upload",
      relationTo: "media",
      required: true,
      label: { en: "Photo", ar: "الصورة" },
      filterOptions: { mimeType: { not_equals: "image/svg+xml" } },
      admin: {
        description: {
          en: "Its description (alt text), in both languages, is the image's own: set it in Media.",
          ar: "وصفها (النص البديل) باللغتين هو وصف الصورة نفسها: يُضبط في الوسائط.",
        },
      },
    },
    { name: "caption", type: "text", label: { en: "Caption", ar: "التعليق" } },
  ],
};

/**
 * A body sent as Markdoc text (a script, or an older client) is stored as the editor's value; one
 * the editor cannot hold is refused with the line and what is there, and nothing is stored.
 */
const fromMarkdoc: FieldHook = ({ value, req }) => {
  if (typeof value !== "string") return value;
  try {
    return markdocToLexical(value, req.locale === "ar" ? "ar" : "en");
  } catch (error) {
    const reason = (error as Error).message;
    throw new Refusal(req, 400, {
      en: `Not saved: body, ${reason}`,
      ar: `لم يُحفظ نص المقال: ${reason}`,
    });
  }
};

/**
 * Every body block ends with a hidden field that keeps the body holding what staff type in the
 * block at once (cms/components/block-values.tsx), not only after Payload's round trip to the server.
 */
const keptAsTyped = (block: Block): Block => ({
  ...block,
  fields: [
    ...block.fields,
    {
      name: "typed",
      type: "ui",
      admin: { components: { Field: "/components/block-values#BlockValues" } },
    },
  ],
});

/** The article's body field, in each language. */
export const articleBody = (field: Omit<Extract<Field, { type: "richText" }>, "type">): Field => ({
  ...field,
  type: "richText",
  hooks: { beforeValidate: [fromMarkdoc] },
  editor: lexicalEditor({
    features: [
      ...textFeatures,
      HeadingFeature({ enabledHeadingSizes: ["h2", "h3", "h4"] }),
      EXPERIMENTAL_TableFeature(),
      BlocksFeature({ blocks: [code, callout, figure].map(keptAsTyped) }),
      FixedToolbarFeature(),
    ],
  }),
});
