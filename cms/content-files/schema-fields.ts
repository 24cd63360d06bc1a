// The editor's form for a content file, drawn from the file's zod schema (content/*.schema.ts), so
// that the site's build and the editor agree on every field: the fields, and the check that
// refuses to publish what the build would reject (lib/editor-entries.ts maps an entry to its file).
import type {
  CollectionBeforeChangeHook,
  Field,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from "payload";
import type { z } from "zod";
import { def, editorName, toFile, unwrap, variants, variantValue } from "../../lib/editor-entries";
import { Refusal, type Bilingual } from "../errors";
import { storedInAllLanguages } from "../languages";
import { LOCALES } from "../locales";
import { FIELD_LABELS, FIELD_RULES } from "./field-labels";

type Schema = z.ZodType;
type Row = Record<string, unknown>;

/** Short values get a one-line input; the rest a text area. */
const SHORT = new Set([
  // Lists of names and phrases, one per row.
  "keywords",
  "technologies",
  "services",
  "items",
  "slug",
  "metaTitle",
  "title",
  "label",
  "value",
  "group",
  "heading",
  "eyebrow",
  "industry",
  "region",
  "duration",
  "image",
  "street",
  "locality",
  "postalCode",
  "country",
  "code",
  "name",
  "author",
  "img",
  "question",
]);

const label = (key: string) => {
  const labels = FIELD_LABELS[key];
  if (!labels) throw new Error(`No label for the field "${key}"`);
  return labels;
};

/** One schema entry as a Payload field; strings listed one per row (`value`). */
function field(
  key: string,
  schema: Schema,
  condition?: (data: Record<string, unknown>) => boolean,
): Field {
  const inner = unwrap(schema);
  const d = def(inner);
  const common = {
    name: editorName(key),
    label: label(key),
    ...(condition && { admin: { condition } }),
  };
  switch (d.type) {
    case "string":
      return SHORT.has(key) ? { ...common, type: "text" } : { ...common, type: "textarea" };
    case "enum":
      return {
        ...common,
        type: "select",
        options: Object.values(d.entries!).map((value) => ({ value, label: value })),
      };
    case "object":
      return { ...common, type: "group", fields: fields(d.shape!) };
    case "tuple":
    case "array": {
      const element = d.type === "tuple" ? d.items![0]! : d.element!;
      const rows = d.type === "tuple" ? { minRows: d.items!.length, maxRows: d.items!.length } : {};
      return {
        ...common,
        type: "array",
        ...rows,
        fields:
          def(element).type === "object"
            ? fields(def(element).shape!)
            : [{ ...field("value", element), type: SHORT.has(key) ? "text" : "textarea" } as Field],
      };
    }
    default:
      throw new Error(`The editor has no field for a ${d.type} ("${key}")`);
  }
}

const fields = (shape: Record<string, Schema>) =>
  Object.entries(shape).map(([key, schema]) => field(key, schema));

/** Merges the shapes of a union's variants: a key some variants lack shows only in those that have it. */
function mergedFields(
  shapes: { value: string; shape: Record<string, Schema> }[],
  discriminator: string,
  path: string[] = [],
): Field[] {
  const keys = [...new Set(shapes.flatMap(({ shape }) => Object.keys(shape)))];
  return keys
    .filter((key) => key !== discriminator)
    .map((key) => {
      const having = shapes.filter(({ shape }) => key in shape);
      const condition =
        having.length < shapes.length
          ? (data: Record<string, unknown>) =>
              having.some(({ value }) => data[discriminator] === value)
          : undefined;
      const schemas = having.map(({ shape }) => unwrap(shape[key]!));
      if (having.length > 1 && schemas.every((schema) => def(schema).type === "object"))
        return {
          name: editorName(key),
          label: label(key),
          type: "group",
          ...(condition && { admin: { condition } }),
          fields: mergedFields(
            having.map(({ value, shape }) => ({ value, shape: def(unwrap(shape[key]!)).shape! })),
            discriminator,
            [...path, key],
          ),
        } as Field;
      return field(key, having[0]!.shape[key]!, condition);
    });
}

/**
 * The fields of an entry whose file `schema` describes: `slug`, a union's discriminator and the
 * `shared` fields the same in both languages, every other field per language.
 */
export function schemaFields(schema: Schema, shared: string[] = []): Field[] {
  const options = variants(schema);
  const discriminator = def(schema).discriminator;
  const shapes = options.map((variant) => ({
    value: discriminator ? variantValue(variant, discriminator) : "",
    shape: def(variant).shape!,
  }));
  const merged = mergedFields(shapes, discriminator ?? "");
  const localised = merged.map((item) =>
    "name" in item && item.name === "slug"
      ? ({
          ...item,
          type: "text",
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true },
        } as Field)
      : ({ ...item, localized: !("name" in item && shared.includes(item.name)) } as Field),
  );
  if (!discriminator) return localised;
  return [
    localised[0]!,
    {
      name: discriminator,
      type: "select",
      label: label(discriminator),
      required: true,
      admin: { readOnly: true },
      options: shapes.map(({ value }) => ({ value, label: value })),
    },
    ...localised.slice(1),
  ];
}

