import { dataCollection } from "./data-collection";

/** The home page's testimonials: content/testimonials.json and testimonials.ar.json. */
export const Testimonials = dataCollection("testimonials", {
  labels: {
    singular: { en: "Testimonial", ar: "شهادة عميل" },
    plural: { en: "Testimonials", ar: "شهادات العملاء" },
  },
  description: {
    en: "The clients' words on the home page's carousel, in order.",
    ar: "كلمات العملاء في الشريط المتحرك على الصفحة الرئيسية، بالترتيب.",
  },
  title: "author",
});
