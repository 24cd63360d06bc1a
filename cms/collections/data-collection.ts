import type { CollectionConfig } from "payload";
import { editors, publishedByEditors, signedIn, signedInOrPreview } from "../access";
import { dataFiles, type DataFiles } from "../content-files/data-files";
import { publishableInBothLanguages, schemaFields } from "../content-files/schema-fields";
import {
  AUTOSAVED_DRAFTS,
  editView,
  plainTextOnly,
  readyForEditor,
  readyForEditorOnlyUntilPublished,
  tellEditorsWhenReady,
} from "../fields";
import { entryLabel, publishOnDelete, publishOnSave } from "../publish/hooks";
import { previewLink } from "../preview-link";

type Names = { en: string; ar: string };

/**
 * A collection written to the site's data files (cms/content-files/data-files.ts), its form drawn
 * from their schema. A page's entries are the pages the site has routes for: staff edit and
 * publish them. A list's entries are added, ordered and deleted too.
 */
export function dataCollection(
  collection: DataFiles["collection"],
  {
    labels,
    description,
    title,
  }: { labels: { singular: Names; plural: Names }; description: Names; title: string },
): CollectionConfig {
  const files = dataFiles(collection);
  const name = (doc: Record<string, unknown>) =>
    `${labels.singular.en.toLowerCase()} ${entryLabel(doc, title)}`;
  const list = files.kind === "list";
  return {
    slug: collection,
    labels,
    admin: {
      useAsTitle: title,
      defaultColumns: [title, list ? "order" : "slug", "_status"],
      description,
      ...previewLink((doc) => files.path(String(doc.slug))),
      components: { edit: editView },
    },
    defaultSort: list ? "order" : undefined,
    versions: AUTOSAVED_DRAFTS,
    access: {
      read: signedInOrPreview,
      create: list ? signedIn : () => false,
      update: signedIn,
      delete: list ? editors : () => false,
    },
    hooks: {
      beforeChange: [
        plainTextOnly,
        publishedByEditors,
        publishableInBothLanguages(files.schema),
        readyForEditorOnlyUntilPublished,
      ],
      afterChange: [publishOnSave(name), tellEditorsWhenReady(name)],
      afterDelete: [publishOnDelete(name)],
    },
    fields: [
      ...(list
        ? [
            {
              name: "order",
              type: "number" as const,
              label: { en: "Order", ar: "الترتيب" },
              required: true,
              admin: {
                position: "sidebar" as const,
                description: {
                  en: "Lower numbers come first on the page.",
                  ar: "الأرقام الأصغر تظهر أولًا في الصفحة.",
                },
              },
            },
          ]
        : []),
      ...schemaFields(files.schema, list ? files.shared : []),
      readyForEditor,
    ],
  };
}
