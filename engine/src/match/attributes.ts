import { matchForm } from '../glossary/phrases.ts';

/*
 * Words that tell one listing of a product from another (material, colour, form, state, who it is
 * for), in the 8 languages, each with the English word listings are mostly written with. A query's
 * attribute words add their English word as a free-text term, so "pastillas de freno cerámicas"
 * ranks the ceramic brake pads first and "银耳环" the silver earrings. They only rank: an attribute
 * alone is never evidence of a product.
 */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  organic:
    'orgánico orgánica orgánicos orgánicas organique organiques biologique bio biologisch ökologisch orgânico orgânica जैविक ऑर्गेनिक عضوي عضوية 有机',
  white:
    'blanco blanca blancos blancas blanc blanche blancs weiß weiße weißer weißen branco branca brancos सफेद सफ़ेद أبيض بيضاء 白色',
  black:
    'negro negra negros negras noir noire noirs schwarz schwarze schwarzer preto preta काला काली أسود سوداء 黑色',
  red: 'rojo roja rojos rojas rouge rouges rot rote roter vermelho vermelha लाल أحمر حمراء 红色',
  green: 'verde verdes vert verte verts grün grüne grüner हरा हरी أخضر خضراء 绿色',
  yellow: 'amarillo amarilla jaune gelb gelbe amarelo amarela पीला पीली أصفر صفراء 黄色',
  ceramic:
    'cerámico cerámica cerámicos cerámicas céramique keramik keramisch cerâmico cerâmica सिरेमिक سيراميك 陶瓷',
  steel: 'acero acier stahl edelstahl aço स्टील فولاذ ستانلس 不锈钢 钢',
  stainless: 'inoxidable inox rostfrei inoxidável',
  silver: 'plata argent silber prata चांदी فضة فضي فضية 银',
  gold: 'oro dorado gold goldene ouro dourado सोना सोने सोनेकी ذهب ذهبي ذهبية 金',
  copper: 'cobre cuivre kupfer तांबा तांबे نحاس 铜',
  brass: 'latón laiton messing latão पीतल 黄铜',
  wooden: 'madera bois holz madeira लकड़ी خشب خشبي 木',
  wool: 'lana laine wolle lã ऊन ऊनी صوف 羊毛',
  powder: 'polvo poudre pulver pó पाउडर مسحوق بودرة 粉',
  whole:
    'entero entera enteros enteras entier entière entiers ganz ganze ganzer inteiro inteira inteiros साबुत كامل كاملة 整',
  dried: 'seco seca secos secas séché séchée séchés getrocknet getrocknete सूखा सूखी مجفف مجففة 干',
  frozen:
    'congelado congelada congelados congelé congelée surgelé surgelés gefroren tiefgekühlt tiefgefroren जमा फ्रोजन مجمد مجمدة 冷冻 冻',
  fresh: 'fresco fresca frescos frescas frais fraîche frisch frische ताजा ताज़ा طازج طازجة 新鲜',
  refined: 'refinado refinada raffiné raffinée raffiniert रिफाइंड مكرر مكررة 精炼',
  raw: 'crudo cruda brut brute roh roher cru crua कच्चा خام',
  roasted: 'tostado tostada torréfié geröstet torrado torrada भुना محمص 烘焙',
  hulled:
    'descascarado descascarada pelado pelada décortiqué décortiquée geschält छिलका مقشور مقشورة 去壳 脱皮',
  peeled: 'pelado pelados pelées décortiquées geschälte descascado descascados छिला مقشر 去皮',
  men: 'hombre hombres caballero homme hommes herren männer homem homens पुरुष पुरुषों رجالي رجال 男士 男',
  women: 'mujer mujeres dama femme femmes damen frauen mulher mulheres महिला महिलाओं نسائي نساء 女士 女',
  front:
    'delantero delantera delanteras vorne vorder dianteiro dianteira dianteiras अगला फ्रंट أمامي أمامية 前',
  rear: 'trasero trasera traseras arrière hinten hinter traseiro traseira पिछला रियर خلفي خلفية 后',
  automatic: 'automático automática automatique automatisch automático स्वचालित ऑटोमैटिक أوتوماتيكي آلي 自动',
  electric:
    'eléctrico eléctrica électrique elektrisch elétrico elétrica बिजली इलेक्ट्रिक كهربائي كهربائية 电动',
  solar: 'solaire सौर सोलर شمسي شمسية 太阳能',
  digital: 'numérique डिजिटल رقمي رقمية 数字',
  smart: 'inteligente intelligente स्मार्ट ذكي ذكية 智能',
  portable: 'portátil portátiles portatif tragbar पोर्टेबल محمول محمولة 便携',
  wireless: 'inalámbrico inalámbricos kabellos वायरलेस لاسلكي 无线',
  disposable: 'desechable desechables jetable jetables einweg descartável descartáveis डिस्पोजेबल 一次性',
  surgical:
    'quirúrgico quirúrgica quirúrgicos chirurgical chirurgicale chirurgisch cirúrgico cirúrgica सर्जिकल جراحي جراحية 手术 医用',
  natural: 'naturel naturelle natürlich प्राकृतिक طبيعي طبيعية 天然',
  handmade: 'artesanal handgemacht हस्तनिर्मित يدوي يدوية 手工',
  carved: 'tallado tallada sculpté sculptée geschnitzt entalhado नक्काशीदार منحوت 雕刻',
  knotted: 'anudado noué geknüpft atado गांठदार معقود 手打',
  printed: 'estampado imprimé bedruckt estampado प्रिंटेड مطبوع 印花',
  canned: 'enlatado enlatada konserviert डिब्बाबंद معلب معلبة 罐头',
  cotton: 'algodón coton baumwolle algodão सूती कॉटन قطني قطنية 棉',
  leather: 'cuero cuir leder couro चमड़ा चमड़े جلد جلدي جلدية 皮',
  silk: 'seda soie seide रेशम रेशमी حرير 丝',
  tablets: 'comprimidos tabletas comprimés tabletten गोलियां गोली أقراص 片',
  capsules: 'cápsulas gélules kapseln कैप्सूल كبسولات 胶囊',
  injection: 'inyección injectable injektion injeção इंजेक्शन حقن 注射',
  hoop: 'aro aros créoles creolen argola argolas 圈',
  stud: 'ohrstecker 耳钉',
  chain: 'cadena chaîne kette corrente चेन سلسلة 链',
  bracelet: 'pulsera brazalete armband pulseira कंगन سوار 手链 手镯',
  necklace: 'collar collier halskette colar हार قلادة 项链',
  ring: 'anillo bague fingerring anel अंगूठी خاتم 戒指',
  earrings: 'aretes pendientes boucles ohrringe brincos बालियां أقراط 耳环',
  jacket: 'chaqueta chamarra veste jacke jaqueta जैकेट جاكيت سترة 夹克',
  messenger: 'mensajero bandolera besace messager umhängetasche carteiro 邮差',
  tote: 'shopper cabas 托特',
  clutch: 'pochette 手拿包',
  briefcase: 'maletín porte-documents aktentasche 公文包',
  poplin: 'popelina popeline baumwollpopeline 府绸',
  twill: 'sarga sergé köper sarja 斜纹',
  canvas: 'lona toile segeltuch lona 帆布',
  cambric: 'batista batiste 细布',
  gloves: 'guantes gants handschuhe luvas दस्ताने قفازات 手套',
  work: 'trabajo travail arbeit trabalho काम عمل 劳保',
  driving: 'conducción conduite fahren direção ड्राइविंग قيادة 驾驶',
  bag: 'bolso bolsa sac tasche बैग حقيبة شنطة 包',
  shoes: 'zapatos chaussures schuhe sapatos जूते أحذية حذاء 鞋',
  box: 'caja boîte schachtel kästchen caixa डिब्बा صندوق علبة 盒',
  bowls: 'bols cuencos schalen tigelas कटोरे أوعية 碗',
  lacquer: 'laqué laqués laquée lacado lacados lackiert laqueado laqueados 漆',
  mask: 'máscara masque maske मुखौटा قناع 面具',
  vest: 'gilet chaleco weste colete जैकेट سترة 背心',
  towel: 'toalla serviette handtuch toalha तौलिया منشفة 毛巾',
  bath: 'baño bain bad banho स्नान حمام 浴',
  marble: 'mármol marbre marmor mármore संगमरमर رخام 大理石',
  turkish: 'turco turca turc turque türkisch turcos turcas تركي 土耳其',
  egyptian: 'egipcio egipcia égyptien égyptienne ägyptisch egípcio مصري 埃及',
  thai: 'tailandés tailandesa thaï thaïlandais thailändisch tailandês تايلاندي 泰国',
  vietnamese: 'vietnamita vietnamien vietnamesisch فيتنامي 越南',
  brazilian: 'brasileño brasileña brésilien brasilianisch brasileiro brasileira برازيلي 巴西',
  balinese: 'balinés balinesa balinais balinaise balinesisch balinês 巴厘',
  kenyan: 'keniano keniana kényan kenianisch queniano كيني 肯尼亚',
  indian: 'indio india indien indienne indisch indiano indiana भारतीय هندي 印度',
  chinese: 'chino china chinois chinoise chinesisch chinês صيني 中国',
  jasmine: 'jazmín jasmin jasmim चमेली ياسمين 茉莉',
  parboiled: 'vaporizado étuvé parboiled parboilizado उसना सेला مسلوق 蒸谷',
  broken: 'quebrado brisures bruch quebrados टूटा مكسور 碎',
};

