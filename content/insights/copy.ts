import type { Localized } from "../locales";

/** The Insights section's own words: list, tag and article pages, feeds and the related lists. */
export type InsightsCopy = {
  /** The section's name: header, footer, breadcrumbs. */
  name: string;
  list: {
    title: string;
    description: string;
    keywords: string[];
    eyebrow: string;
    heading: string;
    intro: string;
    /** The tag links above the list. */
    topics: string;
    /** The title of a list page after the first. */
    pageTitle: (page: number) => string;
  };
  tag: {
    title: (tag: string) => string;
    description: (tag: string) => string;
    eyebrow: string;
    all: string;
    /** Under a topic with few articles: the most recent of the others. */
    more: string;
  };
  pagination: {
    label: string;
    previous: string;
    next: string;
    page: (page: number) => string;
  };
  card: { readLabel: (title: string) => string; read: string };
  article: {
    by: string;
    published: string;
    updated: string;
    length: string;
    readingTime: (minutes: number) => string;
    contents: string;
    anchor: (heading: string) => string;
    table: string;
    code: (language?: string) => string;
    tags: string;
    related: string;
    relatedService: string;
    relatedCaseStudy: string;
    cta: { title: (service: string) => string; text: string; button: string };
  };
  /** The section on service pages and case studies that lists their articles. */
  relatedSection: { eyebrow: string; title: string };
  callout: Record<"note" | "tip" | "warning", string>;
  feed: { title: string; subtitle: string; link: string };
  og: { kicker: string };
  /** The preview instance's heading above why a draft cannot be shown. */
  draftRefused: string;
};

export const insightsCopy: Localized<InsightsCopy> = {
  en: {
    name: "Insights",
    list: {
      title: "Insights: cloud, e-commerce, IoT, AI and delivery, from our practices",
      description:
        "Articles from Deccan Softworks' engineering teams in Pune: staged cloud moves, Arabic e-commerce, plant-floor IoT, AI assistants, engagement models, support.",
      keywords: ["software engineering articles", "ERP to Azure", "Arabic e-commerce"],
      eyebrow: "Insights",
      heading: "What we have learned building and running software",
      intro:
        "Written by the teams that do the work: how a migration is staged, what a right-to-left storefront takes, which plant-floor figures to measure first, and how to choose an engagement.",
      topics: "Topics",
      pageTitle: (page) => `Insights, page ${page}`,
    },
    tag: {
      title: (tag) => `${tag}: articles`,
      description: (tag) =>
        `Articles about ${tag} from Deccan Softworks' engineering teams in Pune, with the figures and methods from our projects.`,
      eyebrow: "Topic",
      all: "All insights",
      more: "More recent articles",
    },
    pagination: {
      label: "Pages of articles",
      previous: "Newer articles",
      next: "Older articles",
      page: (page) => `Page ${page}`,
    },
    card: { readLabel: (title) => `Read the article: ${title}`, read: "Read the article" },
    article: {
      by: "By",
      published: "Published",
      updated: "Updated",
      length: "Length",
      readingTime: (minutes) => `${minutes} min read`,
      contents: "On this page",
      anchor: (heading) => `Link to the section “${heading}”`,
      table: "Table",
      code: (language) => (language ? `Code (${language})` : "Code"),
      tags: "Topics",
      related: "Related work",
      relatedService: "Service",
      relatedCaseStudy: "Case study",
      cta: {
        title: (service) => `Talk to us about ${service}`,
        text: "Tell us what you run today and what you need; an engineer replies within one working day.",
        button: "Send an enquiry",
      },
    },
    relatedSection: { eyebrow: "Insights", title: "Articles on this subject" },
    callout: { note: "Note", tip: "Tip", warning: "Watch out" },
    feed: {
      title: "Deccan Softworks Insights",
      subtitle: "Articles from the engineering teams of Deccan Softworks, Pune.",
      link: "Insights feed (Atom)",
    },
    og: { kicker: "Insights" },
    draftRefused: "This draft cannot be shown yet",
  },
  ar: {
    name: "مقالات",
    list: {
      title: "مقالات في الحوسبة السحابية والتجارة الإلكترونية وإنترنت الأشياء والذكاء الاصطناعي",
      description:
        "مقالات يكتبها مهندسو Deccan Softworks في بونه: الترحيل السحابي على مراحل، والتجارة الإلكترونية بالعربية، وحساسات المصانع، والمساعدات الذكية، ونماذج التعاقد.",
      keywords: ["مقالات هندسة البرمجيات", "ترحيل ERP إلى Azure", "التجارة الإلكترونية بالعربية"],
      eyebrow: "مقالات",
      heading: "ما تعلّمناه من بناء البرمجيات وتشغيلها",
      intro:
        "تكتبها الفرق التي تنفّذ العمل: كيف يُقسَّم الترحيل إلى مراحل، وما الذي يتطلبه متجر يُكتب من اليمين إلى اليسار، وأي مؤشرات خط الإنتاج تُقاس أولًا، وكيف تختارون نموذج التعاقد.",
      topics: "الموضوعات",
      pageTitle: (page) => `مقالات، الصفحة ${page}`,
    },
    tag: {
      title: (tag) => `مقالات عن ${tag}`,
      description: (tag) =>
        `مقالات عن ${tag} يكتبها مهندسو Deccan Softworks في بونه، مع الأرقام والأساليب المستخلصة من مشاريعنا.`,
      eyebrow: "الموضوع",
      all: "كل المقالات",
      more: "مقالات حديثة أخرى",
    },
    pagination: {
      label: "صفحات المقالات",
      previous: "مقالات أحدث",
      next: "مقالات أقدم",
      page: (page) => `الصفحة ${page}`,
    },
    card: { readLabel: (title) => `اقرأ المقال: ${title}`, read: "اقرأ المقال" },
    article: {
      by: "بقلم",
      published: "نُشر في",
      updated: "حُدّث في",
      length: "مدة القراءة",
      readingTime: (minutes) =>
        minutes === 1
          ? "دقيقة واحدة للقراءة"
          : minutes === 2
            ? "دقيقتان للقراءة"
            : `${minutes} ${minutes <= 10 ? "دقائق" : "دقيقة"} للقراءة`,
      contents: "في هذه الصفحة",
      anchor: (heading) => `رابط إلى قسم «${heading}»`,
      table: "جدول",
      code: (language) => (language ? `شيفرة (${language})` : "شيفرة"),
      tags: "الموضوعات",
      related: "أعمال ذات صلة",
      relatedService: "الخدمة",
      relatedCaseStudy: "دراسة حالة",
      cta: {
        title: (service) => `تحدّثوا معنا عن ${service}`,
        text: "أخبرونا بما تشغّلونه اليوم وما تحتاجون إليه، ويردّ عليكم أحد مهندسينا خلال يوم عمل واحد.",
        button: "أرسلوا استفساركم",
      },
    },
    relatedSection: { eyebrow: "مقالات", title: "مقالات في هذا الموضوع" },
    callout: { note: "ملاحظة", tip: "نصيحة", warning: "تنبيه" },
    feed: {
      title: "مقالات Deccan Softworks",
      subtitle: "مقالات يكتبها مهندسو Deccan Softworks في بونه.",
      link: "موجز المقالات (Atom)",
    },
    og: { kicker: "مقالات" },
    draftRefused: "لا يمكن عرض هذه المسودة بعد",
  },
};
