// A regression set written for this engine (not the evaluation corpus): inquiries in the eight
// languages and several categories, each with the facts a reply must keep and the questions it must
// answer, plus inquiries whose missing facts must be asked for.
import { describe, expect, it } from 'vitest';

import { extractFacts } from '../facts.ts';
import { composeReply } from './compose.ts';
import { draftProblems } from './faithful.ts';

interface Case {
  q: string;
  /** Product words, quantity span, destination and delivery date the reply must contain. */
  p?: string;
  n?: string;
  d?: string;
  w?: string;
  i?: string;
  asks?: string[];
  notAsks?: string[];
  ctx?: string;
}

const KEPT: Case[] = [
  // English
  {
    q: 'Hi, we run a pharmacy chain in Nairobi. Looking for paracetamol 500mg tablets, 200,000 tablets. Price per 1000 and do you have WHO-GMP?',
    p: 'paracetamol',
    n: '200,000 tablets',
    d: 'Nairobi',
    asks: ['price', 'certificates'],
  },
  {
    q: 'Require 40 tons of refined sugar ICUMSA 45 CIF Jeddah, shipment in April 2027. LC at sight.',
    p: 'refined sugar',
    n: '40 tons',
    d: 'Jeddah',
    w: 'April 2027',
    i: 'CIF',
  },
  {
    q: 'Could you send a quote for 250 sets of brass door handles? We are located in Auckland. Also share your catalogue.',
    p: 'brass door handles',
    n: '250 sets',
    d: 'Auckland',
    asks: ['price'],
  },
  {
    q: 'Need 10 units of industrial sewing machines delivered to Dhaka within 45 days. What warranty do you give?',
    p: 'industrial sewing machines',
    n: '10 units',
    d: 'Dhaka',
    w: 'within 45 days',
  },
  {
    q: 'What is the MOQ for your hand-knotted wool rugs? We would start with 50 pieces, shipping to Denver.',
    p: 'wool rugs',
    n: '50 pieces',
    d: 'Denver',
    asks: ['moq'],
  },
  {
    q: 'Please quote 3,000 kg of sodium bicarbonate food grade, packed in 25 kg bags, FOB Nhava Sheva. Send COA and MSDS.',
    p: 'sodium bicarbonate',
    n: '3,000 kg',
    i: 'FOB',
    asks: ['price', 'documents'],
  },
  // Spanish
  {
    q: 'Buenas tardes, necesito 1.500 cajas de mango fresco para Madrid, entrega la primera semana de mayo. ¿Precio CIF?',
    p: 'mango fresco',
    n: '1.500 cajas',
    d: 'Madrid',
    asks: ['price'],
  },
  {
    q: 'Somos importadores en Lima. Buscamos 20 toneladas de jengibre seco. ¿Tienen certificación orgánica y cuál es el plazo de entrega?',
    p: 'jengibre seco',
    n: '20 toneladas',
    d: 'Lima',
    asks: ['certificates', 'leadTime'],
  },
  {
    q: 'Cotizar 500 metros de cuero vacuno curtido, CFR Callao, pago 30% anticipo.',
    p: 'cuero vacuno',
    n: '500 metros',
    d: 'Callao',
    i: 'CFR',
    asks: ['price'],
  },
  {
    q: '¿Venden repuestos de motocicleta? Necesito 2000 juegos de kits de arrastre para Bogotá.',
    p: 'kits de arrastre',
    n: '2000 juegos',
    d: 'Bogotá',
  },
  {
    q: 'Hola, quiero 100 unidades de bombas de agua solares, entrega en Santa Cruz, Bolivia. ¿Tienen muestras?',
    p: 'bombas de agua solares',
    n: '100 unidades',
    d: 'Santa Cruz',
    asks: ['samples'],
  },
  {
    q: 'Necesitamos 12 contenedores de arroz parbolizado, CIF Puerto Cortés, embarque en junio de 2027.',
    p: 'arroz parbolizado',
    n: '12 contenedores',
    d: 'Puerto Cortés',
    w: 'junio de 2027',
  },
  // French
  {
    q: 'Bonjour, nous souhaitons commander 300 kg de safran en filaments, livraison à Genève. Quels sont vos délais ?',
    p: 'safran',
    n: '300 kg',
    d: 'Genève',
    asks: ['leadTime'],
  },
  {
    q: 'Pouvez-vous nous faire une offre pour 5 000 paires de sandales en cuir, CIF Dakar, paiement par virement ?',
    p: 'sandales en cuir',
    n: '5 000 paires',
    d: 'Dakar',
    asks: ['price'],
  },
  {
    q: 'Nous sommes une entreprise basée à Tunis. Nous avons besoin de 2 lignes de production de pâtes. Merci de nous envoyer la fiche technique.',
    p: 'lignes de production',
    n: '2 lignes',
    d: 'Tunis',
    asks: ['documents'],
  },
  {
    q: 'Il nous faut 10 tonnes de poivre blanc pour Marseille avant fin février 2027. Prix et échantillon ?',
    p: 'poivre blanc',
    n: '10 tonnes',
    d: 'Marseille',
    w: 'avant fin février 2027',
    asks: ['price', 'samples'],
  },
  {
    q: "Bonjour, quel est votre prix pour des boucles d'oreilles en argent ? 1 200 pièces, livraison Paris.",
    p: 'boucles',
    n: '1 200 pièces',
    d: 'Paris',
    asks: ['price'],
  },
  // German
  {
    q: 'Wir benötigen 8.000 Meter Jutegewebe für Hamburg, Lieferung im März 2027. Bitte Preis und Muster.',
    p: 'Jutegewebe',
    n: '8.000 Meter',
    d: 'Hamburg',
    w: 'März 2027',
    asks: ['price', 'samples'],
  },
  {
    q: 'Haben Sie Edelstahlschrauben M8? Wir brauchen 50.000 Stück, DDP Linz. Welche Zahlungsbedingungen bieten Sie an?',
    p: 'Edelstahlschrauben',
    n: '50.000 Stück',
    d: 'Linz',
    asks: ['paymentTerms'],
  },
  {
    q: 'Sehr geehrte Damen und Herren, wir sind ein Importeur aus Leipzig und suchen Basmatireis, 2 Container, CIF Hamburg.',
    p: 'Basmatireis',
    n: '2 Container',
    d: 'Hamburg',
  },
  {
    q: 'Bitte Angebot für 120 Sätze Bremsbeläge, Lieferung nach Graz bis KW 20. Sind Sie ISO 9001 zertifiziert?',
    p: 'Bremsbeläge',
    n: '120 Sätze',
    d: 'Graz',
    w: 'bis KW 20',
    asks: ['price', 'certificates'],
  },
  // Portuguese
  {
    q: 'Olá, precisamos de 5 toneladas de cravo-da-índia para São Paulo, entrega em 30 dias. Qual o preço?',
    p: 'cravo',
    n: '5 toneladas',
    d: 'São Paulo',
    w: 'em 30 dias',
    asks: ['price'],
  },
  {
    q: 'Vocês têm luvas de couro para soldadores? Queremos 1.000 pares, CIF Maputo.',
    p: 'luvas de couro',
    n: '1.000 pares',
    d: 'Maputo',
  },
  {
    q: 'Bom dia. Procuramos 200 conjuntos de panelas de alumínio para Luanda. Qual é a forma de pagamento?',
    p: 'panelas de alumínio',
    n: '200 conjuntos',
    d: 'Luanda',
    asks: ['paymentTerms'],
  },
  {
    q: 'Gostaríamos de cotação para 15 máquinas de costura industriais, entrega no porto de Itajaí até julho de 2027.',
    p: 'máquinas de costura',
    n: '15 máquinas',
    d: 'Itajaí',
    w: 'até julho de 2027',
    asks: ['price'],
  },
  // Hindi
  {
    q: 'हमें 5000 किलो बासमती चावल चाहिए, दुबई तक शिपमेंट। रेट बताइए।',
    p: 'बासमती चावल',
    n: '5000 किलो',
    d: 'दुबई',
    asks: ['price'],
  },
  {
    q: 'सूती तौलिये 2000 दर्जन चाहिए, CIF हैम्बर्ग। सैंपल भेज सकते हैं?',
    p: 'सूती तौलिये',
    n: '2000 दर्जन',
    d: 'हैम्बर्ग',
    asks: ['samples'],
  },
  {
    q: 'क्या आप पीतल के दीये बनाते हैं? हमें 3000 पीस चाहिए, लंदन भेजने हैं। MOQ क्या है?',
    p: 'पीतल के दीये',
    n: '3000 पीस',
    d: 'लंदन',
    asks: ['moq'],
  },
  {
    q: 'लेदर जैकेट 500 पीस, न्यूयॉर्क के लिए, दिसंबर तक डिलीवरी चाहिए। पेमेंट टर्म्स क्या हैं?',
    p: 'लेदर जैकेट',
    n: '500 पीस',
    d: 'न्यूयॉर्क',
    asks: ['paymentTerms'],
  },
  // Arabic
  {
    q: 'نرغب في استيراد 30 طن من العدس الأحمر إلى ميناء الحديدة. ما هو السعر CIF؟',
    p: 'العدس الأحمر',
    n: '30 طن',
    d: 'الحديدة',
    asks: ['price'],
  },
  {
    q: 'مطلوب 500 كرتونة من الشاي الأسود، التسليم في الرياض خلال شهر. هل لديكم شهادة حلال؟',
    p: 'الشاي الأسود',
    n: '500 كرتونة',
    d: 'الرياض',
    asks: ['certificates'],
  },
  {
    q: 'نحن شركة في الدوحة ونحتاج 2000 قطعة من الحقائب الجلدية. كم المدة اللازمة للتصنيع؟',
    p: 'الحقائب الجلدية',
    n: '2000 قطعة',
    d: 'الدوحة',
    asks: ['leadTime'],
  },
  {
    q: 'هل يمكنكم توريد 10 وحدات من مولدات الديزل إلى الخرطوم؟ نرجو إرسال الكتالوج والأسعار.',
    p: 'مولدات الديزل',
    n: '10 وحدات',
    d: 'الخرطوم',
    asks: ['price'],
  },
  // Chinese
  {
    q: '我们需要2000件皮夹克，运往汉堡，3月底前交货，请报价。',
    p: '皮夹克',
    n: '2000件',
    d: '汉堡',
    asks: ['price'],
  },
  {
    q: '求购姜黄粉10吨，CIF鹿特丹，需要有机证书和检测报告。',
    p: '姜黄粉',
    n: '10吨',
    d: '鹿特丹',
    asks: ['certificates', 'documents'],
  },
  { q: '请问黄铜门把手的最小起订量是多少？我们在迪拜。', p: '黄铜门把手', d: '迪拜', asks: ['moq'] },
  {
    q: '需要500套不锈钢餐具，送到洛杉矶，付款方式是什么？',
    p: '不锈钢餐具',
    n: '500套',
    d: '洛杉矶',
    asks: ['paymentTerms'],
  },

  {
    q: 'Destination: Port Louis, Mauritius. 500 cartons of tea. Kindly share your best price and payment terms.',
    d: 'Port Louis',
    asks: ['price', 'paymentTerms'],
  },
  {
    q: 'POD: Chattogram. 100 MT cotton yarn. What lead time can you offer?',
    d: 'Chattogram',
    asks: ['leadTime'],
  },
  {
    q: 'Please ship to our warehouse in Rotterdam. 20 pallets of rice. Can you provide a certificate of origin?',
    d: 'Rotterdam',
    asks: ['documents'],
  },
  {
    q: 'Destino: Valparaíso. 10 toneladas de nueces. ¿Cuál es su precio FOB y forma de pago?',
    d: 'Valparaíso',
    asks: ['price', 'paymentTerms'],
  },
  {
    q: 'Entrega en Montevideo. 3 contenedores de azúcar. ¿Pueden enviar la ficha técnica y el certificado fitosanitario?',
    d: 'Montevideo',
    asks: ['documents'],
  },
  {
    q: 'Port de destination : Abidjan. 20 tonnes de cacao. Quelles sont vos conditions de paiement ?',
    d: 'Abidjan',
    asks: ['paymentTerms'],
  },
  {
    q: 'Zielhafen: Gdansk. 2 Container Reis. Welche Verpackung bieten Sie an?',
    d: 'Gdansk',
    asks: ['packaging'],
  },
  {
    q: 'Porto de destino: Paranaguá. 500 toneladas de milho. Enviem amostras, por favor.',
    d: 'Paranaguá',
    asks: ['samples'],
  },
  {
    q: 'गंतव्य: कोलंबो। 10 टन हल्दी। क्या आपके पास FSSAI प्रमाणपत्र है?',
    d: 'कोलंबो',
    asks: ['certificates'],
  },
  { q: 'الوجهة: ميناء العقبة. 50 طن أرز. ما هي مدة التوريد؟', d: 'العقبة', asks: ['leadTime'] },
  {
    q: '目的港：天津。需要20吨花生。请问付款方式和包装方式？',
    d: '天津',
    asks: ['paymentTerms', 'packaging'],
  },
  {
    q: 'We are based in Manchester and need 200 leather bags. Is there a discount for bulk orders?',
    d: 'Manchester',
    asks: ['price'],
  },
  {
    q: 'Packed in 25 kg bags, 20 MT chickpeas CIF Mersin. Payment by T/T.',
    d: 'Mersin',
    notAsks: ['packaging', 'paymentTerms'],
  },
  { q: 'Need 5 MT cardamom to Jeddah. Samples required before order.', d: 'Jeddah', asks: ['samples'] },
  {
    q: 'Quote for 10000 pcs LED bulbs DDP Lagos. Need SONCAP certificate.',
    d: 'Lagos',
    asks: ['price', 'certificates'],
  },

  {
    q: 'Hi, interested in your turmeric. Kindly send FOB price for 1 x 20ft container to Chittagong.',
    p: 'turmeric',
    n: '1 x 20ft container',
    d: 'Chittagong',
    asks: ['price'],
  },
  {
    q: 'RFQ: 500 units of portable power stations 1000W, DDP Sydney, by end of May 2027.',
    p: 'portable power stations',
    n: '500 units',
    d: 'Sydney',
    w: 'by end of May 2027',
  },
  {
    q: 'Inquiry for 2 MT of moringa powder, shipment to Hamburg.',
    p: 'moringa powder',
    n: '2 MT',
    d: 'Hamburg',
  },
  {
    q: 'Estimados, solicitamos cotización por 5 contenedores de 40 pies de azúcar, puerto de destino Buenaventura.',
    p: 'azúcar',
    n: '5 contenedores',
    d: 'Buenaventura',
    asks: ['price'],
  },
  {
    q: 'Demande de prix : 2 tonnes de gingembre séché, livraison à Abidjan au plus tard fin mars.',
    p: 'gingembre séché',
    n: '2 tonnes',
    d: 'Abidjan',
    w: 'fin mars',
    asks: ['price'],
  },
  {
    q: 'Anfrage: 3 Paletten Kurkuma, Lieferung frei Haus nach Köln.',
    p: 'Kurkuma',
    n: '3 Paletten',
    d: 'Köln',
  },
  {
    q: 'Solicitamos cotação de 10 t de pimenta-do-reino, CFR Santos, embarque até maio.',
    p: 'pimenta-do-reino',
    n: '10 t',
    d: 'Santos',
    w: 'até maio',
    asks: ['price'],
  },
  {
    q: 'कृपया 50 क्विंटल हल्दी का भाव भेजें, दिल्ली डिलीवरी।',
    p: 'हल्दी',
    n: '50 क्विंटल',
    d: 'दिल्ली',
    asks: ['price'],
  },
  {
    q: 'نرجو تزويدنا بعرض سعر لـ 20 طن من الفلفل الأسود، التسليم ميناء بورسعيد.',
    p: 'الفلفل الأسود',
    n: '20 طن',
    d: 'بورسعيد',
    asks: ['price'],
  },
  { q: '询价：黑胡椒 5吨，FOB科钦，请报最优价格。', p: '黑胡椒', n: '5吨', asks: ['price'] },
  {
    q: 'We would like to order 150 boxes of nitrile gloves (100 pcs/box), delivery to Manila port. Do you have FDA 510k?',
    p: 'nitrile gloves',
    n: '150 boxes',
    d: 'Manila',
    asks: ['certificates'],
  },
  {
    q: 'Buenos días, ¿tienen disponibilidad de 40 toneladas de quinoa orgánica? Entrega en Rotterdam en abril.',
    p: 'quinoa',
    n: '40 toneladas',
    d: 'Rotterdam',
    w: 'en abril',
    asks: ['leadTime'],
  },
  {
    q: 'Wir möchten 200 Paar Lederhandschuhe bestellen. Lieferung an unser Lager in Stuttgart bis Ende April.',
    p: 'Lederhandschuhe',
    n: '200 Paar',
    d: 'Stuttgart',
    w: 'bis Ende April',
  },
  {
    q: 'Nous recherchons un fournisseur de miel bio, 5 tonnes, CIF Marseille. Quel est votre MOQ ?',
    p: 'miel',
    n: '5 tonnes',
    d: 'Marseille',
    asks: ['moq'],
  },
];

