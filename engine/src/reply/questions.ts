// What a buyer asks: the questions of an inquiry (price, MOQ, lead time, payment terms, samples,
// certificates, documents, packaging) in the eight languages, and the trade documents named.
// A topic counts as asked when the inquiry mentions it in a question or a request; a few topics
// (MOQ, lead time, samples, documents, certificates) count whenever they are mentioned, because a
// buyer who names them is asking for them. Pure; never throws.

import { withoutTraditional } from '../mail.ts';
import { mentionedUnnegated } from '../negation.ts';

export type QuestionTopic =
  | 'price'
  | 'moq'
  | 'leadTime'
  | 'paymentTerms'
  | 'samples'
  | 'certificates'
  | 'documents'
  | 'packaging';

export const QUESTION_TOPICS: readonly QuestionTopic[] = [
  'price',
  'moq',
  'leadTime',
  'paymentTerms',
  'samples',
  'certificates',
  'documents',
  'packaging',
];

/** Trade documents a buyer asks for by name. */
export type DocumentKind = 'coa' | 'sds' | 'tds' | 'origin' | 'phyto' | 'testReport';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['coa', 'sds', 'tds', 'origin', 'phyto', 'testReport'];

// Latin words need Latin boundaries only: "请提供TDS、MSDS" has Han letters right beside them.
const B = '(?<![\\p{Script=Latin}\\p{N}])';
const A = '(?![\\p{Script=Latin}\\p{N}])';
const latin = (words: string) => `${B}(?:${words})${A}`;

export const DOCUMENT_PATTERNS: Record<DocumentKind, RegExp> = {
  coa: new RegExp(
    `${latin("coa|c\\.o\\.a\\.?|certificates?\\s+of\\s+analysis|certificados?\\s+de\\s+an[áa]lisis|certificats?\\s+d'analyse|analysenzertifikate?|analysezertifikate?|certificados?\\s+de\\s+an[áa]lise")}|विश्लेषण\\s*(?:का\\s*)?प्रमाण\\s*पत्र|شهادة\\s+(?:ال)?تحليل|分析证书|检验证书`,
    'iu',
  ),
  sds: new RegExp(
    `${latin('m?sds|safety\\s+data\\s+sheets?|material\\s+safety\\s+data\\s+sheets?|hojas?\\s+de\\s+(?:datos\\s+de\\s+)?seguridad|fiches?\\s+de\\s+donn[ée]es\\s+de\\s+s[ée]curit[ée]|fds|sicherheitsdatenbl[äa]tt(?:er)?|fichas?\\s+de\\s+(?:informa[çc][õo]es\\s+de\\s+)?seguran[çc]a|fispq')}|सुरक्षा\\s*डेटा\\s*शीट|(?:صحيفة|نشرة)\\s+بيانات\\s+(?:ال)?سلامة|安全数据表|化学品安全技术说明书|安全技术说明书`,
    'iu',
  ),
  tds: new RegExp(
    `${latin('tds|technical\\s+data\\s*sheets?|technical\\s+sheets?|tech\\s+sheets?|data\\s*sheets?|spec(?:ification)?s?\\s+sheets?|fichas?\\s+t[ée]cnicas?|fiches?\\s+techniques?|technische[sn]?\\s+datenbl[äa]tt(?:er)?|datenbl[äa]tt(?:er)?|technische\\s+unterlagen')}|तकनीकी\\s*(?:डेटा\\s*)?शीट|(?:ورقة|نشرة|صحيفة)\\s+(?:ال)?(?:بيانات|مواصفات)\\s+(?:ال)?فنية|(?:ال)?مواصفات\\s+(?:ال)?فنية|技术(?:数据|参数|规格)(?:表|书)?|规格书|技术资料|产品说明书`,
    'iu',
  ),
  origin: new RegExp(
    `${latin("certificates?\\s+of\\s+origin|c\\.?o\\.?o\\.?|certificados?\\s+de\\s+origen|certificats?\\s+d'origine|ursprungszeugnis(?:se)?|certificados?\\s+de\\s+origem|form\\s+a")}|(?:उत्पत्ति|मूल)\\s*(?:का\\s*)?प्रमाण\\s*पत्र|شهادة\\s+(?:ال)?منشأ|原产地证(?:书|明)?|产地证`,
    'iu',
  ),
  phyto: new RegExp(
    `${B}(?:phyto\\p{L}*|fitoss?anit\\p{L}*|pflanzengesundheit\\p{L}*)|फाइटोसैनिटरी|फाइटो|पादप\\s*स्वच्छता|(?:ال)?صحة\\s+(?:ال)?نباتية|(?:ال)?صحي(?:ة)?\\s+(?:ال)?نباتي(?:ة)?|植物检疫|植检证`,
    'iu',
  ),
  testReport: new RegExp(
    `${latin("(?:lab|test|testing|inspection)\\s+reports?|informes?\\s+de\\s+(?:ensayo|laboratorio|prueba)|rapports?\\s+d'(?:essai|analyse|inspection)|pr[üu]fberichte?|laudos?|relat[óo]rios?\\s+de\\s+(?:ensaio|teste|laborat[óo]rio)|sgs\\s+reports?")}|(?:परीक्षण|टेस्ट|लैब)\\s*रिपोर्ट|تقرير\\s+(?:ال)?(?:اختبار|فحص|مختبر)|检测报告|测试报告|化验报告|检验报告`,
    'iu',
  ),
};

