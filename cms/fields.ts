import type { CollectionBeforeChangeHook, Field, PayloadRequest } from "payload";
import { hiddenText } from "../lib/plain-text";
import { Refusal } from "./errors";

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
