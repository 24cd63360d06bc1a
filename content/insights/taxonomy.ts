import type { Localized } from "../locales";

/**
 * The tags an article may carry (its frontmatter's `tags`), each named in both languages; the key
 * is the tag page's path segment, `/insights/tag/{key}`.
 */
export const insightTags = {
  cloud: { en: "Cloud", ar: "الحوسبة السحابية" },
  modernisation: { en: "Modernisation", ar: "التحديث" },
  ecommerce: { en: "E-commerce", ar: "التجارة الإلكترونية" },
  "arabic-rtl": { en: "Arabic and right to left", ar: "العربية والكتابة من اليمين" },
  iot: { en: "IoT", ar: "إنترنت الأشياء" },
  manufacturing: { en: "Manufacturing", ar: "التصنيع" },
  ai: { en: "AI assistants", ar: "المساعدات الذكية" },
  engagement: { en: "Engagement models", ar: "نماذج التعاقد" },
  support: { en: "Support", ar: "الدعم" },
} as const satisfies Record<string, Localized<string>>;

export type InsightTag = keyof typeof insightTags;

/**
 * Who writes: the company's practices (its frontmatter's `author`), each named in both languages.
 * An article is signed by the team that does the work it describes.
 */
export const insightAuthors = {
  "cloud-practice": {
    en: { name: "Cloud and Modernisation Practice", role: "Cloud migrations and platform teams" },
    ar: { name: "فريق الحوسبة السحابية والتحديث", role: "الترحيل السحابي وفرق المنصات" },
  },
  "commerce-practice": {
    en: { name: "Commerce Practice", role: "E-commerce storefronts and operations" },
    ar: { name: "فريق التجارة الإلكترونية", role: "المتاجر الإلكترونية وتشغيلها" },
  },
  "iot-practice": {
    en: { name: "Industrial IoT Practice", role: "Plant-floor sensors and dashboards" },
    ar: { name: "فريق إنترنت الأشياء الصناعي", role: "حساسات خطوط الإنتاج ولوحات المتابعة" },
  },
  "ai-practice": {
    en: { name: "AI and Data Practice", role: "Assistants, search and data platforms" },
    ar: {
      name: "فريق الذكاء الاصطناعي والبيانات",
      role: "المساعدات الذكية والبحث ومنصات البيانات",
    },
  },
  "delivery-office": {
    en: { name: "Delivery Office", role: "Engagements, estimates and delivery" },
    ar: { name: "مكتب إدارة التسليم", role: "نماذج التعاقد والتقديرات والتسليم" },
  },
  "support-desk": {
    en: { name: "Support and Maintenance Team", role: "24/7 support plans" },
    ar: { name: "فريق الدعم والصيانة", role: "خطط الدعم على مدار الساعة" },
  },
} as const satisfies Record<string, Localized<{ name: string; role: string }>>;

export type InsightAuthor = keyof typeof insightAuthors;