const GENERIC_DOCUMENTS = new RegExp(
  `${latin('documents?|documentation|paperwork|shipping\\s+docs|docs|documentos?|documentaci[óo]n|dokumente?|unterlagen|documenta[çc][ãa]o|dmf|cpp|copp|dossier|dossi[eê]|ctd|laudos?|spec(?:s|ification(?:s)?)?|stability(?:\\s+data)?|donn[ée]es\\s+de\\s+stabilit[ée]|stabilit[äa]tsdaten|datos\\s+de\\s+estabilidad|dados\\s+de\\s+estabilidade|un\\s*38\\.3|health\\s+certificates?|certificados?\\s+sanitarios?|certificats?\\s+sanitaires?|gesundheitszeugnis(?:se)?|certificados?\\s+sanit[áa]rios?|export\\s+registration(?:\\s+(?:no|number))?|[\\p{L}-]*analys(?:en|es|is|e)?|an[áa]lisis|an[áa]lise|reports?|informe|rapport|bericht|relat[óo]rio')}|दस्तावेज़?|कागजात|रिपोर्ट|स्वास्थ्य\\s*प्रमाण\\s*पत्र|हेल्थ\\s*सर्टिफिकेट|(?:ال)?مستندات|(?:ال)?وثائق|ملف|تقرير|(?:ال)?شهادة\\s+(?:ال)?صحية|单据|单证|文件|报告|卫生证书?|健康证书?|出口注册号?|注册号`,
  'iu',
);

