import type { CollectionConfig } from "payload";
import { signedIn } from "../access";

const PUBLISH_STATES = ["queued", "building", "live", "failed"] as const;

/**
 * Each publish, as staff follow it: queued, building, live at a time, or failed with the build's
 * last lines. Written by the publisher only (cms/publish/publisher.ts); nobody edits it.
 */
export const Publishes: CollectionConfig = {
  slug: "publishes",
  labels: {
    singular: { en: "Publish", ar: "نشر" },
    plural: { en: "Publishes", ar: "عمليات النشر" },
  },
  admin: {
    useAsTitle: "entries",
    defaultColumns: ["state", "entries", "requestedBy", "finishedAt"],
    description:
      "Each publish writes the site's content files, commits them and rebuilds the site.",
  },
  defaultSort: "-createdAt",
  access: { read: signedIn, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: "state",
      type: "select",
      required: true,
      options: PUBLISH_STATES.map((state) => ({ value: state, label: state })),
    },
    { name: "entries", type: "text", required: true },
    { name: "requestedBy", type: "text" },
    { name: "startedAt", type: "date", admin: { date: { pickerAppearance: "dayAndTime" } } },
    { name: "finishedAt", type: "date", admin: { date: { pickerAppearance: "dayAndTime" } } },
    { name: "commit", type: "text" },
    { name: "log", type: "textarea", admin: { description: "The build's last lines." } },
  ],
};
