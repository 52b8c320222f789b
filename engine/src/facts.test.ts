import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { extractFacts, normaliseDigits, parseNumberToken } from './facts.ts';

describe('extractFacts: full inquiries', () => {
  it('reads an English inquiry', () => {
    const facts = extractFacts(
      'We need 20 MT of organic turmeric powder, CIF Rotterdam, packed in 25 kg bags, payment by L/C at sight. ' +
        'Please send samples. Delivery by March 2027.',
    );
    expect(facts.quantity).toEqual({ value: 20, unit: 'MT', text: '20 MT' });
    expect(facts.incoterm).toBe('CIF');
    expect(facts.destination).toBe('Rotterdam');
    expect(facts.certifications).toEqual(['Organic']);
    expect(facts.paymentTerms).toEqual(['Letter of credit']);
    expect(facts.packaging).toBe('25 kg bags');
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toContain('March 2027');
    expect(facts.numbers).toEqual([20, 25, 2027]);
  });

  it('reads a Spanish inquiry', () => {
    const facts = extractFacts(
      'Hola, necesitamos 20 toneladas de cúrcuma orgánica, CIF Valencia, en sacos de 25 kg. ' +
        'Pago con carta de crédito. ¿Pueden enviar una muestra? Entrega en marzo de 2027.',
    );
    expect(facts.quantity).toEqual({ value: 20, unit: 'MT', text: '20 toneladas' });
    expect(facts.incoterm).toBe('CIF');
    expect(facts.destination).toBe('Valencia');
    expect(facts.certifications).toEqual(['Organic']);
    expect(facts.paymentTerms).toEqual(['Letter of credit']);
    expect(facts.packaging).toBe('sacos de 25 kg');
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toBe('en marzo de 2027');
  });

  it('reads a French inquiry', () => {
    const facts = extractFacts(
      'Bonjour, nous avons besoin de 10 tonnes de poivre noir biologique CFR Le Havre, paiement par virement. ' +
        'Merci de nous envoyer un échantillon. Livraison en avril.',
    );
    expect(facts.quantity).toMatchObject({ value: 10, unit: 'MT' });
    expect(facts.incoterm).toBe('CFR');
    expect(facts.destination).toBe('Le Havre');
    expect(facts.certifications).toEqual(['Organic']);
    expect(facts.paymentTerms).toEqual(['Telegraphic transfer']);
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toBe('en avril');
  });

  it('reads a German inquiry with European thousands', () => {
    const facts = extractFacts(
      'Guten Tag, wir benötigen 10.000 kg Bio-Kurkuma, Lieferung nach Hamburg, DAP. Zahlung per Akkreditiv. ' +
        'Bitte senden Sie Muster. Lieferung im April 2027.',
    );
    expect(facts.quantity).toEqual({ value: 10000, unit: 'kg', text: '10.000 kg' });
    expect(facts.incoterm).toBe('DAP');
    expect(facts.destination).toBe('Hamburg');
    expect(facts.certifications).toEqual(['Organic']);
    expect(facts.paymentTerms).toEqual(['Letter of credit']);
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toBe('im April 2027');
  });

  it('reads a Portuguese inquiry', () => {
    const facts = extractFacts(
      'Bom dia, precisamos de 2 contêineres de café, CIF Santos, pagamento antecipado. Enviem amostras. ' +
        'Entrega em 30 dias.',
    );
    expect(facts.quantity).toEqual({ value: 2, unit: 'container', text: '2 contêineres' });
    expect(facts.incoterm).toBe('CIF');
    expect(facts.destination).toBe('Santos');
    expect(facts.paymentTerms).toEqual(['Advance payment']);
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toBe('em 30 dias');
  });

  it('reads a Hindi inquiry', () => {
    const facts = extractFacts(
      'हमें 20 टन जैविक हल्दी चाहिए, CIF दुबई, कृपया नमूना भेजें। मार्च तक डिलीवरी।',
    );
    expect(facts.quantity).toEqual({ value: 20, unit: 'MT', text: '20 टन' });
    expect(facts.incoterm).toBe('CIF');
    expect(facts.destination).toBe('Dubai');
    expect(facts.certifications).toEqual(['Organic']);
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toBe('मार्च तक');
  });

  it('reads Devanagari digits', () => {
    expect(extractFacts('हमें २० टन हल्दी चाहिए').quantity).toEqual({ value: 20, unit: 'MT', text: '२० टन' });
  });

  it('reads an Arabic inquiry with Arabic-Indic digits', () => {
    const facts = extractFacts(
      'نحتاج ٢٠ طن من الأرز البسمتي العضوي، CIF جبل علي، حلال، الدفع عن طريق خطاب اعتماد. نرجو إرسال عينة.',
    );
    expect(facts.quantity).toEqual({ value: 20, unit: 'MT', text: '٢٠ طن' });
    expect(facts.incoterm).toBe('CIF');
    expect(facts.destination).toBe('Jebel Ali');
    expect(facts.certifications).toEqual(['Organic', 'Halal']);
    expect(facts.paymentTerms).toEqual(['Letter of credit']);
    expect(facts.sampleRequested).toBe(true);
    expect(facts.numbers).toEqual([20]);
  });

  it('reads a Chinese inquiry', () => {
    const facts = extractFacts('我们需要20吨有机姜黄粉，CIF 上海，电汇付款，请寄样品，3月前交货。');
    expect(facts.quantity).toEqual({ value: 20, unit: 'MT', text: '20吨' });
    expect(facts.incoterm).toBe('CIF');
    expect(facts.destination).toBe('Shanghai');
    expect(facts.certifications).toEqual(['Organic']);
    expect(facts.paymentTerms).toEqual(['Telegraphic transfer']);
    expect(facts.sampleRequested).toBe(true);
    expect(facts.deliveryWindow).toBe('3月前');
  });
});

