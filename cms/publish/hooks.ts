import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from "payload";
import { publisher } from "./publisher";

/** What the editor's own commands store (the import) is the site's already: no publish. */
const quiet = (context: Record<string, unknown>) => context.import === true;

/** A published save asks for a publish, named by what was saved; a draft does not. */
export const publishOnSave =
  (name: (doc: Record<string, unknown>) => string): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    if (doc._status === "published")
      publisher(req.payload).request({ entry: name(doc), user: req.user });
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
    if (doc._status === "published")
      publisher(req.payload).request({ entry: name, user: req.user });
    return doc;
  };
