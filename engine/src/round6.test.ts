// Sixth round: classes of phrasing found by probes written for this round (not from the corpus), each
// proven here on sentences of our own in several languages.
import { describe, expect, it } from 'vitest';

import { destinationWritten, extractFacts } from './facts.ts';
import { readableText, withoutMailFurniture } from './mail.ts';
import { composeReply } from './reply/compose.ts';
import { buyerProductWords } from './reply/product.ts';
import { detectQuestions } from './reply/questions.ts';

const opening = (inquiry: string) =>
  composeReply({ inquiry, productContext: '' }).reply.split('\n\n')[1] ?? '';

describe('quantities: a range written with words', () => {
  it.each([
    ['We need between 10 and 15 tons of chickpeas, FOB Mundra.', 'between 10 and 15 tons', 10],
    ['Entre 10 y 15 toneladas de garbanzos, CIF Callao.', 'Entre 10 y 15 toneladas', 10],
    ['Nous cherchons entre 500 et 800 pièces de lampes LED.', 'entre 500 et 800 pièces', 500],
    ['Wir benötigen zwischen 20 und 25 Tonnen Kichererbsen, CIF Bremen.', 'zwischen 20 und 25 Tonnen', 20],
    ['Precisamos entre 10 e 12 toneladas de gengibre, CIF Leixões.', 'entre 10 e 12 toneladas', 10],
    ['نحتاج من ١٠ إلى ١٥ طن حمص، CIF جدة.', '١٠ إلى ١٥ طن', 10],
    ['نحتاج بين ١٠ و١٥ طن حمص.', 'بين ١٠ و١٥ طن', 10],
    ['हमें 10 से 15 टन चना चाहिए, CIF दुबई।', '10 से 15 टन', 10],
  ])('%s → %s', (text, written, value) => {
    expect(extractFacts(text).quantity).toMatchObject({ text: written, value });
  });

  it('names the product after the range, not the opener', () => {
    expect(opening('We need between 10 and 15 tons of chickpeas, FOB Mundra.')).toContain(
      'between 10 and 15 tons of chickpeas',
    );
    expect(opening('Wir benötigen zwischen 20 und 25 Tonnen Kichererbsen, CIF Bremen.')).toContain(
      'Kichererbsen',
    );
  });

  it('reads "and" as a range only after an opener', () => {
    expect(extractFacts('We need 10 and 15 kg bags, 20 MT in all.').quantity?.text).toBe('20 MT');
  });
});

describe('units: common misspellings and short forms', () => {
  it.each([
    ['Need 2000 peices of cotton t-shirts', '2000 peices', 'piece'],
    ['we need 3 contianers of rice', '3 contianers', 'container'],
    ['pls quote 400 cartoons of mango pulp', '400 cartoons', 'carton'],
    ['need 20 tones of sugar, CIF Mombasa', '20 tones', 'MT'],
    ['Wir brauchen 300 Stck. Edelstahltöpfe', '300 Stck.', 'piece'],
    ['need 600 pkts of biscuits', '600 pkts', 'piece'],
  ])('%s → %s', (text, written, unit) => {
    expect(extractFacts(text).quantity).toMatchObject({ text: written, unit });
  });
});