const MISSING: [string, string[]][] = [
  ['Price for 20 MT turmeric FOB Kochi?', ['destination', 'deliveryWindow']],
  [
    'Please send the quotation to John Smith.',
    ['product', 'quantity', 'destination', 'incoterm', 'deliveryWindow'],
  ],
  [
    'Kindly email your offer to Mr. Ahmed Khan. We need 5 MT cumin.',
    ['destination', 'incoterm', 'deliveryWindow'],
  ],
  ['We need 20 tons of sugar for our factory.', ['destination', 'incoterm', 'deliveryWindow']],
  ['Necesitamos 10 toneladas de café para nuestra tienda.', ['destination', 'incoterm', 'deliveryWindow']],
  ['Wir brauchen 500 kg Pfeffer für unsere Kunden.', ['destination', 'incoterm', 'deliveryWindow']],
  ['Nous avons besoin de 200 kg de safran pour nos clients.', ['destination', 'incoterm', 'deliveryWindow']],
  [
    'Precisamos de 5 toneladas de açúcar para a nossa fábrica.',
    ['destination', 'incoterm', 'deliveryWindow'],
  ],
  ['हमें 10 टन चीनी चाहिए।', ['destination', 'incoterm', 'deliveryWindow']],
  ['نحتاج 10 طن من السكر.', ['destination', 'incoterm', 'deliveryWindow']],
  ['我们需要10吨白糖。', ['destination', 'incoterm', 'deliveryWindow']],
  ['Hello, I am Maria from Spain. Need 3 MT paprika, FOB basis.', ['destination', 'deliveryWindow']],
  ['Please quote 2 containers of rice. Payment in 30 days.', ['destination', 'incoterm', 'deliveryWindow']],
  [
    'We want 100 sets of cookware. Contact Anna Schmidt for details.',
    ['destination', 'incoterm', 'deliveryWindow'],
  ],
];

