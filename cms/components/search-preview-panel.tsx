"use client";
import { useFormFields, useLocale, useTranslation } from "@payloadcms/ui";
import { insightsCopy } from "../../content/insights/copy";
import { insightAuthors, insightTags, type InsightTag } from "../../content/insights/taxonomy";
import { articleWords, readingMinutes } from "../../lib/article-words";
import { bodyMarkdoc } from "../../lib/article-files";
import type { EditorStateJSON } from "../../lib/markdoc-lexical";

const BRAND = "Deccan Softworks";

/** What Google shows of a title before it cuts it, in characters (about 600 px). */
const SHOWN_TITLE = 60;

const COPY = {
  en: {
    heading: "Search and share preview",
    intro: (language: string) => `The ${language} page, as it will be shown.`,
    languages: { en: "English", ar: "Arabic" },
    search: "In Google's results",
    share: "Shared on LinkedIn or WhatsApp",
    title: "Title",
    description: "Description",
    characters: (count: number) => `${count} characters`,
    titleRule: "10-120; results show about the first 60",
    descriptionRule: "140-160",
    ok: "fits",
    short: "too short",
    long: "too long",
    cut: "cut in results",
    words: "Words",
    reading: "Reading time",
    untitled: "Title not written yet",
    undescribed: "Description not written yet",
  },
  ar: {
    heading: "المعاينة في البحث والمشاركة",
    intro: (language: string) => `الصفحة ${language} كما ستظهر.`,
    languages: { en: "الإنجليزية", ar: "العربية" },
    search: "في نتائج Google",
    share: "عند مشاركتها على LinkedIn أو WhatsApp",
    title: "العنوان",
    description: "الوصف",
    characters: (count: number) => `${count} حرفًا`,
    titleRule: "من 10 إلى 120؛ تعرض النتائج نحو أول 60",
    descriptionRule: "من 140 إلى 160",
    ok: "مناسب",
    short: "أقصر من اللازم",
    long: "أطول من اللازم",
    cut: "يُقتطع في النتائج",
    words: "الكلمات",
    reading: "مدة القراءة",
    untitled: "لم يُكتب العنوان بعد",
    undescribed: "لم يُكتب الوصف بعد",
  },
};

type Copy = (typeof COPY)["en"];

/** A text field's length against its rule, in words and in colour (never colour alone). */
function Counter({
  label,
  count,
  rule,
  state,
  copy,
}: {
  label: string;
  count: number;
  rule: string;
  state: "ok" | "short" | "long" | "cut";
  copy: Copy;
}) {
  return (
    <div className={`search-preview__count search-preview__count--${state}`}>
      <dt>{label}</dt>
      <dd>
        <output>{copy.characters(count)}</output> ({rule}): <strong>{copy[state]}</strong>
      </dd>
    </div>
  );
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The body's Markdoc, as it would be published; what cannot be is counted as nothing yet. */
function markdocOf(value: unknown, locale: "en" | "ar") {
  if (typeof value === "string") return value;
  try {
    return value ? bodyMarkdoc(value as EditorStateJSON, "draft", locale) : "";
  } catch {
    return "";
  }
}

/**
 * Beside an article's fields: its page in the language being edited as a Google result and as a
 * shared link's card (the card the site draws: the kicker with the first tag, the title and the
 * author), with the title's and description's lengths against their rules, and the body's word
 * count and reading time as the site counts them. It follows every keystroke.
 */
export function SearchPreviewPanel({ siteUrl }: { siteUrl: string }) {
  const { code } = useLocale();
  const { i18n } = useTranslation();
  const copy = COPY[i18n.language === "ar" ? "ar" : "en"];
  const locale = code === "ar" ? "ar" : "en";
  const value = useFormFields(([fields]) => ({
    title: text(fields.title?.value),
    description: text(fields.description?.value),
    body: markdocOf(fields.body?.value, locale),
    slug: text(fields.slug?.value),
    tags: (fields.tags?.value as InsightTag[] | undefined) ?? [],
    author: fields.author?.value as keyof typeof insightAuthors | undefined,
  }));
  const words = articleWords(value.body);
  const page = `${locale === "ar" ? "/ar" : ""}/insights/${value.slug || "…"}`;
  const host = siteUrl.replace(/^https?:\/\//, "");
  const fullTitle = `${value.title || copy.untitled} | ${BRAND}`;
  const shownTitle =
    fullTitle.length > SHOWN_TITLE
      ? `${fullTitle.slice(0, SHOWN_TITLE - 1).trimEnd()}…`
      : fullTitle;
  const descriptionLength = value.description.length;
  const tag = value.tags[0] && insightTags[value.tags[0]]?.[locale];
  const author = value.author && insightAuthors[value.author]?.[locale].name;
  const dir = locale === "ar" ? "rtl" : "ltr";
  return (
    <section className="search-preview" aria-labelledby="search-preview-heading">
      <h3 id="search-preview-heading">{copy.heading}</h3>
      <p>{copy.intro(copy.languages[locale])}</p>
      <h4>{copy.search}</h4>
      <div className="search-preview__result" lang={locale} dir={dir}>
        <p className="search-preview__site">
          <span>{BRAND}</span>
          <span dir="ltr">{`${host}${page.replaceAll("/", " › ")}`}</span>
        </p>
        <p className="search-preview__title">{shownTitle}</p>
        <p className="search-preview__description">{value.description || copy.undescribed}</p>
      </div>
      <h4>{copy.share}</h4>
      <div className="search-preview__card" lang={locale} dir={dir}>
        <div className="search-preview__image" role="img" aria-label={fullTitle}>
          <span className="search-preview__brand">{BRAND}</span>
          <span className="search-preview__kicker">
            {[insightsCopy[locale].og.kicker, tag].filter(Boolean).join(" · ")}
          </span>
          <span className="search-preview__card-title">{value.title || copy.untitled}</span>
          <span className="search-preview__author">{author}</span>
        </div>
        <p className="search-preview__card-text">
          <strong>{fullTitle}</strong>
          <span dir="ltr">{host}</span>
        </p>
      </div>
      <dl className="search-preview__counts">
        <Counter
          label={copy.title}
          count={value.title.length}
          rule={copy.titleRule}
          state={
            value.title.length < 10
              ? "short"
              : value.title.length > 120
                ? "long"
                : value.title.length > SHOWN_TITLE
                  ? "cut"
                  : "ok"
          }
          copy={copy}
        />
        <Counter
          label={copy.description}
          count={descriptionLength}
          rule={copy.descriptionRule}
          state={descriptionLength < 140 ? "short" : descriptionLength > 160 ? "long" : "ok"}
          copy={copy}
        />
        <div className="search-preview__count">
          <dt>{copy.words}</dt>
          <dd>
            <output>{words}</output>
          </dd>
        </div>
        <div className="search-preview__count">
          <dt>{copy.reading}</dt>
          <dd>
            <output>{insightsCopy[locale].article.readingTime(readingMinutes(words))}</output>
          </dd>
        </div>
      </dl>
    </section>
  );
}
