import { describe, expect, it } from 'vitest';

import { composeReply } from './compose.ts';
import { buyerProductWords, glossarySpan, notAProduct } from './product.ts';

describe('glossarySpan', () => {
  it('finds the buyer spelling of a glossary name, run out to the end of its word', () => {
    expect(glossarySpan('hey, need 300 pcs hoodies, 380 GSM', ['hoodie', 'sweatshirt'])).toBe('hoodies');
    expect(glossarySpan('925 स्टर्लिंग सिल्वर की अंगूठियाँ, 3 किलो', ['rings', 'अंगूठी'])).toBe('अंगूठियाँ');
    expect(glossarySpan('Tarifs de vos diyas en laiton ?', ['diya', 'lampe'])).toBe('diyas');
    expect(glossarySpan('请问你们有没有雷诺/达契亚的刹车片？', ['brake pads', '刹车片'])).toBe('刹车片');
    expect(glossarySpan('نحتاج الشماغ الأحمر', ['شماغ'])).toBe('الشماغ');
  });

  it('takes the earliest name, then the longest', () => {
    expect(glossarySpan('black pepper and pepper', ['pepper', 'black pepper'])).toBe('black pepper');
  });

  it('is null when no name is written, and never matches inside a word', () => {
    expect(glossarySpan('need 200 bags of rice', ['wheat'])).toBeNull();
    expect(glossarySpan('Indiana corn', ['india'])).toBeNull();
    expect(glossarySpan('', ['rice'])).toBeNull();
    expect(glossarySpan('rice', ['', ' '])).toBeNull();
  });
});

describe('notAProduct', () => {
  it.each([
    'hey',
    'First order would be around',
    'Demande de',
    'Precisamos de',
    'का रेट',
    'भाई साहब',
    'Anfrage',
    '你们的',
  ])('%s is not a product', (words) => expect(notAProduct(words)).toBe(true));
  it('reads an acronym as cut only when it prefixes a Chinese, Arabic or Hindi name', () => {
    expect(notAProduct('CVD', '请问你们的CVD培育钻石1克拉的价格？')).toBe(true);
    expect(notAProduct('PVC', 'need 500 PVC pipes')).toBe(false);
    expect(notAProduct('UPS')).toBe(false);
  });
  it.each([
    'hoodies',
    'First aid kits',
    'heart rate monitors',
    'aretes de latón',
    'Kupplungssätze',
    'tecido de viscose estampado',
    'शुद्ध देसी घी',
    '黄铜灯',
    'شماغ قطن',
  ])('%s is a product', (words) => expect(notAProduct(words)).toBe(false));
});

describe('buyerProductWords: cues', () => {
  it.each([
    [
      'Bonjour, nous voudrions des tapis en jute, environ 2 conteneurs 40 pieds.',
      '2 conteneurs',
      'tapis en jute',
    ],
    [
      'Buen día, quiero información de sus envasadoras automáticas de bolsitas de té.',
      null,
      'envasadoras automáticas de bolsitas de té',
    ],
    ['مرحبا، عندكم قماش شيفون مطبوع؟ نحتاج ٨٠٠٠ ياردة للعبايات', '٨٠٠٠ ياردة', 'قماش شيفون مطبوع'],
    ['طلب عرض سعر: شماغ قطن ١٠٠٪ أحمر، ٣٠٠ دزينة', '٣٠٠ دزينة', 'شماغ قطن'],
    ['كم سعر ماكينة تقشير الفول السوداني؟', null, 'ماكينة تقشير الفول السوداني'],
    ['想进一批印度手工黄铜灯（迪亚灯），五百件左右，DAP杭州', '五百件', '印度手工黄铜灯'],
    ['Temos interesse em feijão mungo verde, 250 t, para Suape.', '250 t', 'feijão mungo verde'],
  ])('%s → %s', (inquiry, quantity, words) => {
    expect(buyerProductWords(inquiry, quantity)).toBe(words);
  });
});