describe('regression inquiries', () => {
  it.each(KEPT.map((c) => [c.q, c] as const))('%s', (_, c) => {
    const result = composeReply({ inquiry: c.q, productContext: c.ctx ?? '', supplierName: 'Acme' });
    if (c.p) expect(result.reply.toLowerCase()).toContain(c.p.toLowerCase());
    if (c.n) expect(result.reply).toContain(c.n);
    if (c.d) expect(result.reply).toContain(c.d);
    if (c.w) expect(result.reply).toContain(c.w);
    if (c.n) expect(result.missing).not.toContain('quantity');
    if (c.d) expect(result.missing).not.toContain('destination');
    if (c.w) expect(result.missing).not.toContain('deliveryWindow');
    for (const topic of c.asks ?? []) expect(result.answered).toContain(topic);
    for (const topic of c.notAsks ?? []) expect(result.questions).not.toContain(topic);
  });

  it.each(MISSING)('asks for what %s lacks', (inquiry, missing) => {
    expect(composeReply({ inquiry, productContext: '' }).missing).toEqual(missing);
  });
});

describe('a form unit in the reply language', () => {
  it('keeps a unit the buyer wrote in the reply language, and translates an English one', () => {
    const own = composeReply({
      inquiry: 'Bonjour, quel est votre prix ?',
      productContext: '',
      form: { productName: 'Sirop contre la toux', quantity: 4000, quantityUnit: 'flacons' },
    });
    expect(own.reply).toContain('4000 flacons');
    const english = composeReply({
      inquiry: 'Hola, ¿cuál es su precio?',
      productContext: '',
      form: { productName: 'Guantes de nitrilo', quantity: 800, quantityUnit: 'pcs' },
    });
    expect(english.reply).not.toContain('800 pcs');
    expect(english.reply).toContain('800');
  });
});