describe('extractFacts: quantity', () => {
  const cases: [string, number, string][] = [
    ['20 MT basmati', 20, 'MT'],
    ['need 20mt', 20, 'MT'],
    ['5 metric tons of cumin', 5, 'MT'],
    ['10 tonnes of rice', 10, 'MT'],
    ['Wir brauchen 5 Tonnen Reis', 5, 'MT'],
    ['50 tons of sugar', 50, 'ton'],
    ['500 kg of cardamom', 500, 'kg'],
    ['10,000 kg', 10000, 'kg'],
    ['10.000 kg', 10000, 'kg'],
    ['2.5 MT', 2.5, 'MT'],
    ['2000 lbs of pepper', 2000, 'lb'],
    ["1x20' FCL of chilli", 1, 'container'],
    ['2 x 40ft HC containers', 2, 'container'],
    ['2 containers of rice', 2, 'container'],
    ['3 FCL', 3, 'container'],
    ['2 40ft containers', 2, 'container'],
    ['1000 bags of rice', 1000, 'bag'],
    ['5000 pcs of cotton towels', 5000, 'piece'],
    ['100 pieces of leather bags', 100, 'piece'],
    ['5,000 metres of cotton fabric', 5000, 'm'],
    ['2000 yards of denim', 2000, 'yd'],
    ['20 units of oil press machines', 20, 'unit'],
    ['300 sets of cookware', 300, 'set'],
    ['1200 pairs of leather shoes', 1200, 'pair'],
    ['50 dozen towels', 50, 'dozen'],
    ['80 rolls of PVC film', 80, 'roll'],
    ['400 cartons of tea', 400, 'carton'],
    ['200 drums of glycerine', 200, 'drum'],
    ['10,000 litres of olive oil', 10000, 'litre'],
    ['5000 sq ft of leather', 5000, 'sqft'],
    ['500 carats of emeralds', 500, 'carat'],
    ['necesitamos 3000 metros de tela', 3000, 'm'],
    ['nous voulons 500 pièces', 500, 'piece'],
    ['wir benötigen 200 Stück', 200, 'piece'],
    ['precisamos de 40 jogos de panelas', 40, 'set'],
    ['हमें ५०० पीस चाहिए', 500, 'piece'],
    ['نحتاج ٣٠٠ قطعة', 300, 'piece'],
    ['我们需要500米棉布', 500, 'm'],
    ['求购100套炊具', 100, 'set'],
    ['需要20台榨油机', 20, 'unit'],
    ['我们需要2个集装箱', 2, 'container'],
  ];
  for (const [text, value, unit] of cases) {
    it(`${text} → ${value} ${unit}`, () => {
      expect(extractFacts(text).quantity).toMatchObject({ value, unit });
    });
  }

  it('reads a range as written, from its first number', () => {
    expect(extractFacts('We need 20-25 MT of rice').quantity).toEqual({
      value: 20,
      unit: 'MT',
      text: '20-25 MT',
    });
    expect(extractFacts('需要10至15吨').quantity).toMatchObject({ value: 10, text: '10至15吨' });
  });

  it('does not read months or packaging words as counts in Chinese', () => {
    expect(extractFacts('3个月内交货').quantity).toBeNull();
    expect(extractFacts('30天付款条件').quantity).toBeNull();
  });

  it('is null without a unit, even for years and prices', () => {
    expect(extractFacts('Delivery in 2027, please quote').quantity).toBeNull();
    expect(extractFacts('Your price is USD 1200/MT?').quantity).toBeNull();
    expect(extractFacts('Target price $1,250 per MT').quantity).toBeNull();
    expect(extractFacts('ISO 22000 certified supplier').quantity).toBeNull();
  });

  it('does not read a container size or a pack weight as the order', () => {
    // The size (40) is never the count; "one" is (numbers in words are read before a counted unit).
    expect(extractFacts('one 40ft container of rice').quantity).toMatchObject({
      value: 1,
      unit: 'container',
    });
    expect(extractFacts('40ft container of rice').quantity).toBeNull();
    expect(extractFacts('packed in 25 kg PP bags').quantity).toBeNull();
    expect(extractFacts('a 1 kg sample first, then 12 MT').quantity).toMatchObject({ value: 12, unit: 'MT' });
  });
});