describe('e-mail furniture: headers, attribution lines and phone numbers are not the inquiry', () => {
  it.each([
    'From: Mark <mark@x.com>\nSent: Mon, 12 Jan 2027 10:14\nTo: sales\nSubject: cumin\n\nWe need 12 tons cumin to Rotterdam.',
    'De: Pedro López\nEnviado: lunes, 4 de enero de 2027 10:00\nAsunto: pedido\n\nNecesitamos 8 toneladas de pimienta, CIF Valparaíso.',
    'Von: Klaus Weber\nGesendet: Montag, 11. Januar 2027 09:30\nBetreff: Anfrage\n\nWir benötigen 4 t Zimt, CIF Hamburg.',
    'Le 5 janv. 2027 à 10:12, Paul <p@x.fr> a écrit :\n> merci\n\nIl nous faut 60 kg de cardamome, livraison Paris.',
    'Em seg., 11 de jan. de 2027 às 09:30, João escreveu:\n> ok\n\nPrecisamos de 6 toneladas de cominho, CIF Santos.',
    '发件人: 王经理\n发送时间: 2027年1月10日 10:00\n主题: 询价\n\n需要辣椒粉20吨，CIF釜山。',
  ])('reads no delivery date from the header of %#', (text) => {
    expect(extractFacts(text).deliveryWindow).toBeNull();
  });

  it('keeps the subject line, the length and the buyer’s own lines', () => {
    const text = 'Von: Klaus\nGesendet: Montag, 11. Januar 2027\nBetreff: Zimt\n\nWir benötigen 4 t Zimt.';
    const read = withoutMailFurniture(text);
    expect(read).toHaveLength(text.length);
    expect(read).toContain('Betreff: Zimt');
    expect(read).toContain('Wir benötigen 4 t Zimt.');
    expect(read).not.toContain('Gesendet');
    expect(buyerProductWords(text, '4 t')).toBe('Zimt');
  });

  it('blanks telephone numbers after their label, in several scripts', () => {
    expect(withoutMailFurniture('Tel: +971 6 555 1234')).not.toMatch(/\d/u);
    expect(withoutMailFurniture('هاتف: ٠٥٠١٢٣٤٥٦٧')).not.toMatch(/[٠-٩]/u);
    expect(withoutMailFurniture('联系电话：13812345678')).not.toMatch(/\d/u);
    expect(withoutMailFurniture('मोबाइल: 9876543210')).not.toMatch(/\d/u);
  });

  it('still lists every number of the inquiry (the reply may quote what the buyer wrote)', () => {
    expect(extractFacts('Need 20 MT.\nTel: +49 40 1234567').numbers).toContain(1234567);
  });

  it('reads a To: line outside a header block', () => {
    expect(withoutMailFurniture('To: Rotterdam, 2 containers')).toBe('To: Rotterdam, 2 containers');
  });
});

describe('full-width letters typed with a Chinese input method', () => {
  it('reads ＣＩＦ悉尼 as CIF Sydney', () => {
    const facts = extractFacts('需要１２００套餐具，ＣＩＦ悉尼。');
    expect(facts).toMatchObject({ incoterm: 'CIF', destination: 'Sydney' });
    expect(facts.quantity?.text).toBe('１２００套');
    expect(readableText('ＦＯＢ')).toBe('FOB');
  });
});

describe('questions asked indirectly', () => {
  it.each([
    ['I would like to know your payment terms for 200 sets of cookware.', 'paymentTerms'],
    ["We'd be grateful for your payment terms for cotton yarn.", 'paymentTerms'],
    ["I'd appreciate your packaging details for 1,000 jars of honey.", 'packaging'],
    ['Nous aimerions connaître vos conditions de paiement.', 'paymentTerms'],
    ['Gostaríamos de saber as condições de pagamento.', 'paymentTerms'],
    ['Wir möchten gerne wissen, welche Zahlungsbedingungen Sie anbieten.', 'paymentTerms'],
    ['نود معرفة شروط الدفع.', 'paymentTerms'],
    ['हम जानना चाहते हैं कि आपकी भुगतान शर्तें क्या हैं।', 'paymentTerms'],
    ['想了解一下你们的付款方式。', 'paymentTerms'],
  ])('%s → %s', (text, topic) => {
    expect(detectQuestions(text).topics).toContain(topic);
  });
});

describe('products: words a cue or a heading leaves that are no name', () => {
  it.each([
    ['Hallo, brauchen 300 Paar Lederschuhe, geliefert nach Wien.', 'Lederschuhe'],
    ['Wir möchten gerne 500 Stück Lederhandtaschen bestellen.', 'Lederhandtaschen'],
    ['Requirement: 10 nos. diesel generators 125 kVA, delivery Lagos port.', 'diesel generators'],
    ["Bonjour, je voudrais 2 palettes d'huile d'olive, livraison à Casablanca.", "huile d'olive"],
    ['We buy 3-4 containers of potatoes every month for the Dubai market.', 'potatoes'],
    ['我们需要采购LED灯泡3万个，到迪拜。', 'LED灯泡'],
    ['请问贵司能否提供不锈钢餐具200套？运往悉尼。', '不锈钢餐具'],
    ['我想了解一下棉布5000米的价格和交货期。', '棉布'],
    ['麻烦报一下花生油20吨到釜山的价格。', '花生油'],
  ])('%s → %s', (text, product) => {
    const quantity = extractFacts(text).quantity?.text ?? null;
    expect(buyerProductWords(text, quantity)).toBe(product);
  });

  it('never names a request verb or adverb', () => {
    expect(opening('Also advise if you can send samples and your COA.')).not.toMatch(/Also advise/u);
    expect(opening('Me gustaría saber el pedido mínimo para camisetas de algodón.')).not.toMatch(
      /Me gustaría/u,
    );
  });
});