// Product names: greetings, salutations with a name, titles, verbs, the buyer describing itself, a
// supplier noun ("a partner for"), documents and sizes are never the product, in any language.
const PRODUCT_NAMED: [inquiry: string, product: string, not: string][] = [
  ['need 800 pcs polyester hoodies, zip front. price?', 'hoodies', 'need 800'],
  [
    'Good morning Mrs. Patel,\n\nwe would like 2,000 sq ft of buffalo leather, CIF Valencia.',
    'leather',
    'Mrs',
  ],
  ['Buen día. Requerimos sorbato de potasio, 10 toneladas, CIF Guayaquil.', 'sorbato de potasio', 'Buen día'],
  ['Salut, besoin cuir de chèvre, 3 000 pieds carrés, CFR Sfax.', 'cuir de chèvre', 'Salut'],
  ['Servus,\n\nfür den Herbst brauchen wir 300 Stück Lodenjacken, DAP Salzburg.', 'Lodenjacken', 'Servus'],
  ['Hallo Ravi,\n\nwir bestellen 4.000 Stück Ladekabel USB-C, DAP Bremen.', 'Ladekabel', 'Ravi'],
  ['Nous cherchons un atelier pour des vestes en jean, 500 pièces.', 'vestes en jean', 'atelier'],
  ['Wir suchen einen Partner für Kabelkonfektion, ca. 2.000 Stück.', 'Kabelkonfektion', 'Partner'],
  [
    'Boa tarde. Importadora em Recife. Óleo de coco em bidões de 20 L, 600 bidões, CIF Recife.',
    'coco',
    'Importadora',
  ],
  ['oi! quero sandálias de couro, 50 dúzias. quanto fica?', 'sandálias de couro', 'oi'],
  ['Nous aimerions découvrir vos tapis en jute. Quel est votre minimum ?', 'tapis', 'découvrir'],
  ['Hola, ¿tienen ficha técnica del ácido bórico? ¿Precio por tonelada?', 'bórico', 'cotización de ficha'],
  ['هل لديكم أقراط فضة، 500 قطعة مقاسات مختلفة؟', 'أقراط', 'مقاسات'],
  ['نبي شنط جلد طبيعي، 800 قطعة، توصيل جدة', 'شنط', 'نبي'],
  ['نحتاج 20 ماكينة تطريز للمصنع', 'ماكينة تطريز', 'من تطريز'],
  ['我们想订购羊毛围巾300条，请报价', '羊毛围巾', '我们想订购'],
  [
    'Please quote one (1) complete set of a 10 TPH feed pellet plant, CIF Mombasa.',
    'feed pellet plant',
    'complete set of complete',
  ],
];

describe('the product is named, never a greeting, name, title, verb or document', () => {
  it.each(PRODUCT_NAMED)('%s', (inquiry, product, not) => {
    const result = composeReply({ inquiry, productContext: '', supplierName: 'Acme' });
    expect(result.reply.toLowerCase()).toContain(product.toLowerCase());
    expect(result.reply).not.toMatch(new RegExp(`(?<![\\p{L}])${not}(?![\\p{L}])`, 'u'));
    expect(result.missing).not.toContain('product');
  });
});

describe('Hindi in Latin letters: the product without its verb', () => {
  it.each([
    ['Kaju chahiye 10 kg pouch mein, 500 pouch, Muscat ke liye. Rate?', 'Kaju', 'chahiye'],
    ['Mehndi cones bhejiye 2000 pcs, Sharjah tak', 'Mehndi cones', 'bhejiye'],
  ])('%s', (inquiry, product, verb) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.language).toBe('hi');
    expect(result.reply).toContain(product);
    expect(result.reply).not.toContain(`${product} ${verb}`);
  });

  it('asks for the product when the message names only "your items"', () => {
    expect(
      composeReply({ inquiry: 'aapke items ka catalogue bhejiye please', productContext: '' }).missing,
    ).toContain('product');
  });
});

describe('a name after a greeting on the same line is not the product', () => {
  it.each([
    ['Hello Anita, we need 600 brass diyas, CIF Perth.', 'diyas', 'Anita'],
    ['Dear Mr. Menon, following our meeting, please quote 20 MT of jaggery.', 'jaggery', 'Menon'],
  ])('%s', (inquiry, product, name) => {
    const reply = composeReply({ inquiry, productContext: '' }).reply;
    expect(reply).toContain(product);
    expect(reply).not.toContain(name);
  });
});

describe('a Chinese form unit is joined to its number', () => {
  it('writes 3000件, not 3000 件', () => {
    const reply = composeReply({
      inquiry: '请问单价？',
      productContext: '',
      form: { productName: '陶瓷杯', quantity: 3000, quantityUnit: '件' },
    }).reply;
    expect(reply).toContain('3000件');
  });
});

describe('the product after "do you have / sell" in every script, without a period word or a closing verb', () => {
  it.each([
    ['We need 200 bags of gypsum plaster weekly.', 'gypsum plaster', 'weekly'],
    ['Könnten Sie uns 300 Stück Holzspielzeug liefern? Lieferung nach Linz.', 'Holzspielzeug', 'liefern'],
    ['Auriez-vous des paniers en osier ? Livraison à Nantes.', 'paniers en osier', 'Auriez'],
    ['مساء الخير، هل تبيعون ماء الورد؟ نحتاج 500 لتر.', 'ماء الورد', 'مساء'],
    ['你好，请问贵司有藤编篮子吗？需要两千个。', '藤编篮子', '你们'],
    ['Buenas, ¿a cuánto el kilo de orégano seco? Serían unos 300 kg.', 'orégano', 'Serían'],
  ])('%s', (inquiry, product, not) => {
    const reply = composeReply({ inquiry, productContext: '' }).reply;
    expect(reply).toContain(product);
    expect(reply).not.toContain(not);
  });
});

describe('price words inside a product name stay; before a Hinglish verb they end it', () => {
  it('keeps "heart rate monitors" whole and reads "Kaju rate kya hai" as Kaju', () => {
    expect(
      composeReply({ inquiry: 'Need 300 heart rate monitors, CIF Doha', productContext: '' }).reply,
    ).toContain('heart rate monitors');
    const hinglish = composeReply({ inquiry: 'Kaju rate kya hai? 200 kg chahiye', productContext: '' }).reply;
    expect(hinglish).toContain('Kaju');
    expect(hinglish).not.toContain('Kaju rate');
  });

  it('reads no place from "Livraison Express"', () => {
    expect(
      composeReply({ inquiry: 'Livraison Express souhaitée, 200 kg de poivre', productContext: '' }).missing,
    ).toContain('destination');
  });
});

