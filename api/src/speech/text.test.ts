import { describe, expect, it } from 'vitest';
import { SpeechError } from './errors.ts';
import { SPEECH_MAX_CHARS, SPEECH_MAX_INPUT_CHARS, escapeSsml, speakableText } from './text.ts';

function code(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof SpeechError ? error.code : 'not a SpeechError';
  }
}

describe('speakableText', () => {
  it('keeps plain replies as they are', () => {
    expect(speakableText('Thank you for your inquiry. We ship 20 t of pepper!')).toBe(
      'Thank you for your inquiry. We ship 20 t of pepper!',
    );
    expect(speakableText('आपकी पूछताछ के लिए धन्यवाद।')).toBe('आपकी पूछताछ के लिए धन्यवाद।');
    expect(speakableText('感谢您的询价。')).toBe('感谢您的询价。');
  });

  it('drops HTML tags, comments, scripts and styles, and decodes entities', () => {
    expect(speakableText('<p>Hello <b>dear</b> buyer</p>')).toBe('Hello dear buyer');
    expect(speakableText('Hi<script>alert("x")</script> there<style>p{}</style><!-- note -->')).toBe(
      'Hi there',
    );
    expect(speakableText('AT&amp;T &lt;b&gt; 5&nbsp;kg &#x20AC;10 &#8364;5 &bogus;')).toBe(
      'AT&T <b> 5 kg €10 €5 &bogus;',
    );
    expect(speakableText('price < 5 and qty > 3')).toBe('price < 5 and qty > 3');
  });

  it('drops Markdown emphasis, code ticks, headings, bullets and link targets', () => {
    expect(
      speakableText('## Offer\n**Price:** `USD 5`, see [our catalog](https://krishika.example/c?id=1)'),
    ).toBe('Offer. Price: USD 5, see our catalog');
    expect(speakableText('- pepper\n- cardamom\n1. cumin')).toBe('pepper. cardamom. cumin');
    expect(speakableText('Visit https://krishika.example/path?q=1 today')).toBe(
      'Visit krishika.example today',
    );
  });

  it('turns line breaks into clause breaks without doubling punctuation', () => {
    expect(speakableText('Dear buyer,\nthank you\r\n\r\nRegards')).toBe('Dear buyer, thank you. Regards');
    expect(speakableText('谢谢。\n再见')).toBe('谢谢。 再见');
  });

  it('removes control, format and escape characters but keeps ZWJ/ZWNJ', () => {
    expect(speakableText('a\u0000b\u0007c')).toBe('a b c');
    expect(speakableText('\u001b[31mred\u001b[0m alert')).toBe('red alert');
    expect(speakableText('\u202eabc\u202c \ufeffdef\u200b')).toBe('abc def');
    expect(speakableText('x\ud800y')).toBe('xy');
    expect(speakableText('priv\ue000ate')).toBe('priv ate');
    const withJoiner = 'क्\u200dष and می\u200cخواهم';
    expect(speakableText(withJoiner)).toBe(withJoiner);
  });

  it("defuses eSpeak's [[phoneme]] input", () => {
    expect(speakableText("say [[h@l'oU]] now")).toBe("say [h@l'oU] now");
    expect(speakableText('[[[x]]]')).toBe('[x]');
  });

  it('refuses text with nothing to speak', () => {
    for (const text of ['', '   ', '\n\t', '<b></b>', '\u0000\u0001', '***', '<!-- -->', '...'])
      expect(
        code(() => speakableText(text)),
        JSON.stringify(text),
      ).toBe('empty_text');
  });

  it(`refuses more than ${SPEECH_MAX_CHARS} speakable characters, counted in code points`, () => {
    expect(speakableText('a'.repeat(SPEECH_MAX_CHARS))).toHaveLength(SPEECH_MAX_CHARS);
    expect(code(() => speakableText('a'.repeat(SPEECH_MAX_CHARS + 1)))).toBe('text_too_long');
    // Astral characters (here CJK Extension B) are two UTF-16 units but one character.
    expect([...speakableText('𠀀'.repeat(SPEECH_MAX_CHARS))]).toHaveLength(SPEECH_MAX_CHARS);
    expect(code(() => speakableText('𠀀'.repeat(SPEECH_MAX_CHARS + 1)))).toBe('text_too_long');
    // Markup does not count…
    expect(speakableText(`<b>${'a'.repeat(SPEECH_MAX_CHARS)}</b>`)).toHaveLength(SPEECH_MAX_CHARS);
    // …up to a hard cap on the raw input.
    expect(code(() => speakableText('<b></b>'.repeat(SPEECH_MAX_INPUT_CHARS)))).toBe('text_too_long');
    const error = (() => {
      try {
        speakableText('a'.repeat(SPEECH_MAX_CHARS + 1));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ name: 'SpeechError', code: 'text_too_long', statusCode: 400 });
  });
});

describe('escapeSsml', () => {
  it('escapes what SSML would interpret', () => {
    expect(escapeSsml('AT&T <speak> 5 > 4')).toBe('AT&amp;T &lt;speak&gt; 5 &gt; 4');
  });
});
