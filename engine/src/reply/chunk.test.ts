import { describe, expect, it } from 'vitest';
import type { Language } from '../language.ts';
import { contextPhrases, countBefore, phraseAround } from './chunk.ts';
import { planReply } from './compose.ts';

/** The phrase around the first occurrence of `anchor` in `text`. */
function around(text: string, anchor: string, language: Language): string | null {
  const at = text.indexOf(anchor);
  return phraseAround(text, at, at + anchor.length, language);
}

describe('phraseAround: the noun phrase around an anchor, in the eight languages', () => {
  it.each([
    ['en', 'We stock frozen samosas (punjabi + veg) in six delis.', 'samosas', 'frozen samosas'],
    ['en', "We'd love the hand-painted ceramic mugs and plates.", 'ceramic', 'hand-painted ceramic mugs'],
    ['en', 'Quote between 10 and 15 tons of chickpeas, FOB.', 'chickpeas', 'chickpeas'],
    ['en', 'Please quote 250 cartons mango pulp, 850 g tins.', 'mango', 'mango pulp'],
    ['es', 'Vendo sandalias de cuero para dama por Instagram.', 'sandalias', 'sandalias de cuero'],
    [
      'pt',
      'Vocês trabalham com cravo-da-índia inteiro? Preciso de 1 contêiner.',
      'cravo',
      'cravo-da-índia inteiro',
    ],
    [
      'fr',
      'Une offre pour 600 autocuiseurs en inox 6 L, livraison Marseille ?',
      'autocuiseurs',
      'autocuiseurs en inox',
    ],
    [
      'de',
      'wir möchten die handgewebten Jute-Teppiche (2 x 3 m) nachbestellen',
      'Teppiche',
      'handgewebten Jute-Teppiche',
    ],
    ['hi', 'Sir, cotton bedsheets chahiye, double bed size.', 'bedsheets', 'cotton bedsheets'],
    [
      'hi',
      'हमारी दुकान के लिए पीतल की मूर्तियाँ चाहिए, हर डिज़ाइन के 50 पीस।',
      'मूर्तियाँ',
      'पीतल की मूर्तियाँ',
    ],
    ['ar', 'عندكم هيل أخضر حب كبير؟ نبي ٢ طن توصيل الرياض', 'هيل', 'هيل أخضر حب كبير'],
    ['zh', '我们每月需要纯椰子油约200桶，请问价格？', '椰子油', '纯椰子油'],
    ['zh', '我们需要20吨姜黄粉，CIF上海。', '姜黄粉', '姜黄粉'],
  ] as const)('%s: %s → %s', (language, text, anchor, phrase) => {
    expect(around(text, anchor, language)).toBe(phrase);
  });

  it('crosses no line, no verb and no unit before the name', () => {
    expect(around('Demande de prix – pièces détachées tracteurs\n\nMonsieur,', 'tracteurs', 'fr')).toBe(
      'tracteurs',
    );
    expect(around('Looking to bring in frozen parathas', 'parathas', 'en')).toBe('frozen parathas');
    expect(around('bhai jeera singapore quality chahiye', 'jeera', 'hi')).toBe('jeera singapore quality');
  });

  it('answers null for a bad anchor or a phrase that is no product', () => {
    expect(phraseAround('rice', -1, 2, 'en')).toBeNull();
    expect(phraseAround('rice', 2, 1, 'en')).toBeNull();
    expect(phraseAround('rice', 0, 99, 'en')).toBeNull();
    expect(around('Send the price list please', 'price', 'en')).toBeNull();
  });
});

describe("contextPhrases: the supplier's product words anchor the buyer's phrase", () => {
  it('finds the phrase holding most of the words, English inquiries only', () => {
    const inquiry = 'Looking to bring in frozen parathas (malabar + aloo). Around 3 pallets.';
    expect(contextPhrases(inquiry, 'Frozen Ready-to-Cook Parathas: Malabar', 'en')[0]).toEqual({
      phrase: 'frozen parathas',
      score: 2,
    });
    // A French inquiry's English gloss ("100% broken") is not the buyer's name for the product.
    expect(contextPhrases('du riz brisé 100 % (100% broken)', '100% Broken Rice', 'fr')).toEqual([]);
    expect(contextPhrases(inquiry, null, 'en')).toEqual([]);
  });
});