/** A schema's field names as people read them, for a path the schema's check reports. */
const readablePath = (path: PropertyKey[], language: keyof Bilingual) =>
  path
    .map((part) => (typeof part === "number" ? String(part + 1) : label(String(part))[language]))
    .join(" › ");

/** "Not valid", with the rule the field's text must follow where it has one. */
function notValid(path: PropertyKey[]): Bilingual {
  const rule = FIELD_RULES[String(path.findLast((part) => typeof part === "string"))];
  return rule
    ? { en: ` (not valid: ${rule.en})`, ar: `، غير صالح: ${rule.ar}` }
    : { en: " (not valid)", ar: "، غير صالح" };
}

/**
 * What the site's build would refuse of an entry, in both languages: the language being saved as
 * `data` holds it, the other as stored. One item per field, named with its language.
 */
function problems(schema: Schema, data: Row, stored: Row, localised: Set<string>, saving: string) {
  return LOCALES.flatMap(({ code, label: language }) => {
    const entry = Object.fromEntries(
      [...new Set([...Object.keys(stored), ...Object.keys(data)])].map((name) => {
        const current = code === saving && name in data ? data[name] : undefined;
        const kept = localised.has(name) ? (stored[name] as Row | undefined)?.[code] : stored[name];
        return [name, current ?? kept];
      }),
    );
    const result = schema.safeParse(toFile(schema, entry));
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const empty = issue.code === "too_small" && issue.minimum === 1;
      const what: Bilingual =
        issue.code === "invalid_type" || empty
          ? { en: "", ar: "" }
          : issue.code === "too_big"
            ? { en: " (too long)", ar: "، أطول من اللازم" }
            : issue.code === "too_small"
              ? { en: " (too short)", ar: "، أقصر من اللازم" }
              : notValid(issue.path);
      return {
        en: `${language.en} ${readablePath(issue.path, "en")}${what.en}`,
        ar: `${readablePath(issue.path, "ar")} (${language.ar}${what.ar})`,
      };
    });
  });
}

const localisedNames = (fields: Field[]) =>
  new Set(
    fields.flatMap((item) =>
      "name" in item && "localized" in item && item.localized ? [item.name] : [],
    ),
  );

function refuse(req: PayloadRequest, found: Bilingual[]) {
  const list = (language: keyof Bilingual) => [...new Set(found.map((item) => item[language]))];
  if (found.length > 0)
    throw new Refusal(
      req,
      400,
      // The admin lists what follows the colon, one item per comma.
      {
        en: `Not published, both languages are needed. Missing or not valid: ${list("en").join(", ")}`,
        ar: `لم يُنشر، يلزم المحتوى باللغتين. ناقص أو غير صالح: ${list("ar").join(", ")}`,
      },
      { problems: list("en") },
    );
}

/**
 * Publishing checks the entry as the site's build will, in both languages: Payload checks only
 * the language being saved, so the other one is read as stored. A refusal names each field.
 */
export function publishableInBothLanguages(schema: Schema): CollectionBeforeChangeHook {
  return async ({ data, req, originalDoc, collection }) => {
    if (data._status !== "published") return data;
    const saving = req.locale;
    const stored = await storedInAllLanguages(req, collection.slug, originalDoc?.id);
    refuse(req, problems(schema, data, stored, localisedNames(collection.fields), String(saving)));
    return data;
  };
}

/** The same check for a global (the company's facts). */
export function globalPublishableInBothLanguages(schema: Schema): GlobalBeforeChangeHook {
  return async ({ data, req, global }) => {
    if (data._status !== "published") return data;
    const saving = req.locale;
    const stored = (await req.payload.findGlobal({
      slug: global.slug,
      locale: "all",
      draft: true,
      depth: 0,
      overrideAccess: true,
      req,
    })) as Row;
    req.locale = saving;
    refuse(req, problems(schema, data, stored, localisedNames(global.fields), String(saving)));
    return data;
  };
}
