// The reply behaviour buyers rely on: the inquiry form, quantities of every category in the buyer's unit,
// given facts in every script (never asked again), questions answered, the faithfulness check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { numbersIn } from '../context.ts';
import { extractFacts } from '../facts.ts';
import { LANGUAGES, type Language } from '../language.ts';
import { composeReply, type InquiryForm, type ReplyInput } from './compose.ts';
import { draftProblems } from './faithful.ts';
import { PHRASES } from './phrases/index.ts';
import { detectQuestions } from './questions.ts';

const SIGN = 'Acme Exports';

function reply(inquiry: string, productContext = '', form?: InquiryForm) {
  return composeReply({ inquiry, productContext, supplierName: SIGN, form });
}

/** Every number of the reply is one of the inquiry's, the form's, the context's or the signature's. */
function expectFaithful(input: ReplyInput, text: string) {
  const form = input.form ? Object.values(input.form).map(String) : [];
  const allowed = new Set(
    [input.inquiry, input.productContext, input.supplierName ?? '', ...form].flatMap((part) =>
      numbersIn(part),
    ),
  );
  for (const value of numbersIn(text)) expect(allowed).toContain(value);
}

describe('the inquiry form', () => {
  const form: InquiryForm = {
    productName: 'Cotton poplin fabric',
    category: 'Textiles & Garments',
    quantity: 5000,
    quantityUnit: 'meters',
    targetPrice: 2.2,
    targetCurrency: 'USD',
    incoterm: 'CIF',
    destinationCountry: 'Netherlands',
    destinationPort: 'Rotterdam',
    neededBy: '2027-03-15',
  };

  it('counts its facts as given, quotes its numbers and names its product', () => {
    const input = { inquiry: 'Please send your best offer.', productContext: '', supplierName: SIGN, form };
    const result = composeReply(input);
    expect(result.missing).toEqual([]);
    expect(result.reply).toContain('5000 metres of Cotton poplin fabric (CIF Rotterdam)');
    expect(result.reply).toContain('USD 2.2');
    expect(result.reply).toContain('2027-03-15');
    expect(result.reply).not.toMatch(/could you please confirm/);
    expectFaithful(input, result.reply);
    expect(draftProblems(result.reply, input)).toEqual([]);
  });

  it('writes the form quantity in the reply language, and prefers it to a pack size in the message', () => {
    const es = reply('¿Pueden enviar la ficha técnica? Latas de 850 g.', '', {
      ...form,
      quantity: 2000,
      quantityUnit: 'cartons',
    });
    expect(es.language).toBe('es');
    expect(es.reply).toContain('2000 cajas de cartón');
    expect(es.reply).not.toContain('850 g de');
    const zh = reply('请报价。', '', { productName: '棉布', quantity: 500, quantityUnit: 'm' });
    expect(zh.reply).toContain('500米棉布');
    expect(zh.missing).toEqual(['destination', 'incoterm', 'deliveryWindow']);
  });

  it('ignores fields of the wrong type', () => {
    const odd = { quantity: 'many', incoterm: 'XYZ', neededBy: 7 } as unknown as InquiryForm;
    const result = reply('We need 20 MT of turmeric', '', odd);
    expect(result.missing).toEqual(['destination', 'incoterm', 'deliveryWindow']);
  });
});

