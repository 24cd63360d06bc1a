import { dataCollection } from "./data-collection";

/** The home page's questions and answers: content/faq.json and faq.ar.json. */
export const Faq = dataCollection("faq", {
  labels: {
    singular: { en: "Question", ar: "سؤال" },
    plural: { en: "FAQ", ar: "الأسئلة الشائعة" },
  },
  description: {
    en: "The home page's frequently asked questions, in order; also the page's FAQ for search engines.",
    ar: "الأسئلة الشائعة في الصفحة الرئيسية، بالترتيب؛ وهي أيضًا أسئلة الصفحة لمحركات البحث.",
  },
  title: "question",
});
