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

/** Certification names a reply might claim; one that is in neither inquiry nor context is invented. */
export const CERTIFICATION_WORDS = [
  /\bISO\s?\d{3,5}\b/gi,
  /\bHACCP\b/gi,
  /\bHalal\b/gi,
  /\bKosher\b/gi,
  /\bFSSAI\b/gi,
  /\bGMP\b/gi,
  /\bCE\b/g,
  /\bBRC(?:GS)?\b/gi,
  /\bGOTS\b/gi,
  /\bOEKO-?TEX\b/gi,
  /\bRoHS\b/gi,
  /\bREACH\b/g,
  /\bFDA\b/g,
  /\bBIS\b/g,
  /\bLWG\b/g,
];

export function inventedCertifications(reply: string, sources: string[]): string[] {
  const source = sources.join('\n').toLowerCase().replace(/\s+/g, '');
  const found = CERTIFICATION_WORDS.flatMap((pattern) => reply.match(pattern) ?? []);
  return found.filter((claim) => !source.includes(claim.toLowerCase().replace(/\s+/g, '')));
}
