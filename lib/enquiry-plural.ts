/**
 * A sentence for each plural category a language uses (CLDR: English has one and other; Arabic
 * zero, one, two, few, many and other), `{count}` standing for the number. `other` is required:
 * it is what a category without its own sentence falls back to.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The sentence for `count` in `locale`, with the number written in Western digits. */
export function plural(locale: string, forms: PluralForms, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return (forms[category] ?? forms.other).replace("{count}", String(count));
}
