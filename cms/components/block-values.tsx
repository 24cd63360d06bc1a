"use client";

import { $isBlockNode, useEditorConfigContext } from "@payloadcms/richtext-lexical/client";
import { useAllFormFields } from "@payloadcms/ui";
import { $getNearestNodeFromDOMNode, HISTORIC_TAG, SKIP_DOM_SELECTION_TAG } from "lexical";
import { reduceFieldsToValues } from "payload/shared";
import { useEffect, useRef } from "react";

/**
 * Inside each body block (code, callout, photo): keeps the block's node in the body holding what
 * staff typed in the block. Payload writes it there only after a round trip to the server, and an
 * older trip's answer, landing after the next change, writes the older values back: a callout's
 * text typed then was shown and never saved (4 of 10 tries on a loaded machine). An undo or redo
 * is left as it is: Payload then reloads the block's fields from the body.
 */
export function BlockValues() {
  const { editor } = useEditorConfigContext();
  const [fields] = useAllFormFields();
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    /** This block's node in the body (inside an editor's read or update). */
    const $block = () => {
      const node = anchor.current && $getNearestNodeFromDOMNode(anchor.current);
      return $isBlockNode(node) ? node : null;
    };
    const values: Record<string, unknown> = reduceFieldsToValues(fields, true);
    const keep = () => {
      const differs = editor.read(() => {
        const node = $block();
        if (!node) return false;
        const stored = node.getFields();
        return Object.keys(values).some(
          (name) => JSON.stringify(values[name]) !== JSON.stringify(stored[name]),
        );
      });
      if (!differs) return;
      editor.update(
        () => {
          const node = $block();
          if (!node) return;
          const stored = node.getFields();
          node.setFields({ ...stored, ...values, blockType: stored.blockType }, true);
        },
        { tag: SKIP_DOM_SELECTION_TAG },
      );
    };
    keep();
    return editor.registerUpdateListener(({ tags }) => {
      if (!tags.has(HISTORIC_TAG)) keep();
    });
  }, [editor, fields]);
  return <span ref={anchor} hidden />;
}
