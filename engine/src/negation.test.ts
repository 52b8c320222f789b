// Samples declined are not samples asked for, in the eight languages; two negations cancel.
import { describe, expect, it } from 'vitest';

import { extractFacts } from './facts.ts';
import { detectQuestions } from './reply/questions.ts';

const asksSamples = (inquiry: string) => detectQuestions(inquiry).topics.includes('samples');

describe('a declined sample is not asked', () => {
  it.each([
    'No samples needed, please quote 20 MT CIF Jebel Ali.',
    "We don't need samples, we know your quality.",
    'Samples are not required. What is the price?',
    'Samples not needed this time.',
    'We need no samples, just your best price.',
    'Sin muestras, por favor. ¿Precio por tonelada?',
    'No necesitamos muestras; ya conocemos el producto.',
    'Las muestras no son necesarias.',
    "Pas besoin d'échantillons, merci de nous envoyer le prix.",
    "Nous n'avons pas besoin d'échantillon.",
    'Les échantillons ne sont pas nécessaires.',
    'Aucun échantillon nécessaire.',
    'Keine Muster nötig, bitte Preis nennen.',
    'Wir brauchen keine Proben.',
    'Muster sind nicht erforderlich.',
    'Não precisamos de amostras, só do preço.',
    'Sem amostras, por favor.',
    'As amostras não são necessárias.',
    'नमूना नहीं चाहिए, बस रेट बताइए।',
    'सैंपल की ज़रूरत नहीं है।',
    'sample nahi chahiye, rate batao',
    'لا نحتاج عينات، فقط السعر.',
    'لا نحتاج إلى عينات.',
    'العينات غير مطلوبة.',
    'بدون عينات من فضلكم.',
    '不需要样品，请直接报价。',
    '样品不需要，请报价。',
    '无需样品。',
    '我们不要样品。',
  ])('%s', (inquiry) => {
    expect(asksSamples(inquiry)).toBe(false);
    expect(extractFacts(inquiry).sampleRequested).toBe(false);
  });
});

describe('a sample asked for is still asked', () => {
  it.each([
    'Please send samples.',
    'Can you send free samples?',
    'Without samples we cannot place the order.',
    'We cannot order without samples.',
    'Samples, if not free, at what cost?',
    '¿Pueden enviar muestras sin costo?',
    'No podemos pedir sin muestras.',
    "Merci d'envoyer des échantillons.",
    'Nous ne pouvons pas commander sans échantillons.',
    'Bitte senden Sie Muster.',
    'Ohne Muster können wir nicht bestellen.',
    'Enviem amostras, por favor.',
    'Gostaríamos de receber amostras no próximo envio.',
    'Não podemos encomendar sem amostras.',
    'कृपया नमूना भेजें।',
    'क्या नमूना मिलेगा या नहीं?',
    'नमूने के बिना ऑर्डर नहीं दे सकते।',
    'يرجى إرسال عينات.',
    'لا يمكننا الطلب بدون عينات.',
    'لا مانع من دفع ثمن العينات.',
    '请寄样品。',
    '能不能提供样品？',
    '样品免费吗？',
    '请提供不锈钢样品。',
    '没有样品无法下单。',
  ])('%s', (inquiry) => {
    expect(asksSamples(inquiry)).toBe(true);
    expect(extractFacts(inquiry).sampleRequested).toBe(true);
  });
});