/** Topic words. Each pattern says a topic is the subject, not that it is asked. */
const TOPIC_PATTERNS: Record<Exclude<QuestionTopic, 'documents'>, RegExp> = {
  price: new RegExp(
    `${B}(?:price\\p{L}*|pricing|quot\\p{L}*|costs?|rates?|offer\\p{L}*|proforma|precio\\p{L}*|cot[ií]z\\p{L}*|cot[ií]c\\p{L}*|costo|tarifa\\p{L}*|oferta|prix|devis|tarif\\p{L}*|offre|cotation|coter|cotez|chiffr(?:er|age|ez)|co[ûu]t\\p{L}*|\\p{L}*preis\\p{L}*|angebot\\p{L}*|kosten|kostet|pre[çc]o\\p{L}*|cota[çc][ãa]o|cotar|cotem|or[çc]amento|custo|custa[mr]?|proposta|discounts?|descuentos?|remises?|\\p{L}*rabatt\\p{L}*|descontos?|a\\s+cu[áa]nto|cu[áa]nto\\s+(?:cuesta|cuestan|vale|valen|sale|salen)|how\\s+much|(?:quanto|cu[áa]nto|combien|wie\\s*viel)(?=\\s*[?？])|making\\s+charges?|combien(?!\\s+de\\s+(?:temps|jours|semaines|mois))|quanto\\s+(?:custa|custam|sai|fica|vale)|(?:would|will|do)\\s+you\\s+charge|verlangen|berechnen|anbieten|cobrar[íi]an|cobran|cobram|cobrariam|facturez)${A}|(?<![\\u0900-\\u097F])दर(?![\\u0900-\\u097F])|कीमत|दाम|भाव|रेट|मूल्य|कोटेशन|कोट|प्राइस|(?:ال)?سعر|(?:ال)?أسعار|كم\\s+(?:ال)?(?:حبة|قطعة|واحدة|كيلو|طن|متر|كرتون)|चार्ज|عرض|تسعير|تكلفة|ثمن|المصنعية|خصم|छूट|डिस्काउंट|डिसकाउंट|折扣|优惠|价格|报价|价钱|单价|多少钱|价`,
    'iu',
  ),
  moq: new RegExp(
    `${latin('moq|m\\.o\\.q\\.?|minimum\\s+(?:order|quantity|qty)|(?:the|o|el|le|das|den|le|la|su|sus|tu|votre|vos|seu|sua|ihr|ihre|your|their)\\s+m[íi]nim(?:um|o|a)|m[íi]nimo\\s+de\\s+(?:compra|pedido)|mindest\\p{L}*|min\\.?\\s+order|smallest\\s+order|pedido\\s+m[íi]nimo|cantidad\\s+m[íi]nima|quantit[ée]s?\\s+minimales?|commandes?\\s+minimales?|minimum\\s+de\\s+commande|mindestbestellmenge|mindestmenge|mindestabnahme|quantidade\\s+m[íi]nima|ab\\s+welche[rm]?\\s+(?:menge|st[üu]ckzahl|anzahl)|a\\s+partir\\s+de\\s+(?:qu[ée]|que|quelle)\\s+(?:cantidad|quantidade|quantit[ée])|à\\s+partir\\s+de\\s+quelle\\s+quantit[ée]|from\\s+(?:what|which)\\s+quantity')}|न्यूनतम\\s*(?:ऑर्डर|आर्डर|मात्रा)|(?:ال)?حد\\s+(?:ال)?أدنى|أقل\\s+كمية|(?:ال)?كمية\\s+(?:ال)?(?:أقل|أدنى|دنيا)|起订量|最少(?:要|需要|得)?(?:订|买|采购|拿)(?:多少)?|最少多少|最小(?:订单|起订|订购|订货|采购)量?|最低(?:订单|起订|订购|订货|采购)量?|起订|कितनी\\s+मात्रा\\s+(?:से|पर)|कम\\s+से\\s+कम\\s+(?:कितना|कितने|कितनी)|(?<![\\p{L}])(?:kam\\s+se\\s+kam|minimum)\\s+(?:kitna|kitne|kitni)`,
    'iu',
  ),
  leadTime: new RegExp(
    `${latin('lead\\s*-?\\s*times?|delivery\\s+(?:time|period|schedule|date)|production\\s+time|shipping\\s+time|shipment\\s+time|transit\\s+time|turnaround|how\\s+(?:soon|long|fast|quickly)|wie\\s+(?:lange|schnell)|dauert|cu[áa]nto\\s+(?:tarda[nr]?|tardar[íi]an|tiempo|demora[nr]?)|fechas?\\s+(?:estimada\\s+|prevista\\s+|aproximada\\s+)?de\\s+(?:embarque|entrega|env[íi]o|despacho)|datas?\\s+(?:prevista\\s+|estimada\\s+)?de\\s+(?:embarque|entrega)|dates?\\s+(?:estim[ée]e\\s+|pr[ée]vue\\s+)?d(?:e\\s+|\\x27|’)(?:exp[ée]dition|livraison|embarquement)|combien\\s+de\\s+temps|quanto\\s+(?:tempo|demora[mr]?)|when\\s+(?:can|could|will|would)\\s+you\\s+(?:ship|deliver|dispatch|supply)|when\\s+(?:you|u)\\s+(?:can|could|will)\\s+(?:ship|deliver|dispatch|supply)|earliest|how\\s+many\\s+days|ready\\s+stock|in\\s+stock|have\\s+stock|stock\\s+available|available\\s+(?:now|immediately)|disponibilidad|disponible\\s+de\\s+inmediato|disponibilit[ée]|lagernd|vorr[äa]tig|disponibilidade|pronta\\s+entrega|plazos?(?:\\s+de\\s+entrega)?|tiempos?\\s+de\\s+(?:entrega|producci[óo]n|env[íi]o|embarque|fabricaci[óo]n|despacho|elaboraci[óo]n)|cu[áa]ndo\\s+(?:pueden|podr[íi]an)|d[ée]lais?(?:\\s+de\\s+(?:livraison|production|fabrication))?|quand\\s+pouvez|en\\s+stock|lieferzeit(?:en)?|lieferfrist|liefertermin|produktionszeit|wann\\s+(?:k[öo]nnen|k[öo]nnten)|lieferbar|auf\\s+lager|prazos?(?:\\s+de\\s+(?:entrega|produ[çc][ãa]o))?|tempo\\s+de\\s+(?:entrega|produ[çc][ãa]o|fabrica[çc][ãa]o|embarque|envio)|quando\\s+(?:podem|poderiam)|em\\s+estoque|kitne\\s+din\\p{L}*|kitna\\s+(?:time|samay|waqt)|kab\\s+tak|kab\\s+(?:milega|milegi|bhejenge|bhejoge|dispatch|delivery)')}|लीड\\s*टाइम|डिलीवरी\\s*(?:का\\s*)?(?:समय|टाइम)|कितने\\s+(?:दिनों|दिन|समय)|कितना\\s+समय|कब\\s+तक|مدة|كم\\s+(?:يوم|يوما|أسبوع|شهر)|موعد\\s+(?:أول\\s+)?(?:شحن|تسليم)|وقت\\s+(?:ال)?(?:تسليم|توريد|شحن)|متى|交货期|交货时间|交期|货期|生产周期|多久|多长时间|几天|什么时候|何时|现货|库存|स्टॉक|متوفر|متوفرة|مخزون`,
    'iu',
  ),
  paymentTerms: new RegExp(
    `${latin('payment(?:\\s+terms?|\\s+conditions?|\\s+methods?|\\s+options?)?|terms\\s+of\\s+payment|pay|zahlungs\\p{L}*|condiciones\\s+de\\s+pago|formas?\\s+de\\s+pago|pago|conditions\\s+de\\s+paiement|modalit[ée]s\\s+de\\s+paiement|paiement|zahlungsbedingungen|zahlungskonditionen|zahlung|condi[çc][õo]es\\s+de\\s+pagamento|formas?\\s+de\\s+pagamento|pagamento')}|भुगतान|पेमेंट|(?:ال)?دفع|شروط\\s+(?:ال)?دفع|السداد|付款|支付|结算`,
    'iu',
  ),
  samples: new RegExp(
    `${B}(?:shade\\s+cards?|colou?r\\s+cards?|carte\\s+de\\s+couleurs|cartelas?\\s+de\\s+cores|farbkarten?|sampl\\p{L}*|muestr\\p{L}*|[ée]chantillon\\p{L}*|muster\\p{L}*|prob(?:e|en)|amostr\\p{L}*|swatch\\p{L}*|prototyp\\p{L}*|prototip\\p{L}*|prot[óo]tipo\\p{L}*)${A}|नमूना|नमूने|सैंपल|प्रोटोटाइप|عينتين|عينتان|عينة|عينات|نموذج\\s+أولي|(?:كتالوج|كاتالوج)\\s+(?:ال)?ألوان|样机|样品|样本|试样|打样|色卡|样卡|色板|样`,
    'iu',
  ),
  certificates: new RegExp(
    `${B}(?:certif\\p{L}*|certs?|zertifi\\p{L}*|cpp|copp|registered|registration|registrad[oa]s?|registro|enregistr\\p{L}*|registriert|approved|approval|agr[ée](?:[ée]|ment)\\p{L}*|\\p{L}*kennzeichnung|e-mark|\\p{L}*gutachten|nachweis\\p{L}*|konformit[äa]tserkl[äa]rung|autorisation\\s+de\\s+mise\\s+sur\\s+le\\s+march[ée]|amm|homologaci[óo]n|registro\\s+sanitario|homologad\\p{L}*|zugelassen|aprovad[oa]s?|klassifiziert|compliant|compliance|gem(?:m)?ol[oó]g\\p{L}*|laudos?\\s+gemol[óo]gicos?|konformit\\p{L}*|conformit[ée]|conformidad|pr[ée]-?qualifi\\p{L}*|prequalifi\\p{L}*|pr[äa]qualifi\\p{L}*|precalifica\\p{L}*|pr[ée]-?qualifica\\p{L}*)${A}|प्रमाण\\s*पत्र|प्रमाणन|प्रमाणित|सर्टिफिकेट|रजिस्ट्रेशन|पंजीकृत|मार्क|شهادة|شهادات|معتمد|مسجل|تسجيل|اعتماد\\s+(?:ال)?جودة|证书|认证|注册`,
    'iu',
  ),
  packaging: new RegExp(
    `${latin('packaging|packing|package|packed|pack|packs|bags?|cartons?|drums?|ibc|tins?|jars?|pouch(?:es)?|sachets?|vacuum|embalaje|empaque|empacar|empaquetar|envase|cajas?|sacos?|bolsas?|latas?|frascos?|al\\s+vac[íi]o|emballage|emballer|conditionnement|emball[ée]\\p{L}*|bo[îi]tes?|sous\\s+vide|verpackung|verpackt|verpacken|dosen|beutel|s[äa]cke|vakuum\\p{L}*|embal\\p{L}*|caixas?|pacotes?|box|boxes|boxen|kisten|rolls?|rollos?|rouleaux|rollen|rolos?|bobinas?|reels?|spools?')}|पैकिंग|पैकेजिंग|पैक|कार्टन|ड्रम|डिब्बा|डिब्बे|बॉक्स|बोरी|बोरियां|बैग|टिन|(?:ال)?تعبئة|(?:ال)?تغليف|(?:ب|ال)?عبو(?:ة|ات)|包装|包裝`,
    'iu',
  ),
};

