import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from "payload";
import { caseStudyCards } from "../../content/case-studies";
import { insightAuthors, insightTags } from "../../content/insights/taxonomy";
import { services } from "../../content/services";
import { serviceCards } from "../../content/services.ar";
import { editors, publishedByEditors, signedIn, signedInOrPreview } from "../access";
import { previewLink } from "../preview-link";
import { ARTICLE_SLUG, RESERVED_SLUGS, bodyMarkdoc, photosIn } from "../../lib/article-files";
import type { EditorStateJSON } from "../../lib/markdoc-lexical";
import { siteLinks, sitePages } from "../../lib/site-pages";
import {
  AUTOSAVED_DRAFTS,
  editView,
  plainTextOnly,
  readyForEditor,
  readyForEditorOnlyUntilPublished,
  tellEditorsWhenReady,
} from "../fields";
import { completeInBothLanguages, storedInAllLanguages } from "../languages";
import { LOCALES } from "../locales";
import { inAdminLanguage, Refusal } from "../errors";
import { entryLabel, publishOnDelete, publishOnSave } from "../publish/hooks";
import { articleBody } from "../richtext";

/** The localised fields an article needs in both languages before it is published. */
const REQUIRED_IN_BOTH = ["title", "description", "body"] as const;

type Names = { en: string; ar: string } | { en: { name: string }; ar: { name: string } };
const options = (entries: Record<string, Names>) =>
  Object.entries(entries).map(([value, names]) => ({
    value,
    label:
      typeof names.en === "string"
        ? (names as { en: string; ar: string })
        : { en: names.en.name, ar: (names.ar as { name: string }).name },
  }));

const articleName = (doc: Record<string, unknown>) => `article ${entryLabel(doc, "title")}`;

/**
 * A published article's images (its cover and the photos in its body, in either language) are
 * described in both languages: the site shows the text as their alt. A photo whose image was taken
 * out of Media is named too.
 */
const imagesDescribedInBothLanguages: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data._status !== "published") return data;
  const saving = req.locale;
  const stored = (await storedInAllLanguages(req, "insights", originalDoc?.id)) as {
    body?: Record<string, unknown>;
  };
  const cover = data.cover as number | { id: number } | undefined;
  const images = [
    ...(cover == null ? [] : [typeof cover === "object" ? cover.id : cover]),
    ...LOCALES.flatMap(({ code }) => photosIn(code === saving ? data.body : stored.body?.[code])),
  ];
  const { docs } = await req.payload.find({
    collection: "media",
    where: { id: { in: images } },
    locale: "all",
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  req.locale = saving;
  const problems = [...new Set(images.map(String))].flatMap((id) => {
    const media = docs.find((doc) => String(doc.id) === id);
    if (!media)
      return [{ en: `image ${id} is no longer in Media`, ar: `الصورة ${id} لم تعد في الوسائط` }];
    const alt = (media.alt ?? {}) as unknown as Record<string, string | undefined>;
    return LOCALES.filter(({ code }) => !alt[code]?.trim()).map(({ label }) => ({
      en: `${label.en} description of ${String(media.filename)}`,
      ar: `وصف ${String(media.filename)} (${label.ar})`,
    }));
  });
  if (problems.length > 0)
    throw new Refusal(req, 400, {
      en: `Not published, each image needs its description in both languages (in Media). Missing: ${problems
        .map(({ en }) => en)
        .join(", ")}`,
      ar: `لم يُنشر، يلزم وصف كل صورة باللغتين (في الوسائط). ينقص: ${problems
        .map(({ ar }) => ar)
        .join(", ")}`,
    });
  return data;
};

/**
 * A published article whose slug changes keeps its old address: the slug it was published under
 * joins its former slugs, each of which the publish writes to content/insight-redirects.json as a
 * permanent redirect to the article, in both languages. A slug taken back leaves the list.
 */
const keepFormerAddresses: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== "published" || originalDoc?.id === undefined) return data;
  const live = (await req.payload.findByID({
    collection: "insights",
    id: originalDoc.id as number,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })) as unknown as { slug: string; _status?: string; formerSlugs?: string[] | null };
  const slug = String(data.slug ?? live.slug);
  const former = new Set([...(live.formerSlugs ?? []), ...((data.formerSlugs as string[]) ?? [])]);
  if (live._status === "published" && live.slug !== slug) former.add(live.slug);
  former.delete(slug);
  data.formerSlugs = [...former].sort();
  return data;
};

