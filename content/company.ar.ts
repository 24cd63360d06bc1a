import type { CompanyCopy } from "./company";

/** How the company works: the facts every service page repeats, kept in one place. */
const deliveryProcess: CompanyCopy["deliveryProcess"] = [
  {
    title: "ورشة عمل استكشافية",
    text: "نلتقي بمستخدميك وبالمسؤولين عن العمليات لديك، ونتفق معًا على الأهداف والنطاق.",
  },
  {
    title: "تصميم البنية وتقدير التكلفة",
    text: "تصميم للنظام ونموذج للبيانات وتقدير مفصّل للتكلفة حسب كل ميزة وكل دورة تطوير.",
  },
  {
    title: "دورات تطوير مدة كل منها أسبوعان، يُعرض في ختامها عمل جاهز",
    text: "برمجيات تعمل فعليًا في نهاية كل دورة، نعرضها عليك وعلى مستخدميك.",
  },
  {
    title: "ضمان الجودة والمراجعة الأمنية",
    text: "اختبارات مؤتمتة ضمن CI، ومراجعة الشيفرة في كل تغيير، ومراجعة أمنية قائمة على OWASP.",
  },
  {
    title: "الإطلاق",
    text: "إصدار مخطط له مع المراقبة وإمكانية التراجع، بعد تدريب فريقك.",
  },
  {
    title: "الدعم",
    text: "اتفاقيات صيانة مستمرة، مع تغطية على مدار الساعة طوال أيام الأسبوع لعملاء خطط الدعم.",
  },
];

const engagementModels: CompanyCopy["engagementModels"] = [
  "مشاريع محددة النطاق",
  "فرق مخصصة",
  "التعاقد بنظام الوقت والمواد",
  "اتفاقيات دعم وصيانة مستمرة",
];

const company: CompanyCopy = { deliveryProcess, engagementModels };

export default company;