describe('a catalogue request names no product, so the product is asked', () => {
  it.each([
    'Hello, we are traders in Doha looking for agro commodities. Please send your offer list.',
    'Bonjour, pourriez-vous nous envoyer vos prix de gros et votre catalogue ?',
    'Olá, gostaria de receber o catálogo e a tabela de preços.',
  ])('%s', (inquiry) => {
    expect(composeReply({ inquiry, productContext: '' }).missing).toContain('product');
  });
});

// Numbers written in words above ten, in every language: the reply quotes the buyer's words as
// written (so it writes no number of its own) and never asks for the quantity again.
const IN_WORDS: Case[] = [
  {
    q: 'We need twenty tons of yellow maize, CIF Mombasa.',
    p: 'yellow maize',
    n: 'twenty tons',
    d: 'Mombasa',
  },
  {
    q: 'Please quote fifty thousand pieces of paper cups, delivery to Doha.',
    p: 'paper cups',
    n: 'fifty thousand pieces',
  },
  {
    q: 'Looking for two hundred and fifty sets of bed linen for our hotels in Cape Town.',
    p: 'bed linen',
    n: 'two hundred and fifty sets',
  },
  {
    q: 'Kindly offer thirty-five MT of refined sunflower oil, delivery within thirty days.',
    n: 'thirty-five MT',
    w: 'within thirty days',
  },
  {
    q: 'Necesitamos veinte toneladas de frijol negro para Veracruz.',
    p: 'frijol negro',
    n: 'veinte toneladas',
    d: 'Veracruz',
  },
  {
    q: 'Buscamos cinco mil piezas de tazas de cerámica, entrega dentro de cuarenta y cinco días.',
    n: 'cinco mil piezas',
    w: 'dentro de cuarenta y cinco días',
  },
  {
    q: 'Nous voulons vingt tonnes de lentilles corail, CIF Dakar.',
    p: 'lentilles corail',
    n: 'vingt tonnes',
    d: 'Dakar',
  },
  {
    q: 'Merci de coter deux mille cinq cents pièces de foulards en soie, livraison à Lyon.',
    n: 'deux mille cinq cents pièces',
    d: 'Lyon',
  },
  {
    q: 'Wir benötigen zwanzig Tonnen Sesamsaat, Lieferung nach Bremen.',
    p: 'Sesamsaat',
    n: 'zwanzig Tonnen',
    d: 'Bremen',
  },
  {
    q: 'Bitte Angebot für fünfhundert Stück Lederhandschuhe, innerhalb von dreißig Tagen.',
    n: 'fünfhundert Stück',
    w: 'innerhalb von dreißig Tagen',
  },
  {
    q: 'Precisamos de vinte toneladas de açúcar cristal para Maputo.',
    p: 'açúcar cristal',
    n: 'vinte toneladas',
    d: 'Maputo',
  },
  {
    q: 'Queremos comprar três mil peças de camisetas de algodão, entrega em até trinta dias.',
    n: 'três mil peças',
    w: 'em até trinta dias',
  },
  { q: 'हमें बीस टन मक्का चाहिए, चेन्नई पोर्ट तक।', p: 'मक्का', n: 'बीस टन' },
  { q: 'हमें पचास हज़ार पीस कागज़ के कप चाहिए, तीस दिनों में।', n: 'पचास हज़ार पीस', w: 'तीस दिनों में' },
  { q: 'نحتاج عشرين طن من العدس الأحمر إلى ميناء الدمام.', p: 'العدس', n: 'عشرين طن' },
  {
    q: 'نطلب خمسة آلاف قطعة من المناشف القطنية، التسليم خلال ثلاثين يوما.',
    n: 'خمسة آلاف قطعة',
    w: 'خلال ثلاثين يوما',
  },
  { q: '我们需要两千件棉质T恤，运往迪拜。', n: '两千件', d: '迪拜' },
  { q: '求购三万米涤纶布，三十天内交货。', n: '三万米', w: '三十天内' },
  {
    q: 'Need 50 thousand pieces of glass jars, CIF Durban.',
    p: 'glass jars',
    n: '50 thousand pieces',
    d: 'Durban',
  },
  { q: 'We need twenty leather office bags for our staff.', n: 'twenty leather office bags' },
];

// A sample declined is not a question the reply answers.
const NO_SAMPLES: Case[] = [
  {
    q: 'No samples needed. Please quote 12 MT of black pepper CIF Hamburg.',
    n: '12 MT',
    notAsks: ['samples'],
  },
  { q: 'Sin muestras, por favor: 300 cajas de mango, CIF Valencia.', n: '300 cajas', notAsks: ['samples'] },
  {
    q: "Pas besoin d'échantillons : 40 rouleaux de tissu, livraison à Lille.",
    n: '40 rouleaux',
    notAsks: ['samples'],
  },
  { q: 'Keine Muster nötig. 800 Stück Keramiktassen nach Köln.', n: '800 Stück', notAsks: ['samples'] },
  {
    q: 'Não precisamos de amostra. 5 toneladas de café para Lisboa.',
    n: '5 toneladas',
    notAsks: ['samples'],
  },
  { q: 'नमूना नहीं चाहिए। हमें 200 किलो हल्दी चाहिए।', n: '200 किलो', notAsks: ['samples'] },
  { q: 'لا نحتاج عينات. نريد 300 كرتون من التمر إلى جدة.', n: '300 كرتون', notAsks: ['samples'] },
  { q: '不需要样品，我们要500公斤绿茶，运往汉堡。', n: '500公斤', notAsks: ['samples'] },
];

describe('numbers written in words and samples declined, in every language', () => {
  it.each([...IN_WORDS, ...NO_SAMPLES].map((c) => [c.q, c] as const))('%s', (_, c) => {
    const input = { inquiry: c.q, productContext: '', supplierName: 'Acme' };
    const result = composeReply(input);
    if (c.p) expect(result.reply.toLowerCase()).toContain(c.p.toLowerCase());
    if (c.n) expect(result.reply).toContain(c.n);
    if (c.d) expect(result.reply).toContain(c.d);
    if (c.w) expect(result.reply).toContain(c.w);
    expect(result.missing).not.toContain('quantity');
    if (c.d) expect(result.missing).not.toContain('destination');
    if (c.w) expect(result.missing).not.toContain('deliveryWindow');
    for (const topic of c.notAsks ?? []) expect(result.questions).not.toContain(topic);
    expect(draftProblems(result.reply, input)).toEqual([]);
  });
});

describe('a certification glued to another word is not left in the product name', () => {
  it('drops both marks of "حلالbiologique"', () => {
    const reply = composeReply({ inquiry: 'حلالbiologique, CIF Santos', productContext: '' }).reply;
    expect(reply).not.toContain('biologique');
  });
});

