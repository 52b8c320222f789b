// The buyer's own words for the product, when the glossary does not know it: the noun phrase after
// the quantity ("500 metres of *cotton poplin fabric*", "100套*不锈钢炊具*", "500 मीटर *सूती कपड़ा*
// चाहिए"), else the words before it ("*Cotton bed sheets*, 500 pieces"), else the object of "we need",
// "looking for", "necesitamos", "我们需要"… Conservative: null when nothing reads as a product.
import { normaliseDigits } from '../facts.ts';

const MAX_WORDS = 6;
const MAX_CHARACTERS = 60;

// Words that end the product phrase (prepositions, trade terms, request words) in the 5 Latin languages.
const LATIN_STOP = new Set(
  (
    'to for from with per at by in on into delivered delivery shipped shipping shipment packed packing please each ' +
    'within before until and or but that which who we our you your is are be as cif fob cfr cnf exw fca fas cpt cip ' +
    'dap dpu ddp incoterm incoterms price prices quote quotation target payment terms sample samples via under if ' +
    'para por con sin en hacia hasta desde cada antes entrega envío envio precio precios cotización pago muestra ' +
    'muestras y o que su sus nuestro nuestra es son destino puerto ' +
    'pour par avec sans en vers jusqu chaque avant livraison prix paiement échantillon échantillons et ou que qui ' +
    'votre vos notre nos est sont port destination ' +
    'für mit ohne nach bis pro je zum zur vor lieferung preis preise angebot zahlung muster und oder die der das ' +
    'den dem ist sind hafen ihr ihre unser unsere ' +
    'com sem em até ao aos cada antes entrega preço preços cotação pagamento amostra amostras e ou que seu sua ' +
    'nosso nossa é são porto destino'
  ).split(' '),
);
// Latin words that lead into the phrase and are dropped ("of", "de", "von"…).
const LATIN_LEAD =
  /^(?:(?:of|de|del|des|du|d'|da|do|das|dos|von|an|x|×|the|some|your|a|an|un|una|unos|unas|une|um|uma|el|la|los|las|le|les|o|os|as)\s+|d'|l')+/iu;
// Generic words that are not a product on their own.
const GENERIC = new Set(
  (
    'product products item items goods material materials quantity order stock merchandise thing things it them ' +
    'producto productos artículos mercancía produit produits articles marchandise produkt produkte ware waren ' +
    'artikel produto produtos mercadoria itens best good quality'
  ).split(' '),
);

// Cues that introduce the product when there is no quantity before it.
const OBJECT_CUES = new RegExp(
  '(?<![\\p{L}])(?:we\\s+(?:need|require|want|are\\s+looking\\s+for|are\\s+interested\\s+in|would\\s+like\\s+to\\s+(?:buy|import|order|purchase|source))|looking\\s+for|interested\\s+in|in\\s+need\\s+of|inquiry\\s+(?:for|about|on)|enquiry\\s+(?:for|about|on)|rfq\\s+(?:for)?|quot(?:e|ation)\\s+for|price\\s+(?:for|of)|offer\\s+for|need|require|buy|purchase|import|source|' +
    'necesitamos|necesito|buscamos|busco|queremos\\s+(?:comprar|importar)|interesados\\s+en|cotizaci[óo]n\\s+(?:de|para)|precio\\s+(?:de|del)|' +
    "nous\\s+(?:cherchons|recherchons|souhaitons\\s+(?:acheter|importer)|avons\\s+besoin\\s+(?:de|d'))|int[ée]ress[ée]s?\\s+par|demande\\s+de\\s+prix\\s+pour|prix\\s+(?:de|du|des)|" +
    'wir\\s+(?:ben[öo]tigen|brauchen|suchen|m[öo]chten\\s+(?:kaufen|importieren))|anfrage\\s+(?:f[üu]r|zu)|angebot\\s+f[üu]r|preis\\s+f[üu]r|' +
    'precisamos\\s+(?:de\\s+)?|procuramos|buscamos|interessados\\s+em|cota[çc][ãa]o\\s+(?:de|para)|pre[çc]o\\s+(?:de|do|da))(?![\\p{L}])\\s*',
  'iu',
);

const SCRIPT_OBJECT_CUES =
  /(?:我们需要|我司需要|我们想(?:要|买|采购|购买|进口)|需要|求购|采购|购买|询购|询价|进口|寻找|想买|نحتاج\s+(?:إلى\s+)?|نريد\s+(?:شراء|استيراد)?\s*|نبحث\s+عن\s+|نرغب\s+في\s+(?:شراء|استيراد)\s+|مهتمون\s+ب|طلب\s+عرض\s+سعر\s+(?:ل|على)\s*|سعر\s+)/u;

// Han phrase: stops at punctuation, a trade term or a function word.
const HAN_PHRASE =
  /^(?:的)?([\p{Script=Han}A-Za-z-]{1,14}?)(?=[，,。.；;：:！!？?、\s]|运往|运到|发往|到|至|交货|价格|报价|请|要求|用于|包装|付款|CIF|FOB|CFR|EXW|DDP|DAP|$)/u;
const ARABIC_STOP =
  /^(?:إلى|الى|مع|في|خلال|بسعر|على|شحن|تسليم|ميناء|يرجى|نرجو|الرجاء|هل|و?ما|CIF|FOB|CFR|EXW|DDP|DAP|قبل|بحلول|حتى|من\s+الهند|لكل|عبر|بشرط|بموجب|تعبئة|الدفع|عينة|عينات)$/u;
const HINDI_STOP =
  /^(?:चाहिए|चाहिये|की|का|के|को|है|हैं|तक|में|पर|से|और|भेजें|कृपया|क्या|CIF|FOB|CFR|EXW|DDP|DAP|आवश्यकता|ज़रूरत|जरूरत|खरीदना|लिए|भाव|कीमत|डिलीवरी)$/u;

function clean(phrase: string): string | null {
  const text = phrase
    .replace(/^[\s,.;:()"'“”‘’«»\-–—]+|[\s,.;:()"'“”‘’«»\-–—]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || /\d/.test(normaliseDigits(text))) return null;
  if (!/\p{L}{2}/u.test(text)) return null;
  if (text.length > MAX_CHARACTERS) return null;
  if (text.split(' ').every((word) => GENERIC.has(word.toLowerCase()) || LATIN_STOP.has(word.toLowerCase())))
    return null;
  return text;
}

function latinPhrase(rest: string): string | null {
  const lead = LATIN_LEAD.exec(rest);
  const from = rest.slice(lead?.[0].length ?? 0);
  const words: string[] = [];
  for (const match of from.matchAll(/([\p{L}\p{M}'’\-/&+]+)(\s*)|([^\p{L}\p{M}\s]+)/gu)) {
    const word = match[1];
    if (!word) break;
    if (LATIN_STOP.has(word.toLowerCase()) || words.length === MAX_WORDS) break;
    words.push(word);
    if (!match[2] && from.charAt((match.index ?? 0) + match[0].length) !== '') {
      // A word glued to punctuation ends the phrase ("cookware,").
      const next = from.charAt((match.index ?? 0) + match[0].length);
      if (!/[\p{L}\p{M}]/u.test(next)) break;
    }
  }
  // Trailing function words ("cotton fabric of") are not part of it.
  while (words.length > 0 && LATIN_LEAD.test(`${words[words.length - 1] ?? ''} `)) words.pop();
  return words.length > 0 ? clean(words.join(' ')) : null;
}

function scriptPhrase(rest: string, stop: RegExp): string | null {
  const words: string[] = [];
  for (const match of rest.matchAll(/(\S+)/gu)) {
    const raw = match[1] ?? '';
    const word = raw.replace(/[،,.;:!?؟।]+$/u, '');
    if (!word || stop.test(word) || /^\d/.test(normaliseDigits(word)) || words.length === MAX_WORDS) break;
    // Latin words inside Arabic or Hindi text are kept only if they are not trade terms.
    words.push(word);
    if (word !== raw) break;
  }
  return words.length > 0 ? clean(words.join(' ')) : null;
}

function phraseAfter(rest: string): string | null {
  const trimmed = rest.replace(/^\s*/u, '');
  if (/^[\p{Script=Han}]/u.test(trimmed)) return clean(HAN_PHRASE.exec(trimmed)?.[1] ?? '');
  if (/^(?:من\s+)?[\u0600-\u06FF]/u.test(trimmed))
    return scriptPhrase(trimmed.replace(/^من\s+/u, ''), ARABIC_STOP);
  if (/^[\u0900-\u097F]/u.test(trimmed)) return scriptPhrase(trimmed, HINDI_STOP);
  if (/^(?:of|de|del|des|du|d'|da|do|das|dos|von|x|×)?\s*[\p{Script=Latin}]/iu.test(trimmed))
    return latinPhrase(trimmed);
  return null;
}

/** The words before the quantity, back to the start of the clause, without the request words. */
function phraseBefore(before: string): string | null {
  const clause =
    before
      .replace(/[\s,，(:\-–—]+$/u, '')
      .split(/[.!?;:\n。！？；：،؛]|,\s|，/u)
      .pop() ?? '';
  let text = clause.trim();
  const cue = OBJECT_CUES.exec(text) ?? SCRIPT_OBJECT_CUES.exec(text);
  if (cue) text = text.slice(cue.index + cue[0].length);
  // Hindi puts the product before the quantity: "हमें सूती कपड़ा 500 मीटर चाहिए".
  text = text.replace(/^(?:हमें|हमको|मुझे|हम|हमारी\s+कंपनी\s+को)\s+/u, '');
  text = text.replace(/^(?:please|kindly|pls)\s+(?:quote|send|offer)\s+/iu, '');
  if (!text || text.split(/\s+/).length > MAX_WORDS) return null;
  if (/[\p{Script=Han}]/u.test(text) && text.length > 14) return null;
  return clean(text);
}

/**
 * The buyer's words for the product around the quantity span (when there is one), else after a
 * "we need"-style cue. Never contains a digit.
 */
export function buyerProductWords(inquiry: string, quantityText: string | null): string | null {
  const text = typeof inquiry === 'string' ? inquiry : '';
  if (!text.trim()) return null;
  if (quantityText) {
    const at = text.indexOf(quantityText);
    if (at !== -1) {
      const after = phraseAfter(text.slice(at + quantityText.length, at + quantityText.length + 120));
      if (after) return after;
      const before = phraseBefore(text.slice(Math.max(0, at - 120), at));
      if (before) return before;
    }
  }
  const cue = OBJECT_CUES.exec(text) ?? SCRIPT_OBJECT_CUES.exec(text);
  if (cue) {
    const rest = text.slice(cue.index + cue[0].length, cue.index + cue[0].length + 120);
    // "we need 20 MT of X": the quantity was handled above.
    if (!/^\s*[\d\u0660-\u0669\u0966-\u096F]/u.test(rest)) return phraseAfter(rest);
  }
  return null;
}
