import type { CaseStudySlug } from "./case-study-pages";

/** Arabic title and summary of each case study card, in the order of `caseStudies` in ./case-studies. */
export const caseStudyCards: Record<CaseStudySlug, { title: string; summary: string }> = {
  propertyassist: {
    title: "PropertyAssist: ذكاء اصطناعي محادثي لمطوّر عقاري",
    summary:
      "مساعدات تجيب المشترين، وتؤهّل العملاء المحتملين، وتحجز زيارات المواقع على مدار الساعة.",
  },
  addin: {
    title: "AddIn: مساعد بالذكاء الاصطناعي لتعليقات المعلمين",
    summary: "يصوغ مسودات الملاحظات على أعمال الطلاب داخل الأدوات التي يستخدمها المعلمون أصلًا.",
  },
  "addin-management": {
    title: "AddIn Management: منصة واحدة لإدارة المؤسسة التعليمية",
    summary: "القبول والجداول الدراسية والرسوم والنتائج في نظام واحد للموظفين والطلاب.",
  },
  twarrad: {
    title: "Twarrad: منصة تجارة إلكترونية ثنائية اللغة في الإمارات",
    summary: "متجر بالعربية من اليمين إلى اليسار وبالإنجليزية، مصمم للمتسوقين عبر الجوال.",
  },
  leanMethologies: {
    title: "منهجيات Lean: تصنيع ذكي لشركة منتجة للكيماويات",
    summary: "ممارسات Lean ومستشعرات في أرض المصنع خفّضت التوقفات والعيوب والتكاليف.",
  },
};
