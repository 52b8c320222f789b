import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { certificationCovers, extractContextFacts, numbersIn } from './context.ts';
import { extractFacts } from './facts.ts';

describe('extractContextFacts: a full context', () => {
  it('reads the spec example', () => {
    const facts = extractContextFacts(
      'Turmeric powder, curcumin 3%+, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT, lead time 3-4 weeks, ' +
        'ISO 22000, FSSAI, origin India, Grade A',
    );
    expect(facts.productName).toBe('Turmeric powder');
    expect(facts.glossaryEntry?.id).toBe('turmeric');
    expect(facts.price).toEqual({
      min: 1150,
      max: 1250,
      currency: 'USD',
      unit: 'MT',
      incoterm: 'FOB',
      place: 'Kochi',
      text: 'USD 1,150-1,250/MT',
      amountText: '1,150–1,250',
    });
    expect(facts.moq).toEqual({ value: 5, unit: 'MT', text: '5 MT', amountText: '5' });
    expect(facts.leadTime).toEqual({ text: '3-4 weeks', amountText: '3–4', unit: 'week' });
    expect(facts.origin).toBe('India');
    expect(facts.grade).toBe('A');
    expect(facts.certifications).toEqual(expect.arrayContaining(['ISO 22000', 'FSSAI']));
    expect(facts.certifications).toHaveLength(2);
    expect(facts.specs).toEqual(['curcumin 3%+']);
    expect(facts.numbers).toEqual([3, 1150, 1250, 5, 3, 4, 22000]);
  });

  it('reads the context the API writes from a product row', () => {
    const facts = extractContextFacts(
      'Malabar Black Pepper, Spices & Herbs, Price: USD 6400 per MT, MOQ 2 MT, Origin: India, Grade: Extra Bold, ' +
        'Certifications: ISO 22000, Halal, Lead time: 15 days',
    );
    expect(facts.productName).toBe('Malabar Black Pepper');
    expect(facts.glossaryEntry?.id).toBe('black-pepper');
    expect(facts.price).toMatchObject({
      min: 6400,
      max: 6400,
      currency: 'USD',
      unit: 'MT',
      amountText: '6400',
    });
    expect(facts.moq).toMatchObject({ value: 2, unit: 'MT' });
    expect(facts.origin).toBe('India');
    expect(facts.grade).toBe('Extra Bold');
    expect(facts.certifications).toEqual(expect.arrayContaining(['ISO 22000', 'Halal']));
    expect(facts.leadTime).toEqual({ text: '15 days', amountText: '15', unit: 'day' });
    expect(facts.specs).toEqual([]);
  });

  it('reads a Chinese context', () => {
    const facts = extractContextFacts(
      '姜黄粉，价格 USD 1200/吨 FOB 宁波，起订量：5吨，交货期15天，原产地：印度',
    );
    expect(facts.productName).toBe('姜黄粉');
    expect(facts.glossaryEntry?.id).toBe('turmeric');
    expect(facts.price).toMatchObject({
      min: 1200,
      currency: 'USD',
      unit: 'MT',
      incoterm: 'FOB',
      place: '宁波',
    });
    expect(facts.moq).toMatchObject({ value: 5, unit: 'MT', text: '5吨' });
    expect(facts.leadTime).toMatchObject({ amountText: '15', unit: 'day' });
    expect(facts.origin).toBe('India');
  });

  it('is empty for an empty or unreadable context', () => {
    for (const context of ['', '   ', '???', 'hello there']) {
      const facts = extractContextFacts(context);
      expect(facts.price).toBeNull();
      expect(facts.moq).toBeNull();
      expect(facts.leadTime).toBeNull();
      expect(facts.origin).toBeNull();
      expect(facts.grade).toBeNull();
      expect(facts.certifications).toEqual([]);
      expect(facts.samples).toBeNull();
      expect(facts.numbers).toEqual([]);
    }
    expect(extractContextFacts('').productName).toBeNull();
  });
});

