// zod/mini: the same validation as zod, tree-shaken, so the forms ship a few KB instead of the full library.
import * as z from "zod/mini";
import { locales } from "@/content/locales";
import { ENQUIRY_LIMITS, SENT_MESSAGE_LIMIT } from "./enquiry-limits";
import { plainLine, plainText } from "./plain-text";

export {
  CONTACT_PAGE_SOURCE,
  ENQUIRY_LIMITS,
  SENT_MESSAGE_LIMIT,
  messagePrefix,
} from "./enquiry-limits";

// No run-time code generation: the site's CSP forbids eval, and zod would otherwise probe for it.
z.config({ jitless: true });

/** A text field's messages: absent from the body, not a string, longer than its limit. */
type FieldMessages = { missing: string; notText: string; tooLong: string };

/**
 * Every message the schema gives, in one language (content/enquiry-copy*.ts): the endpoint
 * answers in English, each form speaks its page's language. Messages are plain strings, so a
 * server component can hand them to a form as props.
 */
export type ValidationMessages = {
  name: FieldMessages & { required: string };
  email: FieldMessages & { invalid: string };
  phone: FieldMessages & {
    /** The Contact Us form requires a phone number. */
    required: string;
    /** Characters other than digits, spaces and + ( ) - . */
    characters: string;
    /** Fewer than 6 digits. */
    digits: string;
  };
  message: FieldMessages & { required: string };
  source: FieldMessages;
  captcha: { required: string; tooLong: string };
  language: { invalid: string };
};

// Single-line fields lose every control character and direction override; the message keeps
// its tabs and line breaks (lib/plain-text.ts).
const stripControls = (value: string) => plainLine(value).trim();
const stripControlsKeepLines = (value: string) => plainText(value).trim();

/**
 * Arabic-Indic and Eastern Arabic-Indic digits (U+0660-0669, U+06F0-06F9), which an Arabic
 * keyboard types, become 0-9: the low four bits of either block's code point are the digit.
 * Written as escapes: the forms' bundle carries no Arabic characters.
 */
const westernDigits = (value: string) =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

const phonePattern = /^[0-9 +().-]*$/;
const hasEnoughDigits = (value: string) => (value.match(/\d/g)?.length ?? 0) >= 6;

/** A value cut to its limit, control characters gone; anything but text is dropped. */
const attributionText = (max = ENQUIRY_LIMITS.attribution) =>
  z.catch(
    z.optional(
      z.string().check(
        z.overwrite((value) => stripControls(value).slice(0, max)),
        z.minLength(1),
      ),
    ),
    undefined,
  );
/** A path on this site: `/…`, no scheme or host. */
const sitePath = z.catch(
  z.optional(
    z.string().check(
      z.overwrite((value) => stripControls(value).slice(0, ENQUIRY_LIMITS.attribution)),
      z.regex(/^\/(?!\/)[^\s]*$/),
    ),
  ),
  undefined,
);

export const DEVICES = ["phone", "tablet", "desktop"] as const;

/** A referring site's host (and port): lower case, nothing else. */
const referrerHost = z.catch(
  z.optional(
    z.string().check(
      z.overwrite((value) => value.trim().toLowerCase()),
      z.maxLength(253),
      z.regex(/^[a-z0-9.-]+(:\d{1,5})?$/),
    ),
  ),
  undefined,
);

/**
 * Where an enquiry came from (lib/attribution.ts): how the visit began and where it was sent.
 * It never refuses an enquiry: a value that is too long is cut, one that is malformed dropped.
 */