describe('destinations: labelled deliveries, addresses and terms in words', () => {
  it.each([
    ['Need 20 MT rice. Delivery: Riyadh.', 'Riyadh'],
    ['Need 20 MT rice. Delivery: Jeddah, KSA.', 'Jeddah'],
    ['Need 20 MT rice. Delivery address: Plot 14, Industrial Area, Nairobi, Kenya.', 'Nairobi'],
    ['Wir benötigen 20 t Reis, Lieferadresse: Industriestr. 5, 70565 Stuttgart.', 'Stuttgart'],
    ['Necesitamos 20 t de arroz. Dirección de entrega: Av. Brasil 123, Lima, Perú.', 'Lima'],
    ['Nous voulons 20 t de riz. Adresse de livraison : 12 rue X, 13002 Marseille.', 'Marseille'],
    ['Precisamos de 20 t de arroz. Endereço de entrega: Rua A, 45, Luanda.', 'Luanda'],
    ['需要大米500吨，到岸价鹿特丹。', 'Rotterdam'],
    ['نحتاج ٥٠٠ طن أرز. عنوان التسليم: شارع الملك فهد، الرياض.', 'Riyadh'],
    ['Need 500 MT rice, delivered duty paid Nairobi.', 'Nairobi'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it.each([
    ['Need 500 MT rice, delivered duty paid Nairobi.', 'DDP'],
    ['Precio cost and freight Callao, 20 t.', 'CFR'],
    ['Nous voulons 20 t de riz, coût et fret Dakar.', 'CFR'],
    ['需要大米500吨，成本加运费到釜山。', 'CFR'],
  ])('%s → %s', (text, term) => {
    expect(extractFacts(text).incoterm).toBe(term);
  });
});

describe('delivery windows: parts of months, bare quarters, labelled months, Chinese numerals', () => {
  it.each([
    ['Necesitamos 20 t, entrega la primera semana de marzo.', 'la primera semana de marzo'],
    ['Necesitamos 20 t para la segunda quincena de abril.', 'la segunda quincena de abril'],
    ['Precisamos de 20 t, embarque na segunda quinzena de maio.', 'na segunda quinzena de maio'],
    ['Il nous faut 20 t pour la deuxième quinzaine de mars.', 'la deuxième quinzaine de mars'],
    ['We need 20 MT in the second half of June.', 'in the second half of June'],
    ['We need 20 MT, ETA end of Q2.', 'end of Q2'],
    ['مطلوب ٣ حاويات سكر، شهر مايو.', 'شهر مايو'],
    ['نحتاج ٢٠ طن، موعد التسليم: أغسطس.', 'أغسطس'],
    ['20 टन चाहिए, डिलीवरी: अप्रैल।', 'अप्रैल'],
    ['需要20吨，五月中旬交货。', '五月中旬交货'],
    ['需要20吨，5月中旬交货。', '5月中旬交货'],
    ['需要20吨，十二月底前到货。', '十二月底前'],
  ])('%s → %s', (text, window) => {
    expect(extractFacts(text).deliveryWindow).toBe(window);
  });

  it('reads no month from a period of one month', () => {
    expect(extractFacts('需要20吨，一月内发货。').deliveryWindow).not.toBe('一月');
  });
});

describe('Incoterms refused with words between, or several at once', () => {
  it.each([
    ['لا نريد سعر FOB. المطلوب CIF ميناء الشويخ – الكويت.', 'CIF'],
    ['Please do NOT quote FOB - we need DAP our plant in Monterrey, Mexico.', 'DAP'],
    ['No nos sirve FOB ni CIF: necesitamos DAP en nuestra base de Añelo.', 'DAP'],
    ['Não queremos FOB: por favor cotem CFR Luanda.', 'CFR'],
    ["We don't want FOB prices, please quote CIF Mombasa.", 'CIF'],
    ['Nous ne voulons pas de prix FOB, merci de coter CIF Dakar.', 'CIF'],
    ['Not FOB, CIF Durban please.', 'CIF'],
    ['不要FOB，要DDP到我们苏州工厂。', 'DDP'],
  ])('%s → %s', (text, term) => {
    expect(extractFacts(text).incoterm).toBe(term);
  });

  it('reads no term when the only one is refused', () => {
    expect(extractFacts('मुंद्रा पोर्ट पर FOB रेट नहीं चाहिए।').incoterm).toBeNull();
  });

  it('names the place after a term and a Chinese possessive, without the site word', () => {
    expect(extractFacts('不要FOB，要DDP到我们苏州工厂。').destination).toBe('苏州');
    expect(
      extractFacts('No nos sirve FOB ni CIF: necesitamos DAP en nuestra base de Añelo.').destination,
    ).toBe('Añelo');
  });
});

describe('quantities: an earlier order is not this one', () => {
  it.each([
    ['去年我们跟另一家工厂订过3万件。今年想找新的供应商：纯棉T恤，5000件，送到新加坡。', '5000件'],
    ['في السنة الماضية طلبنا منكم ١٠٠٠ طقم كلتش. الآن نحتاج بطاريات سيارات، ٨٠٠ بطارية.', '٨٠٠ بطارية'],
    [
      'Last year we imported 3 containers of tyre tubes. Now we want chain sprocket kits, 2,000 sets.',
      '2,000 sets',
    ],
    [
      "L'an dernier nous avons commandé 2 conteneurs de pneus. Cette fois : 600 pièces d'amortisseurs.",
      '600 pièces',
    ],
    ['En 2025 les compramos 500 juegos de embrague. Ahora necesitamos 800 kits de embrague.', '800 kits'],
    ['Letztes Jahr haben wir 300 Stück bestellt. Jetzt brauchen wir 500 Stück Lederjacken.', '500 Stück'],
    ['पिछले साल हमने 200 पीस मंगाए थे, अब 500 पीस पीतल के दीये चाहिए।', '500 पीस'],
    [
      'No ano passado encomendamos 2 contêineres. Agora precisamos de 3 contêineres de arroz.',
      '3 contêineres',
    ],
  ])('%s → %s', (text, written) => {
    expect(extractFacts(text).quantity?.text).toBe(written);
  });
});

describe('destinations a delivery word names, in lower case, Hinglish and Hindi', () => {
  it.each([
    ['besoin pompe immergée 3 cv, 40 pcs pr conakry. cif.', 'Conakry'],
    ['1 conteneur 40 pieds pr abidjan. prix par pièce?', 'Abidjan'],
    ['wir wollen 5000 dosen, lieferung nach leipzig. wie hoch ist die MOQ?', 'Leipzig'],
    ['ca. 100 steine, lieferung nach pforzheim.', 'Pforzheim'],
    ['Sharbati gehun 250 quintal chahiye. Pune warehouse delivery, payment 15 din credit.', 'Pune'],
    ['ORS sachet 50 carton chahiye. Dehradun delivery. kitne din lagenge?', 'Dehradun'],
    ['mini dal mill machine 1 set chahiye, bihar (darbhanga) delivery.', 'Darbhanga'],
    ['leather dog collar 1500 pcs chahiye. Dubai bhejna hai.', 'Dubai'],
    ['madhubani painting 100 pc chahiye, hotel project bangalore ke liye.', 'Bengaluru'],
    ['हमें 2,000 बैग चाहिए। माल इंदौर जाएगा।', 'इंदौर'],
    ['क्लच प्लेट – 300 पीस\nडिलीवरी गोरखपुर। रेट बताइए।', 'गोरखपुर'],
    ['ऑटो रिक्शा के टायर, 1000 नग, अलीगढ़ डिलीवरी, मार्च में।', 'अलीगढ़'],
    ['cotton canvas 帆布, 大概 8000-10000 码, 到 HCMC 胡志明, 交期多久?', 'Ho Chi Minh City'],
    ['ابي انفرتر هايبرد عدد 30 لصنعاء، كم سعر الحبة؟', 'Sanaa'],
    ['ملايات قطن، ١٥٠٠ طقم لعمّان. شو السعر؟', 'Amman'],
    ['हम विराटनगर, नेपाल में तेल मिल शुरू कर रहे हैं। हमें 3 मशीन चाहिए।', 'विराटनगर'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it.each([
    'We need 40 pcs, fast delivery please.',
    'on veut des gants pour femme, 1 200 paires.',
    'पेमेंट 30% एडवांस, 70% डिलीवरी पर।',
    'सैंपल कितने दिन में बन जाएगा?',
    'Lieferung nach vereinbarung.',
  ])('reads no place from %s', (text) => {
    expect(extractFacts(text).destination).toBeNull();
  });
});

describe('delivery windows: Hinglish deadlines and half-years', () => {
  it.each([
    ['Lucknow delivery, diwali se pehle. MOQ kitna hai?', 'diwali se pehle'],
    ['400 टिन, CIF दुबई, रमज़ान से पहले।', 'रमज़ान से पहले'],
    ['100 pc chahiye. jan end tak chahiye.', 'jan end tak'],
    ['1.200 unidades, com entrega até o fim do primeiro semestre.', 'até o fim do primeiro semestre'],
    ['We need 20 MT in the first half of 2027.', 'in the first half of 2027'],
    ['需要20吨，2027年上半年交货。', '2027年上半年'],
  ])('%s → %s', (text, window) => {
    expect(extractFacts(text).deliveryWindow).toBe(window);
  });
});

describe('questions: payment methods, a bare "how much?", shade cards, minimums in Hindi', () => {
  it.each([
    ['¿Aceptan transferencia o PayPal?', 'paymentTerms'],
    ['Do you accept wire transfer?', 'paymentTerms'],
    ['रेट और पेमेंट टर्म्स बताइए।', 'paymentTerms'],
    ['कम से कम कितना लेना होगा?', 'moq'],
    ['मेकिंग चार्ज प्रति ग्राम कितना लगेगा?', 'price'],
    ['ابي ٥٠٠٠ حبة للكويت. كم الحبة؟', 'price'],
    ['preciso 1 container pra Luanda, cfr. quanto?', 'price'],
    ['请报价，并寄色卡。', 'samples'],
    ['Please send your shade card.', 'samples'],
    ['نريد كتالوج الألوان وسعر المتر.', 'samples'],
    ['請問有印度奶茶粉嗎？多少錢？', 'price'],
    ['最少要订多少？我们需要500件。', 'moq'],
  ])('%s → %s', (text, topic) => {
    expect(detectQuestions(text).topics).toContain(topic);
  });
});

describe('quantities: pharmacy packs, stone sizes and totals, parts inside brackets, counts that look like years', () => {
  it.each([
    ['We need Ceftriaxone injection 1 g vials, 50,000 vials, by air to Erbil.', '50,000 vials'],
    ['requerimos omeprazol 20 mg cápsulas, 250.000 blísters de 10 cápsulas.', '250.000 blísters'],
    ['des saphirs bleus, 2 à 3 ct pièce, environ 80 carats au total.', '80 carats'],
    ['diamantes redondos de 0,50 ct. Total aproximado 150 quilates.', '150 quilates'],
    ['brilhantes naturais 0,10-0,20 ct, cor G-H, cerca de 300 quilates.', '300 quilates'],
    ['需要CVD培育钻石，圆形1-3克拉，共约500克拉。', '500克拉'],
    ['des kits solaires (panneau 100 W + batterie + 4 ampoules), 2 500 kits, CIF Lomé.', '2 500 kits'],
    ['Wir benötigen 2.000 Seidenschals (100 % Maulbeerseide), Lieferung nach Zürich.', '2.000 Seidenschals'],
  ])('%s → %s', (text, written) => {
    expect(extractFacts(text).quantity?.text).toBe(written);
  });

  it('still reads a year as no count', () => {
    expect(extractFacts('we need 2027 leather bags').quantity).toBeNull();
  });
});

describe('Chinese in traditional characters', () => {
  it('reads the count, the place and the product, and quotes the buyer’s characters', () => {
    const text = '請問有手工刺繡抱枕套嗎？大概200個，寄到高雄，要多久？';
    const facts = extractFacts(text);
    expect(facts.quantity?.text).toBe('200個');
    expect(buyerProductWords(text, facts.quantity?.text ?? null)).toBe('手工刺繡抱枕套');
    expect(buyerProductWords('請問有印度奶茶粉嗎？要３００箱寄台北，多少錢？', '３００箱')).toBe(
      '印度奶茶粉',
    );
  });
});

describe('products: German conditional and informal cues, separable verbs', () => {
  it.each([
    ['wir bräuchten Luftfederbälge für Lkw-Anhänger, 400 Stück, Lieferung nach Wien.', 'Luftfederbälge'],
    ['Servus, hättet ihr Ghee in Gläsern (500 ml)? Bräuchte 120 Kartons nach Salzburg.', 'Ghee'],
    ['Hallo, ihr macht handgeknüpfte Teppiche? Wir brauchen 40 Stück 200x300 cm.', 'handgeknüpfte Teppiche'],
    ['stellt ihr ashwagandha-extrakt kapseln her? wir wollen 5000 dosen.', 'ashwagandha-extrakt kapseln'],
  ])('%s → %s', (text, product) => {
    expect(buyerProductWords(text, extractFacts(text).quantity?.text ?? null)).toBe(product);
  });
});

describe('a forwarded message: the quoted inquiry is the buyer’s', () => {
  const text =
    '---------- Weitergeleitete Nachricht ---------\nVon: Anna <a@x.ch>\nDatum: Mi., 18. Nov. 2026 um 11:05\nBetreff: WG: Seidenschals\nAn: einkauf@x.ch\n\nBitte weiterleiten.\n\n> Wir benötigen 2.000 Seidenschals, Lieferung nach Zürich bis Mitte Oktober 2027.';
  it('reads the quoted lines, not the header', () => {
    const facts = extractFacts(text);
    expect(facts.deliveryWindow).toBe('bis Mitte Oktober 2027');
    expect(facts.quantity?.text).toBe('2.000 Seidenschals');
  });

  it('keeps a reply’s quoted lines out', () => {
    const reply = 'On 2 Mar 2027, you wrote:\n> We ship by 15 May 2027.\n\nFine, send 300 pcs to Oslo.';
    expect(extractFacts(reply).deliveryWindow).toBeNull();
  });
});

describe('products: company forms, self-descriptions, category words, cues that were cut short', () => {
  it.each([
    [
      "We are Hanseatic Pepper Import GmbH, a spice importer.\n\nWe are looking for Malabar black pepper, 2 x 20' FCL, CIF Hamburg.",
      'Malabar black pepper',
    ],
    ['我们是天津的进口食品贸易商。需要阿方索芒果浆，1,200箱，CIF天津。', '阿方索芒果浆'],
    ['真皮男士钱包 要3000个 印logo 到上海', '真皮男士钱包'],
    ['hi 我们要 cotton canvas 帆布 10oz, 大概 8000-10000 码, 到 HCMC', 'cotton canvas'],
    ['مرحبا، بدي بياضات فنادق، ملايات قطن، ١٥٠٠ طقم لعمّان. شو السعر؟', 'بياضات فنادق'],
    ['نحتاج فيتامين سي فوار ١٠٠٠ ملغ، ٢٠٠٠٠ أنبوبة، إلى مسقط.', 'فيتامين سي فوار'],
    ['ابي انفرتر هايبرد 5 كيلو واط عدد 30 لصنعاء، كم سعر الحبة؟', 'انفرتر هايبرد'],
    [
      'Estamos participando de licitação e precisamos de luminárias LED públicas 150 W, 1.200 unidades.',
      'luminárias LED públicas',
    ],
    [
      'Necessitamos de dipirona sódica API, 2.500 kg, CIF Santos. Precisamos do DMF e do CoA.',
      'dipirona sódica API',
    ],
    [
      'Nous souhaitons 2 presses à huile à vis type 6YL-120, CIF Cotonou.',
      'presses à huile à vis type 6YL-120',
    ],
    ['cuanto vale el molino pulverizador? necesito 1 nomas, envio a Santiago', 'molino pulverizador'],
    ['leather ke dog collar 1500 pcs chahiye, hamara brand logo emboss hoga.', 'leather ke dog collar'],
    ['on veut des gants en cuir d’agneau pour femme, 1 200 paires pr bruxelles.', 'gants en cuir d’agneau'],
    ['विषय: कच्ची घानी तेल मशीन — 3 यूनिट\n\nनमस्कार,\nकीमत बताइए।', 'कच्ची घानी तेल मशीन'],
  ])('%s → %s', (text, product) => {
    expect(buyerProductWords(text, extractFacts(text).quantity?.text ?? null)).toBe(product);
  });

  it('asks for the product when the buyer names only spare parts', () => {
    const reply = composeReply({
      inquiry: 'Precisamos de peças de reposição para Toyota Hilux. Enviem a lista de preços.',
      productContext: '',
    });
    expect(reply.missing).toContain('product');
  });
});

describe('quantities: more counted nouns, ratings and samples', () => {
  it.each([
    ['suche kurtas aus baumwolle, so 150-200 teile gemischt, nach münchen.', '150-200 teile'],
    ['diamanten 0.5ct rund, ca. 100 steine, lieferung nach pforzheim.', '100 steine'],
    ['نحتاج فيتامين سي، ٢٠٠٠٠ أنبوبة، إلى مسقط.', '٢٠٠٠٠ أنبوبة'],
    ['We need 5 kilo watt inverters, 30 units.', '30 units'],
    ['ابي انفرتر 5 كيلو واط عدد 30 لصنعاء', '30'],
    ['necesito 1 nomas, envio a Santiago de Chile', '1'],
  ])('%s → %s', (text, written) => {
    expect(extractFacts(text).quantity?.text).toBe(written);
  });

  it('reads a sample size as no order', () => {
    expect(extractFacts('¿nos pueden mandar 2 kg de muestra de su cebolla?').quantity).toBeNull();
  });
});

describe('languages of chat-style messages', () => {
  it.each([
    ['brauche getrocknete moringa blätter 1 tonne nach duisburg. bio zertifiziert? preis?', 'de'],
    ['Zahlungsziel?', 'de'],
    [
      'gold plated brass jhumka earings, 500 pairs, ship to birmingham uk.. how much per pair n do u do gift box?',
      'en',
    ],
    ['lab grown diamond 1 ct round, 50 pcs chahiye. DDP new york. price per carat batao', 'hi'],
    ['Hola, en 2025 les compramos 500 juegos de embrague. Ahora necesitamos 800 kits de embrague.', 'es'],
    ['Agradeceríamos nos informaran si pueden enviar muestras de 3 toneladas de comino.', 'es'],
    ['Need ٥٠٠٠ pcs of LED bulbs.', 'en'],
    ['We need ५०० kg of turmeric.', 'en'],
  ])('%s → %s', (text, language) => {
    expect(composeReply({ inquiry: text, productContext: '' }).language).toBe(language);
  });
});

describe('destinations: the loading port of a refused term, sites after Hindi places, destino à', () => {
  it('reads the factory town, not the refused FOB port', () => {
    const text = 'मुंद्रा पोर्ट पर FOB रेट नहीं चाहिए, माल सीधे हमारी कानपुर फैक्ट्री तक चाहिए।';
    expect(extractFacts(text).destination).toBe('कानपुर');
    expect(destinationWritten(text)).toBe('कानपुर');
  });

  it.each([
    ['sapatos sociais, 1.200 pares, FOB Chennai, com destino à Praia, Cabo Verde.', 'Praia'],
    ['zapatos, 500 pares, FOB Chennai, con destino a Valparaíso.', 'Valparaíso'],
  ])('%s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it('names the product after "pretende"', () => {
    const text = 'A Sapataria Morabeza, Lda. pretende sapatos sociais, 1.200 pares, FOB Chennai.';
    expect(buyerProductWords(text, '1.200 pares')).toBe('sapatos sociais');
  });
});

describe('probes in more languages for the classes above', () => {
  it.each([
    [
      "Nous avions acheté 200 pièces l'an dernier; maintenant il nous faut 800 pièces de lampes.",
      '800 pièces',
    ],
    ['Früher haben wir 100 Stück bei Ihnen gekauft. Jetzt benötigen wir 400 Stück Lederjacken.', '400 Stück'],
    [
      'Hace dos años les compramos 3 contenedores. Esta vez necesitamos 5 contenedores de arroz.',
      '5 contenedores',
    ],
    ['上次我们买了200套，这次需要500套不锈钢餐具，运往悉尼。', '500套'],
    ['في المرة الماضية اشترينا ٢٠٠ قطعة، الآن نحتاج ٥٠٠ قطعة من المصابيح.', '٥٠٠ قطعة'],
  ])('an earlier order: %s → %s', (text, written) => {
    expect(extractFacts(text).quantity?.text).toBe(written);
  });

  it.each([
    ['Necesitamos 200 cajas. Dirección de entrega: Calle 45 #12-30, Medellín, Colombia.', 'Medellín'],
    ['Endereço de entrega: Rua das Flores 100, Curitiba - PR.', 'Curitiba'],
    ['Ship to: ABC Trading, 14 Harbour Rd, Mombasa, Kenya. 300 cartons of tea.', 'Mombasa'],
    ['送货地址：广东省东莞市长安镇XX路8号。需要500套模具。', '东莞'],
    ['necesitamos 20 t de arroz, entrega en quito.', 'Quito'],
    ['il nous faut 20 t de riz, livraison à ouagadougou.', 'Ouagadougou'],
  ])('an address or a lower-case place: %s → %s', (text, place) => {
    expect(extractFacts(text).destination).toBe(place);
  });

  it.each([
    ['我们不接受FOB，请报CIF釜山，20吨大米。', 'CIF'],
    ['لا نقبل بشرط FOB، نريد CFR جدة، ٢٠ طن أرز.', 'CFR'],
    ['हमें FOB नहीं चाहिए, CIF कोलंबो का रेट दें, 20 टन चावल।', 'CIF'],
    ['Wir wollen kein CIF, bitte FOB-Preis für 20 t Reis.', 'FOB'],
  ])('a refused term: %s → %s', (text, term) => {
    expect(extractFacts(text).incoterm).toBe(term);
  });

  it.each(['Kosher, FDA, BRC delivery by March', 'ISO delivery.', 'ship to halal.'])(
    'reads no certification as a place: %s',
    (text) => {
      expect(extractFacts(text).destination).toBeNull();
    },
  );
});

describe('probes: product phrases after more cues, item labels inside a sentence, bare counts before "pour"', () => {
  it.each([
    ['Dear team, pls send ur best offer on basmathi rice 1121 sella, 50 MT CIF Jebel Ali', 'basmathi rice'],
    ['Hi! Interested in buying moringa powder (about 2 tons). Can you ship to Toronto?', 'moringa powder'],
    [
      'Quotation required for the following item: Hydraulic hose pipes 1/2 inch, 3000 meters.',
      'Hydraulic hose pipes',
    ],
    [
      'Salut, vous faites des sacs en jute imprimés ? Il m’en faudrait 5000 pour Abidjan.',
      'sacs en jute imprimés',
    ],
    ['نرغب في شراء ألواح طاقة شمسية، الكمية ٢٠٠٠ لوح، التسليم في عدن.', 'ألواح طاقة شمسية'],
  ])('%s → %s', (text, product) => {
    expect(buyerProductWords(text, extractFacts(text).quantity?.text ?? null)).toBe(product);
  });

  it('reads a count before "pour" after "il m’en faudrait"', () => {
    expect(extractFacts('Il m’en faudrait 5000 pour Abidjan.').quantity?.text).toBe('5000');
  });
});

describe('probes: words near a delivery or an earlier order that are no place and no past', () => {
  it.each([
    'Need 20 MT rice. First delivery in May, Second delivery in June.',
    'Please quote 300 cartons, Weekly delivery preferred.',
    'We need 200 sets. Guaranteed delivery?',
    'Need 100 units. Courier delivery ok.',
    'Need 50 MT. Scheduled delivery please.',
    'We want 500 pcs, shipping to follow.',
    'Nous voulons 500 pièces, livraison à convenir.',
    'Necesitamos 500 piezas, entrega en obra.',
    'need 100 pcs pr week.',
    'besoin de 100 pcs pr mois.',
    '500 kg, ship to customer.',
    '500 pcs, Lucky delivery service.',
    '500 पीस चाहिए, एक साथ डिलीवरी होनी चाहिए।',
    '500 Stück, Lieferung nach Erhalt der Zahlung.',
  ])('reads no place from %s', (text) => {
    expect(extractFacts(text).destination).toBeNull();
  });

  it.each([
    ['3月底之前交货，需要500件T恤，运往新加坡。', '500件'],
    ['以前的价格太高了，这次需要500件。', '500件'],
    ['طلبنا هو ٥٠٠ قطعة، إلى جدة.', '٥٠٠ قطعة'],
    ['As previously discussed, we need 500 pcs of bags.', '500 pcs'],
    ['Wie früher besprochen brauchen wir 500 Stück.', '500 Stück'],
  ])('keeps this order in %s', (text, written) => {
    expect(extractFacts(text).quantity?.text).toBe(written);
  });
});

describe('probes: names that start or end like the words set aside', () => {
  it.each([
    ['需要500米印花布，运往迪拜。', '印花布'],
    ['Need 20 MT Rice 25 kg, CIF Dubai', 'Rice'],
    ['需要有机茶叶200公斤。', '有机茶叶'],
  ])('%s → %s', (text, product) => {
    expect(buyerProductWords(text, extractFacts(text).quantity?.text ?? null)).toBe(product);
  });
});

describe('products named by the sample asked for, in 8 languages', () => {
  it.each([
    ['Could you send a sample of your cold pressed coconut oil?', 'cold pressed coconut oil'],
    ['¿nos pueden mandar 2 kg de muestra de su cebolla deshidratada en hojuelas?', 'cebolla deshidratada'],
    ['Pouvez-vous envoyer des échantillons de vos serviettes en coton ?', 'serviettes en coton'],
    ['Bitte schicken Sie uns Muster von Ihren Baumwolltüchern.', 'Baumwolltüchern'],
    ['Podem enviar amostras de castanha de caju?', 'castanha de caju'],
    ['نرجو إرسال ٥ علب عينة من أقراص الميتفورمين ٥٠٠ ملغ.', 'أقراص الميتفورمين'],
    ['कृपया हल्दी पाउडर का सैंपल भेजें।', 'हल्दी पाउडर'],
    ['请寄一些棉布的样品。', '棉布'],
  ])('%s → %s', (text, product) => {
    expect(buyerProductWords(text, extractFacts(text).quantity?.text ?? null)).toBe(product);
  });
});