// Packaging as a subject (not the pack nouns, which may be the product: "200 leather bags").
const PACKAGING_WORDS = new RegExp(
  `${latin('packaging|packing|package|packed|pack|embal\\p{L}*|embalaje|empaque|empacar|empacan|empaquetar|envase|embalan|embalam|embalamos|embalados?|emballage|emballer|conditionnement|emball[ée]|verpackung|verpackt|verpacken|embalagem|embalado|embalar')}|पैकिंग|पैकेजिंग|पैक|(?:ال)?تعبئة|(?:ال)?تغليف|(?:ب|ال)?عبو(?:ة|ات)|包装|包裝`,
  'iu',
);

// Payment terms named ("L/C", "T/T", "advance"): asked only in a question.
const PAYMENT_NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}/])(?:l\\s*/\\s*c|lc|t\\s*/\\s*t|tt|d\\s*/\\s*p|d\\s*/\\s*a|cad|letters?\\s+of\\s+credit|carta\\s+de\\s+cr[ée]dito|lettre\\s+de\\s+cr[ée]dit|akkreditiv|advance|anticipo|acompte|vorkasse|adiantamento|net\\s*\\d+|transferencias?|transfer[êe]ncias?|wire\\s+transfer|bank\\s+transfer|virement|[üu]berweisung|paypal|western\\s+union|upi|neft|rtgs|pix|boleto|\\d+\\s+(?:tage|d[íi]as|jours|days)\\s+(?:netto|net|neto|nets?))(?![\\p{L}\\p{N}/])|信用证|电汇|साख\\s*पत्र|اعتماد\\s+مستندي|خطاب\\s+اعتماد|حوالة`,
  'iu',
);
// Certifications named: asked only in a question or a requirement.
const CERTIFICATION_NAMES = new RegExp(
  `${latin('iso\\s*\\d{3,5}|haccp|halal|kosher|brc(?:gs)?|fssai|fssc|gmp|who[-\\s]?gmp|fda|usda|organic|org[áa]nic[oa]|biologique|gots|oeko[-\\s]?tex|iatf|sedex|bsci|wrap|lwg|fsc|fair\\s*trade|un\\s*38\\.3|globalg\\.?a\\.?p\\.?|hallmark(?:ed)?|ecocert|cites|sfda|cpp|copp|isi|iec|ul|cpr|sgs|bv')}|हलाल|जैविक|حلال|عضوي|有机|清真`,
  'iu',
);
// Short acronyms that are also words ("ce", "bis", "ul") count only in capitals.
const CERTIFICATION_ACRONYMS = new RegExp(
  latin('CE|CEP|UL|BIS|GIA|IGI|REACH|RoHS|ROHS|AMM|LFGB|ENEC|ECE|EN\\s*\\d{2,5}'),
  'u',
);

// A sentence that asks: a question mark, or a question or request word at its start or inside.
const QUESTION_MARK = /[?？؟¿]/u;
const REQUEST = new RegExp(
  `${latin('please|pls|plz|kindly|could\\s+you|can\\s+you|would\\s+you|will\\s+you|do\\s+you|are\\s+you|is\\s+(?:it|there)|let\\s+(?:us|me)\\s+know|advise|send|share|provide|quote|need\\s+to\\s+know|want\\s+to\\s+know|inform|what|which|how|when|whether|confirm|include|require|required|need|needed|want|request|requested|por\\s+favor|podr[íi]an?|pueden|puede|env[íi]en?|enviar|env[íi]e|ind[íi]quen(?:nos)?|ind[íi]que(?:nos)?|necesitamos|necesito|requerimos|cu[áa]l(?:es)?|cu[áa]nto|qu[ée]|merci\\s+de|pourriez|pouvez|veuillez|envoyer|envoyez|indiquer|indiquez|quel(?:le)?s?|combien|avons\\s+besoin|souhaitons|bitte|k[öo]nnen|k[öo]nnten|senden|schicken|teilen|welche[rsn]?|wie|wann|gibt\\s+es|haben\\s+sie|ben[öo]tigen|brauchen|podem|poderiam|pode|envie|enviem|informar|informe|qual|quais|quanto|favor|precisamos|necessit\\p{L}*|solicit(?:amos|o|a)|gostar[íi]amos|batao|bataiye|bataye|bataen|batayein|bhejo|bhejiye|bhejna|dijiye|chahiye|like\\s+to\\s+(?:know|have|receive|get)|wish\\s+to\\s+know|wondering|appreciate|grateful|revert|get\\s+back|do\\s+let|(?:me|nos)\\s+gustar[íi]a|quisi[ée]ramos|quisiera|agradecer[íi]amos|agradecer[íi]a|agradezco|aimerions|aimerais|voudrions\\s+savoir|souhaiterions|serions\\s+reconnaissants|faire\\s+savoir|m[öo]chten\\s+(?:gerne?\\s+)?wissen|w[üu]ssten\\s+gerne?|w[äa]ren\\s+(?:ihnen\\s+)?dankbar|mitteilen|gostaria|agradecer[íi]amos|agrade[çc]o|ficar[íi]amos\\s+gratos')}|कृपया|बताएं|बताएँ|बताइए|बताइये|बताओ|भेजें|भेजिए|भेजें|दें|क्या|कितना|कितनी|कितने|कब|कैसे|चाहिए|चाहते|يرجى|نرجو|الرجاء|رجاء|هل|ما\\s+هو|ما\\s+هي|ماذا|كم|متى|كيف|أرسلوا|ارسلوا|إرسال|ارسال|تزويدنا|زودونا|نحتاج|نريد|نطلب|请|是否|能否|可否|能不能|可不可以|吗|多少|什么|怎么|如何|何时|提供|告知|发送|寄|需要|要求|想了解|想知道|了解一下|麻烦|烦请|劳驾|نود|أود|نرغب|نتمنى|إفادتنا|افادتنا|أفيدونا|افيدونا|जानना\\s+चाहते|जानना\\s+चाहेंगे|जानना\\s+है|सूचित\\s+करें|अवगत\\s+कराएं`,
  'iu',
);
// A question proper (not only a request): payment-term and packaging names count only here.
const QUESTION_WORD = new RegExp(
  `${latin('what|which|how|can\\s+you|could\\s+you|do\\s+you|is\\s+it|are\\s+you|whether|cu[áa]l(?:es)?|qu[ée]|c[óo]mo|pueden|aceptan|acepta|quel(?:le)?s?|comment|pouvez|acceptez|welche[rsn]?|wie|k[öo]nnen|akzeptieren|qual|quais|como|podem|aceitam|advise|confirm|confirmation|confirmaci[óo]n|confirma[çc][ãa]o|best[äa]tigung|let\\s+(?:us|me)\\s+know|ind[íi]quen(?:nos)?|indiquez|teilen|informe')}|क्या|कैसे|कौन|بتا|هل|ما\\s+(?:هي|هو)|كيف|ماذا|是否|能否|吗|什么|怎么|如何|哪些|可否|能不能`,
  'iu',
);

// "Preciso FOB Chennai", "need CIF Jeddah", "pode cotar FOB e CFR": a price basis asked for is a price request.
const PRICE_BASIS_REQUEST = new RegExp(
  `${latin('need|require|preciso|precisamos|necesito|necesitamos|brauchen|ben[öo]tigen|besoin\\s+d[eu]|cotar|cotizar|coter|quote')}\\s+(?:(?:the|el|o|le|a|den|das)\\s+)?(?:price\\s+|precio\\s+|pre[çc]o\\s+|prix\\s+|preis\\s+)?${latin('EXW|FCA|FOB|CFR|CNF|CIF|CPT|CIP|DAP|DDP')}`,
  'iu',
);

// "11.34" and "4 Stk. pro Karton" do not end a sentence.
// "1. Price" keeps its number: a list item is one sentence.
const SENTENCE_SPLIT = /(?<=[!?？。！؟\n;；।])\s*|(?<=(?<!(?:^|\n)[ \t]*\d{1,2})\.)\s+(?![a-zà-ÿ])|\s+(?=¿)/u;

// A line of a list: "- Preis", "– Lieferzeit", "• MOQ", "1. Price", "2) Lead time".
const LIST_ITEM = /^(?:[-–—•*·]|\d{1,2}[.)])\s*/u;

export interface AskedQuestions {
  topics: QuestionTopic[];
  /** The documents asked for by name, in the order of DOCUMENT_KINDS. */
  documents: DocumentKind[];
}

function documentsIn(text: string): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => DOCUMENT_PATTERNS[kind].test(text));
}

/** Removes document names, so "certificate of origin" is not a certificate question too. */
function withoutDocuments(text: string): string {
  let rest = text;
  for (const kind of DOCUMENT_KINDS)
    rest = rest.replace(new RegExp(DOCUMENT_PATTERNS[kind].source, 'giu'), ' ');
  return rest;
}

/** The questions a buyer's inquiry asks, in the order of QUESTION_TOPICS. */
export function detectQuestions(inquiry: string): AskedQuestions {
  // "請問", "報價", "多少錢": traditional characters read as the simplified ones the patterns hold.
  const text = typeof inquiry === 'string' ? withoutTraditional(inquiry) : '';
  const documents = documentsIn(text);
  const asked = new Set<QuestionTopic>();
  if (documents.length > 0) asked.add('documents');
  // "Please include in your offer:" / "Bitte geben Sie an:" followed by a list: each item is asked.
  let listAsked = false;
  for (const raw of text.split(SENTENCE_SPLIT)) {
    const sentence = raw.trim();
    if (!sentence) continue;
    const rest = withoutDocuments(sentence);
    const item = LIST_ITEM.test(sentence);
    if (!item) listAsked = false;
    const question = QUESTION_MARK.test(sentence) || QUESTION_WORD.test(sentence) || (item && listAsked);
    if (!item && /[:：]\s*$/u.test(sentence) && (QUESTION_WORD.test(sentence) || REQUEST.test(sentence)))
      listAsked = true;
    const request = question || REQUEST.test(sentence);
    if (TOPIC_PATTERNS.price.test(rest) || PRICE_BASIS_REQUEST.test(rest)) asked.add('price');
    if (TOPIC_PATTERNS.moq.test(rest)) asked.add('moq');
    if (TOPIC_PATTERNS.leadTime.test(rest)) asked.add('leadTime');
    // "No samples needed", "不需要样品": a sample named only to decline it is not asked.
    if (!asked.has('samples') && mentionedUnnegated(rest, TOPIC_PATTERNS.samples)) asked.add('samples');
    if (TOPIC_PATTERNS.certificates.test(rest)) asked.add('certificates');
    if (request && GENERIC_DOCUMENTS.test(rest)) asked.add('documents');
    if (
      (request &&
        /(?:payment|pago|paiement|zahlungs?|pagamento)\s*(?:terms?|conditions?|methods?|options?|bedingungen|konditionen|ziel)|terms\s+of\s+payment|prazos?\s+de\s+pagamento|plazos?\s+de\s+pago|d[ée]lais?\s+de\s+paiement|payment\s+period|condiciones\s+de\s+pago|formas?\s+de\s+pago|conditions\s+de\s+paiement|modalit[ée]s\s+de\s+paiement|condi[çc][õo]es\s+de\s+pagamento|formas?\s+de\s+pagamento|(?:भुगतान|पेमेंट)\s*(?:की\s*)?(?:शर्त|टर्म्स|टर्म)|(?:payment|pement)\s+(?:ki\s+)?(?:terms|shart)|شروط\s+(?:ال)?دفع|طريقة\s+(?:ال)?دفع|付款方式|付款条件|支付方式|结算方式/iu.test(
          rest,
        )) ||
      (question && (TOPIC_PATTERNS.paymentTerms.test(rest) || PAYMENT_NAMES.test(rest)))
    )
      asked.add('paymentTerms');
    if (question && (CERTIFICATION_NAMES.test(rest) || CERTIFICATION_ACRONYMS.test(rest)))
      asked.add('certificates');
    if (
      (request && PACKAGING_WORDS.test(rest)) ||
      (question && TOPIC_PATTERNS.packaging.test(rest)) ||
      (request &&
        /packaging\s+(?:details|options|specifications?)|packing\s+(?:details|list|options|specifications?)|(?:tipo|detalles)\s+de\s+(?:embalaje|empaque)|type\s+d'emballage|verpackungsart|tipo\s+de\s+embalagem|पैकिंग\s*(?:का\s*)?(?:विवरण|तरीका)|نوع\s+(?:ال)?تعبئة|تفاصيل\s+(?:ال)?تعبئة|包装方式|包装要求|包装规格/iu.test(
          rest,
        ))
    )
      asked.add('packaging');
  }
  return { topics: QUESTION_TOPICS.filter((topic) => asked.has(topic)), documents };
}
