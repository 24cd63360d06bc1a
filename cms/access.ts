import { createHash, timingSafeEqual } from "node:crypto";
import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from "payload";
import { Refusal } from "./errors";
import { settings } from "./settings";

/**
 * The editor's roles: an admin manages users, an editor writes and publishes, an author writes
 * drafts, and the sales team works the enquiries (as admins may).
 */
export const ROLES = ["admin", "editor", "author", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** Whether a signed-in user (as Payload hands it to access functions and hooks) holds one of `roles`. */
export const hasRole = (user: unknown, ...roles: Role[]) =>
  Boolean((user as { roles?: Role[] | null } | null)?.roles?.some((role) => roles.includes(role)));

export const signedIn = ({ req }: { req: PayloadRequest }) => Boolean(req.user);
const digest = (text: string) => createHash("sha256").update(text).digest();

/** The site's preview instance, reading drafts with the secret both share (X-Preview-Secret). */
const previewInstance = (req: PayloadRequest) => {
  const secret = settings().preview?.secret;
  const given = req.headers.get("x-preview-secret");
  return Boolean(secret && given && timingSafeEqual(digest(given), digest(secret)));
};

/** Staff, and the preview instance. */
export const signedInOrPreview: Access = ({ req }) => signedIn({ req }) || previewInstance(req);

export const admins: Access = ({ req }) => hasRole(req.user, "admin");

/** Who works the enquiries: the sales team and admins. */
export const worksEnquiries = (user: unknown) => hasRole(user, "sales", "admin");

/**
 * Whether a save is a draft beside the published entry (`?draft=true`, which Payload turns into
 * `true` as it reads the query) rather than the entry itself.
 */
export const savingDraft = (req: PayloadRequest) => String(req.query?.draft) === "true";

/** Who may publish: editors and admins. */
const canPublish = (req: PayloadRequest) => hasRole(req.user, "admin", "editor");

/**
 * An author saves drafts only: saving as published (from the admin or the REST API alike) is
 * refused, and an editor publishes it. The editor's own commands (no user) publish what they import.
 */
export const publishedByEditors: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (!req.user || canPublish(req)) return data;
  if (data._status === "published")
    throw new Refusal(req, 403, {
      en: "Only an editor or an admin publishes. Save a draft and tick “Ready for an editor”.",
      ar: "النشر للمحرِّر أو المسؤول فقط. احفظ مسودة وحدِّد «جاهز للمحرِّر».",
    });
  // An author's change is a draft beside the entry (`?draft=true`); saved as the entry itself, it
  // would take a published one off the site at the next publish.
  if (operation === "update" && !savingDraft(req))
    throw new Refusal(req, 403, {
      en: "Only an editor or an admin changes a saved entry itself, and so takes a published one off the site. Save a draft.",
      ar: "لا يغيِّر المُدخل المحفوظ نفسه إلا المحرِّر أو المسؤول، إذ قد يسحب ذلك المنشور من الموقع. احفظ مسودة.",
    });
  return data;
};

/** Editors and admins delete: deleting a published entry takes it off the site. */
export const editors: Access = ({ req }) => canPublish(req);

/** The images articles use as covers: of the published articles, or of any article's latest draft too. */
async function covers(req: PayloadRequest, { drafts }: { drafts: boolean }) {
  const found = async (draft: boolean) =>
    (
      await req.payload.find({
        collection: "insights",
        where: draft ? { cover: { exists: true } } : { _status: { equals: "published" } },
        draft,
        depth: 0,
        locale: "en",
        pagination: false,
        overrideAccess: true,
        req,
      })
    ).docs.map(({ cover, slug }) => ({
      slug: String(slug),
      cover: typeof cover === "object" ? cover?.id : cover,
    }));
  return [...(await found(false)), ...(drafts ? await found(true) : [])].filter(
    ({ cover }) => cover != null,
  );
}

/**
 * An image a published article shows is changed by editors and admins only: an author's change
 * would go live with the next publish, whoever makes it. An author changes the images no published
 * article uses (those of their drafts).
 */
export const mediaOfDrafts: Access = async ({ req }) => {
  if (!req.user) return false;
  if (canPublish(req)) return true;
  const used = (await covers(req, { drafts: false })).map(({ cover }) => cover!);
  return used.length === 0 || { id: { not_in: used } };
};

/**
 * An article's cover is not deleted, by anyone: the article would publish without it. The refusal
 * names the articles, published or draft, to give another cover first.
 */
export const notACover: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const using = [
    ...new Set(
      (await covers(req, { drafts: true }))
        .filter(({ cover }) => String(cover) === String(id))
        .map(({ slug }) => slug),
    ),
  ];
  if (using.length > 0)
    throw new Refusal(req, 400, {
      en: `Not deleted: this image is the cover of the article ${using.join(", ")}. Give the article another cover first.`,
      ar: `لم تُحذف: هذه الصورة غلاف المقال ${using.join("، ")}. اختر للمقال غلافًا آخر أولًا.`,
    });
};
