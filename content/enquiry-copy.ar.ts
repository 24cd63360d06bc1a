import { plural, type PluralForms } from "@/lib/enquiry-plural";
import { ENQUIRY_LIMITS } from "@/lib/enquiry-limits";
import type { EnquiryCopy } from "./enquiry-copy";
import { enquiryDataNote } from "./privacy.ar";

/** "N characters" after على، with the noun agreeing with the number. */
const characters: PluralForms = {
  one: "حرف واحد",
  two: "حرفين",
  few: "{count} أحرف",
  many: "{count} حرفًا",
  other: "{count} حرف",
};

/**
 * A text field's validation messages, from its name and limit. The sentences hang on قيمة and طول,
 * so they read right whatever the gender of the field's name.
 */
const fieldMessages = (field: string, max: number) => ({
  missing: `حقل ${field} غير موجود.`,
  notText: `يجب أن تكون قيمة ${field} نصًا.`,
  tooLong: `يجب ألا يزيد طول ${field} على ${plural("ar", characters, max)}.`,
});

const captchaRequired = "يُرجى إكمال خطوة التحقق.";
const sent = "تم إرسال رسالتك، ونشكرك على حسن انتظارك.";
const failed = "حدثت مشكلة أثناء إرسال رسالتك.";
/** The request never reached the server: the spec's words, then the connection, and the text kept. */
const offline =
  "حدث خطأ: انقطع الاتصال قبل أن تصلنا رسالتك. ما كتبته محفوظ في علامة التبويب هذه: اختر «حسنًا» ثم «استعادتها» فوق النموذج، وأعد إرسالها حين يعود اتصالك.";

