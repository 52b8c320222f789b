import { SpeechError } from './errors.ts';

/** Most characters spoken in one synthesis (code points, after markup is stripped): about 5–6 minutes of speech. */
export const SPEECH_MAX_CHARS = 5_000;
/** Input longer than this (UTF-16 units, markup included) is refused before it is even parsed. */
export const SPEECH_MAX_INPUT_CHARS = 4 * SPEECH_MAX_CHARS;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const codePoint =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : ' ';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

// Sentence or clause punctuation a line may already end with (Latin, CJK, Arabic, Devanagari).
const ENDS_CLAUSE = /[.!?;:,。！？；：，、،؛؟।॥…]$/u;

/**
 * The part of a reply that should be heard: HTML tags and comments, Markdown emphasis, headings,
 * bullets, code ticks and link targets are dropped; entities are decoded; control, format
 * (bidi overrides, zero-width spaces, BOM), terminal escape sequences, private-use, unassigned and lone-surrogate characters are
 * removed (ZWNJ/ZWJ stay: Hindi and Arabic spelling needs them); `[[`, which eSpeak would read as
 * raw phonemes, is defused; each line break becomes a clause break. Throws `empty_text` when no
 * letter or digit is left and `text_too_long` past {@link SPEECH_MAX_CHARS}.
 */
export function speakableText(raw: string): string {
  if (raw.length > SPEECH_MAX_INPUT_CHARS)
    throw new SpeechError('text_too_long', `Text is longer than ${SPEECH_MAX_CHARS} characters.`);

  let text = raw
    .replace(/\p{Cs}/gu, '')
    .normalize('NFC')
    // Terminal escape sequences (ESC [ … final byte, or CSI …) go whole, not just their ESC.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/(?:\u001b\[|\u009b)[0-9;?]*[ -/]*[@-~]/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z!?][^<>]*>/gi, ' ');
  text = decodeEntities(text)
    .replace(/\r\n?|[\u2028\u2029\v\f]/g, '\n')
    .replace(/\t/g, ' ')
    // Markdown: images and links keep their text, bare URLs their host.
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\bhttps?:\/\/([^\s/?#]+)[^\s]*/gi, '$1')
    .replace(/^[ \t]*(?:#{1,6}|>+|[-*+•]|\d{1,3}[.)])[ \t]+/gm, '')
    .replace(/\*{1,3}|_{2,3}|~~|`+/g, '')
    .replace(/\[{2,}/g, '[')
    .replace(/\]{2,}/g, ']')
    .replace(/[\p{Cc}\p{Co}\p{Cn}]/gu, (char) => (char === '\n' ? '\n' : ' '))
    .replace(/[\p{Cf}]/gu, (char) => (char === '\u200c' || char === '\u200d' ? char : ''));

  text = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line, index, lines) => (index < lines.length - 1 && !ENDS_CLAUSE.test(line) ? `${line}.` : line))
    .join(' ');

  if (!/[\p{L}\p{N}]/u.test(text)) throw new SpeechError('empty_text', 'There is no text to speak.');
  if ([...text].length > SPEECH_MAX_CHARS)
    throw new SpeechError('text_too_long', `Text is longer than ${SPEECH_MAX_CHARS} characters.`);
  return text;
}

/** Escapes text for eSpeak's SSML mode (both engines run with it, so markup never leaks through). */
export function escapeSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