/**
 * The Markdoc of a body as the editor holds it; what an article's file cannot say refuses the
 * publish, naming it, rather than being lost on the way.
 */
function publishedMarkdoc(
  req: PayloadRequest,
  body: unknown,
  slug: string,
  { code, label }: (typeof LOCALES)[number],
) {
  if (body == null || typeof body === "string") return String(body ?? "");
  try {
    return bodyMarkdoc(body as EditorStateJSON, slug, code);
  } catch (error) {
    const reason = (error as Error).message;
    throw new Refusal(req, 400, {
      en: `Not published, the ${label.en} body holds what an article cannot: ${reason}`,
      ar: `لم يُنشر، في نص المقال (${label.ar}) ما لا يحمله المقال: ${reason}`,
    });
  }
}

/**
 * Every link of the body to this site, in both languages, leads to one of its pages as they will
 * be once this article is published (its own new slug and tags included, and any article's former
 * address): publishing is refused otherwise, naming each link by its words and address.
 */
const linksLeadToPages: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== "published") return data;
  const saving = req.locale;
  const stored = (await storedInAllLanguages(req, "insights", originalDoc?.id)) as {
    body?: Record<string, unknown>;
  };
  const { docs } = await req.payload.find({
    collection: "insights",
    where: { _status: { equals: "published" } },
    select: { slug: true, tags: true, formerSlugs: true },
    depth: 0,
    limit: 0,
    overrideAccess: true,
    req,
  });
  const others = (
    docs as unknown as { id: unknown; slug: string; tags: string[]; formerSlugs?: string[] }[]
  ).filter((doc) => doc.id !== originalDoc?.id);
  const self = {
    slug: String(data.slug ?? originalDoc?.slug),
    tags: (data.tags ?? originalDoc?.tags ?? []) as string[],
  };
  const isPage = sitePages(
    [...others, self],
    [...others, data].flatMap((doc) => (doc.formerSlugs as string[] | undefined) ?? []),
  );
  const broken = LOCALES.flatMap((locale) =>
    siteLinks(
      publishedMarkdoc(
        req,
        locale.code === saving ? data.body : stored.body?.[locale.code],
        self.slug,
        locale,
      ),
    )
      .filter(({ href }) => !isPage(href))
      .map(({ href, words }) => ({ label: locale.label, href, words })),
  );
  if (broken.length > 0)
    throw new Refusal(req, 400, {
      // The admin lists what follows the colon, one item per comma.
      en: `Not published, a link leads to no page of this site: ${broken
        .map(({ label, href, words }) => `“${words}” in the ${label.en} body (${href})`)
        .join(", ")}`,
      ar: `لم يُنشر، رابط لا يقود إلى صفحة في الموقع: ${broken
        .map(({ label, href, words }) => `«${words}» في نص المقال (${label.ar}) (‎${href})`)
        .join(", ")}`,
    });
  return data;
};

/** A date without a time, as staff read it: "10 Feb 2026", in the field and in the list. */
const DAY_ONLY = { pickerAppearance: "dayOnly", displayFormat: "d MMM yyyy" } as const;

/**
 * Insights articles: what content/insights/{slug}/{en,ar}.mdoc hold, one entry for both languages.
 * The lists (authors, tags, services, case studies) are the site's own, read from its content.
 */