/** The enquiry path's words in Arabic (the English, and the types, in enquiry-copy.ts). */
const enquiry: EnquiryCopy = {
  section: {
    heading: "تواصل معنا",
    headline: "هل أنت مستعد للارتقاء بأعمالك إلى المستوى التالي؟",
    lead: "اتصل بنا، أو راسلنا بالبريد الإلكتروني، أو املأ النموذج، أو تفضّل بزيارتنا في مكتبنا:",
    details: { email: "البريد الإلكتروني", phone: "الهاتف", office: "المكتب" },
    officeHours: "ساعات العمل:",
    cardHeading: "راسلنا في أي وقت",
    cardLead: "أخبرنا بما تعمل على بنائه. جميع الحقول مطلوبة.",
    held: {
      title: "وصلتنا رسالتك",
      text: "شكرًا لك. لم يشغّل متصفحك خطوة التحقق من الرسائل المزعجة في هذه الصفحة، لذا يقرأ أحد أعضاء فريقنا رسالتك قبل تحويلها. سيتواصل معك فريقنا قريبًا.",
    },
    received: { title: "تم الإرسال بنجاح", text: `${sent} سيتواصل معك فريقنا قريبًا.` },
    honeypot: "اترك هذا الحقل فارغًا",
    notSent: {
      title: "لم تُرسل رسالتك",
      text: `${failed} ارجع إلى رسالتك (يحتفظ متصفحك بما كتبته) وأعد إرسالها بعد بضع دقائق، أو أرسلها إلينا بالبريد الإلكتروني:`,
    },
  },
  form: {
    fields: {
      name: "الاسم",
      email: "البريد الإلكتروني",
      phone: "رقم الهاتف",
      optional: "اختياري",
      count: "عدد الأحرف: {count} من {max}",
      pasteCut: {
        one: "تُرك حرف واحد مما لصقته خارج الحقل، فالحدّ {max} حرف. يلغي التراجع (Ctrl+Z) اللصق.",
        two: "تُرك حرفان مما لصقته خارج الحقل، فالحدّ {max} حرف. يلغي التراجع (Ctrl+Z) اللصق.",
        few: "تُركت {count} أحرف مما لصقته خارج الحقل، فالحدّ {max} حرف. يلغي التراجع (Ctrl+Z) اللصق.",
        many: "تُرك {count} حرفًا مما لصقته خارج الحقل، فالحدّ {max} حرف. يلغي التراجع (Ctrl+Z) اللصق.",
        other:
          "تُرك {count} حرف مما لصقته خارج الحقل، فالحدّ {max} حرف. يلغي التراجع (Ctrl+Z) اللصق.",
      },
    },
    restore: {
      note: "رسالتك الأخيرة التي لم تُرسَل محفوظة في علامة التبويب هذه.",
      action: "استعادتها",
      discard: "تجاهلها",
    },
    refused: { field: "يُرجى مراجعة هذا الحقل.", notice: "يُرجى مراجعة الحقل: {field}." },
    sending: "جارٍ الإرسال…",
    captcha: {
      label: "أنا لست روبوتًا",
      announcements: {
        verifying: "جارٍ التحقق من أنك لست روبوتًا…",
        verified: "تم التحقق: يمكنك الآن إرسال النموذج.",
        error: "تعذّر التحقق. يُرجى تحديد المربع مرة أخرى.",
        expired: "انتهت صلاحية التحقق. يُرجى تحديد المربع مرة أخرى.",
      },
      widget: {
        language: "ar",
        strings: {
          ariaLinkLabel: "ALTCHA (الموقع الرسمي)",
          cancel: "إلغاء",
          enterCode: "أدخل الرمز",
          enterCodeAria: "أدخل الرمز الذي تسمعه. اضغط مفتاح المسافة لتشغيل الصوت.",
          enterCodeFromImage: "للمتابعة، يُرجى إدخال الرمز الظاهر في الصورة أدناه.",
          error: "تعذّر التحقق. حاول مرة أخرى لاحقًا.",
          expired: "انتهت صلاحية التحقق. حاول مرة أخرى.",
          footer:
            'محمي بواسطة <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="ALTCHA (الموقع الرسمي)">ALTCHA</a>',
          getAudioChallenge: "استمع إلى الرمز صوتيًا",
          label: "أنا لست روبوتًا",
          loading: "جارٍ التحميل…",
          reload: "إعادة التحميل",
          verify: "تحقّق",
          verificationRequired: "يلزم التحقق!",
          verified: "تم التحقق",
          verifying: "جارٍ التحقق…",
          waitAlert: "جارٍ التحقق… يُرجى الانتظار.",
        },
      },
    },
    validation: {
      name: { ...fieldMessages("الاسم", ENQUIRY_LIMITS.name), required: "يُرجى إدخال اسمك." },
      email: {
        ...fieldMessages("البريد الإلكتروني", ENQUIRY_LIMITS.email),
        invalid: "يُرجى إدخال عنوان بريد إلكتروني صحيح.",
      },
      phone: {
        ...fieldMessages("رقم الهاتف", ENQUIRY_LIMITS.phone),
        required: "يُرجى إدخال رقم هاتفك.",
        characters: "استخدم الأرقام والمسافات والرموز + ( ) - . فقط.",
        digits: "يُرجى إدخال رقم هاتف من 6 أرقام على الأقل.",
      },
      message: {
        ...fieldMessages("الرسالة", ENQUIRY_LIMITS.message),
        required: "يُرجى أن تخبرنا كيف يمكننا مساعدتك.",
      },
      source: fieldMessages("المصدر", ENQUIRY_LIMITS.source),
      captcha: { required: captchaRequired, tooLong: "رد التحقق أطول من المسموح به." },
      language: { invalid: 'يجب أن تكون اللغة "en" أو "ar".' },
    },
  },
  contactForm: {
    formLabel: "نموذج التواصل",
    about: "بخصوص",
    messageLabel: "كيف يمكننا مساعدتك؟",
    placeholder: "بضعة أسطر عن مشروعك وجدوله الزمني وميزانيته",
    submit: "إرسال",
    errorCount: {
      zero: "لا توجد حقول تحتاج إلى تصحيح.",
      one: "يُرجى تصحيح حقل واحد.",
      two: "يُرجى تصحيح حقلين.",
      few: "يُرجى تصحيح {count} حقول.",
      many: "يُرجى تصحيح {count} حقلًا.",
      other: "يُرجى تصحيح {count} حقل.",
    },
    notices: {
      captcha: { title: "التحقق مطلوب", text: captchaRequired },
      sent: { title: "تم الإرسال بنجاح", text: sent },
      failed: { title: "تعذّر الإرسال!", text: failed },
      error: { title: "تعذّر الإرسال!", text: "حدث خطأ" },
      offline: { title: "تعذّر الإرسال!", text: offline },
    },
    dialog: { ok: "حسنًا", success: "نجاح", error: "خطأ", warning: "تنبيه" },
  },
  modal: {
    formLabel: "استفسار بخصوص {service}",
    close: "إغلاق",
    title: "حدّثنا عن مشروعك",
    thanksTitle: "شكرًا لتواصلك معنا.",
    thanksText: "سيتواصل معك فريقنا قريبًا.",
    messageLabel: "الرسالة",
    captchaAlert: captchaRequired,
    submit: "إرسال الاستفسار",
    toasts: { sent, failed, error: "حدث خطأ!", offline: "حدث خطأ!" },
  },
  dataNote: { text: enquiryDataNote, link: "شروط الخصوصية" },
  // The Arabic title: the English source labels would put English words on the page.
  serviceName: (service) => service.title,
};

export default enquiry;
