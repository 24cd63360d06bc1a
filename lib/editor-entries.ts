// An entry as the editor (Payload) stores it, and the same entry as the site's data file holds
// it, in one language, both directions drawn from the file's zod schema (content/*.schema.ts):
// the editor's import and publish use it, and a preview instance reads the editor's drafts with it.
import type { z } from "zod";

type Schema = z.ZodType;
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  innerType?: Schema;
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
};
export const def = (schema: Schema) => (schema as unknown as { def: Def }).def;

/** Payload gives every array row an `id`, and a locale's keys mean something to it: renamed. */
const RENAMED: Record<string, string> = { id: "kind", en: "english", ar: "arabic" };
export const editorName = (key: string) => RENAMED[key] ?? key;

export const unwrap = (schema: Schema): Schema =>
  def(schema).type === "optional" ? unwrap(def(schema).innerType!) : schema;

/** The options of a schema, one object or a union told apart by one field (a page's template). */
export const variants = (schema: Schema) =>
  def(schema).type === "union" ? def(schema).options! : [schema];

/** The discriminator's value in one variant of a union. */
export const variantValue = (variant: Schema, discriminator: string) =>
  String(def(def(variant).shape![discriminator]!).values![0]);

type Value = unknown;
type Row = Record<string, Value>;

const variantOf = (schema: Schema, value: Row) => {
  const discriminator = def(schema).discriminator;
  if (!discriminator) return schema;
  return (
    variants(schema).find(
      (variant) => variantValue(variant, discriminator) === value[discriminator],
    ) ?? variants(schema)[0]!
  );
};

/** An entry (one language, as Payload returns it) as its file's data; empty values are left out. */
export function toFile(schema: Schema, value: Value): Value {
  const inner = unwrap(schema);
  const d = def(inner);
  if (value == null) return undefined;
  switch (d.type) {
    case "union":
      return toFile(variantOf(inner, value as Row), value);
    case "object": {
      const out: Row = {};
      for (const [key, child] of Object.entries(d.shape!)) {
        const mapped = toFile(child, (value as Row)[editorName(key)]);
        const empty = Array.isArray(mapped) && mapped.length === 0;
        if (mapped !== undefined && !(empty && def(child).type === "optional")) out[key] = mapped;
      }
      // An optional group Payload holds with nothing in it is no group in the file.
      const blank = Object.values(out).every((item) => Array.isArray(item) && item.length === 0);
      return blank && def(schema).type === "optional" ? undefined : out;
    }
    case "tuple":
    case "array": {
      const element = d.type === "tuple" ? d.items![0]! : d.element!;
      return (value as Row[]).map((row) =>
        def(element).type === "object" ? toFile(element, row) : row.value,
      );
    }
    default:
      return value;
  }
}

/** A file's data as an entry for Payload (one language): the inverse of `toFile`. */
export function toEditor(schema: Schema, value: Value): Value {
  const inner = unwrap(schema);
  const d = def(inner);
  switch (d.type) {
    case "union":
      return toEditor(variantOf(inner, value as Row), value);
    case "object":
      return Object.fromEntries(
        Object.entries(value as Row).map(([key, child]) => [
          editorName(key),
          toEditor(d.shape![key]!, child),
        ]),
      );
    case "tuple":
    case "array": {
      const element = d.type === "tuple" ? d.items![0]! : d.element!;
      return (value as Value[]).map((row) =>
        def(element).type === "object" ? toEditor(element, row) : { value: row },
      );
    }
    default:
      return value;
  }
}