export const Insights: CollectionConfig = {
  slug: "insights",
  labels: { singular: { en: "Article", ar: "مقال" }, plural: { en: "Insights", ar: "المقالات" } },
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "published", "author", "_status"],
    // A draft's page, published or not yet (app/(en)/insights/draft on the preview instance).
    ...previewLink((doc) => `/insights/draft/${String(doc.slug)}`),
    components: { edit: editView },
  },
  versions: AUTOSAVED_DRAFTS,
  access: { read: signedInOrPreview, create: signedIn, update: signedIn, delete: editors },
  hooks: {
    beforeChange: [
      plainTextOnly,
      publishedByEditors,
      completeInBothLanguages(REQUIRED_IN_BOTH),
      imagesDescribedInBothLanguages,
      linksLeadToPages,
      readyForEditorOnlyUntilPublished,
      keepFormerAddresses,
    ],
    afterChange: [publishOnSave(articleName), tellEditorsWhenReady(articleName)],
    afterDelete: [publishOnDelete(articleName)],
  },
  fields: [
    {
      name: "slug",
      type: "text",
      label: { en: "Slug", ar: "المعرّف في الرابط" },
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: "The address: /insights/{slug}. Lower-case words joined by hyphens. Changed once the article is published, its old address leads here, in both languages (Former slugs).",
          ar: "عنوان الصفحة ‎/insights/{slug}‎: كلمات إنجليزية بحروف صغيرة تفصل بينها شرطات. إن تغيّر بعد نشر المقال، يقود عنوانه القديم إلى هنا باللغتين (المعرّفات السابقة).",
        },
      },
      validate: (value: unknown, { req }: { req?: PayloadRequest }) =>
        (typeof value === "string" &&
          ARTICLE_SLUG.test(value) &&
          !RESERVED_SLUGS.includes(value)) ||
        inAdminLanguage(req, {
          en: `Lower-case letters, digits and single hyphens only, and not ${RESERVED_SLUGS.slice(0, -1).join(", ")} (the site's own addresses)`,
          ar: `حروف إنجليزية صغيرة وأرقام وشرطة واحدة بينها فقط، وليس ${RESERVED_SLUGS.slice(0, -1).join("، ")} (عناوين الموقع نفسه)`,
        }),
    },
    {
      name: "formerSlugs",
      type: "text",
      hasMany: true,
      label: { en: "Former slugs", ar: "المعرّفات السابقة" },
      // Kept by the publish (keepFormerAddresses), not typed.
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: "sidebar",
        description: {
          en: "Addresses this article was published under before: each leads to it, in both languages.",
          ar: "عناوين نُشر بها هذا المقال من قبل: كل منها يقود إليه باللغتين.",
        },
      },
    },
    {
      name: "title",
      type: "text",
      label: { en: "Title", ar: "العنوان" },
      localized: true,
      minLength: 10,
      maxLength: 120,
    },
    {
      name: "description",
      type: "textarea",
      label: { en: "Description", ar: "الوصف" },
      localized: true,
      admin: {
        description: {
          en: "140-160 characters: search results and link previews show it.",
          ar: "من 140 إلى 160 حرفًا: تعرضه نتائج البحث ومعاينات الروابط.",
        },
      },
      validate: (value: unknown, { req }: { req?: PayloadRequest }) =>
        value == null ||
        value === "" ||
        (typeof value === "string" && value.trim().length >= 140 && value.trim().length <= 160) ||
        inAdminLanguage(req, {
          en: `140-160 characters (is ${String(value).trim().length})`,
          ar: `من 140 إلى 160 حرفًا (الآن ${String(value).trim().length})`,
        }),
    },
    {
      // Beside the fields: the page as a search result and a shared card, with the counters.
      name: "searchPreview",
      type: "ui",
      admin: {
        position: "sidebar",
        components: { Field: "/components/search-preview#SearchPreview" },
      },
    },
    {
      type: "row",
      fields: [
        {
          name: "published",
          type: "date",
          label: { en: "Published", ar: "تاريخ النشر" },
          required: true,
          admin: { date: DAY_ONLY },
        },
        {
          name: "updated",
          type: "date",
          label: { en: "Updated", ar: "تاريخ التحديث" },
          admin: { date: DAY_ONLY },
        },
      ],
    },
    readyForEditor,
    {
      name: "author",
      type: "select",
      label: { en: "Author", ar: "الكاتب" },
      required: true,
      options: options(insightAuthors),
    },
    {
      name: "tags",
      type: "select",
      label: { en: "Tags", ar: "الوسوم" },
      hasMany: true,
      required: true,
      options: options(insightTags),
      validate: (value: unknown) =>
        (Array.isArray(value) && value.length >= 1 && value.length <= 4) || "One to four tags",
    },
    {
      name: "cover",
      type: "upload",
      label: { en: "Cover", ar: "صورة الغلاف" },
      relationTo: "media",
      required: true,
    },
    {
      name: "services",
      type: "select",
      hasMany: true,
      required: true,
      label: { en: "Services", ar: "الخدمات" },
      options: services.map((service) => ({
        value: service.slug,
        label: { en: service.title, ar: serviceCards[service.slug].title },
      })),
    },
    {
      name: "caseStudies",
      type: "select",
      hasMany: true,
      label: { en: "Case studies", ar: "دراسات الحالة" },
      options: caseStudyCards.en.map((study, index) => ({
        value: study.slug,
        label: { en: study.title, ar: caseStudyCards.ar[index]!.title },
      })),
    },
    articleBody({
      name: "body",
      label: { en: "Body", ar: "نص المقال" },
      localized: true,
    }),
  ],
};
