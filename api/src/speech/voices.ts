import type { Language } from 'engine';

/**
 * eSpeak NG voices per reply language, best first (names as `espeak-ng --voices` lists them in
 * 1.50+; older builds may only know a later candidate). Both engines use the same voices.
 * Chinese is Mandarin (`cmn`, Latin letters read as English: product names stay readable).
 */
export const VOICE_CANDIDATES: Record<Language, readonly [string, ...string[]]> = {
  en: ['en-us', 'en'],
  hi: ['hi'],
  es: ['es'],
  fr: ['fr', 'fr-fr'],
  de: ['de'],
  pt: ['pt-br', 'pt'],
  ar: ['ar'],
  zh: ['cmn', 'zh'],
};

/** The preferred voice for a language (the bundled engine has them all). */
export function defaultVoice(language: Language): string {
  return VOICE_CANDIDATES[language][0];
}

/** The best voice for a language among those an engine lists (the preferred one when the list is unknown). */
export function voiceFor(language: Language, available: ReadonlySet<string> | null): string | null {
  const candidates = VOICE_CANDIDATES[language];
  if (!available) return candidates[0];
  return candidates.find((voice) => available.has(voice)) ?? null;
}