describe('extractFacts: quantities in words, thousands words and buyer units', () => {
  it.each([
    ['jute rugs, one 40HQ to Savannah', 1, 'container', 'one 40HQ'],
    ["premier lot d'un conteneur 20 pieds", 1, 'container', 'un conteneur'],
    ['Benötigt wird 1 Maschine, FCA Mumbai', 1, 'unit', '1 Maschine'],
    ['wir brauchen zwei Maschinen', 2, 'unit', 'zwei Maschinen'],
    ['necesitamos dos contenedores de 40', 2, 'container', 'dos contenedores'],
    ['Rindsleder, ca. 2.000 Quadratfuß', 2000, 'sqft', '2.000 Quadratfuß'],
    ['preciso de 2 mil unidades de carregadores', 2000, 'unit', '2 mil unidades'],
    ['need 5k pcs of tees', 5000, 'piece', '5k pcs'],
    ['نطلب ٣٠٠ جهاز UPS', 300, 'unit', '٣٠٠ جهاز'],
    ['بطاريات سيارات ١٢ فولت، ٢٠٠٠ بطارية', 2000, 'unit', '٢٠٠٠ بطارية'],
    ['ألواح شمسية، حاوية ٤٠ قدم واحدة، FOB', 1, 'container', 'حاوية ٤٠ قدم واحدة'],
    ['全棉针织汗布，32支，180克，五千公斤', 5000, 'kg', '五千公斤'],
    ['想买腰果剥壳机三台', 3, 'unit', '三台'],
    ['黄铜灯，五百件左右', 500, 'piece', '五百件'],
    ['1克拉D色的价格？我们要大约300克拉', 300, 'carat', '300克拉'],
    ['diamonds 1-2 ct, roughly 150 carats a month', 150, 'carat', '150 carats'],
    ['Ceftriaxone, 100000 vials', 100000, 'vial', '100000 vials'],
    ['Paracetamol 200000 strips', 200000, 'strip', '200000 strips'],
  ])('%s → %d %s', (text, value, unit, written) => {
    expect(extractFacts(text).quantity).toEqual({ value, unit, text: written });
  });

  it('does not read an article, a pack or a sample as an order', () => {
    expect(extractFacts('envoyez un échantillon, svp').quantity).toBeNull();
    expect(extractFacts('one sample bag please').quantity).toBeNull();
    expect(extractFacts('we want one kilo of saffron').quantity).toBeNull();
    expect(extractFacts('统一包装，一件代发？').quantity).toBeNull();
    expect(extractFacts('第一台机器').quantity).toBeNull();
    expect(extractFacts('Qual o preço dos contêineres de 40 pés?').quantity).toBeNull();
    expect(extractFacts('one, two containers').quantity).toMatchObject({ value: 2 });
    // "22K gold" is a purity, not 22,000 of anything.
    expect(extractFacts('22K gold chains').quantity).toBeNull();
  });
});

describe('extractFacts: incoterm', () => {
  it.each([
    ['FOB Mundra', 'FOB'],
    ['price cif hamburg', 'CIF'],
    ['C&F Jeddah', 'CFR'],
    ['CNF Dammam', 'CFR'],
    ['EXW our warehouse', 'EXW'],
    ['DDP Chicago', 'DDP'],
  ])('%s → %s', (text, code) => {
    expect(extractFacts(text).incoterm).toBe(code);
  });

  it('is null when absent or inside a word', () => {
    expect(extractFacts('We need 20 MT turmeric').incoterm).toBeNull();
    expect(extractFacts('No fobbing off please').incoterm).toBeNull();
    expect(extractFacts('CIFRA de negocios').incoterm).toBeNull();
  });
});

