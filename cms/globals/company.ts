import type { GlobalConfig } from "payload";
import { contactSchema } from "../../content/contact.schema";
import { hasRole, signedIn } from "../access";
import { publishGlobalOnSave } from "../publish/hooks";

/** The company's facts every page agrees on: its identifiers are the same in both languages. */
export const Company: GlobalConfig = {
  slug: "company",
  label: { en: "Company", ar: "الشركة" },
  versions: { drafts: true },
  hooks: { afterChange: [publishGlobalOnSave("the company's details")] },
  access: {
    read: signedIn,
    update: ({ req }) => hasRole(req.user, "admin", "editor"),
  },
  fields: [
    {
      name: "brand",
      type: "text",
      label: { en: "Brand", ar: "اسم الشركة" },
      required: true,
      admin: {
        description: {
          en: "The company's name, in Latin letters on every page.",
          ar: "اسم الشركة، بالحروف اللاتينية في كل الصفحات.",
        },
      },
    },
    {
      name: "email",
      type: "email",
      label: { en: "E-mail", ar: "البريد الإلكتروني" },
      required: true,
    },
    {
      name: "phone",
      type: "text",
      label: { en: "Phone", ar: "الهاتف" },
      required: true,
      validate: (value: unknown) =>
        contactSchema.shape.phone.safeParse(value).success ||
        "An international number: + then digits and spaces, as +91 20 4000 1234.",
    },
  ],
};
