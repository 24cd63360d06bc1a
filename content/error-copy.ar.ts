import type { ErrorCopy } from "./error-copy";

export const errorCopy: ErrorCopy = {
  eyebrow: "خطأ",
  heading: "تعذّر عرض هذه الصفحة",
  text: "لم يُحمَّل جزء منها، ربما بسبب انقطاع الاتصال. حاول مرة أخرى، أو تواصل معنا مباشرةً: نردّ على كل استفسار خلال يوم عمل واحد.",
  retry: "إعادة المحاولة",
  backToHome: "العودة إلى الرئيسية",
};
