import { franc } from 'franc-min';

/** The languages the engine replies in (ISO 639-1). */
export type Language = 'en' | 'hi' | 'es' | 'fr' | 'de' | 'pt' | 'ar' | 'zh';

export const LANGUAGES: readonly Language[] = ['en', 'hi', 'es', 'fr', 'de', 'pt', 'ar', 'zh'];

type LatinLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt';

const FRANC_CODES: Record<string, LatinLanguage> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  por: 'pt',
};

// Function words and trade words that are distinctive for one language. Words shared by two
// languages (e.g. "de", "a", "para") are left out on purpose: they cannot break a tie.
function words(list: string): readonly string[] {
  return list.split(' ').filter(Boolean);
}

const CUE_WORDS: Record<LatinLanguage, readonly string[]> = {
  en: words(
    'the we need please price prices quote quotation of and for with tons send want ' +
      'looking require our you your is are can would like buy sample samples delivery what ' +
      'how much per black pepper rice cotton hello hi dear interested in to by i us best ' +
      'offer ship pairs pair plated gift box u ur pls plz thanks thx asap kindly regards',
  ),
  es: words(
    'necesito necesitamos toneladas tonelada el los las del precio precios por favor hola ' +
      'queremos quiero buscamos cúrcuma pimienta negra arroz algodón muestra muestras ' +
      'entrega y con cotización cuánto cuál envíen enviar puerto estamos interesados somos ' +
      'pago sacos ustedes usted pueden gracias buenos días una orgánico orgánica marzo ' +
      'abril mayo junio pueden tienen buenas tardes noches y hay cotizar cotícenme cotizarnos ' +
      'plazo plazos cantidad proveedor embalaje envío flete cuándo cuánto cuántos saludos contenedor contenedores ' +
      'ahora compramos agradeceríamos agradecería informaran infórmenos indíquenos pedimos entregados entregadas juegos ' +
      'quisiera necesita nomás ocupamos mándenos dirección calle',
  ),
  fr: words(
    'bonjour prix du le les des nous vous avons besoin poivre noir riz coton curcuma ' +
      'tonnes tonne échantillon échantillons livraison et avec pour votre vos est quel ' +
      'quelle merci cherchons voulons souhaitons envoyer au aux sur paiement sacs ' +
      'biologique une mars avril juin cordialement madame monsieur pouvez devis ' +
      'délai délais quantité fournisseur emballage combien livrer',
  ),
  de: words(
    'wir brauchen benötigen suchen tonnen reis pfeffer schwarzer baumwolle kurkuma der ' +
      'die das und mit für ist sie ihr ihre bitte preis preise angebot muster probe ' +
      'lieferung nach hallo guten tag möchten haben von ein eine einen zahlung säcke im bis ' +
      'zum zur danke können wie viel kostet gibt ' +
      'lieferzeit lieferfrist liefertermin mindestmenge mindestbestellmenge lieferant verpackung versand menge stück ' +
      'brauche suche habe hätte hättet bräuchte bräuchten was zertifiziert zertifikat moin servus grüß gemischt ' +
      'laden meinen unser unsere euer zahlungsziel zahlungsbedingungen teile getrocknete',
  ),
  pt: words(
    'preciso precisamos toneladas tonelada café arroz pimenta preta algodão açafrão ' +
      'amostra amostras entrega preço preços por favor olá queremos estamos interessados ' +
      'somos pagamento sacos vocês você obrigado obrigada bom dia uma orgânico orgânica em ' +
      'com do da dos das no na não é cotação quanto enviar março abril maio junho têm tem podem boa tarde ' +
      'noite e temos marcação ficha vocês gostaríamos fazem ' +
      'qual quais prazo prazos estoque quantidade fornecedor embalagem frete custa contentor contentores contêineres saudações ' +
      'endereço rua',
  ),
};

// Letters that occur in one Latin language and rarely in the others.
const CUE_LETTERS: Record<LatinLanguage, RegExp> = {
  en: /(?!)/g,
  es: /[ñ¿¡]|ción\b|ciones\b/g,
  fr: /[èêëœàùûîï]/g,
  // German compounds end in a handful of nouns ("Zahlungsziel", "Lieferung", "Haltbarkeit").
  de: /[ßäöü]|\p{L}{3,}(?:ungen|ung|keit|heit|schaft|ziel|zeugnis)(?![\p{L}])/gu,
  pt: /[ãõ]|ção\b|ções\b/g,
};

const WORD_INDEX: Map<string, LatinLanguage[]> = (() => {
  const index = new Map<string, LatinLanguage[]>();
  for (const [language, list] of Object.entries(CUE_WORDS) as [LatinLanguage, readonly string[]][]) {
    for (const word of list) index.set(word, [...(index.get(word) ?? []), language]);
  }
  return index;
})();