describe('extractFacts: destination', () => {
  it.each([
    ['CIF Rotterdam', 'Rotterdam'],
    ['delivered to Jebel Ali', 'Jebel Ali'],
    ['shipment to the port of Nhava Sheva', 'Nhava Sheva'],
    ['CFR JNPT', 'Nhava Sheva'],
    ['envío a Valencia', 'Valencia'],
    ['livraison à Anvers', 'Antwerp'],
    ['Lieferung nach Hamburg', 'Hamburg'],
    ['entrega para Santos', 'Santos'],
    ['CIF New York', 'New York'],
    ['export to UAE', 'UAE'],
    ['ship to Germany', 'Germany'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it('is conservative', () => {
    // A lower-case word, a place with no cue, and FOB (whose place is the origin).
    expect(extractFacts('CIF timbuktu').destination).toBeNull();
    expect(extractFacts('send to rotterdam').destination).toBeNull();
    // Where the buyer is counts: buyers give "a distributor in Toronto" as their destination.
    expect(extractFacts('We are a company in Rotterdam').destination).toBe('Rotterdam');
    expect(extractFacts('We are a company based in India').destination).toBeNull();
    expect(extractFacts('FOB Mundra').destination).toBeNull();
    expect(extractFacts('ship to Indiana').destination).toBe('Indiana');
    expect(extractFacts('CIF Price please').destination).toBeNull();
  });

  it('reads an unknown place after a strong cue, and places in every script', () => {
    expect(extractFacts('CIF Timbuktu').destination).toBe('Timbuktu');
    expect(extractFacts('port of Callao Peru').destination).toBe('Callao');
    expect(extractFacts('CIF上海 500米棉布').destination).toBe('Shanghai');
    expect(extractFacts('运往宁波港').destination).toBe('Ningbo');
    expect(extractFacts('نحتاج 20 طن إلى ميناء جدة').destination).toBe('Jeddah');
    expect(extractFacts('ميناء جدة').destination).toBe('Jeddah');
    expect(extractFacts('شحن إلى دبي').destination).toBe('Dubai');
    expect(extractFacts('हमें मुंबई पोर्ट तक 500 मीटर कपड़ा चाहिए').destination).toBe('Mumbai');
    expect(extractFacts('para o porto de Santos').destination).toBe('Santos');
    expect(extractFacts('Lieferung nach Bremerhaven').destination).toBe('Bremerhaven');
    expect(extractFacts('DDP Riyadh').destination).toBe('Riyadh');
    expect(extractFacts('CIF上海').incoterm).toBe('CIF');
  });
});

describe('extractFacts: certifications, payment, packaging, delivery, sample', () => {
  it('reads certifications', () => {
    expect(extractFacts('USDA Organic and HACCP, Halal, Kosher').certifications).toEqual([
      'USDA Organic',
      'HACCP',
      'Halal',
      'Kosher',
    ]);
    expect(
      extractFacts('FSSAI, ISO 22000, ISO 9001, BRCGS, GlobalG.A.P., Fair Trade, FDA').certifications,
    ).toEqual(['FSSAI', 'ISO 22000', 'ISO 9001', 'BRC', 'GlobalG.A.P.', 'Fair Trade', 'FDA']);
    expect(extractFacts('EU organic certified').certifications).toEqual(['EU Organic']);
    expect(extractFacts('café orgânico').certifications).toEqual(['Organic']);
    expect(extractFacts('riz bio').certifications).toEqual(['Organic']);
    expect(extractFacts('biology textbook, biodegradable').certifications).toEqual([]);
  });

  it('reads payment terms', () => {
    expect(extractFacts('30% T/T advance, balance against D/P').paymentTerms).toEqual([
      'Telegraphic transfer',
      'Advance payment',
      'Documents against payment',
    ]);
    expect(extractFacts('LC at sight or CAD').paymentTerms).toEqual([
      'Letter of credit',
      'Cash against documents',
    ]);
    expect(extractFacts('D/A 90 days, or net 60').paymentTerms).toEqual([
      'Documents against acceptance',
      'Net 60',
    ]);
    expect(extractFacts('price CAD 500 per MT').paymentTerms).toEqual([]);
    expect(extractFacts('LCL shipment').paymentTerms).toEqual([]);
  });

  it('reads packaging', () => {
    expect(extractFacts('packed in 25 kg PP bags').packaging).toBe('25 kg PP bags');
    expect(extractFacts('50 kg jute bags please').packaging).toBe('50 kg jute bags');
    expect(extractFacts('in bulk').packaging).toBe('bulk');
    expect(extractFacts('packed in cartons').packaging).toBe('cartons');
    expect(extractFacts('sacs de 50 kg').packaging).toBe('sacs de 50 kg');
    expect(extractFacts('20 MT turmeric').packaging).toBeNull();
  });

  it('reads delivery windows', () => {
    expect(extractFacts('shipment within 30 days').deliveryWindow).toBe('within 30 days');
    expect(extractFacts('we need it next month').deliveryWindow).toBe('next month');
    expect(extractFacts('entrega en marzo').deliveryWindow).toBe('en marzo');
    expect(extractFacts('Lieferung im April').deliveryWindow).toBe('im April');
    expect(extractFacts('We may need 20 MT').deliveryWindow).toBeNull();
    expect(extractFacts('Please quote for 2027').deliveryWindow).toBeNull();
  });

  it('reads delivery windows in every language and script', () => {
    const cases: [string, string][] = [
      ['Lieferung nach Bremerhaven bis KW 12', 'bis KW 12'],
      ['我们需要100套炊具，2027年3月底前交货', '2027年3月底前'],
      ['3个月内交货', '3个月内'],
      ['التسليم خلال ستة أسابيع', 'خلال ستة أسابيع'],
      ['मार्च के अंत तक डिलीवरी', 'मार्च के अंत तक'],
      ['delivery within six weeks', 'within six weeks'],
      ['needed by 15 March 2027', 'by 15 March 2027'],
      ['needed by 2027-03-15', 'by 2027-03-15'],
      ['livraison avant fin mars', 'avant fin mars'],
      ['entrega até o final de abril', 'até o final de abril'],
      ['entrega antes del 30 de abril', 'antes del 30 de abril'],
    ];
    for (const [text, window] of cases) expect(extractFacts(text).deliveryWindow, text).toBe(window);
  });

  it('reads sample requests', () => {
    for (const text of [
      'send samples',
      'una muestra',
      'un échantillon',
      'Muster bitte',
      'amostra',
      'नमूना',
      'عينة',
      '样品',
    ]) {
      expect(extractFacts(text).sampleRequested, text).toBe(true);
    }
    expect(extractFacts('20 MT turmeric CIF Rotterdam').sampleRequested).toBe(false);
  });

  it('is empty for an empty message', () => {
    expect(extractFacts('')).toEqual({
      quantity: null,
      incoterm: null,
      destination: null,
      certifications: [],
      paymentTerms: [],
      packaging: null,
      deliveryWindow: null,
      sampleRequested: false,
      numbers: [],
    });
  });
});

describe('numbers', () => {
  it('parses tokens', () => {
    expect(parseNumberToken('10,000')).toEqual([10000]);
    expect(parseNumberToken('10.000')).toEqual([10000]);
    expect(parseNumberToken('1,250.50')).toEqual([1250.5]);
    expect(parseNumberToken('2,5')).toEqual([2.5]);
    expect(parseNumberToken('10,20,30')).toEqual([10, 20, 30]);
  });

  it('normalises digits without moving indices', () => {
    expect(normaliseDigits('٢٠ طن، ۳ ، २०, ５')).toBe('20 طن، 3 ، 20, 5');
  });

  const inquiry = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '20 MT',
          '10.000 kg',
          "1x20' FCL",
          '2 x 40ft',
          ' CIF Rotterdam ',
          ' fob ',
          '٢٠ طن',
          '20吨',
          '२० टन',
          '25 kg bags',
          'USD 1,200/MT',
          ' by March 2027 ',
          ' L/C ',
          ' net 30 ',
          '10,20,30 tons',
        ),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.integer({ min: 0, max: 100000 }).map(String),
      ),
      { maxLength: 10 },
    )
    .map((parts) => parts.join(''));

  it('never throws and never reports a quantity that is not among the numbers', () => {
    fc.assert(
      fc.property(inquiry, (text) => {
        const facts = extractFacts(text);
        if (facts.quantity) expect(facts.numbers).toContain(facts.quantity.value);
        if (facts.quantity) expect(text).toContain(facts.quantity.text);
        for (const value of facts.numbers) expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('extractFacts: Incoterms in words, more places, more delivery windows', () => {
  it.each([
    ["What's your price ex works, and how fast to Nairobi?", 'EXW'],
    ['Preis ab Werk bitte', 'EXW'],
    ['prix départ usine', 'EXW'],
    ['precio en fábrica', 'EXW'],
    ['请报出厂价', 'EXW'],
    ['prix franco à bord Mumbai', 'FOB'],
    ['cost, insurance and freight Rotterdam', 'CIF'],
  ])('%s → %s', (text, term) => {
    expect(extractFacts(text).incoterm).toBe(term);
  });

  it('keeps a written code first and reads no Incoterm from unrelated words', () => {
    expect(extractFacts('FOB Mundra, not ex works').incoterm).toBe('FOB');
    expect(extractFacts('our works council exports').incoterm).toBeNull();
    expect(extractFacts('Fabrikverkauf').incoterm).toBeNull();
  });

  it.each([
    ['Versand nach Idar-Oberstein.', 'Idar-Oberstein'],
    ['entrega no nosso armazém no Porto (DAP)', 'Porto'],
    ['مصنعنا في عمّان، مع مدة التصنيع', 'Amman'],
    ['吨袋包装，收货地宁波。', 'Ningbo'],
    ['收货地址：上海', 'Shanghai'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it('does not read a port word or Porto Alegre as Porto', () => {
    expect(extractFacts('Porto de destino: Santos').destination).toBe('Santos');
    expect(extractFacts('entrega em Porto Alegre').destination).toBe('Porto Alegre');
  });

  it.each([
    ['livraison souhaitée au T2 2027.', 'T2 2027'],
    ['im Laufe des 2. Quartals 2027.', '2. Quartals 2027'],
    ['Entrega em até 60 dias. Qual o MOQ?', 'em até 60 dias'],
    ['Entrega em São Paulo no mês que vem.', 'no mês que vem'],
    ['Prazo: antes do Natal de 2027?', 'antes do Natal de 2027'],
    ['الشحن على دفعات ابتداءً من مارس.', 'ابتداءً من مارس'],
  ])('%s → %s', (text, window) => {
    expect(extractFacts(text).deliveryWindow).toBe(window);
  });

  it('does not read a payment period or a past date as a delivery window', () => {
    expect(extractFacts('Pagamento em até 60 dias').deliveryWindow).toBeNull();
    expect(extractFacts('T2 is our grade name').deliveryWindow).toBeNull();
  });
});

describe('extractFacts: Hindi in Latin letters', () => {
  it('reads the place before "tak" and a window in "din mein"', () => {
    const facts = extractFacts(
      'Sir ji, 5000 meter fabric chahiye. Delivery Ludhiana godown tak, 20 din mein.',
    );
    expect(facts.destination).toBe('Ludhiana');
    expect(facts.deliveryWindow).toBe('20 din mein');
  });

  it('takes no capitalised request word as the place', () => {
    expect(extractFacts('Delivery tak batao').destination).toBeNull();
    expect(extractFacts('Payment 30 din mein').deliveryWindow).toBeNull();
  });
});

describe('extractFacts: loading ports, dates and alternative Incoterms are not given facts', () => {
  it('does not read a month after "im" as a place', () => {
    const facts = extractFacts('Lieferung FCA Chennai, Versand im Januar.');
    expect(facts.destination).toBeNull();
    expect(facts.deliveryWindow).toBe('im Januar');
  });

  it('does not read a loading port in Chinese as the destination', () => {
    expect(extractFacts('FOB印度港口价格多少？').destination).toBeNull();
    expect(extractFacts('CIF上海港').destination).toBe('Shanghai');
  });

  it.each(['pode cotar FOB e CFR?', 'FOB or CIF Jeddah?', 'precio FOB/CIF', 'FOB 或 CIF 报价'])(
    '%s gives no Incoterm (the buyer has not chosen)',
    (text) => {
      expect(extractFacts(text).incoterm).toBeNull();
    },
  );

  it('keeps one Incoterm with its place', () => {
    expect(extractFacts('FOB Mundra, and CIF price later').incoterm).toBe('FOB');
  });
});

describe('extractFacts: a pack and its size', () => {
  it.each([
    ['20 000 flacons, flacons de 15 ml, livraison CIP Douala', 'flacons de 15 ml'],
    ['thé vert, 500 kg, en sachets de 1 kg sous vide, DDP Montréal', 'sachets de 1 kg sous vide'],
    ['aceite en botellas de 1 L, 2000 cajas', 'botellas de 1 L'],
    ['50 Rollen Netzwerkkabel Cat.6A S/FTP à 500 m, Lieferung nach Basel', 'à 500 m'],
    ['50 rollos de cable UTP Cat6 de 305 m para Panamá', 'de 305 m'],
  ])('%s → %s', (text, pack) => {
    expect(extractFacts(text).packaging).toBe(pack);
  });

  it('keeps the order quantity apart from the pack size', () => {
    expect(extractFacts('50 Rollen Kabel à 500 m').quantity).toMatchObject({ value: 50, unit: 'roll' });
    expect(extractFacts('need 5,000 m of cable, 20 rolls').packaging).toBeNull();
  });
});

describe('extractFacts: quantities in every unit and number style', () => {
  it.each([
    // Indian grouping, lakh and 万
    ['हमें 2,50,000 कैप्सूल चाहिए', 250000, 'piece', '2,50,000 कैप्सूल'],
    ['need 3 lakh pcs of masks', 300000, 'piece', '3 lakh pcs'],
    ['采购螺丝 3万件', 30000, 'piece', '3万件'],
    // approx / roughly before the amount is not a multiplication sign
    ['looking for emeralds, approx 40 carat', 40, 'carat', '40 carat'],
    ['we want roughly 80 carats of sapphire', 80, 'carat', '80 carats'],
    ['je veux 30 douzaines de bracelets', 30, 'dozen', '30 douzaines'],
    // a describing word between the count and a container, set or machine
    ['please quote 4 refrigerated containers of grapes', 4, 'container', '4 refrigerated containers'],
    ['we need two (2) complete sets of dyeing machinery', 2, 'set', 'two (2) complete sets'],
    ['हमें ३ तेल निकालने मशीन चाहिए', 3, 'unit', '३ तेल निकालने मशीन'],
    // units written in each language
    ['Precisamos de lona, 12 000 jardas, CFR Beira', 12000, 'yd', '12 000 jardas'],
    ['azeite em bidões de 5 L, 900 bidões', 900, 'drum', '900 bidões'],
    ['nous voulons 50 000 gélules de vitamine D', 50000, 'piece', '50 000 gélules'],
    ['Mustard oil 5 litre tin mein, 600 tin chahiye', 600, 'piece', '600 tin'],
    ['需要铜香炉 80尊', 80, 'piece', '80尊'],
    ['الكمية 40,000 فيال من الأنسولين', 40000, 'vial', '40,000 فيال'],
    ['نبي أحذية جلد، 500 جوز', 500, 'pair', '500 جوز'],
    ['हमें 400 टैबलेट चाहिए', 400, 'piece', '400 टैबलेट'],
  ])('%s → %d %s', (text, value, unit, written) => {
    expect(extractFacts(text).quantity).toEqual({ value, unit, text: written });
  });

  it('reads the weight, not the gold purity in carats', () => {
    expect(extractFacts('हमें 18 कैरेट सोने के कंगन चाहिए, कुल लगभग 300 ग्राम').quantity).toMatchObject({
      value: 300,
      unit: 'g',
    });
    expect(extractFacts('22 carat gold chains, about 2 kg').quantity).toMatchObject({ value: 2, unit: 'kg' });
  });

  it.each([
    ['nous souhaitons commander 600 radiateurs pour Lyon', 600, '600 radiateurs pour'],
    ['preciso de 70 mochilas de couro', 70, '70 mochilas'],
    ['Wir bestellen 250 Lampen', 250, '250 Lampen'],
    ['نحتاج 1,200 شاحن للهواتف', 1200, '1,200 شاحن'],
  ])('reads a counted noun after a request: %s', (text, value, written) => {
    const quantity = extractFacts(text).quantity;
    expect(quantity?.value).toBe(value);
    expect(written.startsWith(quantity?.text ?? '-')).toBe(true);
  });

  it('does not read a duration after an Arabic request as a count', () => {
    expect(extractFacts('نحتاج 30 يوم للتسليم').quantity).toBeNull();
  });
});

describe('extractFacts: destinations by delivery words and where the buyer is', () => {
  it.each([
    ['Please offer 1 x 20ft of sugar, delivery Mombasa port, CFR', 'Mombasa'],
    ['Wir brauchen 200 Kartons, Lieferung frei Haus Köln', 'Cologne'],
    ['pantalones de trabajo, 800 piezas, es pa Bolivia', 'Bolivia'],
    ['We would sell these syringes for the Kenyan market', 'Kenya'],
    ['Pour notre usine de Lyon, nous cherchons des pompes', 'Lyon'],
    ['نبي 200 كرتون عسل، توصيل الرياض', 'Riyadh'],
    ['عندنا مصنع في أربيل ونحتاج قماش', 'Erbil'],
    ['हमें 50 पंखे चाहिए, पटना में डिलीवरी', 'Patna'],
    ['हमें सीमेंट चाहिए, जयपुर प्लांट पर डिलीवरी', 'Jaipur'],
    ['नमस्ते, हम नैरोबी में किराना के थोक व्यापारी हैं।', 'Nairobi'],
    ['Haldi chahiye 5 ton, Qatar export ke liye', 'Qatar'],
    ['Hum Paris mein ek dukaan chalate hain', 'Paris'],
    ['我们是马来西亚的家具公司，需要藤椅', 'Malaysia'],
    ['你好，新加坡茶叶店，需要红茶', 'Singapore'],
    ['CIF Le Port, fûts de 200 L', 'Le Port'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it('does not read a market adjective without a market word, nor a capitalised word before "mein" that is no place', () => {
    expect(extractFacts('We want German machines for our plant').destination).toBeNull();
    expect(extractFacts('Ghee chahiye 1 litre Tin mein').destination).toBeNull();
  });
});

describe('extractFacts: delivery windows by season, "spätestens" and after a past date', () => {
  it.each([
    ['Lieferung bis spätestens August', 'bis spätestens August'],
    ['Wir brauchen die Ware spätestens im Mai', 'spätestens im Mai'],
    ['نحتاج الشحنة قبل موسم الشتاء', 'قبل موسم الشتاء'],
    ['التسليم قبل الصيف من فضلكم', 'قبل الصيف'],
    ['الكمية 100 وحدة (أواخر مارس)', 'أواخر مارس'],
    ['we need the stock before the winter season', 'before the winter season'],
    ['entrega antes del verano', 'antes del verano'],
    ['गर्मी से पहले 300 कूलर चाहिए', 'गर्मी से पहले'],
  ])('%s → %s', (text, window) => {
    expect(extractFacts(text).deliveryWindow).toBe(window);
  });

  it('skips a past date and reads the later delivery date', () => {
    expect(
      extractFacts('Thanks for the swatches you sent in May. Please ship by 20 February.').deliveryWindow,
    ).toBe('by 20 February');
  });
});

describe('extractFacts: more counted nouns and markets', () => {
  it.each([
    ['हमें 250 लोहे की कुर्सियाँ चाहिए।', 250],
    ['मुझे 40 सिलाई मशीनें चाहिए', 40],
    ['نحتاج ٢٠٠٠ سخان مياه، الشحن إلى عمان', 2000],
    ['please send the price for 8,00,000 paper straws', 800000],
  ])('%s → %d', (text, value) => {
    expect(extractFacts(text).quantity?.value).toBe(value);
  });

  it('does not read a duration or a year after a Hindi or Arabic request as a count', () => {
    expect(extractFacts('हमें 20 दिन में चाहिए').quantity).toBeNull();
    expect(extractFacts('نحتاج 2027 م').quantity?.value).not.toBe(2027);
  });

  it.each([
    ['necesitamos mochilas para el mercado paraguayo', 'Paraguay'],
    ['nous cherchons des épices pour le marché sénégalais', 'Senegal'],
    ['queremos café para o mercado moçambicano', 'Mozambique'],
    ['Wir suchen Teppiche für den französischen Markt', 'France'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });
});

describe('extractFacts: where the buyer writes from', () => {
  it.each([
    ['Saludos desde Lima, queremos 2 contenedores de ajo', 'Lima'],
    ['Wir sind ein Händler aus Rotterdam und suchen Reis', 'Rotterdam'],
    ['हमें 200 किलो इलायची चाहिए, बरेली में डिलीवरी।', 'बरेली'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it('never reads the Indian origin or a question word as the destination', () => {
    expect(extractFacts('Wir kaufen Tee aus Mumbai').destination).toBeNull();
    expect(extractFacts('हमें 50 किलो जीरा चाहिए। कब तक भेजेंगे?').destination).toBeNull();
  });
});

describe('extractFacts: guards of the third round', () => {
  it('reads no place after a bare "delivery" that names a date or a schedule', () => {
    expect(extractFacts('Delivery Date to be agreed').destination).toBeNull();
    expect(extractFacts('Delivery Schedule: April').destination).toBeNull();
  });

  it('reads no count from a period before a container word', () => {
    expect(extractFacts('We need 6 months container storage').quantity).toBeNull();
  });

  it('reads "aus"/"desde" as the destination only where the buyer describes itself', () => {
    expect(extractFacts('Bisher kaufen wir Reis aus China').destination).toBeNull();
    expect(extractFacts('Les escribimos desde Lima para pedir ajo').destination).toBe('Lima');
  });
});

describe('extractFacts: carboys, buckets and tins counted like drums', () => {
  it.each([
    ['हमें हाइड्रोजन पेरोक्साइड चाहिए — 400 कार्बॉय (35 किलो वाले)।', 400, '400 कार्बॉय'],
    ['Buscamos pulpa de mango en cubetas de 20 kg, unas 300 cubetas al mes.', 300, '300 cubetas'],
    ['我们每月需要酥油约120罐（15公斤装）。', 120, '120罐'],
    ['Need 250 pails of epoxy primer, CIF Mombasa.', 250, '250 pails'],
  ])('%s', (text, value, span) => {
    expect(extractFacts(text).quantity).toEqual({ value, unit: 'drum', text: span });
  });
});
