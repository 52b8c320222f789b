import { describe, expect, it } from 'vitest';

import { destinationWritten, extractFacts } from './facts.ts';

// Destination cues around the places the gazetteer knows: each of these was re-asked before.
describe('destination: more cues', () => {
  it.each([
    // CIF spelled out in French, Spanish, Portuguese and German.
    ['Sucre blanc ICUMSA 45, 12 500 TM, coût assurance fret Abidjan. Paiement par LC.', 'Abidjan'],
    ['Azúcar, 500 toneladas, costo seguro y flete Callao', 'Callao'],
    // A port word with a contracted article, after a verb of sending.
    ['quero pneu p/ motorizada 3.00-18. mandar p/ porto do Namibe. quanto fica?', 'Namibe'],
    ['Arroz, 2 contenedores, enviar al puerto del Callao.', 'Callao'],
    // Chinese: traditional 為 (we are), 送 (deliver), 用于 (for use in).
    ['您好，本公司為香港乾貨批發商，擬採購印度綠豆，數量約50噸', 'Hong Kong'],
    ['要即食咖喱2万袋，货送新加坡我们的冷库。', 'Singapore'],
    ['需要LED路灯100W，5000套，用于菲律宾马尼拉的政府项目', 'Philippines'],
    // Hindi and Hinglish: the country with its city in brackets before the cue.
    ['अश्वगंधा एक्सट्रैक्ट 500 किलो चाहिए। माल अमेरिका (न्यू जर्सी) जाएगा।', 'United States'],
    ['1 x 40 ft container rugs chahiye. Australia (Sydney) ke liye. MOQ batao please.', 'Australia'],
    // A term followed by a known place names it, not the words before the term; the goods reach the
    // buyer's site in a city, with the term before the verb.
    ['कृपया 40 किलो बैग पैकिंग के साथ CIF दम्माम रेट भेजें।', 'Dammam'],
    [
      '3000 पीस चाहिए। माल लाइपज़िग (जर्मनी) के हमारे गोदाम में DDP पहुँचना चाहिए, मई 2027 से पहले।',
      'लाइपज़िग',
    ],
    // Spoken Arabic leaves the article off the city.
    ['٣ حاويات ٢٠ قدم، التسليم إسكندرية. السعر كام؟', 'Alexandria'],
    // A known place set apart at the end of a sentence about the order.
    ["Do you make laptop bags? We'd need them for a corporate gifting order, Singapore.", 'Singapore'],
    ['precisamos pneus para camião 12R22.5, 200 unidades, Beira. preço e prazo pf', 'Beira'],
  ])('%s → %s', (inquiry, place) => {
    expect(extractFacts(inquiry).destination).toBe(place);
  });

  it('reads an Arabic noun whose article form is a city as the noun (خرطوم, a hose, not Khartoum)', () => {
    expect(extractFacts('نحتاج ٥٠٠ خرطوم مياه للحديقة').quantity?.text).toBe('٥٠٠ خرطوم مياه');
  });

  it('keeps the city in brackets in the words it echoes', () => {
    expect(destinationWritten('माल अमेरिका (न्यू जर्सी) जाएगा।')).toBe('अमेरिका (न्यू जर्सी)');
    expect(destinationWritten('٣ حاويات، التسليم إسكندرية. السعر كام؟')).toBe('إسكندرية');
  });

  it.each([
    // A signature: the sentence before the place has no order in it.
    'Kindly quote 200 bags.\nRegards,\nKofi Mensah, Accra.',
    // The origin set apart is still the origin.
    'We need 500 pcs from your factory, India.',
    // A place at the end of a sentence that is not about the order.
    'We met your team at the fair last year, Dubai.',
    // A person after "send to".
    'Please send the offer to John Smith, purchasing.',
    // "送样" (send samples) is no place.
    '请送样品，谢谢。',
  ])('%s → none', (inquiry) => {
    expect(extractFacts(inquiry).destination).toBeNull();
  });
});