describe('the quantity in the buyer own unit, every category', () => {
  const cases: [Language, string, string][] = [
    ['en', 'We need 100 pieces of leather wallets, CIF Hamburg.', '100 pieces'],
    ['en', 'Please quote 5,000 metres of cotton poplin fabric.', '5,000 metres'],
    ['en', 'Need 20 units of oil press machines to Mombasa.', '20 units'],
    ['en', 'Looking for 300 sets of stainless steel cookware.', '300 sets'],
    ['es', 'Necesitamos 800 pares de botas de seguridad para Guayaquil.', '800 pares'],
    ['fr', 'Nous voulons 6 000 pièces de t-shirts en coton, livraison Lyon.', '6 000 pièces'],
    ['de', 'Wir benötigen 50 Rollen Netzwerkkabel, Lieferung nach Basel.', '50 Rollen'],
    ['pt', 'Precisamos de 2.000 litros de óleo de coco para Luanda.', '2.000 litros'],
    ['hi', 'हमें ५०० पीस पीतल की मूर्तियां चाहिए।', '५०० पीस'],
    ['ar', 'نحتاج ٢٠ طن من السمسم إلى ميناء جدة.', '٢٠ طن'],
    ['zh', '我们需要500米纯棉布，CIF上海。', '500米'],
    ['zh', '求购3个40尺柜蓝湿皮，CFR温州。', '3个40尺柜'],
  ];
  it.each(cases)('%s: %s', (language, inquiry, quantity) => {
    const result = reply(inquiry);
    expect(result.language).toBe(language);
    expect(result.reply).toContain(quantity);
    expect(result.missing).not.toContain('quantity');
    expect(result.missing).not.toContain('product');
  });

  it('reads a count followed by the noun counted, and names that noun as the product', () => {
    const result = reply('We are based in Manchester and need 200 leather bags. Is there a discount?');
    expect(result.reply).toContain('200 leather bags');
    expect(result.missing).not.toContain('quantity');
    expect(result.questions).toEqual(['price']);
    expect(reply('Necesitamos 300 botas de seguridad.').reply).toContain('300 botas de seguridad');
  });

  it('names a product the glossary does not know in the buyer own words', () => {
    expect(reply('Please quote 500 pcs of zirconia dental crowns, DDP Dubai.').reply).toContain(
      'zirconia dental crowns',
    );
    expect(reply('Wir suchen Messing-Laternen, 600 Stück, Lieferung nach München.').reply).toContain(
      'Messing-Laternen',
    );
    expect(reply('هل لديكم محافظ جلد رجالية؟ نحتاج 500 قطعة.').reply).toContain('محافظ جلد');
  });
});

describe('given facts in every script are kept and never asked again', () => {
  const cases: [string, string[]][] = [
    ['我们需要20吨姜黄粉，CIF上海，2027年3月底前交货。', ['上海', 'CIF', '2027年3月底前']],
    ['نحتاج 20 طن من الأرز CFR إلى ميناء جدة خلال ستة أسابيع.', ['جدة', 'خلال ستة أسابيع']],
    ['हमें CIF मुंबई पोर्ट तक 500 मीटर कपड़ा चाहिए, मार्च के अंत तक।', ['मुंबई', 'मार्च के अंत तक']],
    [
      'Precisamos de 20 toneladas de café para o porto de Santos, CIF, até o fim de março.',
      ['Santos', 'CIF'],
    ],
    ['Wir benötigen 15 t Pfeffer, Lieferung nach Bremerhaven bis KW 12, DAP.', ['Bremerhaven', 'bis KW 12']],
    ['We are a spice distributor in Toronto. Need 2 MT of cloves CIF, by end of June 2027.', ['Toronto']],
  ];
  it.each(cases)('%s', (inquiry, kept) => {
    const result = reply(inquiry);
    for (const fact of kept) expect(result.reply).toContain(fact);
    expect(result.missing).toEqual([]);
  });

  it('asks for what is missing every time, in the inquiry language', () => {
    for (const language of LANGUAGES) {
      const inquiry = {
        en: 'We need black pepper.',
        hi: 'हमें काली मिर्च चाहिए।',
        es: 'Necesitamos pimienta negra.',
        fr: 'Nous cherchons du poivre noir.',
        de: 'Wir suchen schwarzen Pfeffer.',
        pt: 'Precisamos de pimenta preta.',
        ar: 'نحتاج الفلفل الأسود.',
        zh: '我们需要黑胡椒。',
      }[language];
      const result = reply(inquiry);
      expect(result.language).toBe(language);
      expect(result.missing).toEqual(['quantity', 'destination', 'incoterm', 'deliveryWindow']);
      for (const item of result.missing) expect(result.reply).toContain(PHRASES[language].askItems[item]);
    }
  });
});

