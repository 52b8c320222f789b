// The text the facts are read from. Full-width Latin letters ("ＣＩＦ悉尼", typed with a Chinese input
// method) are read as ASCII. E-mail furniture is not the inquiry: the header block of a forwarded or replied message ("From: …
// Sent: Monday, 11 January 2027 …", "Von: … Gesendet: …", "发件人：… 发送时间：…"), its separator
// ("-----Original Message-----"), the attribution line ("On 2 Mar 2027, Ana wrote:", "Le 5 janv. 2027
// à 10:12, Paul a écrit :") and telephone numbers after their label ("Tel: +971 6 555 1234"). Their
// dates are not the delivery, their names not the product. Blanked character by character, so every
// index of the text stays where it was and the spans read from it are the buyer's own words.

const FROM_LABEL = '(?:from|de|von|发件人|寄件人|من|प्रेषक)';
const HEADER_LABEL =
  '(?:from|sent|to|cc|bcc|date|reply-to|de|enviado(?:\\s+el)?|enviada|para|fecha|envoy[ée]|[àa]|date|von|gesendet|an|datum|data|pour|sujet|发件人|寄件人|发送时间|时间|日期|收件人|抄送|من|مرسل|أرسل|بتاريخ|إلى|التاريخ|نسخة|प्रेषक|भेजा\\s+गया|प्राप्तकर्ता|दिनांक)';
const HEADER_LINE = new RegExp(`^[ \\t>]*\\**${HEADER_LABEL}\\**\\s*[:：]`, 'iu');
const FROM_LINE = new RegExp(`^[ \\t>]*\\**${FROM_LABEL}\\**\\s*[:：]`, 'iu');
const SUBJECT_LINE =
  /^[ \t>]*\**(?:subject|betreff|objet|sujet|asunto|assunto|主题|主旨|الموضوع|विषय)\**\s*[:：]/iu;
const SEPARATOR =
  /^[ \t>]*[-_=]{2,}\s*(?:original\s+message|forwarded\s+message|mensaje\s+original|message\s+d['’]origine|message\s+transf[ée]r[ée]|urspr[üu]ngliche\s+nachricht|weitergeleitete\s+nachricht|mensagem\s+original|mensagem\s+encaminhada|原始邮件|转发邮件|الرسالة\s+الأصلية|मूल\s+संदेश)\s*[-_=]{2,}\s*$/iu;
const FORWARDED =
  /(?:forwarded\s+message|weitergeleitete\s+nachricht|message\s+transf[ée]r[ée]|mensaje\s+reenviado|mensagem\s+encaminhada|转发邮件|الرسالة\s+المعاد\s+توجيهها)|^[ \t]*(?:subject|betreff|objet|sujet|asunto|assunto|主题)\s*[:：]\s*(?:fwd?|wg|tr|rv|enc|转发)\s*:/imu;
const ATTRIBUTION =
  /^[ \t>]*(?:on|el|le|am|em|在|في)\s[^\n]{4,160}?(?:wrote|escribi[óo]|a\s+[ée]crit|schrieb|escreveu|写道|كتب)[^\n]{0,40}?[:：]?\s*$/iu;
const PHONE =
  /(?<![\p{Script=Latin}])(?:tel|tél|phone|ph|mob|mobile|cell|whatsapp|fax|tel[ée]fono|telefone|celular|m[óo]vil|handy|telefon|电话|手机|传真|هاتف|جوال|موبايل|فاكس|फोन|फ़ोन|मोबाइल)\.?(?:\s*(?:no|nr|number|n[º°])\.?)?\s*[:：.]?\s*\+?[\d\u0660-\u0669\u0966-\u096F][\d\u0660-\u0669\u0966-\u096F\s()./-]{5,}[\d\u0660-\u0669\u0966-\u096F]/giu;

// Blanked with a zero-width space, not a space: a run of spaces as long as a header block makes every
// pattern that allows spaces (\s*) retry across it, a cost that grows with the square of its length.
// The zero-width space is neither a letter, a digit nor a space, so no pattern reads or crosses it.
export const BLANK = '\u200b';
const blank = (line: string) => line.replace(/[^\n]/gu, BLANK);

/** The text with its mail headers, separators, attribution lines and phone numbers blanked (same length). */
export function withoutMailFurniture(text: string): string {
  if (typeof text !== 'string' || text === '') return '';
  // A forwarded message quotes the buyer's inquiry: its quote marks go, its words are the inquiry.
  const forwarded = FORWARDED.test(text);
  const lines = text
    .split('\n')
    .map((line) => (forwarded ? line.replace(/^([ \t]*)>+/u, (marks) => ' '.repeat(marks.length)) : line));
  let inHeader = false;
  for (const [index, line] of lines.entries()) {
    if (SEPARATOR.test(line) || ATTRIBUTION.test(line)) {
      lines[index] = blank(line);
      // A separator is followed by the forwarded message's header.
      inHeader = SEPARATOR.test(line);
      continue;
    }
    // A header block opens with its sender line when another header label follows within two lines.
    if (
      !inHeader &&
      FROM_LINE.test(line) &&
      lines.slice(index + 1, index + 3).some((next) => HEADER_LINE.test(next) && !FROM_LINE.test(next))
    )
      inHeader = true;
    if (inHeader) {
      // The subject line stays: it often names the product ("Subject: cumin").
      if (SUBJECT_LINE.test(line)) continue;
      if (HEADER_LINE.test(line)) {
        lines[index] = blank(line);
        continue;
      }
      inHeader = false;
    }
  }
  return lines.join('\n').replace(PHONE, (phone) => blank(phone));
}

/** Full-width Latin letters as ASCII, one unit for one (the punctuation Chinese text uses is kept). */
export function withoutWideLetters(text: string): string {
  return text.replace(/[\uFF21-\uFF3A\uFF41-\uFF5A]/gu, (ch) =>
    String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

// Traditional Chinese (Taiwan, Hong Kong) for the function and trade words the rules read in simplified
// characters ("請問", "嗎", "個", "報價", "運到"): one character for one, so indexes stay.
const TRADITIONAL: Record<string, string> = Object.fromEntries(
  [
    ...'個請問嗎價報錢貨運們這麼來時間數量訂購買賣與為從對後發單證書樣須號達裝櫃噸雙條臺張隻顆塊碼週內兩萬幾種給讓還',
  ].map((ch, i) => [
    ch,
    [
      ...'个请问吗价报钱货运们这么来时间数量订购买卖与为从对后发单证书样须号达装柜吨双条台张只颗块码周内两万几种给让还',
    ][i] ?? ch,
  ]),
);
const TRADITIONAL_CHARS = new RegExp(`[${Object.keys(TRADITIONAL).join('')}]`, 'gu');

/** Traditional Chinese function and trade characters as simplified ones (same length). */
export function withoutTraditional(text: string): string {
  return text.replace(TRADITIONAL_CHARS, (ch) => TRADITIONAL[ch] ?? ch);
}

/** The inquiry as the facts are read from it: mail furniture blanked, full-width letters as ASCII. */
export function readableText(text: string): string {
  return withoutTraditional(withoutWideLetters(withoutMailFurniture(text)));
}