export const attributionSchema = z.catch(
  z.optional(
    z.object({
      /** The last touch: the arrival the enquiry credits (the visit's only one, or its latest). */
      landing: sitePath,
      referrer: referrerHost,
      utmSource: attributionText(),
      utmMedium: attributionText(),
      utmCampaign: attributionText(),
      utmTerm: attributionText(),
      utmContent: attributionText(),
      /** The first touch, when a later campaign or site began the visit again: where it began. */
      firstLanding: sitePath,
      firstReferrer: referrerHost,
      firstUtmSource: attributionText(),
      firstUtmMedium: attributionText(),
      firstUtmCampaign: attributionText(),
      firstUtmTerm: attributionText(),
      firstUtmContent: attributionText(),
      page: sitePath,
      device: z.catch(z.optional(z.enum(DEVICES)), undefined),
    }),
  ),
  undefined,
);
export type Attribution = NonNullable<z.output<typeof attributionSchema>>;

/**
 * The one schema of an enquiry, shared by the Contact Us form, the inquiry modal and the
 * endpoint `POST /mailservice/mailer.php`, with its messages in the language given.
 * Client-safe: no server imports.
 */
export function enquirySchemas(messages: ValidationMessages) {
  const text = (field: Omit<FieldMessages, "tooLong">) =>
    z.string({
      error: (issue) => (issue.input === undefined ? field.missing : field.notText),
    });
  const singleLine = (max: number, field: FieldMessages) =>
    text(field).check(z.overwrite(stripControls), z.maxLength(max, field.tooLong));
  const { phone } = messages;
  const message = (max: number) =>
    text(messages.message).check(
      z.overwrite(stripControlsKeepLines),
      z.minLength(1, messages.message.required),
      z.maxLength(max, messages.message.tooLong),
    );

  const enquirySchema = z.object({
    name: singleLine(ENQUIRY_LIMITS.name, messages.name).check(
      z.minLength(1, messages.name.required),
    ),
    email: z.pipe(
      singleLine(ENQUIRY_LIMITS.email, messages.email),
      z.email({ error: messages.email.invalid }),
    ),
    phone: z._default(
      singleLine(ENQUIRY_LIMITS.phone, phone).check(
        z.overwrite(westernDigits),
        z.regex(phonePattern, phone.characters),
        z.refine((value) => value === "" || hasEnoughDigits(value), { error: phone.digits }),
      ),
      "",
    ),
    message: message(SENT_MESSAGE_LIMIT),
    captcha: z
      .string({ error: messages.captcha.required })
      .check(
        z.minLength(1, messages.captcha.required),
        z.maxLength(ENQUIRY_LIMITS.captcha, messages.captcha.tooLong),
      ),
    source: z.optional(singleLine(ENQUIRY_LIMITS.source, messages.source)),
    /** The language of the page the visitor wrote from; older clients send none: English. */
    language: z._default(z.enum(locales, { error: messages.language.invalid }), "en"),
    /** Where the visit began and the page it was sent from; older clients send none. */
    attribution: attributionSchema,
  });

  /**
   * The visitor's own fields, as the inquiry modal checks them (phone optional): the message as
   * typed, before its prefix, within the one limit every form has.
   */
  const formFieldsSchema = z.extend(
    z.omit(enquirySchema, { captcha: true, source: true, language: true, attribution: true }),
    { message: message(ENQUIRY_LIMITS.message) },
  );

  /** The Contact Us form requires the phone number too. */
  const contactFieldsSchema = z.extend(formFieldsSchema, {
    phone: singleLine(ENQUIRY_LIMITS.phone, phone).check(
      z.minLength(1, phone.required),
      z.overwrite(westernDigits),
      z.regex(phonePattern, phone.characters),
      z.refine(hasEnoughDigits, { error: phone.digits }),
    ),
  });

  return { enquirySchema, formFieldsSchema, contactFieldsSchema };
}

type EnquirySchema = ReturnType<typeof enquirySchemas>["enquirySchema"];
export type EnquiryInput = z.input<EnquirySchema>;
export type Enquiry = z.output<EnquirySchema>;

/**
 * What the endpoint answers. A body the schema refuses names its first problem's `field`; status
 * 422 means the Idempotency-Key came with another enquiry (the form resends under a new key).
 */
export type EnquiryResponse =
  { success: true } | { success: false; error: string; field?: keyof Enquiry };
