type CountForms = {
  /** 1: the noun with واحد/واحدة */
  one: string;
  /** 2: the dual, in the oblique form the sentences need (after بعد، لمدة) */
  two: string;
  /** 3-10: the plural */
  few: string;
  /** 11-99: the accusative singular (tamyiz) */
  many: string;
  /** round hundreds and thousands (100, 200, 1000): the genitive singular */
  hundred: string;
};

const days: CountForms = {
  one: "يوم واحد",
  two: "يومين",
  few: "أيام",
  many: "يومًا",
  hundred: "يوم",
};
const years: CountForms = {
  one: "سنة واحدة",
  two: "سنتين",
  few: "سنوات",
  many: "سنة",
  hundred: "سنة",
};

/** A count with its noun, in Arabic number-noun agreement, written with Western digits. */
const counted = (n: number, forms: CountForms) => {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  // Above 100 the noun follows the last two digits: 103 أيام، 365 يومًا، 400 يوم، 101 يوم.
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} ${forms.few}`;
  if (rest >= 11) return `${n} ${forms.many}`;
  return `${n} ${forms.hundred}`;
};

/** How long enquiries are kept, in words, to follow a preposition (بعد، لمدة): 730 days is "سنتين". */
export const retentionPeriod = (count: number) =>
  count % 365 === 0 ? counted(count / 365, years) : counted(count, days);
