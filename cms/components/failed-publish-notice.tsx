import type { ServerProps } from "payload";

const COPY = {
  en: {
    failed: (entries: string) => `Not published: ${entries}.`,
    why: "The site still shows what it showed before. Open the publish to see why.",
  },
  ar: {
    failed: (entries: string) => `لم يُنشر: ${entries}.`,
    why: "ما زال الموقع يعرض ما كان يعرضه من قبل. افتح عملية النشر لمعرفة السبب.",
  },
};

/**
 * Above every page of the admin, for the member of staff whose latest publish failed and that no
 * publish since has put live (each publish carries everything published): what was not published,
 * linking to the publish and its log. Saving said "Updated successfully"; this says otherwise.
 */
export async function FailedPublishNotice({ payload, user, i18n }: ServerProps) {
  if (!user?.email) return null;
  const { docs } = await payload.find({
    collection: "publishes",
    where: { requestedBy: { contains: user.email } },
    sort: "-createdAt",
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const latest = docs[0];
  if (latest?.state !== "failed") return null;
  const since = await payload.count({
    collection: "publishes",
    where: { state: { equals: "live" }, createdAt: { greater_than: latest.createdAt } },
    overrideAccess: true,
  });
  if (since.totalDocs > 0) return null;
  const copy = COPY[i18n?.language === "ar" ? "ar" : "en"];
  // The admin's own error colours (its CSP allows inline styles); a block across the page.
  return (
    <div
      role="alert"
      style={{
        background: "var(--theme-error-100)",
        borderBottom: "1px solid var(--theme-error-400)",
        color: "var(--theme-error-750)",
        padding: "12px 20px",
        lineHeight: 1.5,
      }}
    >
      <a
        href={`/admin/collections/publishes/${latest.id}`}
        style={{ color: "inherit", display: "block", textDecoration: "none" }}
      >
        <strong>{copy.failed(latest.entries)}</strong>{" "}
        <span style={{ textDecoration: "underline" }}>{copy.why}</span>
      </a>
    </div>
  );
}