describe('questions', () => {
  const cases: [string, string[]][] = [
    ['What are your payment terms and MOQ? Can you send samples?', ['moq', 'paymentTerms', 'samples']],
    ['¿Cuál es el plazo de entrega? ¿Tienen certificado de análisis?', ['leadTime', 'documents']],
    ["Pourriez-vous nous indiquer votre prix et votre mode d'emballage ?", ['price', 'packaging']],
    ['Bitte senden Sie uns das Datenblatt und Ihre Preisliste.', ['price', 'documents']],
    ['Têm certificado orgânico? Qual o prazo?', ['leadTime', 'certificates']],
    ['कृपया कीमत और सैंपल बताएं। डिलीवरी में कितना समय लगेगा?', ['price', 'leadTime', 'samples']],
    ['ما هي شروط الدفع؟ هل لديكم شهادة حلال؟', ['paymentTerms', 'certificates']],
    ['请提供TDS、MSDS以及报价。交货期多久？', ['price', 'leadTime', 'documents']],
  ];
  it.each(cases)('detects %s', (inquiry, topics) => {
    expect(detectQuestions(inquiry).topics).toEqual(topics);
  });

  it('answers every question, from the context or as to be confirmed, never invented', () => {
    const context =
      'Turmeric powder, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT, lead time 3-4 weeks, COA and MSDS available';
    const input = {
      inquiry:
        'We need 20 MT of turmeric, CIF Rotterdam, by March 2027. Price? MOQ? Lead time? Payment terms? ' +
        'Samples? Is it Halal certified? Please send COA and TDS. How is it packed?',
      productContext: context,
    };
    const result = composeReply(input);
    expect(result.questions).toEqual([
      'price',
      'moq',
      'leadTime',
      'paymentTerms',
      'samples',
      'certificates',
      'documents',
      'packaging',
    ]);
    expect(result.answered).toEqual(result.questions);
    expect(result.reply).toContain('Minimum order: 5 MT');
    expect(result.reply).toContain('Payment terms: we will confirm them in our quotation.');
    expect(result.reply).toContain('certificate of analysis (COA) available; we will confirm the technical');
    expect(result.reply).toContain('We will confirm the Halal certification separately.');
    expect(result.reply.length).toBeLessThanOrEqual(1500);
    expectFaithful(input, result.reply);
  });
});

describe('certificates outside the labels', () => {
  it('quotes the marks the context lists, never a negated one', () => {
    const context =
      'Submersible pump 1 HP, USD 95/piece FOB Chennai, CE certified, WHO-GMP: no, ISO 13485, UL (applied)';
    const result = composeReply({
      inquiry: 'Need 200 pumps CIF Mombasa. Is it CE certified?',
      productContext: context,
    });
    expect(result.context.otherCertifications).toEqual(['CE', 'ISO 13485']);
    expect(result.reply).toContain('Certifications: CE and ISO 13485.');
    expect(result.answered).toContain('certificates');
  });
});

