import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inventedCertifications, inventedNumbers } from '@krishika/tooling/faithfulness';

import { certificationCovers, numbersIn } from '../context.ts';
import { QUANTITY_UNITS, extractFacts } from '../facts.ts';
import { displayName, findGlossaryTerms, GLOSSARY } from '../glossary.ts';
import { detectLanguage, LANGUAGES, type Language } from '../language.ts';
import { composeReply, MAX_REPLY_CHARACTERS, planReply, type ReplyInput } from './compose.ts';
import { PHRASES } from './phrases/index.ts';

/** A product's name in a reply language, as the glossary (edited elsewhere) has it. */
function nameOf(id: string, language: Language): string {
  const entry = GLOSSARY.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no glossary entry ${id}`);
  return displayName(entry, language);
}

const CONTEXT =
  'Turmeric powder, curcumin 3%+, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT, lead time 3-4 weeks, ' +
  'ISO 22000, FSSAI, origin India, Grade A';

/** Every number of the reply is one of the inquiry's, the context's or the signature's. */
function expectFaithful(input: ReplyInput, reply: string) {
  const allowed = new Set([
    ...extractFacts(input.inquiry).numbers,
    ...extractFacts(input.productContext).numbers,
    ...extractFacts(input.supplierName ?? '').numbers,
  ]);
  for (const value of extractFacts(reply).numbers) expect(allowed).toContain(value);
}

describe('composeReply: the eight languages', () => {
  const cases: [Language, string, RegExp[]][] = [
    [
      'en',
      'Hello, we need 20 MT of turmeric powder CIF Rotterdam. Please quote your best price.',
      [/Dear Sir\/Madam/, /20 MT of /, /Minimum order: 5 MT/, /3–4 weeks/, /Best regards/],
    ],
    [
      'hi',
      'नमस्ते, हमें 20 टन हल्दी पाउडर चाहिए। कृपया कीमत बताएं।',
      [/नमस्कार/, /20 टन /, /कीमत:/, /न्यूनतम ऑर्डर/, /3–4 सप्ताह/, /सादर/],
    ],
    [
      'es',
      'Hola, necesitamos 20 toneladas de cúrcuma en polvo. ¿Cuál es su mejor precio?',
      [
        /Estimados señores/,
        /20 toneladas de cúrcuma/,
        /Precio: USD/,
        /Pedido mínimo: 5 toneladas/,
        /3–4 semanas/,
      ],
    ],
    [
      'fr',
      'Bonjour, nous cherchons 20 tonnes de curcuma en poudre. Quel est votre prix ?',
      [/Madame, Monsieur/, /20 tonnes d/, /Prix : USD/, /la tonne/, /3–4 semaines/, /Cordialement/],
    ],
    [
      'de',
      'Guten Tag, wir benötigen 20 Tonnen Kurkuma-Pulver. Bitte senden Sie uns Ihr Angebot.',
      [
        /Sehr geehrte Damen und Herren/,
        /20 Tonnen Kurkuma/,
        /pro Tonne/,
        /Mindestbestellmenge: 5 Tonnen/,
        /3–4 Wochen/,
      ],
    ],
    [
      'pt',
      'Olá, precisamos de 20 toneladas de cúrcuma em pó. Qual é o seu preço?',
      [/Prezados senhores/, /20 toneladas de /, /Preço: USD/, /Pedido mínimo: 5 toneladas/, /Atenciosamente/],
    ],
    [
      'ar',
      'مرحبا، نحتاج إلى 20 طن من مسحوق الكركم. ما هو أفضل سعر لديكم؟',
      [/السادة المحترمون/, /20 طن من /, /السعر: USD/, /الحد الأدنى للطلب/, /الهند/, /أسابيع/],
    ],
    [
      'zh',
      '您好，我们需要20吨姜黄粉，请报价。',
      [/您好/, /20吨姜黄/, /价格：USD/, /最小起订量：5吨/, /3–4周/, /印度/],
    ],
  ];

  it.each(cases)('answers a %s inquiry in its language, from the context', (language, inquiry, patterns) => {
    const input = { inquiry, productContext: CONTEXT };
    const result = composeReply(input);
    expect(result.language).toBe(language);
    expect(detectLanguage(result.reply)).toBe(language);
    expect(result.product).toBe(nameOf('turmeric', 'en'));
    // The product is named in the reply language: the glossary's name or the buyer's own words.
    expect(findGlossaryTerms(result.reply).map((entry) => entry.id)).toContain('turmeric');
    // The price is quoted exactly as the context wrote it.
    expect(result.reply).toContain('USD 1,150–1,250');
    expect(result.reply).toContain('FOB Kochi');
    for (const pattern of patterns) expect(result.reply).toMatch(pattern);
    expectFaithful(input, result.reply);
  });

  it('writes each script in its own letters', () => {
    const reply = (inquiry: string) => composeReply({ inquiry, productContext: CONTEXT }).reply;
    expect(reply('हमें 20 टन हल्दी चाहिए')).toMatch(/\p{Script=Devanagari}{4}/u);
    expect(reply('نحتاج 20 طن من الكركم')).toMatch(/\p{Script=Arabic}{4}/u);
    expect(reply('我们需要20吨姜黄粉')).toMatch(/\p{Script=Han}{4}/u);
    expect(reply('我们需要20吨姜黄粉')).not.toMatch(/Dear|Price|Thank/);
  });

  it('answers a Spanish inquiry about another glossary product in Spanish names', () => {
    const result = composeReply({
      inquiry: 'Necesitamos 2 contenedores de arroz basmati, CIF Valencia, pago con carta de crédito.',
      productContext: 'Basmati rice, USD 900-950/MT FOB Mundra, MOQ 1 container, T/T or L/C at sight',
    });
    expect(result.reply).toContain(`2 contenedores de ${nameOf('basmati-rice', 'es')} (CIF Valencia)`);
    expect(result.reply).toContain('USD 900–950 por tonelada, FOB Mundra');
    expect(result.reply).toContain('Le confirmaremos el precio CIF Valencia');
    expect(result.reply).toContain('Pedido mínimo: 1 contenedor. Su cantidad lo cumple.');
    expect(result.reply).toContain('aceptamos carta de crédito (L/C)');
  });
});

describe('composeReply: what it answers and what it asks', () => {
  it('answers every fact of an English inquiry and asks for nothing given', () => {
    const input = {
      inquiry:
        'We need 20 MT of turmeric powder, CIF Rotterdam, packed in 25 kg bags, payment by L/C at sight. ' +
        'Please send samples. Delivery by March 2027.',
      productContext: `${CONTEXT}, packing 25 kg PP bags, payment T/T or L/C, samples available`,
      supplierName: 'Malabar Spice Exports',
    };
    const result = composeReply(input);
    expect(result.missing).toEqual([]);
    expect(result.reply).toContain(
      'Thank you for your inquiry for 20 MT of turmeric powder (CIF Rotterdam).',
    );
    expect(result.reply).toContain('Price: USD 1,150–1,250 per MT, FOB Kochi.');
    expect(result.reply).toContain('We will confirm the CIF Rotterdam price once freight is checked.');
    expect(result.reply).toContain('Minimum order: 5 MT. Your quantity meets it.');
    expect(result.reply).toContain('Origin: India. Grade: A.');
    expect(result.reply).toContain(
      'Lead time: 3–4 weeks. We will confirm whether we can meet your delivery date (by March 2027).',
    );
    expect(result.reply).toContain(
      'Packaging: 25 kg PP bags; we have noted your request (packed in 25 kg bags).',
    );
    expect(result.reply).toContain('Payment: we accept L/C (L/C at sight).');
    expect(result.reply).toContain('Samples are available on request.');
    expect(result.reply).not.toContain('could you please confirm');
    expect(result.reply.endsWith('Best regards,\nMalabar Spice Exports')).toBe(true);
    expectFaithful(input, result.reply);
  });

  it('asks for the destination, the Incoterm and the delivery date when the inquiry lacks them', () => {
    const result = composeReply({
      inquiry: 'Please quote 20 MT of turmeric powder.',
      productContext: CONTEXT,
    });
    expect(result.missing).toEqual(['destination', 'incoterm', 'deliveryWindow']);
    expect(result.reply).toContain(
      'could you please confirm the destination port, your preferred Incoterm (e.g. FOB or CIF) and your required delivery date?',
    );
  });

  it('asks for the quantity and keeps the Incoterm it was given', () => {
    const result = composeReply({
      inquiry: 'Need turmeric, FOB basis, delivery within 30 days.',
      productContext: CONTEXT,
    });
    expect(result.missing).toEqual(['quantity', 'destination']);
    expect(result.reply).toContain(
      'could you please confirm the quantity required and the destination port?',
    );
  });

  it('never names the destination as the place of an E/F-term (FOB is the port of loading)', () => {
    const form = {
      productName: 'Green Cardamom 8mm Bold',
      quantity: 1,
      quantityUnit: 'MT',
      destinationCountry: 'Netherlands',
      destinationPort: 'Rotterdam',
    };
    const fob = composeReply({
      inquiry: 'Best price please.',
      productContext: CONTEXT,
      form: { ...form, incoterm: 'FOB' },
    });
    expect(fob.reply).toContain('(FOB, delivery to Rotterdam)');
    expect(fob.reply).not.toContain('FOB Rotterdam');
    const cif = composeReply({
      inquiry: 'Best price please.',
      productContext: CONTEXT,
      form: { ...form, incoterm: 'CIF' },
    });
    expect(cif.reply).toContain('(CIF Rotterdam)');
    const spanish = composeReply({
      inquiry: 'Por favor, su mejor precio.',
      productContext: CONTEXT,
      form: { ...form, incoterm: 'EXW' },
    });
    expect(spanish.reply).toContain('EXW, con destino a Rotterdam');
  });

  it('asks in the inquiry language', () => {
    for (const [inquiry, language] of [
      ['Necesitamos 20 toneladas de cúrcuma', 'es'],
      ['我们需要20吨姜黄粉', 'zh'],
      ['نحتاج 20 طن من الكركم', 'ar'],
      ['हमें 20 टन हल्दी चाहिए', 'hi'],
    ] as const) {
      const result = composeReply({ inquiry, productContext: CONTEXT });
      expect(result.language).toBe(language);
      expect(result.reply).toContain(PHRASES[language].askItems.destination);
      expect(result.reply).toContain(PHRASES[language].askItems.incoterm);
    }
  });

  it('says when the quantity is below the MOQ', () => {
    const result = composeReply({ inquiry: 'We need 2 MT of turmeric, CIF Dubai', productContext: CONTEXT });
    expect(result.reply).toContain(
      'Minimum order: 5 MT. Please note that this is more than the quantity in your inquiry.',
    );
    const kilos = composeReply({ inquiry: 'We need 8000 kg of turmeric', productContext: CONTEXT });
    expect(kilos.reply).toContain('Your quantity meets it.');
  });
});

describe('composeReply: certifications', () => {
  it('never claims a certification the context does not have, and says it will confirm it', () => {
    const input = {
      inquiry: 'We need 20 MT organic turmeric, Halal and ISO 22000 certified, CIF Jeddah.',
      productContext: CONTEXT,
    };
    const result = composeReply(input);
    expect(result.reply).toContain('Certifications: ISO 22000 and FSSAI.');
    expect(result.reply).toContain('We will confirm the Organic and Halal certifications separately.');
    // The buyer's product name, echoed as written ("organic turmeric"), is not a claim.
    const echoed = planReply(input).productName ?? '';
    expect(echoed).toBe('organic turmeric');
    const claimed = result.reply
      .split('\n')
      .filter((line) => !line.includes('We will confirm the'))
      .flatMap((line) => extractFacts(line.replaceAll(echoed, ' ')).certifications);
    expect(claimed).not.toContain('Organic');
    expect(claimed).not.toContain('Halal');
  });

  it("echoes a certification word inside the buyer's product name as the buyer's own words", () => {
    const result = composeReply({
      inquiry: 'We need 20 MT of organic cane sugar, CIF Jeddah. Price?',
      productContext: 'Cane sugar ICUMSA 45, USD 520-560/MT FOB Santos, MOQ 500 MT, Halal',
    });
    expect(result.reply).toContain('20 MT of organic cane sugar');
    // Echoed, never claimed: the held marks are listed, the asked one is to be confirmed.
    expect(result.reply).toContain('Certifications: Halal.');
    expect(result.reply).toContain('We will confirm the Organic certification separately.');
  });

  it("never claims a mark through the supplier's own product name when the context does not hold it", () => {
    const result = composeReply({
      inquiry: 'Price for 20 MT CIF Jeddah?',
      productContext: 'Organic cane sugar (certification pending), USD 520-560/MT FOB Santos',
    });
    expect(result.reply).not.toMatch(/organic/iu);
    expect(result.reply).toContain('sugar');
  });

  it('treats a pending or negated certification as not held', () => {
    const result = composeReply({
      inquiry: 'Do you have organic certification? 5 MT turmeric',
      productContext: 'Organic turmeric powder (certification pending), USD 1,300/MT FOB Kochi',
    });
    expect(result.context.certifications).toEqual([]);
    expect(result.reply).toContain('We will confirm the Organic certification separately.');
    expect(result.reply).not.toMatch(/Certifications:/);
  });

  it('answers "organic" with the USDA Organic it holds, in the reply language', () => {
    const result = composeReply({
      inquiry: 'Necesitamos cúrcuma orgánica, 10 toneladas',
      productContext: 'Turmeric powder, USDA Organic, USD 1,400/MT FOB Kochi',
    });
    expect(result.reply).toContain('Certificaciones: USDA Organic.');
    expect(result.reply).not.toContain('por separado');
  });
});

describe('composeReply: without a usable context', () => {
  it('says the team will confirm price and terms, and asks what it needs', () => {
    const input = {
      inquiry: 'We need 20 MT of turmeric, CIF Rotterdam. Halal required.',
      productContext: '',
    };
    const result = composeReply(input);
    expect(result.reply).toContain(
      `Our team will confirm the price and terms for ${nameOf('turmeric', 'en')} shortly.`,
    );
    expect(result.reply).toContain('We will confirm the Halal certification separately.');
    expect(result.reply).not.toMatch(/Price:|USD/);
    expect(result.missing).toEqual(['deliveryWindow']);
    expectFaithful(input, result.reply);
  });

  it('does not quote the context of another product', () => {
    const result = composeReply({
      inquiry: 'Please quote black pepper, 10 MT, CIF Jebel Ali.',
      productContext: CONTEXT,
    });
    expect(result.product).toBe(nameOf('black-pepper', 'en'));
    expect(result.reply).toContain(
      `Our team will confirm the price and terms for ${nameOf('black-pepper', 'en')} shortly.`,
    );
    expect(result.reply).not.toContain('1,150');
  });

  it('uses the context product name when the glossary does not know it', () => {
    const result = composeReply({
      inquiry: 'Please quote 2 MT, CIF Hamburg.',
      productContext: 'Zentrix widget assembly kit, USD 6/kg FOB Kochi',
    });
    expect(result.product).toBe('Zentrix widget assembly kit');
    expect(result.reply).toContain('2 MT of Zentrix widget assembly kit (CIF Hamburg)');
  });

  it('answers an empty or garbage inquiry politely, asking for the details', () => {
    for (const inquiry of ['', '   ', '???', '@@##!!', 'asdfgh qwerty']) {
      const result = composeReply({ inquiry, productContext: '' });
      expect(result.language).toBe('en');
      expect(result.missing).toEqual(['product', 'quantity', 'destination', 'incoterm', 'deliveryWindow']);
      expect(result.reply).toContain('could you please confirm the product you need');
      expect(result.reply).not.toMatch(/\d/);
    }
    const withContext = composeReply({ inquiry: '', productContext: CONTEXT });
    expect(withContext.reply).toContain(`Thank you for your interest in ${nameOf('turmeric', 'en')}.`);
    expect(withContext.reply).toContain('USD 1,150–1,250');
  });

  it('never throws on inputs of the wrong type', () => {
    const odd = { inquiry: undefined, productContext: null } as unknown as ReplyInput;
    expect(composeReply(odd).reply).toContain('Thank you for your message.');
  });
});

describe('composeReply: limits', () => {
  it('is deterministic', () => {
    const input = { inquiry: 'Necesitamos 20 toneladas de cúrcuma, CIF Valencia', productContext: CONTEXT };
    expect(composeReply(input)).toEqual(composeReply(input));
  });

  it('bounds the reply for very long inputs', () => {
    const long =
      'We need 20 MT of organic Halal Kosher turmeric, CIF Rotterdam, 25 kg bags, L/C, samples. '.repeat(600);
    const context = `${'Very long premium product name '.repeat(20)}, ${CONTEXT}, ${'moisture 10% max, '.repeat(200)}`;
    const input = { inquiry: long, productContext: context, supplierName: 'S'.repeat(500) };
    const result = composeReply(input);
    expect(result.reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
    expectFaithful(input, result.reply);
  });

  it('cuts a long input without cutting a number in two', () => {
    const inquiry = `${'x'.repeat(4996)} 1234567 MT`;
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.facts.numbers).toEqual([]);
  });

  it('has no digits or number words of its own in any language', () => {
    const numberWords: Record<Language, string[]> = {
      // "dozen" is a unit the buyer may order in ("50 dozen"), named only after the buyer's number.
      en: ['one', 'two', 'three', 'four', 'five', 'ten', 'hundred', 'thousand', 'first', 'second'],
      hi: ['एक', 'दो', 'तीन', 'चार', 'पांच', 'पाँच', 'दस', 'सौ', 'हज़ार', 'हजार'],
      es: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'diez', 'cien', 'mil', 'veinticuatro'],
      fr: ['deux', 'trois', 'quatre', 'cinq', 'dix', 'cent', 'mille', 'vingt'],
      de: ['zwei', 'drei', 'vier', 'fünf', 'zehn', 'hundert', 'tausend', 'zwanzig'],
      pt: ['dois', 'duas', 'três', 'quatro', 'cinco', 'dez', 'cem', 'mil'],
      ar: ['واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'عشرة', 'مائة', 'ألف'],
      zh: [],
    };
    for (const language of LANGUAGES) {
      const phrases = PHRASES[language];
      const texts = [
        phrases.greeting,
        phrases.offerIntro,
        phrases.priceToConfirm,
        phrases.close,
        phrases.signOff,
        phrases.team,
        phrases.bulk,
        phrases.thanks({ product: 'X', quantity: 'Q', terms: 'T', empty: false }),
        phrases.thanks({ product: null, quantity: null, terms: null, empty: true }),
        phrases.terms('CIF', 'P') ?? '',
        phrases.terms(null, 'P') ?? '',
        phrases.teamWillConfirm('X'),
        phrases.teamWillConfirm(null),
        phrases.price('A', 'B') + phrases.priceOtherBasis('B'),
        phrases.moq('Q', 'meets') + phrases.moq('Q', 'below'),
        phrases.origin('O') + phrases.grade('G') + phrases.specs('S'),
        phrases.certificationsHeld('C') +
          phrases.certificationsToConfirm('C', 1) +
          phrases.certificationsToConfirm('C', 3),
        phrases.leadTime('D', 'W') + phrases.deliveryNoted('W'),
        phrases.packaging('O', 'T') + phrases.packaging(null, 'T'),
        phrases.payment({ ours: 'O', accepted: null, toCheck: 'C', noted: null }),
        phrases.payment({ ours: null, accepted: 'A', toCheck: null, noted: null }),
        phrases.payment({ ours: null, accepted: null, toCheck: null, noted: 'N' }),
        phrases.samples('free') + phrases.samples('available') + phrases.samples('toConfirm'),
        phrases.ask(phrases.list(Object.values(phrases.askItems))),
        phrases.net('N'),
        ...Object.values(phrases.paymentTerms),
        ...Object.values(phrases.certifications),
        phrases.moqToConfirm,
        phrases.leadTimeToConfirm,
        phrases.paymentToConfirm,
        phrases.certificatesToConfirm,
        phrases.packagingToConfirm,
        phrases.targetPrice('T'),
        phrases.documents('A', 'C') + phrases.documents('A', null) + phrases.documents(null, 'C'),
        phrases.documents(null, null),
        ...Object.values(phrases.documentNames),
        ...QUANTITY_UNITS.flatMap((unit) => [
          phrases.quantity('N', unit, 5),
          phrases.quantity('N', unit, 20),
          phrases.perUnit(unit),
        ]),
        ...(['day', 'week', 'month'] as const).map((unit) => phrases.duration('N', unit, 5)),
        ...(['bag', 'carton', 'drum'] as const).map((kind) =>
          phrases.pack({ weight: 'W', weightUnit: 'kg', material: 'PP', kind }),
        ),
      ];
      for (const text of texts) {
        expect(text, `${language}: ${text}`).not.toMatch(/\p{Nd}/u);
        expect(text, `${language}: ${text}`).not.toMatch(/[〇零一二三四五六七八九十百千万亿两]/u);
        const words = text.toLowerCase().split(/[^\p{L}\p{M}]+/u);
        for (const word of numberWords[language]) expect(words, `${language}: ${text}`).not.toContain(word);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const toScript = (digits: string, zero: number) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));

const num = fc.oneof(
  fc.integer({ min: 0, max: 99999 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
  fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a},${b}`),
  fc.integer({ min: 1000, max: 9999999 }).map((n) => n.toLocaleString('en-US')),
  fc.integer({ min: 1000, max: 9999999 }).map((n) => n.toLocaleString('de-DE')),
  fc.integer({ min: 0, max: 9999 }).map((n) => toScript(String(n), 0x0660)),
  fc.integer({ min: 0, max: 9999 }).map((n) => toScript(String(n), 0x0966)),
  fc.integer({ min: 0, max: 9999 }).map((n) => toScript(String(n), 0xff10)),
);

