import { postgresAdapter } from "@payloadcms/db-postgres";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import { ar } from "@payloadcms/translations/languages/ar";
import { en } from "@payloadcms/translations/languages/en";
import { join } from "node:path";
import { buildConfig, type AfterErrorHook, type Config } from "payload";
import sharp from "sharp";
import { smtpEmail } from "./email";
import { CaseStudies } from "./collections/case-studies";
import { EnquiryAudit } from "./collections/enquiry-audit";
import { Faq } from "./collections/faq";
import { Insights } from "./collections/insights";
import { Media } from "./collections/media";
import { Publishes } from "./collections/publishes";
import { ServicePages } from "./collections/service-pages";
import { Testimonials } from "./collections/testimonials";
import { Users } from "./collections/users";
import { Company } from "./globals/company";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { oneWriterAtATime } from "./one-writer";
import { closeInterrupted } from "./publish/publisher";
import { JOBS, prepareSchedules, TIME_ZONES } from "./publish/schedule";
import { enquiryEndpoints } from "./enquiries/endpoints";
import { keepAuditWithinRetention } from "./enquiries/site";
import { CMS_DIR, getSettings, SettingsError } from "./settings";

function settingsOrExit() {
  try {
    return getSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const settings = settingsOrExit();

const SIGN_IN_REFUSED = {
  en: "The e-mail or password is incorrect, or the account is locked for 15 minutes after 5 wrong passwords. “Forgot password?” sends a new one.",
  ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة، أو أن الحساب مقفل 15 دقيقة بعد 5 كلمات مرور خاطئة. «نسيت كلمة المرور؟» يرسل إليك كلمة جديدة.",
};

/**
 * A refusal of fields reaches the admin with the fields it names, so that each is marked in red
 * with its reason under it, not only named in the notice. (Payload's error answer keeps them only
 * for an error that is an instance of its ValidationError class, which the one thrown in the
 * editor's build is not.)
 */
const withRefusedFields: AfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: { errors?: unknown } }).data;
  if (!result || !Array.isArray(data?.errors)) return;
  return { response: { errors: [{ name: "ValidationError", message: error.message, data }] } };
};

export default buildConfig({
  serverURL: settings.url,
  secret: settings.secret,
  telemetry: false,
  // Without SMTP_URL, Payload writes its e-mails to the log.
  ...(settings.mail && { email: smtpEmail(settings.mail) }),
  // Cookies are accepted from the editor's own origin only.
  csrf: settings.origins,
  cors: settings.origins,
  graphQL: { disable: true },
  hooks: { afterError: [withRefusedFields] },
  admin: {
    user: Users.slug,
    // No Gravatar: the editor loads nothing from another origin.
    avatar: "default",
    // Times with their year, on the 24-hour clock (Payload's default has "12:00 AM").
    dateFormat: "d MMM yyyy, HH:mm",
    // Schedules are set and shown in the company's time zone (IST), whatever the browser's.
    timezones: TIME_ZONES,
    importMap: { baseDir: CMS_DIR },
    // Above every page: the member of staff's latest publish, queued, building, live or failed.
    // The sales team's inbox (/admin/enquiries) and an enquiry's page, in the menu and on the start
    // page for them and admins (cms/enquiries). What is scheduled, on the start page for writers.
    components: {
      header: ["/components/publish-status#PublishStatus"],
      afterNavLinks: ["/components/enquiries/nav-link#EnquiriesNavLink"],
      beforeDashboard: [
        "/components/scheduled#ScheduledPublishes",
        "/components/enquiries/dashboard#EnquiryDashboard",
      ],
      views: {
        enquiries: {
          Component: "/components/enquiries/inbox#EnquiryInbox",
          path: "/enquiries",
          exact: true,
        },
        enquiry: {
          Component: "/components/enquiries/enquiry#EnquiryDetail",
          path: "/enquiries/:id",
        },
      },
    },
    meta: { titleSuffix: " · Deccan Softworks editor" },
  },
  // The admin speaks the user's language, English or Arabic (right to left).
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: "en",
    // A wrong password and a locked account answer alike, for a known address and an unknown one:
    // the sign-in page tells nobody which addresses have accounts. A new entry reads "No title
    // yet" until its title is written (Payload's "Untitled" read as a title). The schedule window
    // names the entry in Arabic too. A version that is not restored says what to do: Payload's
    // window shows no reason (restoring a published version publishes it, which authors do not).
    translations: {
      en: {
        error: { emailOrPasswordIncorrect: SIGN_IN_REFUSED.en, userLocked: SIGN_IN_REFUSED.en },
        general: { untitled: "No title yet" },
        version: {
          problemRestoringVersion:
            "Not restored. An author restores a published version as a draft only: “Restore as draft”, under the arrow beside the button. An editor whose restore is refused restores it as a draft, and Publish then says why.",
        },
      },
      ar: {
        error: { emailOrPasswordIncorrect: SIGN_IN_REFUSED.ar, userLocked: SIGN_IN_REFUSED.ar },
        // (Payload's Arabic names the title's placeholder in Arabic, so the title never shows.)
        general: { untitled: "بلا عنوان بعد", schedulePublishFor: "جدولة النشر لـ {{title}}" },
        version: {
          problemRestoringVersion:
            "لم تُستعد النسخة. يستعيد الكاتب النسخة المنشورة كمسودة فقط: «استعادة كمسودة» تحت السهم بجانب الزر. وإن رُفضت استعادة المحرِّر، يستعيدها كمسودة ثم يبيّن «نشر» السبب.",
        },
      },
    } as NonNullable<Config["i18n"]>["translations"],
  },
  localization: {
    locales: LOCALES.map((locale) => ({ ...locale })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: false,
  },
  bin: ["create-admin", "import", "export", "backup", "restore", "digest"].map((key) => ({
    key,
    scriptPath: join(CMS_DIR, `scripts/${key === "restore" ? "backup" : key}.ts`),
  })),
  collections: [
    Insights,
    CaseStudies,
    ServicePages,
    Testimonials,
    Faq,
    Media,
    Publishes,
    Users,
    EnquiryAudit,
  ],
  endpoints: enquiryEndpoints,
  // Scheduled publishes and take-downs, stored as jobs (cms/publish/schedule.ts).
  jobs: JOBS,
  globals: [Company],
  db:
    settings.database.kind === "sqlite"
      ? oneWriterAtATime(
          sqliteAdapter({
            client: { url: settings.database.url },
            // The schema comes from the committed migrations only, in development as in service.
            push: false,
            migrationDir: join(CMS_DIR, "migrations/sqlite"),
            // Real transactions: an import or a publish stores all of an entry or none of it.
            transactionOptions: {},
          }),
        )
      : postgresAdapter({
          pool: { connectionString: settings.database.url },
          push: false,
          migrationDir: join(CMS_DIR, "migrations/postgres"),
        }),
  sharp,
  // The server (not a command run beside it) finds publishes it was stopped in the middle of.
  onInit: async (payload) => {
    if (process.env.CMS_SERVING !== "1") return;
    await prepareSchedules(payload);
    await closeInterrupted(payload);
    keepAuditWithinRetention(payload);
  },
  typescript: { outputFile: join(CMS_DIR, "payload-types.ts"), autoGenerate: false },
});
