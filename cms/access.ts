import { createHash, timingSafeEqual } from "node:crypto";
import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from "payload";
import { photosIn } from "../lib/article-files";
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
  // A version restored as a draft (`?draft=true`) reaches the hooks with its own state, and is
  // stored as a draft: an author may, as for any draft.
  const restoredAsDraft = req.context.isRestoringVersion === true && savingDraft(req);
  if (data._status === "published" && !restoredAsDraft)
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

/**
 * The images articles show, as covers and as photos in their bodies (in either language): of the
 * published articles, or of any article's latest draft too. Read apart from `req`: a read in all
 * languages sets its request's language to "all", and the admin checks an image's access rules at
 * once (update and delete), so one would leave it there, and the page redirect to itself.
 */
async function articleImages(req: PayloadRequest, { drafts }: { drafts: boolean }) {
  const found = async (draft: boolean) =>
    (
      await req.payload.find({
        collection: "insights",
        where: draft ? {} : { _status: { equals: "published" } },
        draft,
        depth: 0,
        locale: "all",
        pagination: false,
        overrideAccess: true,
      })
    ).docs.flatMap(({ cover, slug, body }) =>
      [typeof cover === "object" ? cover?.id : cover, ...photosIn(body)].map((image) => ({
        slug: String(slug),
        image,
      })),
    );
  return [...(await found(false)), ...(drafts ? await found(true) : [])].filter(
    ({ image }) => image != null,
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
  const used = (await articleImages(req, { drafts: false })).map(({ image }) => image!);
  return used.length === 0 || { id: { not_in: used } };
};

/**
 * An image an article shows (its cover, or a photo in its body) is not deleted, by anyone: the
 * article would publish without it. The refusal names the articles, published or draft.
 */
export const notInAnArticle: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const using = [
    ...new Set(
      (await articleImages(req, { drafts: true }))
        .filter(({ image }) => String(image) === String(id))
        .map(({ slug }) => slug),
    ),
  ];
  if (using.length > 0)
    throw new Refusal(req, 400, {
      en: `Not deleted: the article ${using.join(", ")} shows this image, as its cover or in its body. Give the article another image first.`,
      ar: `لم تُحذف: يعرض المقال ${using.join("، ")} هذه الصورة، غلافًا أو في نصه. اختر للمقال صورة أخرى أولًا.`,
    });
};