describe('composeReply: the product is named in the buyer words', () => {
  it('replaces words that are not a product by the buyer spelling of the glossary product', () => {
    const reply = composeReply({
      inquiry: 'hey, need 300–500 pcs hoodies, 380 GSM fleece, our logo on chest. price?',
      productContext: 'Fleece Hoodies, 320-400 GSM. USD 7.50-11.00 per piece FOB Tiruppur. MOQ 300 pcs.',
    });
    expect(reply.reply).toContain('300–500 pcs of hoodies');
    expect(reply.reply).not.toContain('hey');
  });

  it('falls back on the context name when the glossary does not know the product', () => {
    const reply = composeReply({
      inquiry: 'भाई साहब, LED बल्ब 9W B22, 10,000 नग चाहिए। माल दिल्ली डिलीवर करना है।',
      productContext: 'LED Bulb 9W B22/E27, 900 lumen. INR 38-46 per piece. MOQ 1,000 pcs.',
    });
    expect(reply.reply).not.toContain('भाई साहब');
    expect(reply.reply).toContain('एलईडी बल्ब');
  });

  it('keeps buyer words that are a product even when another glossary word is in the inquiry', () => {
    const reply = composeReply({
      inquiry: 'Hallo, was kosten Kupplungssätze für Traktoren? Wir brauchen 150 Sätze.',
      productContext: 'Clutch kits for tractors. USD 45-120 per set. MOQ 20 sets.',
    });
    expect(reply.reply).toContain('Kupplungssätze');
  });
});

describe('buyerProductWords: a size before the noun', () => {
  it('reads the noun after a size or rating that follows a cue', () => {
    expect(
      buyerProductWords(
        "What's your MOQ for 10 inch Android tablets with our logo? Around 500 units.",
        '500 units',
      ),
    ).toBe('Android tablets');
    expect(buyerProductWords('we need 3kVA online UPS, 300 units', '300 units')).toBe('online UPS');
  });

  it('still skips the order quantity after a cue', () => {
    expect(buyerProductWords('we need 20 MT of turmeric', '20 MT')).toBe('turmeric');
  });
});

describe('composeReply: payment shares proposed in a question', () => {
  it('quotes the shares the buyer proposes', () => {
    const reply = composeReply({
      inquiry: '付款方式可以30%预付，70%见提单副本付清吗？',
      productContext: 'Rice Color Sorter, 3 chutes. USD 9,500 per set FOB Chennai. Payment T/T advance.',
    });
    expect(reply.reply).toContain('30%预付');
  });

  it('quotes nothing from a payment question without shares', () => {
    const reply = composeReply({
      inquiry: 'Do you accept payment by L/C?',
      productContext: 'Turmeric powder. USD 1,200 per MT FOB Kochi. Payment T/T.',
    });
    expect(reply.reply).not.toContain('(Do you accept');
  });
});

describe('composeReply: an English form name under an Arabic, Hindi or Chinese reply', () => {
  const context = 'Genuine leather handbags. USD 18-35 per piece FOB Kanpur. MOQ 300 pcs.';
  it('names the product in the reply language first, the form name after it', () => {
    const reply = composeReply({
      inquiry: 'ممكن كتالوج الأسعار؟',
      productContext: context,
      form: { productName: 'Genuine Leather Handbags', quantity: 1200, quantityUnit: 'pcs' },
    });
    expect(reply.reply).toContain('حقائب جلدية (Genuine Leather Handbags)');
  });

  it('keeps a form name the glossary does not name whole, and Latin replies keep the form name', () => {
    const arabic = composeReply({
      inquiry: 'ممكن عرض سعر؟',
      productContext: 'Rice color sorter, 3 chutes. USD 9,500 per set.',
      form: { productName: 'Rice Color Sorter', quantity: 3, quantityUnit: 'sets' },
    });
    expect(arabic.reply).toContain('Rice Color Sorter');
    expect(arabic.reply).not.toContain('(Rice Color Sorter)');
    const english = composeReply({
      inquiry: 'Price list please?',
      productContext: context,
      form: { productName: 'Genuine Leather Handbags', quantity: 1200, quantityUnit: 'pcs' },
    });
    expect(english.reply).toContain('Genuine Leather Handbags');
    expect(english.reply).not.toContain('(Genuine Leather Handbags)');
  });
});
