import type { ServiceSlug } from "./service-pages";

/** The Arabic of each service's card in services.ts: title, one-line description, three search phrases. */
export const serviceCards: Record<
  ServiceSlug,
  { title: string; description: string; keywords: readonly [string, string, string] }
> = {
  ApplicationServices: {
    title: "خدمات التطبيقات",
    description:
      "تطبيقات أعمال مخصّصة يصممها ويبنيها ويشغّلها فريق واحد مسؤول عنها من البداية إلى النهاية.",
    keywords: ["تطوير تطبيقات مخصصة", "برمجيات المؤسسات", "تطبيقات الأعمال"],
  },
  CloudServices: {
    title: "خدمات الحوسبة السحابية",
    description: "الترحيل وتصميم البنية وضبط التكاليف على AWS وAzure وGoogle Cloud.",
    keywords: ["الترحيل إلى الحوسبة السحابية", "AWS وAzure وGoogle Cloud", "DevOps وKubernetes"],
  },
  DatabaseServices: {
    title: "خدمات قواعد البيانات",
    description:
      "تصميم قواعد بيانات PostgreSQL وSQL Server وMongoDB وتحسين أدائها وترحيلها ونسخها احتياطيًا.",
    keywords: [
      "تصميم قواعد البيانات وتحسين أدائها",
      "PostgreSQL وSQL Server",
      "ترحيل البيانات والنسخ الاحتياطي",
    ],
  },
  DigitalServices: {
    title: "التسويق الرقمي",
    description:
      "برامج لتحسين محركات البحث ووسائل التواصل الاجتماعي تُقاس نتائجها بالعملاء المحتملين لا بمرات الظهور.",
    keywords: [
      "تحسين محركات البحث",
      "التسويق عبر وسائل التواصل الاجتماعي",
      "جذب العملاء المحتملين",
    ],
  },
  GraphicsServices: {
    title: "خدمات التصميم الجرافيكي",
    description:
      "هوية العلامة التجارية وتصميم واجهات المستخدم والرسوم التوضيحية للمنتجات والحملات.",
    keywords: ["تصميم هوية العلامة التجارية", "تصميم تجربة المستخدم وواجهاته", "الرسوم التوضيحية"],
  },
  SoftwareServices: {
    title: "صيانة البرمجيات والدعم على مدار الساعة طوال أيام الأسبوع",
    description: "المراقبة والإصلاحات والتحديثات، مع تغطية على مدار الساعة لعملاء خطط الدعم.",
    keywords: ["صيانة البرمجيات", "دعم التطبيقات على مدار الساعة", "المراقبة والتحديثات"],
  },
  applicationmodernization: {
    title: "تحديث التطبيقات",
    description: "ننقل الأنظمة القديمة إلى تقنيات حديثة على مراحل، دون أن تتوقف أعمالك.",
    keywords: ["تحديث الأنظمة القديمة", "الترحيل على مراحل", "إعادة البناء بتقنيات سحابية أصلية"],
  },
  GameServices: {
    title: "تطوير الألعاب",
    description:
      "ألعاب ثنائية وثلاثية الأبعاد وبرامج تدريب بأسلوب الألعاب، نطوّرها بـ Unity للجوال والويب.",
    keywords: ["تطوير الألعاب بـ Unity", "التدريب بأسلوب الألعاب", "ألعاب الجوال والويب"],
  },
  webapplicationdevelopment: {
    title: "تطوير الويب",
    description:
      "تطبيقات ويب وبوابات إلكترونية سريعة تراعي معايير إتاحة الوصول، مبنية بـ React وNext.js.",
    keywords: ["تطوير تطبيقات الويب", "React وNext.js", "بوابات إلكترونية سهلة الوصول"],
  },
  iosmobileappdevelopment: {
    title: "تطوير تطبيقات الجوال",
    description:
      "تطبيقات Android وiOS وتطبيقات متعددة المنصات بـ Kotlin وSwift وFlutter وReact Native.",
    keywords: ["تطبيقات Android وiOS", "Flutter وReact Native", "Kotlin وSwift"],
  },
  iotservices: {
    title: "خدمات إنترنت الأشياء",
    description:
      "أجهزة متصلة ومسارات لبيانات القياس عن بُعد ولوحات متابعة للمصانع وأساطيل المركبات.",
    keywords: ["حلول إنترنت الأشياء", "القياس عن بُعد للأجهزة", "لوحات متابعة صناعية"],
  },
  ecommercedevelopment: {
    title: "تطوير التجارة الإلكترونية ودعمها",
    description:
      "متاجر إلكترونية وأسواق رقمية تحوّل الزوار إلى مشترين، مع أنظمة الدفع والبحث والدعم.",
    keywords: ["تطوير متاجر التجارة الإلكترونية", "أنظمة الدفع والبحث", "دعم الأسواق الإلكترونية"],
  },
  windowsappdevelopment: {
    title: "تطوير تطبيقات Windows",
    description:
      "برمجيات سطح مكتب لنظام Windows بـ \u200E.NET وWinUI، مع بيانات محمية تعمل دون اتصال.",
    keywords: [
      "برمجيات سطح المكتب لنظام Windows",
      "\u200E.NET وWinUI",
      "بيانات تعمل دون اتصال بالإنترنت",
    ],
  },
};
