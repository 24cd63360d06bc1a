import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Field,
  PayloadRequest,
} from "payload";
import { hiddenText } from "../lib/plain-text";
import { Refusal } from "./errors";
import { settings } from "./settings";

/**
 * Drafts, saved as staff type (Payload's autosave, two seconds after the last change): a closed
 * tab or a lost connection loses at most that, and a reopened entry shows the last saved text.
 * Editors schedule a publish or a take-down (cms/publish/schedule.ts).
 */
export const AUTOSAVED_DRAFTS = {
  drafts: { autosave: { interval: 2000 }, schedulePublish: true },
  maxPerDoc: 50,
};

/** An author's way to ask for a publish: editors filter drafts on it. */
export const readyForEditor: Field = {
  name: "readyForEditor",
  type: "checkbox",
  defaultValue: false,
  label: { en: "Ready for an editor", ar: "جاهز للمحرِّر" },
  admin: {
    position: "sidebar",
    description: {
      en: "An author ticks this when both languages are written: an editor reviews and publishes.",
      ar: "يحدّده الكاتب عند اكتمال اللغتين، فيراجع المحرِّر المقال وينشره.",
    },
  },
};

/**
 * The edit view's Publish and Unpublish, shown to editors and admins only; its heading, in an entry
 * not yet titled in the admin's language, "No title yet" rather than the entry's id.
 */
export const editView = {
  PublishButton: "/components/publish-buttons#EditorsPublishButton",
  UnpublishButton: "/components/publish-buttons#EditorsUnpublishButton",
  beforeDocumentControls: ["/components/untitled-title#UntitledInThisLanguage"],
};

/**
 * Ticked "Ready for an editor" (it was not): every editor and admin is told by e-mail, in both of
 * the editor's languages, what is waiting, from whom, and where it is. The save does not wait for
 * the mail; a mail that fails is logged.
 */
export const tellEditorsWhenReady =
  (name: (doc: Record<string, unknown>) => string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, collection }) => {
    if (!doc.readyForEditor || previousDoc?.readyForEditor) return doc;
    const { docs } = await req.payload.find({
      collection: "users",
      where: { roles: { in: ["editor", "admin"] } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    });
    const entry = name(doc);
    const who = req.user?.email ?? "";
    const link = `${settings().url}/admin/collections/${collection.slug}/${String(doc.id)}`;
    const text = [
      `${who} asks an editor to review and publish ${entry}: ${link}`,
      "",
      `يطلب ${who} من المحرِّر مراجعة ${entry} ونشره: ${link}`,
    ].join("\n");
    for (const { email } of docs as unknown as { email: string }[])
      void req.payload
        .sendEmail({ to: email, subject: `Ready for an editor: ${entry}`, text })
        .catch((error: unknown) =>
          req.payload.logger.error({ err: error, msg: `the ready-for-an-editor mail to ${email}` }),
        );
    return doc;
  };

/** Published, an entry waits for no editor any more. */
export const readyForEditorOnlyUntilPublished: CollectionBeforeChangeHook = ({ data }) =>
  data._status === "published" ? { ...data, readyForEditor: false } : data;

/**
 * The one text rule (lib/plain-text.ts) in the editor: a save holding a control character or a
 * direction override (pasted with text, or typed to reverse what others read) is refused, naming
 * the field; nothing of it is stored.
 */
export const plainTextOnly = ({ data, req }: { data: unknown; req: PayloadRequest }) => {
  const found = hiddenText(data);
  if (found)
    throw new Refusal(req, 400, {
      en: `Not saved: ${found.path} holds ${found.character}, a control character or a direction override, which readers never see but which reverses or breaks the text around it. Retype that text, or paste it as plain text.`,
      ar: `لم يُحفظ: الحقل ${found.path} يحوي ${found.character}، وهو محرف تحكم أو محرف يفرض اتجاه الكتابة، لا يراه القارئ لكنه يقلب النص من حوله أو يفسده. أعد كتابة النص، أو الصقه نصًّا عاديًّا.`,
    });
  return data;
};