describe('draftProblems', () => {
  const input = {
    inquiry: 'We need 20 MT of turmeric powder, CIF Rotterdam, delivery by March 2027.',
    productContext: 'Turmeric powder, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT',
  };

  it('accepts the offline draft', () => {
    expect(draftProblems(composeReply(input).reply, input)).toEqual([]);
  });

  it('flags invented numbers, another language, re-asked facts and dropped quantity or product', () => {
    const good = 'Thank you for your inquiry for 20 MT of turmeric powder, CIF Rotterdam. Price USD 1,150.';
    expect(draftProblems(good, input)).toEqual([]);
    expect(draftProblems(`${good} Lead time 21 days.`, input)).toEqual([
      'quotes numbers not in the inputs: 21',
    ]);
    expect(
      draftProblems('Gracias por su consulta de 20 MT de cúrcuma en polvo CIF Rotterdam.', input),
    ).toContain('not in English');
    expect(draftProblems(`${good} Could you please confirm the destination port?`, input)).toContain(
      'asks again for the destination',
    );
    expect(draftProblems(`${good} Which Incoterm do you prefer?`, input)).toContain(
      'asks again for the incoterm',
    );
    expect(draftProblems('Thank you for your inquiry for turmeric powder, CIF Rotterdam.', input)).toContain(
      'drops the quantity',
    );
    expect(draftProblems('Thank you for your inquiry for 20 MT, CIF Rotterdam.', input)).toContain(
      'drops the product',
    );
  });

  it('lets a completion ask for what is missing', () => {
    const missing = { inquiry: 'Please quote 20 MT of turmeric powder.', productContext: '' };
    const text =
      'Thank you for your inquiry for 20 MT of turmeric powder. Could you confirm the destination port?';
    expect(draftProblems(text, missing)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over generated inquiries in the eight languages

const num = fc.oneof(
  fc.integer({ min: 1, max: 99999 }).map(String),
  fc.integer({ min: 1000, max: 999999 }).map((n) => n.toLocaleString('en-US')),
);
const FRAGMENTS = [
  'We need {a} pieces of leather wallets',
  'Please quote {a} metres of cotton fabric',
  'CIF Rotterdam',
  'to Dubai',
  'by March {a}',
  'payment L/C at sight',
  'What is your MOQ?',
  'Can you send samples?',
  'necesitamos {a} pares de botas',
  'para Guayaquil',
  '¿Cuál es el plazo?',
  'nous voulons {a} pièces',
  'livraison Lyon',
  'wir benötigen {a} Stück Laternen',
  'bis KW {a}',
  'precisamos de {a} litros de óleo',
  'हमें {a} पीस मूर्तियां चाहिए',
  'मुंबई पोर्ट तक',
  'نحتاج {a} قطعة من الحقائب',
  'إلى ميناء جدة',
  '我们需要{a}套炊具',
  'CIF上海',
  '{a}天内交货',
  'packed in {a} kg bags',
  // Counts in words and samples declined.
  'We need twenty tons of rice',
  'necesitamos cinco mil piezas',
  'nous voulons deux mille cinq cents pièces',
  'wir brauchen fünfundzwanzig Tonnen',
  'precisamos de vinte e cinco toneladas',
  'हमें पचास हज़ार पीस चाहिए',
  'نحتاج خمسة آلاف قطعة',
  '需要两千件',
  'need {a} thousand pieces',
  'No samples needed',
  '不需要样品',
];
const inquiryArb = fc
  .array(fc.tuple(fc.constantFrom(...FRAGMENTS), num, fc.constantFrom(', ', '. ', '，', ' ')), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.map(([fragment, a, sep]) => fragment.replaceAll('{a}', a) + sep).join(''));
const formArb = fc.option(
  fc.record(
    {
      productName: fc.constantFrom('Cotton fabric', 'Brass lanterns', 'Sulfato de zinc 21%'),
      quantity: fc.integer({ min: 1, max: 100000 }),
      quantityUnit: fc.constantFrom('pcs', 'MT', 'meters', 'sets', 'cartons', 'boxes of 12'),
      targetPrice: fc.double({ min: 0.1, max: 5000, noNaN: true }),
      targetCurrency: fc.constantFrom('USD', 'EUR'),
      incoterm: fc.constantFrom('FOB', 'CIF', 'DDP'),
      destinationCountry: fc.constantFrom('Kenya', 'Brazil'),
      neededBy: fc.constantFrom('2027-03-15', '2028-01-31'),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);
const CONTEXTS = [
  '',
  'Leather wallets, USD 6.50/piece FOB Chennai, MOQ 500 pieces, lead time 30 days',
  'Cotton fabric, USD 2.40 per metre, MOQ 3000 m, COA available',
];

describe('properties', () => {
  it('quotes no number outside the inputs, never asks for a given fact, and passes its own check', () => {
    fc.assert(
      fc.property(inquiryArb, formArb, fc.constantFrom(...CONTEXTS), (inquiry, form, productContext) => {
        const input: ReplyInput = { inquiry, productContext, supplierName: SIGN, form };
        const result = composeReply(input);
        expectFaithful(input, result.reply);
        expect(result.reply.length).toBeLessThanOrEqual(1500);
        const facts = extractFacts(inquiry);
        if (facts.quantity || form?.quantity) expect(result.missing).not.toContain('quantity');
        if (facts.destination || form?.destinationCountry)
          expect(result.missing).not.toContain('destination');
        if (facts.incoterm || form?.incoterm) expect(result.missing).not.toContain('incoterm');
        if (facts.deliveryWindow || form?.neededBy) expect(result.missing).not.toContain('deliveryWindow');
        for (const topic of result.answered) expect(result.questions).toContain(topic);
        const problems = draftProblems(result.reply, input).filter(
          (problem) => !problem.startsWith('not in'),
        );
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
