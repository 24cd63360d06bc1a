import type { CollectionBeforeChangeHook, CollectionSlug, PayloadRequest } from "payload";
import { Refusal, type Bilingual } from "./errors";
import { LOCALES } from "./locales";

/**
 * An entry as stored, its localised fields in every language (`{ en, ar }`), its latest draft
 * included; empty for an entry not saved yet. Reading all languages sets the request's language to
 * "all": the one being saved is kept.
 */
export async function storedInAllLanguages(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string | undefined,
): Promise<Record<string, unknown>> {
  if (id === undefined) return {};
  const saving = req.locale;
  const stored = await req.payload.findByID({
    collection,
    id,
    locale: "all",
    draft: true,
    depth: 0,
    overrideAccess: true,
    req,
  });
  req.locale = saving;
  return stored as Record<string, unknown>;
}

type Node = { type?: string; text?: string; children?: Node[] };

/** Nothing written: no value, blank text, no items, or a rich text of blank paragraphs only. */
const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" &&
    "root" in value &&
    ((value.root as Node).children ?? []).every(
      (node) =>
        node.type === "paragraph" &&
        (node.children ?? []).every((child) => child.type === "text" && !child.text?.trim()),
    ));

/**
 * Publishing needs every required localised field in both languages: Payload checks only the
 * language being saved, so this looks at the other one as stored, and refuses with the fields named.
 */
export function completeInBothLanguages(fields: readonly string[]): CollectionBeforeChangeHook {
  return async ({ data, req, originalDoc, collection }) => {
    if (data._status !== "published") return data;
    const saving = req.locale;
    const stored = (await storedInAllLanguages(req, collection.slug, originalDoc?.id)) as Record<
      string,
      Record<string, unknown> | undefined
    >;
    const missing = LOCALES.map(({ code, label }) => ({
      label,
      fields: fields.filter((field) =>
        empty(code === saving ? data[field] : stored[field]?.[code]),
      ),
    })).filter(({ fields }) => fields.length > 0);
    const arabicName = (name: string) => {
      const field = collection.fields.find((field) => "name" in field && field.name === name);
      return ((field as { label?: Bilingual } | undefined)?.label ?? { ar: name }).ar;
    };
    if (missing.length > 0)
      throw new Refusal(
        req,
        400,
        // The admin lists what follows the colon, one item per comma.
        {
          en: `Not published, both languages are needed. Missing: ${missing
            .flatMap(({ label, fields }) => fields.map((field) => `${label.en} ${field}`))
            .join(", ")}`,
          ar: `لم يُنشر، يلزم المحتوى باللغتين. ينقص: ${missing
            .flatMap(({ label, fields }) =>
              fields.map((field) => `${arabicName(field)} (${label.ar})`),
            )
            .join(", ")}`,
        },
        { missing: missing.map(({ label, fields }) => ({ language: label.en, fields })) },
      );
    return data;
  };
}
