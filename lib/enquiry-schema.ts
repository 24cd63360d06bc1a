// zod/mini: the same validation as zod, tree-shaken, so the forms ship a few KB instead of the full library.
import * as z from "zod/mini";
import { ENQUIRY_LIMITS } from "./enquiry-limits";

export { CONTACT_PAGE_SOURCE, ENQUIRY_LIMITS, messagePrefix } from "./enquiry-limits";

// No run-time code generation: the site's CSP forbids eval, and zod would otherwise probe for it.
z.config({ jitless: true });

/**
 * The one schema of an enquiry, shared by the Contact Us form, the inquiry modal and the
 * endpoint `POST /mailservice/mailer.php`. Client-safe: no server imports.
 */

// Single-line fields lose every control character; the message keeps tabs and line breaks.
const stripControls = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").trim();
const stripControlsKeepLines = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    .trim();

const singleLine = (max: number, label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is missing.` : `${label} must be text.`,
    })
    .check(
      z.overwrite(stripControls),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );

const phonePattern = /^[0-9 +().-]*$/;

export const enquirySchema = z.object({
  name: singleLine(ENQUIRY_LIMITS.name, "Name").check(z.minLength(1, "Please enter your name.")),
  email: z.pipe(
    singleLine(ENQUIRY_LIMITS.email, "Email"),
    z.email({ error: "Please enter a valid email address." }),
  ),
  phone: z._default(
    singleLine(ENQUIRY_LIMITS.phone, "Phone").check(
      z.regex(phonePattern, "Use digits, spaces and + ( ) - . only."),
      z.refine((value) => value === "" || (value.match(/\d/g)?.length ?? 0) >= 6, {
        error: "Please enter a phone number with at least 6 digits.",
      }),
    ),
    "",
  ),
  message: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "Message is missing." : "Message must be text.",
    })
    .check(
      z.overwrite(stripControlsKeepLines),
      z.minLength(1, "Please tell us how we can help."),
      z.maxLength(
        ENQUIRY_LIMITS.message,
        `Message must be at most ${ENQUIRY_LIMITS.message} characters.`,
      ),
    ),
  captcha: z
    .string({ error: "Please complete the CAPTCHA" })
    .check(
      z.minLength(1, "Please complete the CAPTCHA"),
      z.maxLength(ENQUIRY_LIMITS.captcha, "The CAPTCHA response is too long."),
    ),
  source: z.optional(singleLine(ENQUIRY_LIMITS.source, "Source")),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The visitor's own fields, as the inquiry modal checks them (phone optional). */
export const formFieldsSchema = z.omit(enquirySchema, { captcha: true, source: true });

/** The Contact Us form requires the phone number too. */
export const contactFieldsSchema = z.extend(formFieldsSchema, {
  phone: singleLine(ENQUIRY_LIMITS.phone, "Phone").check(
    z.minLength(1, "Please enter your phone number."),
    z.regex(phonePattern, "Use digits, spaces and + ( ) - . only."),
    z.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, {
      error: "Please enter a phone number with at least 6 digits.",
    }),
  ),
});

/** What the endpoint answers; the forms read only `success`. */
export type EnquiryResponse = { success: true } | { success: false; error: string };