// Inquiries written for these tests (not from the evaluation corpus): the positional reading took a
// greeting, an adverb, a delivery phrase or a purpose where the product is.
describe('composeReply names the product phrase the inquiry is about', () => {
  it.each([
    [
      'Hi there, good day! We run six delis in Leeds and stock frozen samosas (punjabi + veg). About 40 cartons a week to start.',
      'Frozen Ready-to-Fry Samosas: punjabi, cocktail, USD 18-22/carton FOB Nhava Sheva',
      'frozen samosas',
    ],
    [
      "Loved your booth at the Frankfurt fair! We'd love the hand-painted ceramic mugs and plates for our café chain in Dublin.",
      'Hand-painted Ceramic Mugs & Plates, USD 2-6/piece FOB Jaipur, MOQ 500 pieces',
      'hand-painted ceramic mugs',
    ],
    [
      'Buenas tardes! Vendo sandalias de cuero para dama por Instagram y quiero traer directo. Unos 800 pares surtidos.',
      "Women's leather sandals, USD 6-11/pair FOB Chennai, MOQ 300 pairs",
      'sandalias de cuero',
    ],
    [
      'Olá, bom dia! Vocês trabalham com cravo-da-índia inteiro? Preciso de 1 contêiner de 20 pés pra Itajaí.',
      'Cloves whole, hand-picked, USD 9,000-9,600/MT FOB Kochi, MOQ 1 x 20ft FCL',
      'cravo-da-índia inteiro',
    ],
    [
      'Bonsoir, suite à notre échange au salon : les nappes en coton imprimées à la main, cette fois 500 pièces au lieu de 300.',
      'Hand block printed cotton table linen, USD 5-14/piece FOB Jaipur',
      'coton imprimées à la main',
    ],
    [
      'Moin! Wir verkaufen online und hätten Interesse an Baumwoll-Einkaufstaschen mit Druck, ungefähr 2.000 Stück, Lieferung Hamburg.',
      'Cotton tote bags, printed, USD 0.9-1.6/piece FOB Tiruppur',
      'Baumwoll-Einkaufstaschen',
    ],
    [
      'Sir, cotton bedsheets chahiye, double bed size. Hotel ke liye 300 pcs with logo. Delhi delivery.',
      'Hotel bed linen, 100% cotton percale, INR 450-700/piece',
      'cotton bedsheets',
    ],
    [
      'नमस्ते जी, हमारी दुकान के लिए पीतल की मूर्तियाँ चाहिए, हर डिज़ाइन के 50 पीस। रेट बताइए।',
      'Brass idols and statues, INR 400-3000/piece',
      'पीतल की मूर्तियाँ',
    ],
    [
      'السلام عليكم\nعندكم هيل أخضر حب كبير؟ نبي ٢ طن توصيل الرياض\nكم السعر؟',
      'Green cardamom 8 mm bold, USD 24-28/kg FOB Kochi',
      'هيل أخضر حب كبير',
    ],
    [
      '您好，我们是深圳的咖喱餐厅，每月需要纯椰子油约200桶，请问价格和交货期？',
      'Virgin coconut oil, cold pressed, USD 3.8-4.6/kg FOB Cochin',
      '纯椰子油',
    ],
  ])('%s', (inquiry, productContext, name) => {
    expect(planReply({ inquiry, productContext }).productName).toBe(name);
  });

  it('reads "两个小柜" (two 20-foot containers) as the quantity, not as the product', () => {
    const plan = planReply({
      inquiry: '您好，我们每个月需要氯化钾（工业级），大概两个小柜，送到胡志明市。价格怎么样？',
      productContext: 'Potassium chloride, technical grade, USD 300-340/MT FOB Kandla',
    });
    expect(plan.quantityText).toBe('两个小柜');
    expect(plan.productName).not.toMatch(/柜/u);
  });

  it.each([
    [
      'Chers partenaires,\n\nNous sommes acheteurs réguliers de poivre noir 550 GL pour le marché ivoirien. Quantité : 20 tonnes, CFR Abidjan.',
      'poivre noir',
    ],
    ['जनाब,\nकाली मिर्च चाहिए, 2 टन, CFR दुबई।', 'काली मिर्च'],
    ['सादर प्रणाम,\nहम जयपुर में पूजा की दुकान चलाते हैं। काली मिर्च चाहिए, 200 किलो।', 'काली मिर्च'],
  ])('a salutation line is no product, and a Hindi sentence ends at its danda: %s', (inquiry, name) => {
    expect(
      planReply({ inquiry, productContext: 'Black pepper 500/550 GL, USD 6,500-7,100/MT FOB Kochi' })
        .productName,
    ).toBe(name);
  });

  it('keeps the words the buyer names first or counts, over what they are for', () => {
    const mill = planReply({
      inquiry: 'Estoy buscando molinos de martillo para maíz, 2 tn/hora. Necesito 3.',
      productContext: 'Maize (Corn) Grits Milling Plant - hammer mills, USD 4,000/set',
    });
    expect(mill.productName).toBe('molinos de martillo');
    const kits = planReply({
      inquiry:
        "Pièces détachées tracteurs\n\nNous souhaitons 300 kits d'embrayage destinés aux tracteurs, CFR Sfax.",
      productContext: 'Tractor Clutch Kits for Massey Ferguson, USD 80/set',
    });
    expect(kits.productName).toMatch(/embrayage/u);
    expect(kits.productName).not.toMatch(/tracteurs/u);
  });
});

