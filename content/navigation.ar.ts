/** Header labels, keyed by the home section (or the services dropdown) each item opens. */
export const navLabels: Record<
  "home" | "about" | "portfolio" | "testimonial" | "casestudy" | "insights" | "services",
  string
> = {
  home: "الرئيسية",
  services: "الخدمات",
  about: "من نحن",
  portfolio: "لماذا نحن",
  testimonial: "آراء العملاء",
  casestudy: "دراسات الحالة",
  insights: "مقالات",
};

/** Footer link labels, in the order of footerLinks in navigation.ts. */
export const footerLabels: Record<
  "home" | "about" | "portfolio" | "contact" | "insights" | "terms",
  string
> = {
  home: "الرئيسية",
  about: "من نحن",
  portfolio: "لماذا تختارنا",
  contact: "تواصل معنا",
  insights: "مقالات",
  terms: "الشروط والأحكام",
};