describe('extractContextFacts: prices', () => {
  it.each([
    [
      'USD 1,150-1,250/MT FOB Kochi',
      { min: 1150, max: 1250, currency: 'USD', unit: 'MT', amountText: '1,150–1,250' },
    ],
    ['$2.5/kg', { min: 2.5, max: 2.5, currency: 'USD', unit: 'kg', amountText: '2.5' }],
    ['Rs. 120 per kg', { min: 120, currency: 'INR', unit: 'kg' }],
    ['₹95–105/kg', { min: 95, max: 105, currency: 'INR', unit: 'kg', amountText: '95–105' }],
    ['INR 95 to 105 per kg', { min: 95, max: 105, currency: 'INR', unit: 'kg' }],
    ['1.150,00 €/t', { min: 1150, currency: 'EUR', unit: 'MT', amountText: '1.150,00' }],
    ['EUR 1.150 per tonne', { min: 1150, currency: 'EUR', unit: 'MT' }],
    ['1200 USD per metric ton', { min: 1200, currency: 'USD', unit: 'MT' }],
    ['USD 980/ton', { min: 980, currency: 'USD', unit: 'ton' }],
    ['USD 14 per container', { min: 14, unit: 'container' }],
    ['price 95-105/kg', { min: 95, max: 105, currency: null, unit: 'kg' }],
    ['1200美元/吨', { min: 1200, currency: 'USD', unit: 'MT' }],
    ['USD 5', { min: 5, currency: 'USD', unit: null }],
  ])('reads %s', (context, expected) => {
    expect(extractContextFacts(context).price).toMatchObject(expected);
  });

  it('reads the Incoterm and its place', () => {
    expect(extractContextFacts('USD 1200/MT CIF Hamburg').price).toMatchObject({
      incoterm: 'CIF',
      place: 'Hamburg',
    });
    expect(extractContextFacts('USD 1200/MT FOB Nhava Sheva, MOQ 5 MT').price?.place).toBe('Nhava Sheva');
    expect(extractContextFacts('USD 1200/MT FOB JNPT').price?.place).toBe('JNPT');
    expect(extractContextFacts('USD 1200/MT FOB Price').price).toMatchObject({
      incoterm: 'FOB',
      place: null,
    });
  });

  it('does not read a price without a currency or a unit, nor an abbreviated thousand', () => {
    expect(extractContextFacts('Turmeric, 1150-1250, 5 MT').price).toBeNull();
    expect(extractContextFacts('USD 1.2k per MT').price).toBeNull();
    expect(extractContextFacts('USDA Organic 2024').price).toBeNull();
  });
});

describe('extractContextFacts: MOQ and lead time', () => {
  it.each([
    ['MOQ: 5 MT', { value: 5, unit: 'MT', text: '5 MT' }],
    ['MOQ 500 kg', { value: 500, unit: 'kg' }],
    ['min. order 1 container', { value: 1, unit: 'container', text: '1 container' }],
    ['minimum order quantity of 2 containers', { value: 2, unit: 'container' }],
    ["MOQ 1x20' FCL", { value: 1, unit: 'container', text: "1x20' FCL" }],
    ['10 MT MOQ', { value: 10, unit: 'MT' }],
    ['pedido mínimo 5 toneladas', { value: 5, unit: 'MT' }],
    ['Mindestbestellmenge: 1.000 kg', { value: 1000, unit: 'kg' }],
    ['起订量：5吨', { value: 5, unit: 'MT' }],
    ['الحد الأدنى للطلب: ٥ طن', { value: 5, unit: 'MT', text: '٥ طن' }],
    ['MOQ 5', { value: 5, unit: null }],
  ])('reads %s', (context, expected) => {
    expect(extractContextFacts(context).moq).toMatchObject(expected);
  });

  it('does not take a spec or a price for a MOQ', () => {
    expect(extractContextFacts('curcumin 3% min, USD 1,200/MT').moq).toBeNull();
  });

  it.each([
    ['lead time 15 days', { text: '15 days', amountText: '15', unit: 'day' }],
    ['delivery in 3-4 weeks', { text: '3-4 weeks', amountText: '3–4', unit: 'week' }],
    ['Lead time: 2 months', { unit: 'month', amountText: '2' }],
    ['ships within 10 days', { unit: 'day', amountText: '10' }],
    ['15 days lead time', { text: '15 days', unit: 'day' }],
    ['plazo de entrega 20 días', { unit: 'day', amountText: '20' }],
    ['Lieferzeit 3-4 Wochen', { unit: 'week', amountText: '3–4' }],
    ['交货期15天', { text: '15天', unit: 'day' }],
    ['مدة التسليم: 30 يوما', { unit: 'day', amountText: '30' }],
  ])('reads %s', (context, expected) => {
    expect(extractContextFacts(context).leadTime).toMatchObject(expected);
  });
});

