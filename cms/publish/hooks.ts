import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from "payload";
import { savingDraft } from "../access";
import { publisher } from "./publisher";

/** An entry as a publish names it: its slug, else its title, else its number (never "undefined"). */
export function entryLabel(doc: Record<string, unknown>, title: string): string {
  const label = [doc.slug, doc[title]].find((value) => typeof value === "string" && value.trim());
  return typeof label === "string" ? label : `#${String(doc.id)}`;
}

/** What the editor's own commands store (the import) is the site's already: no publish. */
const quiet = (context: Record<string, unknown>) => context.import === true;

/**
 * A published save asks for a publish (stored with the save, before the editor answers), named by what was saved, and so does taking a published
 * entry off the site (unpublishing); a draft saved beside the published entry does not. A request
 * that asks for some fields back (`?select=…`) hands the hook only those: the entry is then read
 * whole, as saved, so that its state and name are known.
 */
export const publishOnSave =
  (name: (doc: Record<string, unknown>) => string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, collection }) => {
    if (quiet(req.context)) return doc;
    const saved: Record<string, unknown> =
      req.query?.select === undefined && "_status" in doc
        ? doc
        : await req.payload.findByID({
            collection: collection.slug,
            id: doc.id,
            draft: true,
            depth: 0,
            overrideAccess: true,
            req,
          });
    if (saved._status === "published")
      await publisher(req.payload).request({ entry: name(saved), user: req.user, req });
    else if (previousDoc?._status === "published" && !savingDraft(req))
      await publisher(req.payload).request({
        entry: `${name(saved)} (unpublished)`,
        user: req.user,
        req,
      });
    return doc;
  };

/** Deleting an entry takes it off the site at the next publish. */
export const publishOnDelete =
  (name: (doc: Record<string, unknown>) => string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    if (!quiet(req.context))
      await publisher(req.payload).request({
        entry: `${name(doc)} (deleted)`,
        user: req.user,
        req,
      });
    return doc;
  };

export const publishGlobalOnSave =
  (name: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    if (doc._status === "published" && !quiet(req.context))
      await publisher(req.payload).request({ entry: name, user: req.user, req });
    return doc;
  };
