import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from "payload";
import { savingDraft } from "../access";
import { publisher } from "./publisher";

/** What the editor's own commands store (the import) is the site's already: no publish. */
const quiet = (context: Record<string, unknown>) => context.import === true;

/**
 * A published save asks for a publish, named by what was saved, and so does taking a published
 * entry off the site (unpublishing); a draft saved beside the published entry does not.
 */
export const publishOnSave =
  (name: (doc: Record<string, unknown>) => string): CollectionAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    if (quiet(req.context)) return doc;
    if (doc._status === "published")
      publisher(req.payload).request({ entry: name(doc), user: req.user });
    else if (previousDoc?._status === "published" && !savingDraft(req))
      publisher(req.payload).request({ entry: `${name(doc)} (unpublished)`, user: req.user });
    return doc;
  };

/** Deleting an entry takes it off the site at the next publish. */
export const publishOnDelete =
  (name: (doc: Record<string, unknown>) => string): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!quiet(req.context))
      publisher(req.payload).request({ entry: `${name(doc)} (deleted)`, user: req.user });
    return doc;
  };

export const publishGlobalOnSave =
  (name: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (doc._status === "published" && !quiet(req.context))
      publisher(req.payload).request({ entry: name, user: req.user });
    return doc;
  };
