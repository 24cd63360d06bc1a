import type { Strings } from "altcha/types";
import type { DialogLabels } from "@/components/ui/dialog";
import type { PluralForms } from "@/lib/enquiry-plural";
import type { ValidationMessages } from "@/lib/enquiry-schema";
import { ENQUIRY_LIMITS } from "@/lib/enquiry-limits";
import type { SendOutcome } from "@/lib/send-enquiry";
import arabic from "./enquiry-copy.ar";
import { localizePath, type Locale, type Localized } from "./locales";
import { enquiryDataNote } from "./privacy";
import type { Service } from "./services";

/*
 * The words of the enquiry path (the contact block, the Contact Us form, the inquiry modal, their
 * dialogs, toasts, captcha and validation messages) in each language. Only server components read
 * this module: the forms are client islands and receive the strings of their one language as props,
 * so no other language reaches a browser's scripts. (Their `import type`s of it are erased.)
 */

/** The captcha widget's own strings (ALTCHA's i18n keys; its `Strings` type lacks the last two). */
type AltchaStrings = Strings & { cancel: string; enterCodeFromImage: string };

export type CaptchaCopy = {
  /** The look-alike box shown until the widget has loaded: the widget's own label. */
  label: string;
  /** What screen readers hear as the widget's state changes. */
  announcements: { verifying: string; verified: string; error: string; expired: string };
  /** The widget's language; `strings: null` keeps the English it ships with. */
  widget: { language: Locale; strings: AltchaStrings | null };
};

/** What both forms show: the fields, the draft offer, the send button's busy label, the captcha and the messages. */
export type FormCopy = {
  fields: {
    name: string;
    email: string;
    phone: string;
    optional: string;
    /** The message's length near its limit: `{count}` of `{max}` characters. */
    count: string;
    /** A paste past the limit: `{count}` characters left out, `{max}` the limit. */
    pasteCut: PluralForms;
  };
  restore: { note: string; action: string; discard: string };
  /**
   * A field the server refused (an older page's limits): `field` marks it, `notice` names it in
   * the result (`{field}` is its label).
   */
  refused: { field: string; notice: string };
  sending: string;
  captcha: CaptchaCopy;
  validation: ValidationMessages;
};

/** The Contact Us form's own words. */
type ContactFormText = {
  formLabel: string;
  /** Precedes the service's name when the page was reached from a service's call to action. */
  about: string;
  messageLabel: string;
  placeholder: string;
  submit: string;
  /** Announced when the form is refused: `{count}` is the number of fields to correct. */
  errorCount: PluralForms;
  /** The spec's dialogs (§8), by outcome. */
  notices: Record<"captcha" | SendOutcome, { title: string; text: string }>;
  dialog: DialogLabels;
};

/** The inquiry modal's own words. */
type InquiryModalText = {
  /** The form's accessible name: `{service}` is replaced by the service's name. */
  formLabel: string;
  close: string;
  title: string;
  thanksTitle: string;
  thanksText: string;
  messageLabel: string;
  /** The spec's alert when the captcha is not done. */
  captchaAlert: string;
  submit: string;
  /** The spec's toasts (§8), by outcome. */
  toasts: Record<SendOutcome, string>;
};

/** The line under a form: what is kept, why and for how long, and the link to the privacy terms. */
export type DataNoteCopy = { text: string; link: string; href: string };

export type ContactFormCopy = FormCopy & ContactFormText;
export type InquiryModalCopy = FormCopy & InquiryModalText & { dataNote: DataNoteCopy };

export type EnquiryCopy = {
  /** The contact block around the Contact Us form. */
  section: {
    heading: string;
    headline: string;
    lead: string;
    details: { email: string; phone: string; office: string };
    /** Precedes the office hours. */
    officeHours: string;
    cardHeading: string;
    cardLead: string;
    /**
     * What the card shows after the form was sent by the browser itself (its page's script did
     * not run): `held` (received, and read by a person before it is passed on, there being no
     * captcha), `received` (its captcha had run), or `notSent`, followed by the e-mail address.
     */
    held: { title: string; text: string };
    received: { title: string; text: string };
    notSent: { title: string; text: string };
    /** The form's field that people never see, for form-filling programs (a honeypot). */
    honeypot: string;
  };
  form: FormCopy;
  contactForm: ContactFormText;
  modal: InquiryModalText;
  /** `text`: the note for ENQUIRY_RETENTION_DAYS (content/privacy*.ts). */
  dataNote: { text: (days: number) => string; link: string };
  /**
   * How the forms name a service, given in the page's language (`localizedServices[locale]`).
   * What an enquiry sends is always the English `source`, whatever the page's language.
   */
  serviceName: (service: Service) => string;
};

/** A text field's validation messages in English, from its label and limit. */
const fieldMessages = (label: string, max: number) => ({
  missing: `${label} is missing.`,
  notText: `${label} must be text.`,
  tooLong: `${label} must be at most ${max} characters.`,
});

