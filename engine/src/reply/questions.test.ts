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