describe('countBefore: the count written right before the product phrase', () => {
  it.each([
    ['Pedimos cotización de 8.500 camisas tipo polo en piqué.', 'camisas tipo polo', 8500, '8.500 camisas'],
    [
      'Nos adjudicaron un lote de 20 mil medidores de energía.',
      'medidores de energía',
      20000,
      '20 mil medidores',
    ],
    ['Please quote 1,200 canvas tote bags, FOB Chennai.', 'canvas tote bags', 1200, '1,200 canvas'],
    ['نطلب ٥٠٠ حقيبة ظهر مدرسية.', 'حقيبة ظهر مدرسية', 500, '٥٠٠ حقيبة'],
  ] as const)('%s', (inquiry, name, value, text) => {
    expect(countBefore(inquiry, name)).toEqual({ value, text });
  });

  it('reads no count from a price, a year, a size, a unit or an absent name', () => {
    expect(countBefore('Target USD 5 canvas tote bags', 'canvas tote bags')).toBeNull();
    expect(countBefore('For the 2027 school uniforms', 'school uniforms')).toBeNull();
    expect(countBefore('cubetas de 20 kg pulpa de tamarindo', 'pulpa de tamarindo')).toBeNull();
    expect(countBefore('क्या आपके पास 10 टन की क्रेन है?', 'टन की क्रेन')).toBeNull();
    expect(countBefore('We need canvas tote bags', 'canvas tote bags')).toBeNull();
    expect(countBefore('1,200 bags', null)).toBeNull();
  });

  it('gives the reply a quantity, so it is not asked again', () => {
    const plan = planReply({
      inquiry:
        'Por medio de la presente solicitamos precio de 1.200 mochilas escolares de lona, entrega en Lima.',
      productContext: 'Canvas school backpacks, USD 4-7/piece FOB Delhi, MOQ 500 pieces',
    });
    expect(plan.quantityText).toBe('1.200 mochilas');
    expect(plan.missing).not.toContain('quantity');
  });
});
