/**
 * The Arabic of site.ts's text fields. Brand, legal name, e-mail, phone, postal code and the other
 * identifiers stay in site.ts and are not repeated here.
 */
import { facts } from "./company-facts";
import type { SiteText } from "./site";

export const siteText: SiteText = {
  tagline: "تطوير البرمجيات والحوسبة السحابية والتحول الرقمي من بونه",
  description:
    "تطوّر Deccan Softworks برمجيات مخصّصة ومنصات سحابية وتطبيقات ويب وتطبيقات جوال للشركات: أكثر من 140 مهندسًا من فريقها الداخلي في بونه، وأكثر من 400 مشروع منجز لعملاء في 10 دول منذ عام 2014.",
  hours: "من الاثنين إلى الجمعة، من 9:30 إلى 18:30 بتوقيت الهند",
  keywords: [
    "شركة تطوير برمجيات في بونه",
    "خدمات تقنية المعلومات في الهند",
    "خدمات الحوسبة السحابية",
    "التحول الرقمي",
    "تطوير تطبيقات الويب",
    "تطوير تطبيقات الجوال",
  ],
  address: facts.ar.address,
  governingLawState: "ماهاراشترا",
};