/** Folded attribute word → the English word, for Latin, Devanagari and Arabic words. */
const BY_WORD = new Map<string, string>();
/** Chinese attribute words, found as substrings. */
const HAN: { text: string; english: string }[] = [];
for (const [english, words] of Object.entries(ATTRIBUTES)) {
  // One word each: two-word attributes are PHRASES below.
  for (const word of words.split(' ')) {
    if (/\p{Script=Han}/u.test(word)) HAN.push({ text: word, english });
    else BY_WORD.set(matchForm(word), english);
  }
}

/** Two-word attributes whose second word alone is a word of another language ("en or"). */
const PHRASES: readonly [RegExp, string][] = [
  [/(?:^| )(?:en|d) or(?= |$)/u, 'gold'],
  [/(?:^| )(?:en|d) argent(?= |$)/u, 'silver'],
];

/**
 * Attribute words that are product nouns ("guantes" → gloves, "bols" → bowls): found in a product's
 * name they are evidence, like the English word would be. The others (colours, materials, states)
 * only rank.
 */
export const ATTRIBUTE_NOUNS: ReadonlySet<string> = new Set([
  'gloves', 'bag', 'shoes', 'box', 'bowls', 'mask', 'vest', 'towel', 'lacquer', 'jacket',
  'necklace', 'bracelet', 'ring', 'earrings', 'chain', 'tablets', 'capsules', 'briefcase',
]); // prettier-ignore

/** Whether a folded word is an attribute word of one of the languages ("ceramicas"). */
export function isAttributeWord(word: string): boolean {
  return BY_WORD.has(word);
}

/** The English attribute words of a folded text ("cerámicas" → "ceramic"), each once. */
export function attributeWords(form: string, text: string): string[] {
  const found = new Set<string>();
  for (const word of form.split(' ')) {
    const english = BY_WORD.get(word);
    if (english !== undefined && english !== word) found.add(english);
  }
  for (const [pattern, english] of PHRASES) if (pattern.test(form)) found.add(english);
  if (/\p{Script=Han}/u.test(text)) {
    for (const { text: han, english } of HAN) if (text.includes(han)) found.add(english);
  }
  return [...found];
}