describe('extractContextFacts: product, origin, grade', () => {
  it('names the product from the first segment, never from a price', () => {
    expect(extractContextFacts('Product: Moringa leaf powder, USD 4/kg').productName).toBe(
      'Moringa leaf powder',
    );
    expect(extractContextFacts('Turmeric powder (curcumin 3%) - Grade A').productName).toBe(
      'Turmeric powder',
    );
    expect(extractContextFacts('USD 1,200/MT FOB Kochi, MOQ 5 MT').productName).toBeNull();
    expect(extractContextFacts('MOQ 5 MT').productName).toBeNull();
    expect(extractContextFacts('Basmati rice 1121, USD 900/MT').productName).toBe('Basmati rice 1121');
  });

  it.each([
    ['origin India', 'India'],
    ['Country of origin: India', 'India'],
    ['Indian origin', 'India'],
    ['made in Vietnam', 'Vietnam'],
    ['Origine : Inde', 'India'],
    ['Herkunft: Indien', 'India'],
    ['بلد المنشأ: الهند', 'India'],
    ['原产地：印度', 'India'],
    ['मूल देश: भारत', 'India'],
  ])('reads origin from %s', (context, origin) => {
    expect(extractContextFacts(context).origin).toBe(origin);
  });

  it.each([
    ['Grade A', 'A'],
    ['Grade: Extra Bold, origin India', 'Extra Bold'],
    ['A grade', 'A'],
    ['Premium grade turmeric', 'Premium'],
    ['Grade A Basmati rice', 'A'],
    ['ग्रेड A', 'A'],
    ['A级', 'A'],
  ])('reads grade from %s', (context, grade) => {
    expect(extractContextFacts(context).grade).toBe(grade);
  });

  it('reads no grade from an article', () => {
    expect(extractContextFacts('a grade of turmeric').grade).toBeNull();
  });

  // Found by the "claims no certification" property: "Grade: organic" would claim a certificate.
  it('reads no grade across lines, before a "Grade:" label, or from a certification word', () => {
    expect(extractContextFacts('non-organic\nGrade: 1.000, ').grade).toBeNull();
    expect(extractContextFacts('Turmeric, Bold\nGrade: A').grade).toBe('A');
    expect(extractContextFacts('Organic grade turmeric').grade).toBeNull();
    expect(extractContextFacts('Premium grade turmeric').grade).toBe('Premium');
  });
});

describe('extractContextFacts: origin', () => {
  // Found by the "claims no certification" property (seed -725689643): an origin of "Vietnam Halal"
  // was quoted back as "Origin: Vietnam Halal." although 'Halal〡' in the context is no certification.
  it('never takes a certification word into a place name', () => {
    expect(extractContextFacts('Origin: Vietnam Halal〡, ').origin).toBe('Vietnam');
    expect(extractContextFacts('Origin: Vietnam Halal certified').origin).toBe('Vietnam');
    expect(extractContextFacts('Origin: Vietnam Halal certified').certifications).toEqual(['Halal']);
    expect(extractContextFacts('Origin: Ho Chi Minh City').origin).toBe('Ho Chi Minh City');
  });
});

