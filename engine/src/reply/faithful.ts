// The faithfulness check of a reply written elsewhere (the api's optional LLM path): a completion
// may reword the offline draft, never add a number, change the language, ask again for what the
// buyer gave, or leave out the buyer's quantity or product.
import { numbersIn } from '../context.ts';
import { findGlossaryTerms, foldText } from '../glossary.ts';
import { LANGUAGE_NAMES, detectLanguage } from '../language.ts';
import { planReply, type MissingItem, type ReplyInput } from './compose.ts';

const B = '(?<![\\p{L}\\p{N}])';
const A = '(?![\\p{L}\\p{N}])';

// A sentence that asks the buyer for something: a question mark, or a request addressed to them.
const ASKS = new RegExp(
  `[?？؟¿]|${B}(?:please|kindly|could\\s+you|can\\s+you|would\\s+you|let\\s+us\\s+know|advise\\s+us|inform\\s+us|share|specify|provide\\s+us|por\\s+favor|podr[íi]a|podr[íi]an|ind[íi]quenos|ind[íi]quennos|confirme|conf[íi]rmenos|pourriez|veuillez|merci\\s+de\\s+nous|indiquez|pr[ée]cisez|bitte|teilen\\s+sie|nennen\\s+sie|geben\\s+sie|poderia|poderiam|informe|informem|favor)${A}|कृपया|बताएं|बताएँ|बताइए|يرجى|نرجو|الرجاء|زودونا|تزويدنا|请|烦请|麻烦`,
  'iu',
);

/** Words that name each fact when a reply asks for it. */
const ITEM_WORDS: Record<MissingItem, RegExp> = {
  product: new RegExp(
    `${B}(?:which\\s+product|what\\s+product|product\\s+you\\s+need|qu[ée]\\s+producto|el\\s+producto|quel\\s+produit|le\\s+produit|welche[sn]?\\s+produkt|das\\s+gew[üu]nschte\\s+produkt|qual\\s+produto|o\\s+produto)${A}|कौन-?सा\\s+उत्पाद|(?:ال)?منتج\\s+(?:ال)?مطلوب|什么产品|所需产品|哪种产品`,
    'iu',
  ),
  quantity: new RegExp(
    `${B}(?:quantity|quantities|how\\s+(?:much|many)|volume|cantidad(?:es)?|quantit[ée]s?|menge|st[üu]ckzahl|quantidade)${A}|मात्रा|(?:ال)?كمية|数量|采购量|多少`,
    'iu',
  ),
  destination: new RegExp(
    `${B}(?:destination|port|ports|where|ship\\s+to|deliver\\s+to|destino|puerto|bestimmungs(?:hafen|ort)|zielhafen|hafen|porto|lieferort)${A}|गंतव्य|बंदरगाह|पोर्ट|(?:ال)?ميناء|(?:ال)?وجهة|الوصول|目的港|目的地|港口`,
    'iu',
  ),
  incoterm: new RegExp(
    `${B}(?:incoterms?|delivery\\s+terms|shipping\\s+terms|trade\\s+terms|price\\s+basis|fob\\s+or\\s+cif|cif\\s+or\\s+fob|fob/cif|condiciones\\s+de\\s+entrega|conditions\\s+de\\s+livraison|lieferbedingungen?|condi[çc][õo]es\\s+de\\s+entrega)${A}|शर्त\\s*(?:\\(Incoterm)?|شرط\\s+(?:ال)?تسليم|贸易术语|价格条款|成交方式`,
    'iu',
  ),
  deliveryWindow: new RegExp(
    `${B}(?:delivery\\s+date|required\\s+date|when\\s+(?:do\\s+)?you\\s+need|timeline|delivery\\s+(?:time|schedule)|fecha\\s+de\\s+entrega|date\\s+de\\s+livraison|liefertermin|lieferdatum|data\\s+de\\s+entrega|prazo\\s+de\\s+entrega)${A}|डिलीवरी\\s*(?:की\\s*)?(?:अपेक्षित\\s*)?तिथि|कब\\s+तक|موعد\\s+(?:ال)?تسليم|تاريخ\\s+(?:ال)?تسليم|交货时间|交货日期|交期|何时需要`,
    'iu',
  ),
};

