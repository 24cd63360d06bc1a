import type { GlobalConfig, PayloadRequest } from "payload";
import { contactSchema } from "../../content/contact.schema";
import { factsSchema } from "../../content/facts.schema";
import { hasRole, signedIn } from "../access";
import { inAdminLanguage } from "../errors";
import { globalPublishableInBothLanguages, schemaFields } from "../content-files/schema-fields";
import { AUTOSAVED_DRAFTS, plainTextOnly } from "../fields";
import { publishGlobalOnSave } from "../publish/hooks";

/**
 * The company's facts every page agrees on: its name, e-mail and phone the same in both languages
 * (content/contact.json); its office, figures and client countries in each (content/facts.json,
 * facts.ar.json).
 */
export const Company: GlobalConfig = {
  slug: "company",
  label: { en: "Company", ar: "الشركة" },
  versions: AUTOSAVED_DRAFTS,
  hooks: {
    beforeChange: [plainTextOnly, globalPublishableInBothLanguages(factsSchema)],
    afterChange: [publishGlobalOnSave("the company's details")],
  },
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
      admin: {
        description: {
          en: "International form: + then digits and spaces, as +91 20 4000 1234.",
          ar: "بالصيغة الدولية: \u200e+\u200e ثم أرقام ومسافات، مثل \u200e+91 20 4000 1234\u200e.",
        },
      },
      validate: (value: unknown, { req }: { req?: PayloadRequest }) =>
        contactSchema.shape.phone.safeParse(value).success ||
        inAdminLanguage(req, {
          en: "Not an international number: write + then digits and spaces, as +91 20 4000 1234.",
          ar: "ليس رقمًا دوليًا: اكتب \u200e+\u200e ثم أرقامًا ومسافات، مثل \u200e+91 20 4000 1234\u200e.",
        }),
    },
    ...schemaFields(factsSchema),
  ],
};
