import type { CollectionConfig } from "payload";
import { signedIn } from "../access";

const PUBLISH_STATES = {
  queued: { en: "queued", ar: "في الانتظار" },
  building: { en: "building", ar: "قيد البناء" },
  live: { en: "live", ar: "على الموقع" },
  "partly-live": { en: "partly live", ar: "على بعض الأجهزة" },
  failed: { en: "failed", ar: "فشل" },
} as const;

/**
 * Each publish, as staff follow it: queued, building, live at a time, partly live (live here, not
 * yet on every machine of DEPLOY_MACHINES: it is sent to those until each has it), or failed with
 * the build's last lines. Written by the publisher only (cms/publish/publisher.ts); nobody edits it.
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
    description: {
      en: "Each publish writes the site's content files, commits them and rebuilds the site.",
      ar: "كل عملية نشر تكتب ملفات محتوى الموقع، وتحفظها في مستودعه، ثم تعيد بناءه.",
    },
  },
  defaultSort: "-createdAt",
  access: { read: signedIn, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: "state",
      type: "select",
      label: { en: "State", ar: "الحالة" },
      required: true,
      options: Object.entries(PUBLISH_STATES).map(([value, label]) => ({ value, label })),
    },
    { name: "entries", type: "text", label: { en: "Entries", ar: "ما نُشر" }, required: true },
    { name: "requestedBy", type: "text", label: { en: "Requested by", ar: "بطلب من" } },
    {
      name: "startedAt",
      type: "date",
      label: { en: "Started at", ar: "بدأ في" },
      admin: { date: { pickerAppearance: "dayAndTime" } },
    },
    {
      name: "finishedAt",
      type: "date",
      label: { en: "Finished at", ar: "انتهى في" },
      admin: { date: { pickerAppearance: "dayAndTime" } },
    },
    { name: "commit", type: "text", label: { en: "Commit", ar: "الإيداع (git)" } },
    {
      name: "skipped",
      type: "json",
      label: { en: "Left out", ar: "ما لم يُنشر" },
      admin: {
        description: {
          en: "Articles this publish could not write, and why: the site keeps their last published version; everything else went live.",
          ar: "مقالات لم تستطع عملية النشر هذه كتابتها، والسبب: يبقى على الموقع آخر ما نُشر منها، ونُشر كل ما عداها.",
        },
      },
    },
    {
      name: "log",
      type: "textarea",
      label: { en: "Log", ar: "السجل" },
      admin: { description: { en: "The build's last lines.", ar: "آخر أسطر البناء." } },
    },
  ],
};