function filled(templates: readonly string[]) {
  return fc
    .tuple(fc.constantFrom(...templates), num, num)
    .map(([template, a, b]) => template.replaceAll('{a}', a).replaceAll('{b}', b));
}

const INQUIRY_FRAGMENTS: readonly string[] = [
  'We need {a} MT of turmeric',
  'CIF Rotterdam',
  'FOB Mundra',
  'packed in {a} kg bags',
  'delivery by March {b}',
  'within {a} days',
  'payment L/C at sight',
  'net {a}',
  'samples please',
  'organic',
  'Halal and ISO 22000 required',
  'target USD {a}/MT',
  "{a}x20' FCL",
  '{a} containers of basmati rice',
  'necesitamos {a} toneladas de cúrcuma',
  'CIF Valencia',
  'sacos de {a} kg',
  'entrega en marzo de {b}',
  'pago con carta de crédito',
  'nous avons besoin de {a} tonnes de poivre noir',
  'CFR Le Havre',
  'livraison sous {a} jours',
  'biologique',
  'wir benötigen {a} kg Kurkuma',
  'Lieferung nach Hamburg, DAP',
  'innerhalb von {a} Tagen',
  'precisamos de {a} contêineres de café',
  'CIF Santos',
  'entrega em {a} dias',
  'हमें {a} टन हल्दी चाहिए',
  'CIF दुबई',
  '{a} दिनों में डिलीवरी',
  'नमूना भेजें',
  'نحتاج {a} طن من الأرز البسمتي',
  'CIF جبل علي',
  'حلال',
  'خلال {a} يوما',
  '我们需要{a}吨有机姜黄粉',
  'CIF 上海',
  '{a}天内交货',
  '电汇付款',
  '{a}月前交货',
  'Kosher, FDA, BRC',
];