// "Please note that the MOQ is more than your quantity" points something out; it asks nothing.
const NOTES = new RegExp(
  `${B}(?:note|noter|notez|beachten|observe|tenga\\s+en\\s+cuenta)${A}|ध्यान\\s+दें|ملاحظة|注意`,
  'iu',
);

const SENTENCES = /(?<=[!?？。！؟\n;；।])\s*|(?<=\.)\s+(?![a-zà-ÿ])|\s+(?=¿)/u;

/** The facts a candidate asks for, from its questions and requests. */
function askedFor(candidate: string): Set<MissingItem> {
  const asked = new Set<MissingItem>();
  for (const sentence of candidate.split(SENTENCES)) {
    // A bracket quotes the buyer ("we have noted your request (…)"); it asks nothing.
    const own = sentence.replace(/\([^()]*\)|（[^（）]*）/gu, ' ');
    if (!ASKS.test(own) || NOTES.test(own)) continue;
    for (const item of Object.keys(ITEM_WORDS) as MissingItem[]) {
      if (ITEM_WORDS[item].test(own)) asked.add(item);
    }
  }
  return asked;
}

/**
 * Why a reply written elsewhere (an LLM completion) cannot be sent for this input, or [] when it is
 * as faithful as the offline draft: it quotes no number outside the inquiry, the form, the context
 * and the signature; it is in the inquiry's language; it does not ask for a fact the buyer gave; and
 * it keeps the buyer's quantity and product.
 */
export function draftProblems(candidate: string, input: ReplyInput): string[] {
  if (typeof candidate !== 'string' || !/[\p{L}]/u.test(candidate)) return ['empty'];
  const plan = planReply(input);
  const problems: string[] = [];

  const language = detectLanguage(candidate);
  if (language !== plan.language) problems.push(`not in ${LANGUAGE_NAMES[plan.language]}`);

  const invented = [...new Set(numbersIn(candidate).filter((value) => !plan.allowed.has(value)))];
  if (invented.length > 0) problems.push(`quotes numbers not in the inputs: ${invented.join(', ')}`);

  const asked = askedFor(candidate);
  for (const item of ['product', 'quantity', 'destination', 'incoterm', 'deliveryWindow'] as const) {
    if (!plan.missing.includes(item) && asked.has(item)) problems.push(`asks again for the ${item}`);
  }

  const quantity = plan.given.quantity;
  const folded = foldText(candidate);
  // A count in digits is kept when its number is; a count in words ("twenty tons", "五千公斤") when
  // its span is.
  if (quantity && !numbersIn(candidate).includes(quantity.value) && !folded.includes(foldText(quantity.text)))
    problems.push('drops the quantity');

  if (plan.productName) {
    const names = [plan.productName, plan.product.name].filter((name): name is string => Boolean(name));
    // The whole name, a glossary name of the product, or one of the name's own words (a rewording
    // may shorten "22K gold-plated brass temple jewellery" to "temple jewellery").
    const words = names.flatMap((name) =>
      /\p{Script=Han}/u.test(name)
        ? [...name.matchAll(/\p{Script=Han}{2}/gu)].map((match) => match[0])
        : foldText(name)
            .split(' ')
            .filter((word) => word.length >= 4 && !/\d/.test(word)),
    );
    const named =
      names.some((name) => folded.includes(foldText(name))) ||
      words.some((word) => ` ${folded} `.includes(/\p{Script=Han}/u.test(word) ? word : ` ${word}`)) ||
      (plan.product.entry !== null &&
        findGlossaryTerms(candidate).some((entry) => entry.id === plan.product.entry?.id));
    if (!named) problems.push('drops the product');
  }
  return problems;
}
