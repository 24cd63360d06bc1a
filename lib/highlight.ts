// Code in articles, highlighted at build: highlight.js marks tokens with classes (app/globals.css
// colours them in both schemes), so no highlighting script and no inline style reach the browser.
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import json from "highlight.js/lib/languages/json";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";

const languages = { bash, csharp, css, json, sql, ts: typescript, typescript, html: xml, yaml };
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

/** The languages a fenced code block may name. */
export const HIGHLIGHTED_LANGUAGES: ReadonlySet<string> = new Set(Object.keys(languages));

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The code as HTML: highlight.js escapes the text and wraps tokens in `<span class="hljs-…">`. */
export const highlight = (code: string, language?: string) =>
  language && HIGHLIGHTED_LANGUAGES.has(language)
    ? hljs.highlight(code, { language, ignoreIllegals: true }).value
    : escape(code);