const CONTEXT_FRAGMENTS: readonly string[] = [
  'Turmeric powder',
  'Black pepper {a} GL',
  'Moringa leaf powder',
  'Product: Basmati rice {a}',
  '姜黄粉',
  'USD {a}-{b}/MT FOB Kochi',
  'Price: USD {a} per MT',
  '₹{a}/kg',
  'Rs. {a} per kg',
  '{a} €/t CIF Hamburg',
  'EUR {a}/kg',
  '{a} USD per MT',
  'MOQ {a} MT',
  'MOQ: {a} kg',
  'min. order {a} container',
  "MOQ {a}x20' FCL",
  'lead time {a} days',
  'delivery in {a}-{b} weeks',
  'Lead time: {a} weeks',
  '交货期{a}天',
  'origin India',
  'Origin: Vietnam',
  'Grade A',
  'Grade: {a}',
  'ISO 22000',
  'FSSAI',
  'Halal',
  'organic certification pending',
  'non-organic',
  'USDA Organic',
  'curcumin {a}%',
  'moisture {a}% max',
  'packing {a} kg PP bags',
  'payment T/T, L/C',
  'free samples',
  'net {a}',
];

const SEPARATORS = [', ', ' ', '', '\n', ',', '; ', ' - ', '. '] as const;

