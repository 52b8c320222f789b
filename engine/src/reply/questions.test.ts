import { describe, expect, it } from 'vitest';

import { detectLanguage } from '../language.ts';
import { detectQuestions } from './questions.ts';

describe('detectQuestions: more ways to ask', () => {
  it.each([
    ['Buscamos cinturones. ¿Cuál es su MOQ por diseño y cuánto tardan?', 'leadTime'],
    ['Aceite de coco, 80 tambores. ¿Fecha estimada de embarque?', 'leadTime'],
    ['¿Cómo las embalan?', 'packaging'],
    ['Digam-nos como embalam.', 'packaging'],
    ['एक कार्टन में कितने पीस आते हैं?', 'packaging'],
    ['¿A cuánto la tonelada de azúcar?', 'price'],
    ['Merci de nous coter.', 'price'],
    ['Livraison à Dakar sous 6 semaines. Combien ?', 'price'],
    ['Wir haben ein Zielpreis-Budget. Ist das machbar?', 'price'],
    ['Gibt es Mengenrabatt?', 'price'],
    ['Quanto custa?', 'price'],
    ['Preciso FOB Chennai e prazo de entrega.', 'price'],
    ['Ainda não definimos o Incoterm; pode cotar FOB e CFR?', 'price'],
    ['Quels sont vos prix FOB et vos quantités minimales par référence ?', 'moq'],
    ['ابعتوا السعر والكمية الأقل.', 'moq'],
    ['请问有UN38.3吗？', 'certificates'],
  ])('%s asks %s', (inquiry, topic) => {
    expect(detectQuestions(inquiry).topics).toContain(topic);
  });

  it('does not read other wording as these questions', () => {
    expect(detectQuestions('Combien de temps pour la production ?').topics).not.toContain('price');
    expect(detectQuestions('Combien de temps pour la production ?').topics).toContain('leadTime');
    expect(detectQuestions('We ship FOB Mundra from our plant.').topics).not.toContain('price');
    expect(detectQuestions('Packed in 25 kg bags, 20 MT.').topics).not.toContain('packaging');
    expect(detectQuestions('').topics).toEqual([]);
  });
});

describe('detectLanguage: short requests', () => {
  it.each([
    ['Favor de cotizar.', 'es'],
    ['Gibt es Mengenrabatt?', 'de'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('detectQuestions: phrasings of every topic', () => {
  it.each([
    ['Send your best offer and when you can dispatch.', 'leadTime'],
    ['¿Precio y tiempo de despacho?', 'leadTime'],
    ['Qual o preço e o tempo de fabricação?', 'leadTime'],
    ['¿Cuál es su mínimo por color?', 'moq'],
    ['Quel est votre minimum par modèle ?', 'moq'],
    ['Was ist Ihr Minimum pro Farbe?', 'moq'],
    ['Ist ein Prototyp vorab möglich?', 'samples'],
    ['Could you make a prototype first?', 'samples'],
    ['هل يمكن إرسال عينتين؟', 'samples'],
    ['Avez-vous la préqualification de l’OMS ?', 'certificates'],
    ['¿Cuentan con CEP para este API?', 'certificates'],
    ['¿Lo mandan en frascos o en bolsas?', 'packaging'],
    ['Como vêm embaladas as caixas?', 'packaging'],
    ['Was würden Sie pro Stück verlangen?', 'price'],
    ['कृपया दर बताएं।', 'price'],
  ])('%s → %s', (inquiry, topic) => {
    expect(detectQuestions(inquiry).topics).toContain(topic);
  });

  it('asks each item of a list under a request line', () => {
    const topics = detectQuestions(
      'Please state in your offer:\n1. Price per unit\n2. Your payment terms\n3. Confirmation of CE marking',
    ).topics;
    expect(topics).toEqual(expect.arrayContaining(['price', 'paymentTerms', 'certificates']));
    const german = detectQuestions('Bitte nennen Sie:\n– Preis\n– Zahlungsbedingungen').topics;
    expect(german).toEqual(expect.arrayContaining(['price', 'paymentTerms']));
  });

  it('does not read "can you" or "tiempo de" alone as packaging or lead time, nor "अंदर" as a price', () => {
    expect(detectQuestions('Can you send samples?').topics).not.toContain('packaging');
    expect(detectQuestions('डिलीवरी 30 दिन के अंदर चाहिए।').topics).not.toContain('price');
  });
});

describe('detectQuestions: Hinglish lead time', () => {
  it.each(['kitne din mein delivery hogi?', 'maal kab tak milega?', 'kitna time lagega bhai?'])(
    '%s → leadTime',
    (text) => {
      expect(detectQuestions(text).topics).toContain('leadTime');
    },
  );
});
