import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LANGUAGES, cueScores, detectLanguage, type Language } from './language.ts';

const CASES: Record<Language, string[]> = {
  en: [
    'Need 20 MT turmeric',
    'Price for black pepper?',
    'We need 20 MT of organic turmeric powder, CIF Rotterdam, packed in 25 kg bags, payment by L/C at sight.',
    'Hello, we are importers in Hamburg and would like a quotation for 2 x 40ft containers of basmati rice.',
    'Please send samples of cotton yarn',
  ],
  es: [
    'Necesito 20 toneladas de cúrcuma',
    '¿Precio de la pimienta negra?',
    'Hola, necesitamos 2 contenedores de arroz basmati, CIF Rotterdam, pago con carta de crédito.',
    'Buenos días, estamos interesados en comprar 500 kg de comino orgánico, FOB Mundra, entrega en marzo.',
    'Queremos muestras de algodón',
  ],
  fr: [
    'Bonjour, prix du poivre noir?',
    'Nous avons besoin de 10 tonnes de riz',
    'Bonjour, nous cherchons 20 tonnes de curcuma biologique CIF Le Havre, livraison en avril. Merci.',
    'Pouvez-vous envoyer un échantillon de coton?',
    "Quel est votre meilleur prix pour 5 conteneurs de cumin à destination d'Anvers?",
  ],
  de: [
    'Wir brauchen 5 Tonnen Reis',
    'Preis für schwarzer Pfeffer?',
    'Guten Tag, wir benötigen 20 Tonnen Bio-Kurkuma, CIF Hamburg, Lieferung im April. Bitte senden Sie Muster.',
    'Hallo, können Sie uns ein Angebot für 2 Container Baumwolle machen?',
    'Wie viel kostet eine Tonne Kreuzkümmel?',
  ],
  pt: [
    'Preciso de 10 toneladas de café',
    'Olá, preço da pimenta preta?',
    'Bom dia, precisamos de 20 toneladas de açafrão orgânico, CIF Santos, pagamento com carta de crédito.',
    'Vocês podem enviar uma amostra de algodão?',
    'Estamos interessados em 2 contêineres de arroz, entrega em março.',
  ],
  hi: [
    'हमें 20 टन हल्दी चाहिए',
    'काली मिर्च का भाव क्या है?',
    'हमें 20 टन जैविक हल्दी CIF Dubai चाहिए, कृपया नमूना भेजें।',
  ],
  ar: [
    'نحتاج ٢٠ طن من الكركم',
    'ما هو سعر الفلفل الأسود؟',
    'نحتاج 20 طن من الأرز البسمتي CIF Jebel Ali، الدفع عن طريق L/C',
  ],
  zh: ['我们需要20吨姜黄', '黑胡椒的价格是多少？', '我们需要 20 吨有机姜黄粉，CIF Shanghai，请寄样品。'],
};

describe('detectLanguage', () => {
  for (const language of LANGUAGES) {
    for (const text of CASES[language]) {
      it(`${language}: ${text}`, () => {
        expect(detectLanguage(text)).toBe(language);
      });
    }
  }

  it('keeps Incoterms and port names inside a Spanish sentence Spanish', () => {
    expect(detectLanguage('Cotización CIF Rotterdam para 20 toneladas')).toBe('es');
    expect(detectLanguage('Necesitamos FOB Nhava Sheva, 2 x 40ft FCL')).toBe('es');
  });

  it('lets script win over a few Latin words', () => {
    expect(detectLanguage('Basmati rice 1121 FOB Mundra 价格')).toBe('zh');
    expect(detectLanguage('FOB Mundra, L/C, 20 MT — हल्दी चाहिए')).toBe('hi');
  });

  it('defaults to English when there is nothing to go on', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('   ')).toBe('en');
    expect(detectLanguage('20 MT CIF 2027')).toBe('en');
    expect(detectLanguage('???')).toBe('en');
  });

  it('never throws and always returns a known language', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(LANGUAGES).toContain(detectLanguage(text));
      }),
    );
  });
});

describe('cueScores', () => {
  it('splits shared words between their languages', () => {
    const scores = cueScores('toneladas');
    expect(scores.es).toBe(0.5);
    expect(scores.pt).toBe(0.5);
    expect(scores.en).toBe(0);
  });
});

describe('detectLanguage: Hindi in Latin letters', () => {
  it.each([
    'Sir ji, 5000 meter rayon fabric chahiye. Delivery Ludhiana godown tak, 20 din mein. Rate kya hoga?',
    'Bhai 10 ton chana chahiye, rate batao aur delivery kab tak hogi',
  ])('%s → hi', (text) => {
    expect(detectLanguage(text)).toBe('hi');
  });

  it('needs three distinct Hindi words, so one loan word does not switch an English or German text', () => {
    expect(detectLanguage('Please quote 20 MT, delivery in 30 din (days) to Mumbai')).toBe('en');
    expect(detectLanguage('Wir brauchen Ware, ji, bitte Angebot')).toBe('de');
    expect(detectLanguage('Namaste ji, need 5 MT turmeric, CIF Dubai. What is the price?')).toBe('en');
  });
});

describe('detectLanguage: short Hindi in Latin letters', () => {
  it.each([
    'Price kitna hai?',
    'sample bhejo',
    'final price batao',
    'Gold coins chahiye, hallmark ke saath. Making charge kya rahega?',
  ])('%s → hi', (text) => {
    expect(detectLanguage(text)).toBe('hi');
  });

  it('keeps short English, Spanish and Portuguese messages that share a word', () => {
    expect(detectLanguage('price?')).toBe('en');
    expect(detectLanguage('do you ship to Kenya?')).toBe('en');
    expect(detectLanguage('¿Precio del arroz?')).toBe('es');
  });
});

describe('detectLanguage: one- and two-word trade questions', () => {
  it.each([
    ['Qual o prazo?', 'pt'],
    ['Estoque e frete?', 'pt'],
    ['Lieferzeit?', 'de'],
    ['Mindestmenge pro Farbe?', 'de'],
    ['Cantidad mínima?', 'es'],
    ['¿Plazo y flete?', 'es'],
    ['Délai ?', 'fr'],
    ['Quantité minimum ?', 'fr'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
