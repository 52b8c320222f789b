// An independent judge of a drafted reply's faithfulness: which numbers and certification marks it
// names that none of its sources (the inquiry, its form, the product context, the signature) holds.
// Written apart from the engine it judges (the evaluation and the engine's properties use it), so a
// broken engine helper cannot also break the check.

/** Arabic-Indic, Persian, Devanagari and full-width digits as ASCII digits. */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code >= 0xff10) return String(code - 0xff10);
    if (code >= 0x0966) return String(code - 0x0966);
    if (code >= 0x06f0) return String(code - 0x06f0);
    return String(code - 0x0660);
  });
}

/** Digit runs of a text, whole ("1,150.00" → "115000") and by part ("1", "150", "00"). */
export function numberTokens(text: string): string[] {
  return normaliseDigits(text).match(/\d(?:[\d.,]*\d)?/g) ?? [];
}

function allowedNumbers(texts: string[]): Set<string> {
  const allowed = new Set<string>();
  for (const token of texts.flatMap(numberTokens)) {
    allowed.add(token.replace(/[.,]/g, '').replace(/^0+(?=\d)/, ''));
    for (const part of token.split(/[.,]/)) allowed.add(part.replace(/^0+(?=\d)/, ''));
  }
  return allowed;
}

/** Numbers in `reply` that no source holds (whole, or every part of it). */
export function inventedNumbers(reply: string, sources: string[]): string[] {
  const allowed = allowedNumbers(sources);
  return numberTokens(reply).filter((token) => {
    const whole = token.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
    if (allowed.has(whole)) return false;
    return !token.split(/[.,]/).every((part) => allowed.has(part.replace(/^0+(?=\d)/, '')));
  });
}

/** A mark written as a word of its own: not inside a longer word of any script ("CE" in "PRICE"). */
const word = (pattern: string, flags = 'iu') => new RegExp(`(?<![\\p{L}])(?:${pattern})(?![\\p{L}])`, flags);

/**
 * Certification marks a reply might claim, each with the ways the 8 reply languages write it. A claim
 * is invented when no source names the same mark in any of its ways: a reply may name in English a
 * mark the buyer asked for in Arabic (حلال → Halal), or quote it in the buyer's words. Acronyms that
 * are also ordinary words (CE, REACH, BIS) count only in capitals.
 */
export const CERTIFICATION_MARKS: { mark: string; ways: RegExp[] }[] = [
  { mark: 'HACCP', ways: [word('HACCP')] },
  // Arabic joins the article and prepositions to the word (الحلال, بالحلال): no boundary on the left.
  { mark: 'Halal', ways: [word('halal'), /حلال/u, /清真/u, /हलाल/u] },
  {
    mark: 'Kosher',
    ways: [word('kosher|koscher|casher|cacher|kasher|kósher'), /كوشر/u, /犹太洁食|洁食|犹太认证/u, /कोशर/u],
  },
  {
    mark: 'Organic',
    ways: [
      word(
        'organic|org[aá]nic[oa]s?|org[aâ]nic[oa]s?|biologiques?|biol[oó]gic[oa]s?|bio|[oö]ko(?:logisch)?|ökologische[nrs]?',
      ),
      /عضوي/u,
      /有机/u,
      /जैविक|ऑर्गेनिक|आर्गेनिक/u,
    ],
  },
  { mark: 'FSSAI', ways: [word('FSSAI')] },
  { mark: 'GMP', ways: [word('c?GMP|WHO-GMP|BPF|BPM|BPL|GMP-zertifiziert'), /药品生产质量管理规范/u] },
  { mark: 'CE', ways: [word('CE', 'u'), /CE认证|CE标志/u] },
  { mark: 'BRC', ways: [word('BRC(?:GS)?')] },
  { mark: 'GOTS', ways: [word('GOTS')] },
  { mark: 'OEKO-TEX', ways: [word('OEKO-?TEX')] },
  { mark: 'RoHS', ways: [word('RoHS')] },
  { mark: 'REACH', ways: [word('REACH', 'u')] },
  { mark: 'FDA', ways: [word('FDA', 'u')] },
  { mark: 'BIS', ways: [word('BIS', 'u')] },
  { mark: 'LWG', ways: [word('LWG', 'u')] },
];

/** ISO standards are the same mark only with the same number. */
const ISO = /(?<![\p{L}])ISO\s?[-:]?\s?(\d{3,5})/giu;

/** A text as written and with compatibility forms folded ("Ｈａｌａｌ" → "Halal", "Ⓐ" → "A"); a mark
 * found in either form counts, on both sides. */
const forms = (text: string) => [normaliseDigits(text), normaliseDigits(text.normalize('NFKC'))];

/** Certification marks `reply` names that no source names, in any of the mark's ways. */
export function inventedCertifications(reply: string, sources: string[]): string[] {
  const said = forms(reply);
  const source = forms(sources.join('\n'));
  const isos = (texts: string[]) =>
    new Set(texts.flatMap((text) => [...text.matchAll(ISO)].map((m) => m[1])));
  const sourceIsos = isos(source);
  const invented = [...isos(said)]
    .filter((number) => !sourceIsos.has(number))
    .map((number) => `ISO ${number}`);
  const names = (texts: string[], ways: RegExp[]) => ways.some((way) => texts.some((text) => way.test(text)));
  for (const { mark, ways } of CERTIFICATION_MARKS) {
    if (names(said, ways) && !names(source, ways)) invented.push(mark);
  }
  return invented;
}
