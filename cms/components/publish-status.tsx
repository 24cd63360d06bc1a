"use client";
import { useAuth, useTranslation } from "@payloadcms/ui";
import { useEffect, useState, type CSSProperties } from "react";

type Publish = {
  id: number | string;
  state: "queued" | "building" | "live" | "partly-live" | "failed";
  entries: string;
  createdAt: string;
  finishedAt?: string | null;
  /** Articles it could not write (cms/content-files/export.ts). */
  skipped?: { entry: string; link: string; reason: { en: string; ar: string } }[] | null;
};

const COPY = {
  en: {
    queued: (entries: string) => `Publishing: ${entries}.`,
    queuedWhy: "Waiting a moment, so that changes made together are published together.",
    building: (entries: string) => `Publishing: ${entries}.`,
    buildingWhy: "Building the site; it shows the change in a minute or two.",
    live: (entries: string) => `Live on the site: ${entries}.`,
    partly: (entries: string) => `Live on the site, not yet from every server: ${entries}.`,
    partlyWhy:
      "Visitors may still see the previous version for a while: it is sent again to the servers that missed it until each has it. Open the publish to see which.",
    except: "Published, except:",
    failed: (entries: string) => `Not published: ${entries}.`,
    failedWhy: "The site still shows what it showed before. Open the publish to see why.",
  },
  ar: {
    queued: (entries: string) => `جارٍ النشر: ${entries}.`,
    queuedWhy: "ننتظر لحظة لتُنشر التغييرات المتقاربة معًا.",
    building: (entries: string) => `جارٍ النشر: ${entries}.`,
    buildingWhy: "يُبنى الموقع الآن، ويظهر التغيير خلال دقيقة أو دقيقتين.",
    live: (entries: string) => `صار على الموقع: ${entries}.`,
    partly: (entries: string) => `صار على الموقع، لكن ليس من كل الخوادم بعد: ${entries}.`,
    partlyWhy:
      "قد يرى بعض الزوار النسخة السابقة لبعض الوقت: نعيد إرساله إلى الخوادم التي فاتها حتى يصل إليها جميعًا. افتح عملية النشر لمعرفتها.",
    except: "نُشر كل شيء باستثناء:",
    failed: (entries: string) => `لم يُنشر: ${entries}.`,
    failedWhy: "ما زال الموقع يعرض ما كان يعرضه من قبل. افتح عملية النشر لمعرفة السبب.",
  },
};

/** The admin's own colours (its CSP allows inline styles), for a block across the page. */
const tone = (name: string): CSSProperties =>
  name === "elevation"
    ? {
        background: "var(--theme-elevation-100)",
        borderBottom: "1px solid var(--theme-elevation-400)",
        color: "var(--theme-elevation-800)",
      }
    : {
        background: `var(--theme-${name}-100)`,
        borderBottom: `1px solid var(--theme-${name}-400)`,
        color: `var(--theme-${name}-750)`,
      };

/** How long a publish that went live is still shown. */
const LIVE_SHOWN_MS = 5 * 60_000;

const api = async (query: Record<string, string>) =>
  (await (await fetch(`/api/publishes?${new URLSearchParams(query)}`)).json()) as {
    docs: Publish[];
    totalDocs: number;
  };

/**
 * The member of staff's latest publish, and whether it is still news: one that failed until a
 * publish since has put everything live, one that went live for five minutes.
 */
async function latestOf(email: string) {
  const { docs } = await api({
    "where[requestedBy][contains]": email,
    sort: "-createdAt",
    limit: "1",
    depth: "0",
  });
  const publish = docs[0];
  if (publish?.state === "live")
    return {
      publish,
      news:
        Boolean(publish.skipped?.length) ||
        Date.now() - Date.parse(publish.finishedAt ?? "") < LIVE_SHOWN_MS,
    };
  if (publish?.state !== "failed") return { publish, news: true };
  const since = await api({
    "where[state][equals]": "live",
    "where[createdAt][greater_than]": publish.createdAt,
    limit: "1",
    depth: "0",
  });
  return { publish, news: since.totalDocs === 0 };
}

/**
 * Above every page of the admin, for whoever asked for it: their latest publish as it goes from
 * queued to building to live (shown for five minutes; with the articles it left out and why,
 * until their next publish), partly live while a server of the fleet misses it, or failed until a publish puts everything live (each publish carries
 * everything published), linked to the publish or the entry. Saving says "Updated successfully";
 * this says what became of it. Followed every four seconds.
 */
export function PublishStatus() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const [latest, setLatest] = useState<Awaited<ReturnType<typeof latestOf>>>();
  const email = user?.email;
  useEffect(() => {
    if (!email) return;
    let stopped = false;
    const follow = () =>
      latestOf(email)
        .then((found) => !stopped && setLatest(found))
        .catch(() => {});
    void follow();
    const timer = setInterval(() => document.visibilityState === "visible" && follow(), 4000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [email]);
  const publish = latest?.publish;
  if (!publish || !latest.news) return null;
  const language = i18n.language === "ar" ? "ar" : "en";
  const copy = COPY[language];
  // Live without some articles: each named, with why and a link to it.
  if (publish.state === "live" && publish.skipped?.length)
    return (
      <div role="alert" style={{ ...tone("error"), padding: "12px 20px", lineHeight: 1.5 }}>
        <strong>{copy.except}</strong>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {publish.skipped.map(({ entry, link, reason }) => (
            <li key={entry}>
              <a href={link} style={{ color: "inherit" }}>
                {entry}
              </a>
              : {reason[language]}.
            </li>
          ))}
        </ul>
      </div>
    );
  const shown =
    publish.state === "failed"
      ? { tone: "error", title: copy.failed, why: copy.failedWhy }
      : publish.state === "live"
        ? { tone: "success", title: copy.live, why: "" }
        : publish.state === "partly-live"
          ? { tone: "warning", title: copy.partly, why: copy.partlyWhy }
          : {
              tone: "elevation",
              title: copy[publish.state],
              why: copy[publish.state === "queued" ? "queuedWhy" : "buildingWhy"],
            };
  return (
    <div
      role={shown.tone === "error" ? "alert" : "status"}
      style={{ ...tone(shown.tone), padding: "12px 20px", lineHeight: 1.5 }}
    >
      <a
        href={`/admin/collections/publishes/${publish.id}`}
        style={{ color: "inherit", display: "block", textDecoration: "none" }}
      >
        <strong>{shown.title(publish.entries)}</strong>{" "}
        {shown.why && <span style={{ textDecoration: "underline" }}>{shown.why}</span>}
      </a>
    </div>
  );
}