const captchaRequired = "Please complete the CAPTCHA";
const sent = "Message sent. Thank you for your patience.";
const failed = "There was an issue with your submission.";
/** The request never reached the server: the spec's words, then the connection, and the text kept. */
const offline =
  "An error occurred: the connection was lost before your enquiry reached us. What you typed is kept in this tab: choose OK, then “Restore it” above the form, and send it again once you are back online.";

const english: EnquiryCopy = {
  section: {
    heading: "Contact Us",
    headline: "Ready to take your business to the next level?",
    lead: "Call, Email, Fill the form, or just visit us at",
    details: { email: "Email", phone: "Phone", office: "Office" },
    officeHours: "Office hours:",
    cardHeading: "Reach us anytime",
    cardLead: "Tell us what you are building. All fields are required.",
    held: {
      title: "Received",
      text: "Thank you. Your browser did not run this page's spam check, so a member of our team reads your message before it is passed on. Our team will contact you shortly.",
    },
    received: { title: "Sent Successfully", text: `${sent} Our team will contact you shortly.` },
    honeypot: "Leave this field empty",
    notSent: {
      title: "Not sent",
      text: `${failed} Go back to your message (your browser keeps what you typed) and send it again in a few minutes, or email it to us:`,
    },
  },
  form: {
    fields: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      optional: "optional",
      count: "Characters: {count} of {max}",
      pasteCut: {
        one: "1 character of what you pasted did not fit the limit of {max} and was left out. Undo (Ctrl+Z) takes the paste back.",
        other:
          "{count} characters of what you pasted did not fit the limit of {max} and were left out. Undo (Ctrl+Z) takes the paste back.",
      },
    },
    restore: {
      note: "Your last unsent message is kept in this tab.",
      action: "Restore it",
      discard: "Discard",
    },
    refused: { field: "Please check this field.", notice: "Please check the field: {field}." },
    sending: "Sending…",
    captcha: {
      label: "I'm not a robot",
      announcements: {
        verifying: "Checking that you are not a robot…",
        verified: "Verified: you can send the form.",
        error: "The check failed. Please tick the box again.",
        expired: "The check has expired. Please tick the box again.",
      },
      widget: { language: "en", strings: null },
    },
    validation: {
      name: { ...fieldMessages("Name", ENQUIRY_LIMITS.name), required: "Please enter your name." },
      email: {
        ...fieldMessages("Email", ENQUIRY_LIMITS.email),
        invalid: "Please enter a valid email address.",
      },
      phone: {
        ...fieldMessages("Phone", ENQUIRY_LIMITS.phone),
        required: "Please enter your phone number.",
        characters: "Use digits, spaces and + ( ) - . only.",
        digits: "Please enter a phone number with at least 6 digits.",
      },
      message: {
        ...fieldMessages("Message", ENQUIRY_LIMITS.message),
        required: "Please tell us how we can help.",
      },
      source: fieldMessages("Source", ENQUIRY_LIMITS.source),
      captcha: { required: captchaRequired, tooLong: "The CAPTCHA response is too long." },
      language: { invalid: 'Language must be "en" or "ar".' },
    },
  },
  contactForm: {
    formLabel: "Contact form",
    about: "About",
    messageLabel: "How can we help?",
    placeholder: "A few lines about your project, timeline and budget",
    submit: "Submit",
    errorCount: { one: "Please correct {count} field.", other: "Please correct {count} fields." },
    notices: {
      captcha: { title: "Captcha Required", text: captchaRequired },
      sent: { title: "Sent Successfully", text: sent },
      failed: { title: "Failed!", text: failed },
      error: { title: "Failed!", text: "An error occurred" },
      offline: { title: "Failed!", text: offline },
    },
    dialog: { ok: "OK", success: "Success", error: "Error", warning: "Warning" },
  },
  modal: {
    formLabel: "Inquiry about {service}",
    close: "Close",
    title: "Tell us about your project",
    thanksTitle: "Thank you reaching out.",
    thanksText: "Our team will contact you shortly.",
    messageLabel: "Message",
    captchaAlert: captchaRequired,
    submit: "Send inquiry",
    // The spec's toast for any request that threw; the modal offers the text back when reopened.
    toasts: { sent, failed, error: "An error occurred!", offline: "An error occurred!" },
  },
  dataNote: { text: enquiryDataNote, link: "Privacy terms" },
  // The specification's source labels ("Digital Services", "Game Development Services").
  serviceName: (service) => service.source,
};

/** Every locale holds every string (the Arabic in enquiry-copy.ar.ts). */
export const enquiryCopy: Localized<EnquiryCopy> = { en: english, ar: arabic };

/** The data note under a form, for ENQUIRY_RETENTION_DAYS, linking to the privacy terms in its language. */
export function dataNoteCopy(locale: Locale, days: number): DataNoteCopy {
  const { text, link } = enquiryCopy[locale].dataNote;
  return { text: text(days), link, href: localizePath(locale, "/footer/TermsConditions#privacy") };
}
