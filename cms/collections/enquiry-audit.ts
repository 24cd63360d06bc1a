import type { CollectionConfig } from "payload";
import { admins } from "../access";

const ACTIONS = {
  listed: { en: "listed", ar: "عرض القائمة" },
  viewed: { en: "viewed", ar: "فتح" },
  changed: { en: "changed", ar: "غيَّر" },
  erased: { en: "erased", ar: "محا" },
  exported: { en: "exported", ar: "صدَّر" },
} as const;
export type AuditAction = keyof typeof ACTIONS;

/**
 * Every look at the enquiries' personal data and every change, by whom and when: a page of the
 * inbox (the filters, the enquiries it showed), an enquiry opened, marked, assigned, noted,
 * erased, an export. It names enquiries by number and holds no personal data, so it outlives an
 * erasure; entries older than the enquiries' retention are deleted with them
 * (cms/enquiries/site.ts). Written by the editor's server only; admins read it, nobody edits it.
 */
export const EnquiryAudit: CollectionConfig = {
  slug: "enquiry-audit",
  labels: {
    singular: { en: "Enquiry record", ar: "سجل الاستفسارات" },
    plural: { en: "Enquiry records", ar: "سجل الاستفسارات" },
  },
  admin: {
    useAsTitle: "action",
    defaultColumns: ["createdAt", "staff", "action", "enquiries", "detail"],
    description: {
      en: "Who looked at which enquiries, and what they changed: kept for the enquiries' retention.",
      ar: "من اطَّلع على أي الاستفسارات، وما الذي غيَّره: يُحفظ طوال مدة الاحتفاظ بالاستفسارات.",
    },
  },
  defaultSort: "-createdAt",
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: "staff", type: "text", label: { en: "Staff", ar: "الموظف" }, required: true },
    {
      name: "action",
      type: "select",
      label: { en: "Action", ar: "الإجراء" },
      required: true,
      options: Object.entries(ACTIONS).map(([value, label]) => ({ value, label })),
    },
    {
      name: "enquiries",
      type: "text",
      label: { en: "Enquiries", ar: "الاستفسارات" },
      admin: { description: { en: "Their numbers.", ar: "أرقامها." } },
    },
    { name: "detail", type: "text", label: { en: "Detail", ar: "التفاصيل" } },
  ],
};