describe('a make after "para"/"pour" is what the parts are for, not where they go', () => {
  it.each([
    ['Somos un taller en Quito. Necesitamos 200 filtros de aceite para Toyota Hilux y Fortuner.', 'Quito'],
    [
      'Somos uma oficina em Maputo, precisamos de 300 pastilhas de freio para Nissan Navara e Hilux.',
      'Maputo',
    ],
    ['Nous sommes un garage à Dakar, besoin de 150 amortisseurs pour Peugeot 508.', 'Dakar'],
    ['We need 400 air filters for Caterpillar 320D, delivery to Lusaka.', 'Lusaka'],
  ])('%s', (inquiry, place) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.facts.destination).toBe(place);
    expect(result.missing).not.toContain('destination');
  });
});

describe('a date the buyer names as a target is a delivery date, in every script', () => {
  it.each([
    ['We need 5 MT of cashew W320, target ship date 12 Mar 2027.', 'Mar 2027'],
    ['Required arrival date: 30 Apr 2027. 2,000 pcs of brass lamps.', 'Apr 2027'],
    ['نحتاج ١٠ طن من العدس، الشحن خلال شهر مارس.', 'خلال شهر مارس'],
    ['Kindly deliver 300 sets within forty-five days.', 'within forty-five days'],
  ])('%s', (inquiry, window) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(window);
    expect(result.missing).not.toContain('deliveryWindow');
  });
});

// A count with no unit: after a quantity cue with nothing after it ("Necesito 3.", "Qty 250"), or
// before a plural noun with no cue at all ("500 hebras", "2 CNC-Drehmaschinen"). The reply writes the
// count before the product's name and never asks for the quantity.
describe('a count without a unit is the quantity', () => {
  it.each([
    ['Need printed jute tote bags for our stores. Qty 400. What is the MOQ?', '400 ', 'jute tote bags'],
    ['Buscamos bombas sumergibles para pozo. Necesito 12, para Asunción.', '12 bombas sumergibles', null],
    ['Nous cherchons des chaises en rotin. Quantité : 60. Livraison à Nantes.', '60', 'chaises en rotin'],
    ['Wir suchen 4 Hydraulikpressen für unser Werk in Graz.', '4 Hydraulikpressen', null],
    ['Estamos procurando cadeiras de escritório, 150 cadeiras, entrega em Recife.', '150 cadeiras', null],
    ['Please quote brass door knobs, 600 knobs in antique finish.', '600 knobs', null],
  ])('%s', (inquiry, quantity, product) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(quantity);
    if (product) expect(result.reply).toContain(product);
    expect(result.missing).not.toContain('quantity');
  });

  it.each([
    'We are a hotel with 3 restaurants and need table linen.',
    'Motor 3 phase, 50 Hz, please quote.',
    'Qual o preço dos contêineres de 40 pés?',
    'Embalagem: 12 pares por saco, 120 pares por caixa.',
  ])('reads no count of goods in "%s"', (inquiry) => {
    expect(composeReply({ inquiry, productContext: '' }).missing).toContain('quantity');
  });
});

describe('a delivery word names the place without a preposition', () => {
  it.each([
    ['نحتاج ٥ طن من الكركم، التسليم جدة.', 'Jeddah'],
    ['كم سعر ١٠٠ كرتون من التمر؟ توصيل الدوحة.', 'Doha'],
    ['हमें 200 किलो जीरा चाहिए। डिलीवरी अगले महीने दुबई में।', 'Dubai'],
    ['हमें 50 सेट चाहिए, डिलीवरी केन्या के नैरोबी में।', 'Nairobi'],
    ['需要500公斤肉桂，海运迪拜。', 'Dubai'],
    ['Wir möchten 30 Paletten Reis für unser Lager in Chemnitz bestellen.', 'Chemnitz'],
  ])('%s', (inquiry, place) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.facts.destination).toBe(place);
    expect(result.missing).not.toContain('destination');
  });
});

describe('a date with its day', () => {
  it.each([
    ['Need 20 MT sugar, target ship date 20 Jan 2027.', '20 Jan 2027'],
    ['Necesitamos 300 cajas, entrega el 15 de marzo de 2027.', '15 de marzo de 2027'],
    ['200 Stück, Lieferung am 5. Mai 2027.', '5. Mai 2027'],
  ])('%s', (inquiry, window) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(window);
    expect(result.missing).not.toContain('deliveryWindow');
  });
});

// Where the product's name is: a labelled line, a French compound with "à", a Hindi name before a
// bracketed size or with its postpositions, a Hinglish possessive, a Chinese name before "首批", an
// Arabic noun with a Latin code; never a chat greeting.
describe('the product named in more of the ways buyers write it', () => {
  it.each([
    [
      'Please quote as below:\n- Item: stainless steel water bottles, 750 ml\n- Qty: 5,000 pcs',
      'stainless steel water bottles',
    ],
    ['Cotización:\nProducto: sacos de yute laminados\nCantidad: 10,000 piezas', 'sacos de yute laminados'],
    ['Anfrage\nArtikel: Edelstahl-Trinkflaschen\nMenge: 2.000 Stück', 'Edelstahl-Trinkflaschen'],
    ['询价\n品名：不锈钢保温杯\n数量：3000个', '不锈钢保温杯'],
    ['slt, vous avez des pompes à eau ? besoin 50 pcs pour Dakar', 'pompes à eau'],
    ['Nous cherchons des machines à coudre industrielles, 40 unités.', 'machines à coudre'],
    ['स्टील के गिलास (300 ml) 2000 पीस चाहिए।', 'स्टील के गिलास'],
    ['हमें बच्चों के रंगीन सूती कपड़े के स्कूल बैग चाहिए, 500 पीस।', 'स्कूल बैग'],
    ['Maruti Swift ke clutch plate ka 500 pcs chahiye', 'clutch plate'],
    ['按我们的样品定制纸箱，首批20000个。', '20000个纸箱'],
    ['نريد ٥٠٠ شاشة LCD مقاس ٣٢ بوصة.', 'شاشة LCD'],
  ])('%s', (inquiry, product) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(product);
    expect(result.missing).not.toContain('product');
  });
});