function text(fragments: readonly string[]) {
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 5, arbitrary: filled(fragments) },
          fc.string({ unit: 'grapheme', maxLength: 12 }),
          num,
        ),
        fc.constantFrom(...SEPARATORS),
      ),
      { maxLength: 10 },
    )
    .map((parts) => parts.map(([fragment, separator]) => fragment + separator).join(''));
}

const input = fc.record({
  inquiry: text(INQUIRY_FRAGMENTS),
  productContext: text(CONTEXT_FRAGMENTS),
  supplierName: fc.option(fc.constantFrom('Malabar Spice Exports', 'Agro 2000 Exports', 'मसाला हाउस'), {
    nil: null,
  }),
});

describe('composeReply: properties', () => {
  it('quotes no number that is not in the inquiry, the context or the signature', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const result = composeReply(generated);
        expectFaithful(generated, result.reply);
        // Judged again by the evaluation's own reader of numbers, not the engine's.
        expect(
          inventedNumbers(result.reply, [
            generated.inquiry,
            generated.productContext,
            generated.supplierName ?? '',
          ]),
        ).toEqual([]);
        expect(result.reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
        expect(numbersIn(result.reply)).toEqual(extractFacts(result.reply).numbers);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 400) },
    );
  });

  it('claims no certification that the context does not hold', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const result = composeReply(generated);
        const phrases = PHRASES[result.language];
        // The "we will confirm X separately" line names what was asked for; every other line claims.
        const marks = [1, 3].map((count) =>
          phrases
            .certificationsToConfirm('\u0000', count)
            .split('\u0000')
            .map((part) => part.trim())
            .filter(Boolean),
        );
        const lines = result.reply.split('\n');
        const toConfirm = lines.filter((line) =>
          marks.some((parts) => parts.every((part) => line.includes(part))),
        );
        // The product named in the buyer's own words, as written in the inquiry, is an echo, not a
        // claim ("organic cane sugar"); every other word of a line claims.
        const echoed = planReply(generated).productName;
        const claims = lines
          .filter((line) => !toConfirm.includes(line))
          .map((line) =>
            echoed && generated.inquiry.includes(echoed) ? line.replaceAll(echoed, ' ') : line,
          );
        for (const claimed of claims.flatMap((line) => extractFacts(line).certifications)) {
          expect(certificationCovers(result.context.certifications, claimed)).toBe(true);
        }
        // Judged again by the evaluation's own reader of marks, in every script, not the engine's.
        expect(
          inventedCertifications(result.reply, [
            generated.inquiry,
            generated.productContext,
            generated.supplierName ?? '',
          ]),
        ).toEqual([]);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 400) },
    );
  });

  it('never throws and stays in the inquiry language', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ maxLength: 80 }),
        (inquiry, context) => {
          const result = composeReply({ inquiry, productContext: context });
          expect(result.language).toBe(detectLanguage(inquiry));
          expect(result.reply.length).toBeGreaterThan(0);
          expectFaithful({ inquiry, productContext: context }, result.reply);
        },
      ),
      { numRuns: 300 },
    );
  });
});