// Hindi written in Latin letters ("5000 meter fabric chahiye, 20 din mein, rate kya hoga"), common in
// Indian trade chat: words of Hindi grammar that none of the five Latin languages uses.
const ROMAN_HINDI = new Set(
  words(
    'chahiye chahie chaiye chahiyen hai hain hoga hogi honge kya kitna kitne kitni mein aur baki baaki bhai ' +
      'ji sahab saab tak din dino dinon mahine hafte bhejo bhejiye bhejna dijiye batao bataiye bataye karna ' +
      'karo kijiye wala wale wali pe humein hume hamein hamko aap aapka aapki maal lena dena chahte milega ' +
      'milegi sakte abhi jaldi ke ki ka ko saath sath rahega rahegi rahenge milenge chalate chalata karte karta ' +
      'karenge bhi nahi nahin hum humara hamara apna apne apni kaise kab kahan kaun yeh woh theek thik zaroor ' +
      'zarur dijiega bhejiyega bhejenge chahta chahti pehle pahle baad mujhe humko hamko bori dibbe peti',
  ),
);

// "rate do", "price batao", "sample bhejo": a trade noun with a Hindi imperative.
const ROMAN_HINDI_ASK =
  /(?<![\p{L}])(?:rate|rates|price|prices|bhav|bhaav|daam|dam|quote|quotation|offer|details|sample|samples|catalogue|catalog)(?:\s+(?:per|ka|ki|ke)\s+\p{L}+)?\s+(?:do|de\s+do|dedo|dijiye|bhejo|bhejiye|batao|bataiye|bata\s+do)(?![\p{L}])/iu;

/**
 * Whether Latin text is Hindi: three or more distinct Hindi grammar words, two in a short message
 * ("MOQ kitna hai?"), or a trade noun with a Hindi imperative ("best rate do").
 */
function romanHindi(text: string): boolean {
  const found = new Set<string>();
  const all = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (const word of all) if (ROMAN_HINDI.has(word)) found.add(word);
  return found.size >= 3 || (found.size >= 2 && all.length <= 8) || ROMAN_HINDI_ASK.test(text);
}

/** Counts characters per script, so that a few Latin words (Incoterms, brands) do not override. */
function scriptOf(text: string): 'hi' | 'ar' | 'zh' | null {
  const counts = {
    // Letters only: Arabic-Indic or Devanagari digits in a Latin message ("Need ٥٠٠٠ pcs") are no language.
    hi: (text.match(/(?=\p{Script=Devanagari})[\p{L}\p{M}]/gu) ?? []).length,
    ar: (text.match(/(?=\p{Script=Arabic})[\p{L}\p{M}]/gu) ?? []).length,
    zh: (text.match(/\p{Script=Han}/gu) ?? []).length,
  };
  // Han characters carry a word each, so they count double against alphabetic scripts.
  const scores: [keyof typeof counts, number][] = [
    ['hi', counts.hi],
    ['ar', counts.ar],
    ['zh', counts.zh * 2],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  const best = scores[0];
  return best && best[1] > 0 ? best[0] : null;
}

/** Scores Latin-script languages from distinctive words and letters; shared words split their vote. */
export function cueScores(text: string): Record<LatinLanguage, number> {
  const scores: Record<LatinLanguage, number> = { en: 0, es: 0, fr: 0, de: 0, pt: 0 };
  const lower = text.toLowerCase();
  for (const word of lower.match(/\p{L}+/gu) ?? []) {
    const languages = WORD_INDEX.get(word);
    if (!languages) continue;
    for (const language of languages) scores[language] += 1 / languages.length;
  }
  for (const language of Object.keys(CUE_LETTERS) as LatinLanguage[]) {
    scores[language] += (lower.match(CUE_LETTERS[language]) ?? []).length * 1.5;
  }
  return scores;
}

function best(scores: Record<LatinLanguage, number>): {
  language: LatinLanguage;
  margin: number;
  top: number;
} {
  const sorted = (Object.entries(scores) as [LatinLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  return {
    language: first?.[0] ?? 'en',
    top: first?.[1] ?? 0,
    margin: (first?.[1] ?? 0) - (second?.[1] ?? 0),
  };
}

/**
 * Detects the language of a buyer's message. Non-Latin scripts decide deterministically; Latin text
 * combines franc (good on long text) with a cue-word vote (good on short text). Defaults to English.
 */
export function detectLanguage(text: string): Language {
  const script = scriptOf(text);
  if (script) return script;

  // Incoterms, units and port names are language-neutral noise for both methods.
  const cleaned = text
    .replace(/\b(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|FCL|LCL|MT|L\/C|T\/T)\b/g, ' ')
    .replace(/[\d.,'’/%-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return 'en';
  if (romanHindi(cleaned)) return 'hi';

  const scores = cueScores(cleaned);
  const letters = (cleaned.match(/\p{L}/gu) ?? []).length;
  const guess = letters >= 20 ? franc(cleaned, { only: Object.keys(FRANC_CODES), minLength: 20 }) : 'und';
  const francLanguage = FRANC_CODES[guess];
  // franc's answer is one more vote, heavier when the text is long enough for trigrams to settle.
  if (francLanguage) scores[francLanguage] += letters >= 60 ? 2.5 : 0.75;

  const { language, top, margin } = best(scores);
  if (top === 0 || margin === 0) return francLanguage ?? 'en';
  return language;
}

/** Each reply language's English name (for prompts and messages). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  ar: 'Arabic',
  zh: 'Simplified Chinese',
};