describe('a million takes "de", a Chinese container has its kind, Hinglish names the site', () => {
  it.each([
    ['Requerimos 2.000.000 de cápsulas de omeprazol, CIF Callao.', '2.000.000 de cápsulas'],
    ['Nous souhaitons commander 2 millions de gélules, CIF Douala.', '2 millions de gélules'],
    ['Precisamos de um milhão de peças de parafusos para Santos.', 'um milhão de peças'],
    ['需要冷冻鸡爪，2个40尺冷柜，CIF青岛。', '2个40尺冷柜'],
    ['求购大理石板材，5个平柜，运往天津。', '5个平柜'],
  ])('%s', (inquiry, quantity) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(quantity);
    expect(result.missing).not.toContain('quantity');
  });

  it.each([
    ['Bhai 200 bag cement chahiye. Site Varanasi UP hai. Rate batao.', 'Varanasi'],
    ['500 kg haldi chahiye, dispatch Nagpur transport se. Payment terms batao.', 'Nagpur'],
    ['Delivery Kanpur godown tak chahiye, 100 carton.', 'Kanpur'],
  ])('%s', (inquiry, place) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(place);
    expect(result.missing).not.toContain('destination');
  });

  it.each([
    ['Do you provide a health certificate with the shipment? 10 MT frozen fish.', 'documents'],
    ['¿Incluyen certificado sanitario? 20 toneladas de camarón.', 'documents'],
    ['هل ترسلون شهادة صحية مع الشحنة؟', 'documents'],
    ['需要卫生证书，20吨冻虾。', 'documents'],
    ['Necessitamos do certificado de análise e do DMF.', 'documents'],
    ['500 kg haldi chahiye, rate aur payment terms batao.', 'paymentTerms'],
  ])('%s asks for %s', (inquiry, topic) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.questions).toContain(topic);
    expect(result.answered).toContain(topic);
  });

  it.each([
    "Pour les articles vus sur votre stand, pouvez-vous m'envoyer vos prix pour 200 pièces de chaque ?",
    'Bhai aaj ka rate kya hai?',
  ])('asks for the product when the words are not one: %s', (inquiry) => {
    expect(composeReply({ inquiry, productContext: '' }).missing).toContain('product');
  });
});

describe('a weight beside a machine is its capacity, not the order', () => {
  it.each([
    'Do you make 100 ton hydraulic presses? Please send price.',
    'هل لديكم رافعات شوكية 3 طن؟',
    '你们有50吨压力机吗？请报价。',
    '¿Fabrican grúas de 25 toneladas?',
    'Haben Sie Pressen 200 Tonnen im Angebot?',
    'क्या आपके पास 10 टन की क्रेन है?',
  ])('%s', (inquiry) => {
    expect(composeReply({ inquiry, productContext: '' }).missing).toContain('quantity');
  });

  it.each([
    ['需要50吨压力机两台，运往越南。', '两台'],
    ['Grúa de 25 toneladas, necesitamos 3 unidades.', '3 unidades'],
    ['We need 20 MT of press cake, CIF Colombo.', '20 MT'],
  ])('%s still reads the order', (inquiry, quantity) => {
    expect(composeReply({ inquiry, productContext: '' }).reply).toContain(quantity);
  });
});

describe('the delivery date, not a past meeting or a season', () => {
  it.each([
    [
      'We met at your booth at the Dubai fair in March. Need 200 lamps delivered before end of June.',
      'before end of June',
      'in March',
    ],
    [
      'Para la temporada de invierno (entrega octubre 2027) necesitamos 300 chaquetas.',
      'octubre 2027',
      'temporada',
    ],
    [
      'Nous nous sommes rencontrés au salon en janvier ; livraison souhaitée en mai 2027.',
      'mai 2027',
      'janvier',
    ],
  ])('%s', (inquiry, window, not) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(window);
    expect(result.reply).not.toContain(`(${not}`);
  });

  it('takes a date with its year over a season named before it', () => {
    const inquiry = 'Necesitamos 20 toneladas de café para el invierno (entrega junio 2027).';
    expect(extractFacts(inquiry).deliveryWindow).toBe('junio 2027');
  });
});

// Written for this round from probes of our own (no corpus inquiry needed them): each a given fact
// that must not be asked again.
describe('more ways of giving the terms, the place and the date', () => {
  it.each([
    ['Please quote 25 MT basmati rice C.I.F. Hamburg, shipment March 2027.', 'incoterm', 'CIF'],
    ['Need 10 MT black pepper F.O.B Cochin.', 'incoterm', 'FOB'],
    ['Cotizar 300 cajas C.F.R. Callao.', 'incoterm', 'CFR'],
    ['Merci de coter 1200 cartons, rendu Abidjan, délai 45 jours.', 'destination', 'Abidjan'],
    ['We want twelve pallets of tiles delivered to our Leeds warehouse next month.', 'destination', 'Leeds'],
    ['Pouvez-vous livrer 5 tonnes de karité à Ouagadougou avant la fin juin ?', 'destination', 'Ouagadougou'],
    ['We need 2 units of cold rooms installed at our site in Kigali by September.', 'destination', 'Kigali'],
    ['Favor cotizar 2 contenedores de panela, CIF Valparaíso, embarque julio.', 'deliveryWindow', 'julio'],
    ['Send CIF price Jeddah for 18 MT sugar, loading March.', 'deliveryWindow', 'March'],
    ['Wir brauchen 20 t Sesam, Verschiffung Mai.', 'deliveryWindow', 'Mai'],
  ] as const)('%s', (inquiry, item, value) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.missing).not.toContain(item);
    expect(result.reply).toContain(value);
  });
});

describe('an approximate count alone, a container with its size after it, a quantity-label heading', () => {
  it.each([
    ['Quisiera cotización de sillas plegables, unas 400, para Quito.', '400 sillas plegables'],
    ['We are looking for bamboo baskets, about 900. Delivery to Leeds.', '900 bamboo baskets'],
    ['Nous cherchons des nattes en jonc, environ 250, livraison Tunis.', '250'],
    ['Gostaríamos de redes de pesca, cerca de 120, entrega em Belém.', '120'],
    ['مطلوب ٢ حاوية ٤٠ قدم من الأرز البسمتي إلى ميناء جدة.', '٢ حاوية ٤٠ قدم من الأرز البسمتي'],
    ['عندكم مانجو؟ نحتاج ٤ حاويات ٤٠ قدم مبردة إلى الدوحة.', '٤ حاويات ٤٠ قدم مبردة'],
    ['Qty required - 40,000 Nos. PVC pipes 4 inch', 'PVC pipes'],
    ['Ich interessiere mich für Bambusmatten, ca. 800 Stück, Lieferung nach Graz.', 'Bambusmatten'],
  ])('%s', (inquiry, expected) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(expected);
    expect(result.missing).not.toContain('quantity');
  });
});

describe('a city with its state code is the place', () => {
  it.each([
    ['Can u supply 250 pcs leather journals to Austin TX? Need by Xmas.', 'Austin'],
    ['Entrega en Campinas SP, 500 cajas de mango.', 'Campinas'],
    ['Delivery to Toronto ON by June, 300 sets of cookware.', 'Toronto'],
  ])('%s', (inquiry, place) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(place);
    expect(result.missing).not.toContain('destination');
  });
});

