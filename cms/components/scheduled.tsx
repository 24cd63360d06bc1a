import Link from "next/link";
import type { Payload, ServerProps } from "payload";
import { hasRole } from "../access";
import { scheduled, type Scheduled } from "../publish/schedule";
import { companyTime } from "./enquiries/copy";

const COPY = {
  en: {
    title: "Scheduled",
    intro:
      "Publishes and take-downs set for later (an entry's Publish ▸ Schedule), soonest first. Each is made as the person who set it, and reported to them like any publish.",
    none: "Nothing is scheduled.",
    when: "When",
    what: "What",
    entry: "Entry",
    by: "Set by",
    publish: "Publish",
    takeDown: "Take down",
    inLanguage: { en: " (English only)", ar: " (Arabic only)" } as Record<string, string>,
    waiting: "waiting",
    failed: (why: string) => `not done: ${why}`,
    untitled: "No title yet",
  },
  ar: {
    title: "المجدول",
    intro:
      "عمليات النشر والسحب المحدَّدة لوقت لاحق (نشر ▸ جدولة في المُدخل)، الأقرب أولًا. تُنفَّذ باسم من حدَّدها، ويُبلَّغ بها كأي نشر.",
    none: "لا شيء مجدول.",
    when: "الموعد",
    what: "الإجراء",
    entry: "المُدخل",
    by: "حدَّده",
    publish: "نشر",
    takeDown: "سحب من الموقع",
    inLanguage: { en: " (الإنجليزية فقط)", ar: " (العربية فقط)" } as Record<string, string>,
    waiting: "بانتظار موعده",
    failed: (why: string) => `لم يُنفَّذ: ${why}`,
    untitled: "بلا عنوان بعد",
  },
};

type Label = string | Record<string, string> | undefined;
const inLanguage = (label: Label, language: string) =>
  typeof label === "object" ? (label[language] ?? label.en) : label;

/** The entry a schedule is for, named as its list names it, with the address of its page. */
async function entryOf(payload: Payload, { entry }: Scheduled, language: string, untitled: string) {
  if (entry.global) {
    const global = payload.config.globals.find(({ slug }) => slug === entry.global);
    return {
      name: inLanguage(global?.label as Label, language) ?? entry.global,
      href: `/admin/globals/${entry.global}`,
    };
  }
  const collection = payload.collections[entry.collection as "insights"];
  if (!collection || entry.id === undefined) return { name: "?", href: "/admin" };
  const doc = (await payload.findByID({
    collection: collection.config.slug as "insights",
    id: entry.id,
    draft: true,
    depth: 0,
    locale: language as "en",
    overrideAccess: true,
    disableErrors: true,
  })) as Record<string, unknown> | null;
  const title = doc?.[collection.config.admin.useAsTitle ?? "id"];
  return {
    name: typeof title === "string" && title.trim() ? title : untitled,
    href: `/admin/collections/${collection.config.slug}/${entry.id}`,
  };
}

/** On the start page, for staff who write: what is scheduled, and what failed at its time. */
export async function ScheduledPublishes({ payload, user, i18n }: ServerProps) {
  if (!hasRole(user, "admin", "editor", "author")) return null;
  const language = i18n.language === "ar" ? "ar" : "en";
  const copy = COPY[language];
  const rows = await Promise.all(
    (await scheduled(payload)).map(async (schedule) => {
      const by =
        schedule.by === undefined
          ? null
          : ((await payload.findByID({
              collection: "users",
              id: schedule.by,
              depth: 0,
              overrideAccess: true,
              disableErrors: true,
            })) as { name?: string | null; email?: string } | null);
      return {
        schedule,
        entry: await entryOf(payload, schedule, language, copy.untitled),
        by: by?.name || by?.email || "?",
      };
    }),
  );
  return (
    <section aria-labelledby="scheduled-title" className="enquiries scheduled">
      <h2 id="scheduled-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      {rows.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="enquiries__table-wrap">
          <table className="enquiries__table">
            <thead>
              <tr>
                <th scope="col">{copy.when}</th>
                <th scope="col">{copy.what}</th>
                <th scope="col">{copy.entry}</th>
                <th scope="col">{copy.by}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ schedule, entry, by }) => (
                <tr key={schedule.id}>
                  <td>{companyTime(Date.parse(schedule.at), language)}</td>
                  <td>
                    {schedule.takeDown ? copy.takeDown : copy.publish}
                    {schedule.locale ? copy.inLanguage[schedule.locale] : ""}
                    <br />
                    {schedule.error ? (
                      <strong className="scheduled__failed">{copy.failed(schedule.error)}</strong>
                    ) : (
                      copy.waiting
                    )}
                  </td>
                  <td>
                    <Link href={entry.href}>{entry.name}</Link>
                  </td>
                  <td>{by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