describe('extractContextFacts: certifications, packaging, payment, samples', () => {
  it('keeps held certifications and drops negated or pending ones', () => {
    expect(extractContextFacts('ISO 22000, FSSAI No. 10012345').certifications).toEqual(
      expect.arrayContaining(['ISO 22000', 'FSSAI']),
    );
    expect(extractContextFacts('non-organic, Halal').certifications).toEqual(['Halal']);
    expect(extractContextFacts('Organic: No, Kosher').certifications).toEqual(['Kosher']);
    expect(extractContextFacts('organic certification pending').certifications).toEqual([]);
    expect(extractContextFacts('Organic moringa powder (certification pending)').certifications).toEqual([]);
    expect(extractContextFacts('HACCP (applied), BRC').certifications).toEqual(['BRC']);
    expect(extractContextFacts('USDA Organic, EU Organic').certifications).toEqual([
      'USDA Organic',
      'EU Organic',
    ]);
    expect(extractContextFacts('有机认证申请中，清真').certifications).toEqual(['Halal']);
  });

  it('says which held certification answers which question', () => {
    expect(certificationCovers(['USDA Organic'], 'Organic')).toBe(true);
    expect(certificationCovers(['Organic'], 'USDA Organic')).toBe(false);
    expect(certificationCovers(['Halal'], 'Kosher')).toBe(false);
  });

  it('reads packaging, payment and samples', () => {
    const facts = extractContextFacts('Kurkuma, packing 25 kg PP bags, payment T/T or L/C, free samples');
    expect(facts.packaging).toBe('25 kg PP bags');
    expect(facts.paymentTerms).toEqual(['Letter of credit', 'Telegraphic transfer']);
    expect(facts.samples).toEqual({ free: true });
    expect(extractContextFacts('samples available on request').samples).toEqual({ free: false });
    expect(extractContextFacts('no samples').samples).toBeNull();
  });
});

describe('extractContextFacts: properties', () => {
  const num = fc.oneof(
    fc.integer({ min: 0, max: 99999 }).map(String),
    fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
    fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a},${b}`),
    fc.integer({ min: 1000, max: 999999 }).map((n) => n.toLocaleString('en-US')),
    fc.integer({ min: 1000, max: 999999 }).map((n) => n.toLocaleString('de-DE')),
  );
  const fragment = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          'USD {a}-{b}/MT FOB Kochi',
          '₹{a}/kg',
          '{a} €/t',
          'MOQ {a} MT',
          'min. order {a} container',
          'lead time {a} days',
          'delivery in {a}-{b} weeks',
          'Grade {a}',
          'curcumin {a}%',
          'packing {a} kg PP bags',
        ),
        num,
        num,
      )
      .map(([template, a, b]) => template.replace('{a}', a).replace('{b}', b)),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  );
  const context = fc
    .array(fc.tuple(fragment, fc.constantFrom(', ', ' ', '', '\n', ',')), { maxLength: 8 })
    .map((parts) => parts.map(([text, separator]) => text + separator).join(''));

  it('never throws, reads numbers like extractFacts, and quotes only numbers of the context', () => {
    fc.assert(
      fc.property(context, (text) => {
        const facts = extractContextFacts(text);
        expect(facts.numbers).toEqual(extractFacts(text).numbers);
        expect(numbersIn(text)).toEqual(facts.numbers);
        const quoted = [facts.price?.amountText, facts.moq?.amountText, facts.leadTime?.amountText]
          .filter((span): span is string => Boolean(span))
          .flatMap((span) => numbersIn(span));
        for (const value of quoted) expect(facts.numbers).toContain(value);
        if (facts.price)
          expect(facts.numbers).toEqual(expect.arrayContaining([facts.price.min, facts.price.max]));
        if (facts.moq) expect(facts.numbers).toContain(facts.moq.value);
      }),
      { numRuns: 400 },
    );
  });
});