describe('numbers in words with hundred and thousand, in every language', () => {
  it.each([
    ['हमें सौ बोरी चीनी चाहिए, पटना तक।', 'सौ बोरी'],
    ['हमको तीन सौ किलो हल्दी चाहिए।', 'तीन सौ किलो'],
    ['نحتاج مئة كرتون من التمر.', 'مئة كرتون'],
    ['نحتاج ثلاثمائة طن من القمح إلى ميناء العقبة.', 'ثلاثمائة طن'],
    ['我们要一百箱芒果，运往香港。', '一百箱'],
    ['Precisamos de mil e quinhentas peças de camisetas.', 'mil e quinhentas peças'],
    ['We need a hundred cartons of soap.', 'a hundred cartons'],
    ['Wir brauchen tausend Stück Becher.', 'tausend Stück'],
    ['Necesitamos mil quinientas cajas de banano.', 'mil quinientas cajas'],
    ['Il nous faut deux cents palettes de carrelage.', 'deux cents palettes'],
  ])('%s', (inquiry, quantity) => {
    const result = composeReply({ inquiry, productContext: '' });
    expect(result.reply).toContain(quantity);
    expect(result.missing).not.toContain('quantity');
  });
});

describe('fifth round: an Arabic count that repeats the product in the singular', () => {
  it.each([
    ['مصابيح شارع LED، ٣٠٠ مصباح، CIF عدن', 'مصابيح شارع'],
    ['نريد خواتم ذهب عيار ٢١ للنساء، ٤٠ خاتم، الشحن إلى عمان', 'خواتم ذهب'],
    ['حقائب مدرسية للأطفال، ١٢٠٠ حقيبة، DAP الدوحة', 'حقائب مدرسية'],
  ])('%s names %s', (inquiry, name) => {
    const reply = composeReply({ inquiry, productContext: '' });
    expect(reply.reply).toContain(name);
    expect(reply.missing).not.toContain('quantity');
  });
});

describe('fifth round: tables and line items name the product and the quantity', () => {
  it.each([
    [
      'Nr.\tBezeichnung\tAnzahl (Stk.)\n1\tKeilriemen SPA 1250\t400\n2\tKeilriemen SPA 1500\t300',
      'Keilriemen SPA 1250',
      '400 Stk.',
    ],
    [
      'Item | Description | Qty\n1 | Enamel mugs, 350 ml, white | 2,400 pcs\n2 | Enamel plates | 1,200 pcs',
      'Enamel mugs',
      '2,400 pcs',
    ],
    [
      'Producto\tCódigo\tCantidad\nBombas de agua Yamaha\tYW-22\t150 pzas',
      'Bombas de agua Yamaha',
      '150 pzas',
    ],
    [
      'Produto | Qtd\nCadeiras de escritório giratórias | 80 pçs',
      'Cadeiras de escritório giratórias',
      '80 pçs',
    ],
    [
      '- Coussins brodés en coton, 40 x 40 cm : 300 pcs\n- Nappes en lin : 120 pcs',
      'Coussins brodés en coton',
      '300 pcs',
    ],
    ['١- فلتر زيت تويوتا — ٢٠٠٠ قطعة\n٢- فلتر هواء — ١٠٠٠ قطعة', 'فلتر زيت تويوتا', '٢٠٠٠ قطعة'],
  ])('%s', (inquiry, name, quantity) => {
    const reply = composeReply({ inquiry, productContext: '' });
    expect(reply.reply).toContain(name);
    expect(reply.reply).toContain(quantity);
    expect(reply.missing).not.toContain('quantity');
    expect(draftProblems(reply.reply, { inquiry, productContext: '' })).toEqual([]);
  });

  it('never names a field label that opens a line', () => {
    const reply = composeReply({
      inquiry: 'Need turmeric powder.\nRequirement: 6 MT, CIF Hamburg',
      productContext: '',
    });
    expect(reply.reply).not.toMatch(/Requirement/u);
    expect(reply.reply).toContain('turmeric powder');
  });
});

describe('fifth round: letter heads, subject lines, companies as subjects, suppliers asked', () => {
  it.each([
    [
      'Date: 14/01/2027\nRef: PO-220\n\nDear team,\nOur hotel group needs bath towels, 600 GSM, 3,000 pcs, CIF Mombasa.',
      'bath towels',
    ],
    [
      'Fecha: 03/02/2027\nSolicitud de cotización n.º 18/2027\n\nNuestra empresa busca sillas de ratán: 200 unidades, CIF Callao.',
      'sillas de ratán',
    ],
    ['Objet : demande de devis tapis en jute\n\nBonjour, 150 pièces, DAP Marseille.', 'tapis en jute'],
    ['Betreff: AW: Anfrage Kupferkessel\n\nDanke. Bitte 80 Stück, DAP Graz.', 'Kupferkessel'],
    [
      'Subject: RFQ for stainless steel tiffin boxes\n\nPlease quote 5,000 sets CIF Durban.',
      'stainless steel tiffin boxes',
    ],
    ['Verkaufen Sie Holzspielzeug? Wir bräuchten Preise.', 'Holzspielzeug'],
    ['Bitte um Angebot: Edelstahl-Thermoskannen 1 l, 600 Stück, DAP Wien.', 'Edelstahl-Thermoskannen'],
    ['oi, vcs vendem redes de dormir? quero 300 unid p/ Fortaleza', 'redes de dormir'],
    ['Notre société recherche des paniers en osier, 400 pièces, DAP Lille.', 'paniers en osier'],
  ])('%s names %s', (inquiry, name) => {
    const reply = composeReply({ inquiry, productContext: '' });
    expect(reply.reply).toContain(name);
    expect(reply.missing).not.toContain('product');
  });
});

describe('fifth round: a Latin code before a Hindi or Arabic name', () => {
  it.each([
    ['हमें 500 पीस LED ट्यूब लाइट चाहिए, DAP पटना', 'LED ट्यूब लाइट'],
    ['हम 300 सेट UPS इन्वर्टर लेना चाहते हैं', 'UPS इन्वर्टर'],
  ])('%s names %s', (inquiry, name) => {
    const reply = composeReply({ inquiry, productContext: '' });
    expect(reply.reply).toContain(name);
  });
});

describe('fifth round: pack contents, Chinese names before the request verb, sizes after a pack noun', () => {
  const CONTEXT_LESS = '';
  it.each([
    [
      'Jugo de mango en lata de 250 ml, 800 cajas de 24 al mes, CIF Colón. ¿Tienen certificación FDA?',
      'Jugo de mango',
      '800 cajas',
    ],
    [
      'Coconut milk in 400 ml cans, 1,000 cartons of 24, CIF Sydney. Do you have certification BRC?',
      'Coconut milk',
      '1,000 cartons',
    ],
    ['陶瓷马克杯要3000个，FOB厦门', '陶瓷马克杯', '3000个'],
    ['LED筒灯需要800套，CIF迪拜', 'LED筒灯', '800套'],
    ['Emaillierte Teekannen 1,5 l, 600 Stück, DAP Linz', 'Emaillierte Teekannen', '600 Stück'],
  ])('%s', (inquiry, name, quantity) => {
    const reply = composeReply({ inquiry, productContext: CONTEXT_LESS });
    expect(reply.reply).toContain(name);
    expect(reply.reply).toContain(quantity);
  });
});
