// The buyer's own words for the product, when the glossary does not know it: the noun phrase after
// the quantity ("500 metres of *cotton poplin fabric*", "100套*不锈钢炊具*", "500 मीटर *सूती कपड़ा*
// चाहिए"), else the words before it ("*Cotton bed sheets*, 500 pieces"), else the object of "we need",
// "looking for", "necesitamos", "我们需要"… Conservative: null when nothing reads as a product.
import { UNIT_PATTERNS, normaliseDigits, readTableLine } from '../facts.ts';
import { readableText } from '../mail.ts';
import { countPrefix } from '../numberWords.ts';

const MAX_WORDS = 6;
const MAX_CHARACTERS = 60;

// Words that end the product phrase (prepositions, trade terms, request words) in the 5 Latin languages.
export const LATIN_STOP = new Set(
  (
    'to for from with per at by in on into delivered delivery shipped shipping shipment packed packing please each ' +
    'within before until and or but that which who we our you your is are be as cif fob cfr cnf exw fca fas cpt cip every her pr ' +
    'monthly weekly yearly daily annually mensual mensuales mensuel mensuels monatlich mensal mensais ' +
    'anbieten liefern schicken senden zusenden kaufen bestellen nennen mitteilen geben ' +
    'hacer fazer faire make place pedido order commande bestellung encomenda comprar buy importar import saber know ' +
    'à a al au aux ao temos tenemos interesse interés ' +
    'receive recibir recevoir erhalten receber ca approx circa etwa environ aprox about around ' +
    'dap dpu ddp incoterm incoterms price prices quote quotation target payment terms sample samples via under if ' +
    'para por con sin en hacia hasta desde cada antes entrega envío envio precio precios cotización pago muestra ' +
    'muestras y o que su sus nuestro nuestra es son destino puerto ' +
    'pour par avec sans en vers jusqu chaque avant livraison prix paiement échantillon échantillons et ou que qui ' +
    'votre vos notre nos est sont port destination ' +
    'für mit ohne nach bis pro je zum zur vor lieferung preis preise angebot zahlung muster und oder die der das ' +
    'den dem ist sind hafen ihr ihre unser unsere innerhalb binnen spätestens dentro statt anstatt instead ' +
    'com sem em até ao aos cada antes entrega preço preços cotação pagamento amostra amostras e ou que seu sua ' +
    'nosso nossa é são porto destino'
  ).split(' '),
);
// Hindi in Latin letters: verbs and postpositions that end a product phrase ("Ghee chahiye" → "Ghee").
const HINGLISH_STOP = new Set(
  (
    'chahiye chahie chaiye chahiyen bhejiye bhejo bhejna bhejein dijiye kitna kitne kitni kya milega milegi ' +
    'hai hain hoga hogi mein aur ka ki ke ko wala wali wale chahte chahta chahti bhav bhaav daam ' +
    'mujhe humein hume hamein humko hamko aaj kal abhi'
  ).split(' '),
);
for (const word of HINGLISH_STOP) LATIN_STOP.add(word);

// Latin words that lead into the phrase and are dropped ("of", "de", "von"…).
const LATIN_LEAD =
  /^(?:(?:of|de|del|des|du|d'|da|do|das|dos|von|an|x|×|the|some|your|any|a|an|un|una|unos|unas|une|um|uma|el|la|los|las|le|les|o|os|as|ein|eine|einen|einem|einer|der|die|das|den|dem|ihre|ihren|vos|votre|sus|seus|suas|su|seu|sua|their)\s+|d'|l')+/iu;
// Words that are not a product on their own: generic nouns, quantities, documents, prices.
export const GENERIC = new Set(
  (
    'product products item items goods material materials quantity order stock merchandise thing things it them ' +
    'producto productos artículos mercancía produit produits articles marchandise produkt produkte ware waren ' +
    'artikel produto produtos mercadoria itens best good quality assorted mixed gemischt sortiert surtidos ' +
    'commodities commodity agro range gamme gama sortiment linha línea wholesale retail gros détail mayoreo ' +
    'menudeo atacado varejo großhandel einzelhandel artisanaux artisanales artesanais handicraft handicrafts ' +
    'surtido assortis assortiment variados diversos sortidos sizes size colours colors colour color tailles taille couleurs tallas colores tamanhos cores größen farben gemischte ' +
    'total approx about around monthly weekly yearly required needed wanted urgent urgently asap ' +
    'mensuales mensual mensuel mensuels monatlich mensais mensal per month ' +
    'spare parts peças peça reposição repuestos refacciones recambios pièces rechange ersatzteile ersatzteil dmf ctd cpp dossier ' +
    'coa msds sds tds catalog catalogue catálogo katalog documents documentos dokumente documentation samples ' +
    'sample muestra muestras échantillon échantillons muster amostra amostras certificate certificates ' +
    'certificado certificados certificat certificats zertifikat zertifikate quotation quote offer oferta offre ' +
    'angebot information info details price prices precio precios prix preis preise preço preços list lista ' +
    'ce rohs iso ul gmp haccp halal kosher fda bis reach sgs ' +
    'liste preisliste pricelist السعر الأسعار سعر عرض كتالوج عينة عينات شهادة कीमत रेट भाव कैटलॉग सैंपल ' +
    'नमूना हमें हम मुझे आप कुल लगभग करीब तकरीबन 价格 报价 样品 目录 产品 货'
  ).split(' '),
);

// Documents, certificates and prices are what a buyer asks for, not the product; a company's legal
// form ("Import GmbH"), a trader describing itself ("食品贸易商") or "commercial quantities" neither.
const NOT_A_PRODUCT =
  /(?<![\p{L}])(?:gmbh|ltd|llc|inc|sarl|s\.?a\.?r\.?l|lda|ltda|pvt|plc|s\.?l\.?|s\.?a\.?|b\.?v\.?|srl|llp|ag)\.?$|(?:贸易商|经销商|代理商|进口商|批发商|零售商|公司|企业|工厂)$|^(?:大概|大约|左右|约|每个?月|每周|每年|每季度?|月均|年均|经理|总监|主管|专员|负责人|助理)$|^(?:每个?月|每年|月|年)?(?:的)?(?:需求量?|用量|采购量|订货量|需要量)$|(?<![\u0621-\u064A])(?:كميات|كمية)(?![\u0621-\u064A])|证书|认证|报告|样品|价格|报价|目录|单价|周期|交期|交货期|交货时间|货期|起订|首批|第一批|首单|试单|每批|本次|此次|这次|(?<![\p{L}])(?:fichas?\s+t[ée]cnicas?|hojas?\s+(?:de\s+seguridad|t[ée]cnicas?)|fiches?\s+(?:techniques?|de\s+donn[ée]es)|datasheets?|data\s+sheets?|(?:sicherheits)?datenbl[äa]tt(?:er)?|fispq|tabelas?\s+de\s+pre[çc]os|lista\s+de\s+precios|price\s+lists?|listes?\s+de\s+prix)(?![\p{L}])|(?<![\p{L}])(?:certificates?|certifications?|certificaci[óo]n(?:es)?|certifica[çc](?:[ãa]o|[õo]es)|zertifizierung(?:en)?|reports?|catalog(?:ue)?s?|samples?|prices?|quotations?|certificados?|cat[áa]logo|muestras?|certificats?|zertifikate?|katalog|muster|amostras?)(?![\p{L}])|प्रमाणपत्र|सर्टिफिकेट|कैटलॉग|شهادة|شهادات|كتالوج|(?:ال)?أسعار|(?:ال)?سعر|عرض/iu;

// Cues that introduce the product when there is no quantity before it.
const OBJECT_CUES = new RegExp(
  '(?<![\\p{L}])(?:we\\s+(?:need|require|want|are\\s+looking\\s+for|are\\s+interested\\s+in|would\\s+like\\s+to\\s+(?:buy|import|order|purchase|source))|looking\\s+for|interested\\s+in|in\\s+need\\s+of|inquiry\\s+(?:for|about|on)|enquiry\\s+(?:for|about|on)|rfq\\s+(?:for)?|(?:please\\s+|pls\\s+|kindly\\s+|can\\s+(?:you|u)\\s+|could\\s+you\\s+)?quote(?:\\s+(?:for|on|us|me))?|quotation\\s+for|price\\s+(?:for|of|on)|prices\\s+(?:for|of|on)|offer\\s+(?:for|on)|rates?\\s+(?:for|on)|offre\\s+pour|oferta\\s+(?:de|para)|proposta\\s+(?:de|para)|moq\\s+(?:for|of)|minimum\\s+order\\s+(?:for|of)|do\\s+(?:you|u)(?:\\s+guys)?\\s+(?:export|supply|make|manufacture|produce|sell|have|stock|carry)|need|require|buy|purchase|import|source|' +
    '(?:we\\s+are\\s+|we’re\\s+|i\\s+am\\s+|currently\\s+)?(?:sourcing|importing|procuring)|(?:would\\s+)?(?:love|like|want|wish|plan)\\s+to\\s+(?:stock|carry|distribute|sell|retail|buy|order|import|purchase|source)|(?:estoy|estamos|andamos|ando)\\s+buscando|buscando|necesitamos|necesito|buscamos|busco|queremos\\s+(?:comprar|importar)?|quiero|requerimos|requiero|ocupamos|ocupo|manejan|manejamos|(?:me|nos)\\s+interesan?|interesados\\s+en|cotizaci[óo]n\\s+(?:de|para)|cot[íi]cen(?:me|nos)?|precio\\s+(?:de|del|de\\s+los|de\\s+las)|pedido\\s+m[íi]nimo\\s+de|fabrican|venden|tienen|' +
    "on\\s+(?:veut|voudrait|cherche|recherche)|(?:quisiera|quisi[ée]ramos|quer[íi]amos|queria|gostar[íi]amos\\s+de|gostaria\\s+de|voudrions|aimerions)\\s+(?:cotizar|cotar|comprar|importar|pedir|encargar|coter|commander|acheter)|cu[áa]nto\\s+(?:vale|valen|cuesta|cuestan|sale|salen)\\s+(?:el|la|los|las)?|(?:(?:je\\s+suis|nous\\s+sommes)\\s+)?[àa]\\s+la\\s+recherche\\s+(?:de|d')|nous\\s+(?:cherchons|recherchons|voulons|voudrions|souhaiterions|aimerions|souhaitons\\s+(?:acheter|importer|commander)|avons\\s+besoin\\s+(?:de|d'))|je\\s+(?:cherche|recherche|voudrais)|int[ée]ress[ée]s?\\s+par|besoin(?:\\s+de)?|demande\\s+de\\s+prix\\s+pour|prix\\s+(?:de|du|des|de\\s+la)|avez-vous|vous\\s+avez\\s+(?=des\\s|du\\s|de\\s+la\\s|de\\s+l')|fabriquez-vous|auriez-vous|proposez-vous|vendez-vous|vous\\s+faites|" +
    '(?:ich\\s+)?interessiere\\s+mich\\s+f[üu]r|interessieren\\s+uns\\s+(?:sehr\\s+)?f[üu]r|wir\\s+(?:ben[öo]tigen|brauchen|suchen|m[öo]chten(?:\\s+(?:kaufen|importieren|bestellen))?|interessieren\\s+uns\\s+f[üu]r)|(?:suchen|ben[öo]tigen|brauchen)(?:\\s+wir)?|(?:ich\\s+)?suche|habt\\s+ihr|(?:wir\\s+|ich\\s+)?br[äa]uchte(?:n|t)?|h[äa]ttet\\s+ihr|h[äa]tten\\s+sie|ihr\\s+macht|macht\\s+ihr|stellt\\s+ihr|f[üu]hrt\\s+ihr|verkauft\\s+ihr|liefert\\s+ihr|hast\\s+du|was\\s+kostet|anfrage\\s+(?:f[üu]r|zu)|angebot\\s+f[üu]r|preis\\s+f[üu]r|was\\s+kosten|mindestbestellmenge\\s+f[üu]r|haben\\s+sie|stellen\\s+sie|' +
    // "a sample of X", "muestras de su X", "عينة من X": the product sampled is the one asked for.
    '(?:samples?|muestras?|[ée]chantillons?|amostras?)\\s+(?:of|de|d\x27|do|da)|muster\\s+(?:von|f[üu]r)|precisamos(?:\\s+de)?|pretende(?:mos)?|necessitamos(?:\\s+de)?|(?:estou|estamos)\\s+(?:procurando|[àa]\\s+procura\\s+de)|procuramos|quero|queria|gostar[íi]amos\\s+de|gostaria\\s+de|buscamos|interessados\\s+em|temos\\s+interesse\\s+(?:em|n[oa]s?)|interessad[oa]s\\s+n[oa]s?|tenemos\\s+inter[ée]s\\s+en|cota[çc][ãa]o\\s+(?:de|para)|pre[çc]o\\s+(?:de|do|da|dos|das)|(?:voc[êe]s|vcs|vc)\\s+(?:fabricam|vendem|t[êe]m|tem|fornecem|exportam)|fabricam|queremos|procura|procuro|' +
    // A company as the subject ("Notre société recherche", "Unsere Firma sucht", "our store needs"), a
    // supplier asked whether it sells ("Bieten Sie X an?", "Verkaufen Sie X"), a request word with a
    // colon before the item ("Bitte um Angebot: X", "Favor cotar: X", "Cotizar: X", "Merci de coter : X").
    "recherche|cherche|sucht|busca|necesita|requiere|needs|requires|seeks|wants|(?:is|are)\\s+looking\\s+for|bieten\\s+sie(?:\\s+(?:uns|mir))?(?:\\s+an\\s*:)?|verkaufen\\s+sie|f[üu]hren\\s+sie|liefern\\s+sie|produzieren\\s+sie|fertigen\\s+sie|(?:bitte\\s+um\\s+(?:ein\\s+)?)?angebot\\s*:|(?:favor|por\\s+favor)\\s+cotar\\s*:?|cotar\\s*:|cotizar\\s*:|coter\\s*:|devis\\s*:)(?![\\p{L}])\\s*(?:(?:a|an|the)\\s+)?(?:(?:a|an|un|une|um|uma|einen|eine|ein|uno|una)\\s+)?(?:(?:factory|manufacturer|supplier|exporter|producer|source|partner|workshop|fabricant|fournisseur|atelier|partenaire|usine|fabricante|proveedor|socio|taller|fornecedor|parceiro|oficina|hersteller|lieferanten?|produzenten?|informaci[óo]n|informa[çc][ãa]o|informations?|info|details|détails|detalles|detalhes)\\s+(?:for|of|on|about|de|d'|sobre|sur|von|zu|f[üu]r|pour|para)\\s+(?:des|les|la|le|l'|los|las|el|os|as|die|den|the)?\\s*)?(?:(?:d[ée]couvrir|voir|conna[îi]tre|recevoir|acheter|commander|importer|obtenir|conocer|ver|recibir|comprar|importar|pedir|obtener|kennenlernen|sehen|erhalten|kaufen|bestellen|beziehen|conhecer|receber|encomendar|obter|see|get|receive|buy|buying|order|ordering|import|importing|discover|source|sourcing|purchase|purchasing)\\s+)?",
  'iu',
);

const SCRIPT_OBJECT_CUES =
  /(?:(?:请问)?(?:你们|贵司|贵公司|贵厂)(?:能否|是否|可否|能不能|可不可以|可以|能)?(?:有没有|是否有|有|卖|生产|做|提供|供应)|(?:我们?)?想(?:了解一下|了解|咨询一下|咨询|问一下|问问)|了解一下|(?:麻烦|烦请|请)?(?:报一下|报个价)|对(?:贵司|贵公司|贵厂|你们|您们|您)的|请问你们的|请问贵司的|请问|你们的|贵司的|有没有|是否有|我们需要|我司需要|我们要|我司要|我们想(?:要|买|采购|购买|进口|订购|订|定制)|定制|订做|订购|需要|求购|采购(?!经理|部|员|总监|主管|专员|负责人|助理|科)|购买|询购|询价|进口|寻找|想买|想进(?:一批)?|نحتاج\s+(?:إلى\s+)?|(?:عينة|عينات)\s+من\s+|(?:بدي|بدنا|عايز|عاوز)\s+|(?:نبي|نبغى|نبغي|أبغى|ابغى|أبي|ابي)\s+|نريد\s+(?:شراء|استيراد)?\s*|(?:نبحث|أبحث|ابحث)\s+عن\s+(?:(?:مورد|موردين|مصدر|مصدرين|مصنع|مصانع)(?:\s+(?:موثوق|موثوقين|معتمد|معتمدين|جيد))?\s+(?=لل))?|(?:نود|نرغب\s+ب)\s*(?:شراء|استيراد)\s+|(?:أريد|اريد|أحتاج|احتاج)\s+(?:إلى\s+)?|(?:الاستفسار|نستفسر|أستفسر)\s+عن\s+(?:سعر\s+|أسعار\s+)?|نرغب\s+في\s+(?:شراء|استيراد)\s+|مهتمون\s+ب|طلب\s+عرض\s+سعر\s*(?:[:：]|ل|على)\s*|(?:هل\s+)?عندكم\s+|(?:كم|ما|ما\s+هو)\s+سعر\s+|مطلوب\s+|نطلب\s+|عايزين\s+|هل\s+لديكم\s+|هل\s+(?:تبيعون|توفرون|تصدرون|تنتجون|يوجد\s+لديكم)\s+|هل\s+تصنعون\s+|क्या\s+आप(?:के\s+पास)?\s+|हमें\s+|मुझे\s+)/u;

// Han phrase: stops at punctuation, a trade term or a function word.
const HAN_PHRASE =
  /^(?:的)?([\p{Script=Han}A-Za-z-]{1,14}?)(?=[，,。.；;：:！!？?、\s(（\d]|约|大约|大概|左右|运往|运到|发往|到|至|交货|价格|报价|请|要求|用于|包装|付款|有现货|有货|有|吗|怎么|什么价|啥价|多少钱|价钱|价位|很感兴趣|非常感兴趣|感兴趣|是否|能否|可以|多少|的(?:最小|最低|价格|报价|起订|交货|样品|付款|包装|规格|MOQ)|CIF|FOB|CFR|EXW|DDP|DAP|$)/u;
const CUE_ADVERB =
  /^(?:(?:gerne?|bitte|dringend|ebenfalls|auch|noch|urgently|urgent|also|kindly|again|aussi|également|urgemment|également|tambi[ée]n|urgentemente|urgente|tamb[ée]m|ainda)\s+)+/iu;
const HAN_VERB_FIRST = /^(?:采购|购买|订购|进口|提供|供应|定制|订做|求购|询购|有(?!机|限|色|线))/u;
const HAN_STOP_FIRST =
  /^(?:印(?:logo|LOGO|Logo|标|字|上|我们|我司|公司|商标)|并|和|及|寄|送到|发到|到|运往|运到|发往|至|交货|价格|报价|请|的价格|的报价|单价)/u;
const ARABIC_STOP =
  /^(?:إلى|الى|مع|في|خلال|بسعر|على|شحن|تسليم|توصيل|ميناء|يرجى|نرجو|الرجاء|هل|و?ما|CIF|FOB|CFR|EXW|DDP|DAP|قبل|بحلول|حتى|من\s+الهند|لكل|عبر|بشرط|بموجب|الدفع|عينة|عينات|عدد|الكمية|بالجملة|شهريا|سنويا|أسبوعيا|اسبوعيا|تقريبا|فقط|يوميا|مقاسات|مقاس|ألوان|أحجام|متنوعة|مختلفة|قطر|بقطر|طول|بطول|بعرض|سماكة|بسماكة|بسمك|وزن|بوزن|سعة|بسعة)$/u;
export const HINDI_STOP =
  /^(?:चाहिए|चाहिये|को|है|हैं|तक|में|पर|से|और|भेजें|कृपया|क्या|CIF|FOB|CFR|EXW|DDP|DAP|आवश्यकता|ज़रूरत|जरूरत|खरीदना|लिए|भाव|कीमत|डिलीवरी|मासिक|हर|प्रति|लगभग|करीब|बनाते|बनाती|बेचते|बेचती|देते|करते|सप्लाई|मिलेगा|मिलेगी|मिलेंगे)$/u;

function clean(phrase: string): string | null {
  const stripped = phrase
    .replace(/^[\s,.;:()"'“”‘’«»\-–—]+|[\s,.;:()"'“”‘’«»\-–—]+$/gu, '')
    .replace(/\s+/g, ' ')
    // "इलायची का रेट", "चावल के भाव": the price asked for is not part of the name.
    .replace(/\s+(?:का|के|की)\s+(?:रेट|भाव|कीमत|दाम|मूल्य)(?:\s.*)?$/u, '')
    // "电饭煲什么价", "压力锅怎么卖": nor the Chinese price question after the name.
    .replace(/(?<=\p{Script=Han})(?:怎么卖|怎么算|什么价[格钱]?|啥价|多少钱|价钱|价位)$/u, '')
    .trim();
  // A bracket the phrase opened is closed ("मशीन (ऑयल एक्सपेलर)").
  const text =
    (stripped.match(/[(（]/gu) ?? []).length > (stripped.match(/[)）]/gu) ?? []).length
      ? `${stripped})`
      : stripped;
  // A name may start with a number glued to letters ("925银饰品", "22K gold"), never with a count.
  if (!text || /^\d[\d.,]*(?:\s|$)/.test(normaliseDigits(text))) return null;
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return null;
  if (text.length > MAX_CHARACTERS) return null;
  if (
    text
      .split(/[\s/]+/)
      .every(
        (word) =>
          GENERIC.has(word.toLowerCase()) ||
          LATIN_STOP.has(word.toLowerCase()) ||
          /^(?:of|de|del|des|du|da|do|das|dos|von)$/iu.test(word),
      )
  )
    return null;
  if (NOT_A_PRODUCT.test(text)) return null;
  // "不要FOB" (not FOB): a phrase with a trade term is a terms line, not a product.
  if (/(?<![A-Za-z])(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|CNF)(?![A-Za-z])/u.test(text)) return null;
  // A delivery time is not a product ("1天内交货", "30 days").
  if (
    /^\d[\d.,]*\s*(?:天|日|周|个?月|个?星期|days?|weeks?|months?|d[íi]as|semanas|jours|tage|dias)/iu.test(
      text,
    )
  )
    return null;
  // A product does not start with a preposition or a verb ("hacer un pedido", "para Lima").
  if (LATIN_STOP.has(text.split(' ')[0]?.toLowerCase() ?? '')) return null;
  return text;
}

const MATERIALS =
  /^(?:osier|rotin|bambou|mimbre|rat[áa]n|bamb[úu]|vime|bambu|weide|rattan|wicker|bamboo|c[ée]ramique|cer[áa]mica|keramik|ceramic|porcelaine|porcelana|porzellan|porcelain|marbre|m[áa]rmol|m[áa]rmore|marmor|marble|pierre|piedra|pedra|stein|stone|jean|jeans|denim|cuir|coton|laine|soie|argent|or|laiton|bois|acier|inox|plastique|verre|jute|lin|cuero|algod[óo]n|lana|seda|plata|oro|lat[óo]n|madera|acero|vidrio|yute|lino|couro|algod[ãa]o|prata|ouro|lat[ãa]o|madeira|a[çc]o|juta|leather|cotton|wool|silk|silver|gold|brass|wood|steel|glass|leder|baumwolle|wolle|seide|silber|messing|holz|stahl|glas)$/iu;

const ROMANCE_MANNER =
  /^(?:presi[óo]n|press[ãa]o|pression|vapor|vapeur|gas|g[áa]s|sol|soleil|mano|m[ãa]o|main|vac[íi]o|v[áa]cuo|le[ñn]a|lenha|bois|pedal|p[ée]dale|bater[íi]a|batterie|pilas|motor|moteur|carb[óo]n|charbon|carv[ãa]o|leite|leche|lait|huile|aceite|azeite|eau|agua|[áa]gua|bille|billes|gran|main|la)$/iu;

function latinPhrase(rest: string): string | null {
  const lead = LATIN_LEAD.exec(rest);
  const from = rest.slice(lead?.[0].length ?? 0);
  const words: string[] = [];
  for (const match of from.matchAll(
    /((?:\p{N}+\p{Script=Latin}|\p{Script=Latin})[\p{Script=Latin}\p{M}\p{N}'’\-/&+]*(?:\.[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{M}\p{N}'’\-/&+]*)*)(\s*)|([^\p{Script=Latin}\p{M}\s]+)/gu,
  )) {
    const word = match[1];
    if (!word) break;
    // "sandales en cuir", "botas de cuero", "bags in jute": a material keeps its preposition.
    const next = /^\s*([\p{L}\p{M}]+)/u.exec(from.slice((match.index ?? 0) + match[0].length))?.[1] ?? '';
    const material =
      (/^(?:en|em|de|in|aus|di|da|do)$/iu.test(word) && MATERIALS.test(next)) ||
      // French names a tool by its use with "à": "filtres à huile", "machine à coudre", "pompe à eau".
      (word === 'à' && words.length > 0 && /^[a-zéèêëàâîïôûüç]{3,}$/u.test(next) && !LATIN_STOP.has(next)) ||
      // "ollas a presión", "tomates secados al sol", "tomate seco ao sol", "cuit à la vapeur": a
      // Romance manner phrase is part of the name.
      (words.length > 0 && /^(?:a|al|ao|à|au)$/iu.test(word) && ROMANCE_MANNER.test(next)) ||
      // Hinglish joins two names with a possessive: "sarso ka tel" (mustard oil), "chane ki dal".
      (words.length > 0 &&
        /^(?:ka|ki|ke)$/iu.test(word) &&
        /^[a-z]{3,}$/iu.test(next) &&
        !LATIN_STOP.has(next.toLowerCase()) &&
        !GENERIC.has(next.toLowerCase()) &&
        !/^(?:rate|price|rates|prices|sample|samples|quotation|order|delivery|payment)$/iu.test(next));
    if ((LATIN_STOP.has(word.toLowerCase()) && !material) || words.length === MAX_WORDS) break;
    words.push(word);
    if (!match[2] && from.charAt((match.index ?? 0) + match[0].length) !== '') {
      // A word glued to punctuation ends the phrase ("cookware,").
      const next = from.charAt((match.index ?? 0) + match[0].length);
      if (!/[\p{L}\p{M}]/u.test(next)) break;
    }
  }
  // Trailing function words ("cotton fabric of") are not part of it.
  // ("huile d'olive" keeps "d'olive": only a whole lead word is dropped.)
  while (
    words.length > 0 &&
    LATIN_LEAD.exec(`${words[words.length - 1] ?? ''} `)?.[0].length ===
      `${words[words.length - 1] ?? ''} `.length
  )
    words.pop();
  return words.length > 0 ? clean(words.join(' ')) : null;
}

// Hindi joins the words of a name with postpositions ("पुरुषों के असली चमड़े के फॉर्मल जूते"); they
// do not count towards its length, and the noun comes last.
const POSTPOSITION = /^(?:के|की|का|वाले|वाली|वाला|में|से)$/u;

function scriptPhrase(rest: string, stop: RegExp): string | null {
  const words: string[] = [];
  for (const match of rest.matchAll(/(\S+)/gu)) {
    // A word runs to the first punctuation mark ("चाहिए，¿Cuál" is "चाहिए").
    const raw = match[1] ?? '';
    const word = raw.replace(/[،,.;:!?؟।，。、；：！？¿¡()（）].*$/u, '');
    if (
      !word ||
      stop.test(word.replace(/[\u064B-\u0652]/gu, '')) ||
      /^\d/.test(normaliseDigits(word)) ||
      // Another script or a number glued on ends an Arabic or Hindi phrase ("الحقائب 我们需要2").
      /\p{Script=Han}|\d/u.test(normaliseDigits(word)) ||
      words.filter((kept) => !POSTPOSITION.test(kept)).length === MAX_WORDS
    )
      break;
    // Latin words inside Arabic or Hindi text are kept only if they are not trade terms.
    words.push(word);
    if (word !== raw) break;
  }
  // "कपड़ा के (लिए)": a Hindi postposition does not end a product name.
  while (words.length > 0 && /^(?:की|का|के)$/u.test(words[words.length - 1] ?? '')) words.pop();
  return words.length > 0 ? clean(words.join(' ')) : null;
}

const DOCUMENT_OF =
  /^(?:(?:la|el|las|los|the|le|les|die|das|den|a|o|as|os)\s+)?(?:fichas?\s+t[ée]cnicas?|hojas?\s+de\s+seguridad|data\s*sheets?|fiches?\s+techniques?|(?:sicherheits)?datenbl[äa]tt(?:er)?|coa|msds|sds|tds|fispq|certificates?\s+of\s+analysis|certificados?\s+de\s+an[áa]lisis|catalog(?:ue)?s?|cat[áa]logos?|katalog)\s+(?:del|de\s+la|de\s+los|de|of|for|du|des|de\s+l'|der|f[üu]r|zum|zur|do|da|dos|das)\s+/iu;
const CONNECTOR = /^\s*(?:of|de|del|des|du|d'|da|do|das|dos|von|an|x|×|من|का|की|के|的)(?![\p{L}])|^\s*d'/iu;

export function phraseAfter(rest: string): string | null {
  // "4 contenedores de 40' HQ de muebles": the container size is not the product.
  const trimmed = rest
    .replace(/^\s*/u, '')
    .replace(
      /^(?:(?:de|of|x|×)\s*)?(?:20|40|45)\s*(?:['’′]|ft|feet|pies|pieds|fu(?:ß|ss))\s*(?:hq|hc|gp|dv|high\s+cube)?\s*/iu,
      '',
    )
    // "of a 5 TPH rice milling plant", "de 2 000 bph": a capacity before the noun is not the product.
    .replace(
      /^(?:(?:of|de|d'|for|a|an|un|une|um|uma|ein|eine|einer)\s+)*\d[\d.,]*\s*(?:tph|tpd|t\/h|t\/d|kg\/h|kg\/hr|bph|hp|kw|kva|tons?\s+per\s+(?:hour|day))(?![\p{L}])\s*/iu,
      '',
    )
    // "ficha técnica del ácido bórico", "the MSDS of X": a document of the product names it after.
    .replace(DOCUMENT_OF, '')
    // "60 fûts de 200 L d'huile": the pack size is not the product either.
    .replace(
      /^(?:(?:de|of|x|×|à|a)\s*)?\d[\d.,]*\s*(?:l|ml|kg|g|lb|lbs|litres?|liters?|litros?|gal)(?![\p{L}])\s*/iu,
      '',
    );
  // "五百件左右" (about 500 pieces): the approximation is not the product.
  // ("T恤", "LED灯泡": a Latin letter or code may open a Chinese name.)
  // (Not a certificate or a list: "CE和ISO证书".)
  const hanCode = /^[A-Za-z][A-Za-z-]{0,7}(?=\p{Script=Han})/u.exec(trimmed)?.[0];
  if (
    /^(?:[A-Za-z][A-Za-z-]{0,7})?\p{Script=Han}/u.test(trimmed) &&
    !(hanCode && (GENERIC.has(hanCode.toLowerCase()) || /^[A-Za-z-]+(?:和|及|与|或|、)/u.test(trimmed)))
  ) {
    // "到釜山的价格" (to Busan): a phrase that opens with a place or price word names no product;
    // "采购LED灯泡" (purchase LED bulbs): a request verb before the name is not part of it.
    // "需要每月3万件T恤": a period before the count is no product ("每月" is "per month").
    const han = trimmed
      .replace(/^(?:左右|上下|以上|多|一批)/u, '')
      .replace(/^(?:每个?月|每周|每年|每季度?|月均|年均|每批|每次)/u, '')
      .replace(HAN_VERB_FIRST, '');
    if (HAN_STOP_FIRST.test(han)) return null;
    return clean(HAN_PHRASE.exec(han)?.[1] ?? '');
  }
  if (/^(?:من\s+)?[\u0600-\u06FF]/u.test(trimmed))
    return scriptPhrase(trimmed.replace(/^من\s+/u, ''), ARABIC_STOP);
  if (/^[\u0900-\u097F]/u.test(trimmed)) return scriptPhrase(trimmed, HINDI_STOP);
  // "BLDC सीलिंग फैन", "LED स्ट्रीट लाइट", "USB شاحن": a Latin code or brand before a Hindi or Arabic name.
  const code =
    /^([A-Za-z][A-Za-z0-9+-]{1,11}(?:\s+[A-Za-z0-9][A-Za-z0-9+-]{0,11})?\s+)(?=[\u0900-\u097F\u0621-\u064A])/u.exec(
      trimmed,
    );
  if (code?.[1] && !LATIN_STOP.has(code[1].trim().toLowerCase())) {
    const rest = trimmed.slice(code[1].length);
    const named = scriptPhrase(rest, /^[\u0900-\u097F]/u.test(rest) ? HINDI_STOP : ARABIC_STOP);
    if (named) return clean(`${code[1]}${named}`);
  }
  if (/^(?:of|de|del|des|du|d'|da|do|das|dos|von|x|×)?\s*\d*[\p{Script=Latin}]/iu.test(trimmed))
    return latinPhrase(trimmed);
  return null;
}

/** The words before the quantity, back to the start of the clause, without the request words. */
function phraseBefore(before: string): string | null {
  const clause =
    before
      .replace(/[\s,，(:\-–—]+$/u, '')
      .split(/[.!?;:\n。！？；：،؛]|,\s|，/u)
      .pop() ?? '';
  let text = clause.trim();
  const cue = OBJECT_CUES.exec(text) ?? SCRIPT_OBJECT_CUES.exec(text);
  if (cue) text = text.slice(cue.index + cue[0].length);
  // Hindi puts the product before the quantity: "हमें सूती कपड़ा 500 मीटर चाहिए".
  text = text.replace(/^(?:हमें|हमको|मुझे|हम|हमारी\s+कंपनी\s+को)\s+/u, '');
  text = text.replace(/^(?:please|kindly|pls)\s+(?:quote|send|offer)\s+/iu, '');
  if (!text || text.split(/\s+/).length > MAX_WORDS) return null;
  if (/[\p{Script=Han}]/u.test(text) && text.length > 14) return null;
  return clean(text);
}

// A heading line that is a sentence, not a product name: pronouns, verbs, question words, greetings.
export const SENTENCE_WORDS = new RegExp(
  '(?<![\\p{L}])(?:we|i|our|us|you|your|please|pls|kindly|is|are|do|does|can|could|would|what|which|how|hello|hi|dear|thanks|' +
    // Request verbs, greetings and the buyer describing itself ("need", "Servus", "Fabricante de …").
    'gostaria|gostar[íi]amos|queria|quer[íi]amos|aimerions|aimerais|m[öo]chten|w[üu]rden|quisiera|quisi[ée]ramos|desear[íi]amos|' +
    'need|needs|want|wants|require|requires|looking|send|buy|advise|also|brauchen|br[äa]uchte[nt]?|ben[öo]tigen|suchen|gerne?|gustar[íi]a|agradecer[íi]amos|' +
    'ser[íi]an?|seriam?|seront|serait|w[äa]ren?|would|will|' +
    'following|regarding|further|referring|bezugnehmend|suite|concernant|referente|siguiendo|' +
    'salut|servus|moin|ciao|hey|oi|bonsoir|zusammen|namaste|namaskar|salam|saludos|tarde|tengo|nehmend|j[\x27’]ai|' +
    'unser|unsere|unseren|notre|nos|nuestro|nuestra|nuestros|nosso|nossa|nossos|' +
    'aap|aapke|aapka|aapki|apke|apka|apki|hum|humein|hume|hamein|hamare|hamara|hamari|humara|' +
    'distribuidor(?:es|a)?|importador(?:es|a)?|fabricantes?|mayoristas?|minoristas?|grossistes?|distributeurs?|importateurs?|fabricants?|' +
    'h[äa]ndler|gro[ßs]h[äa]ndler|importeure?|hersteller|distributors?|importers?|wholesalers?|retailers?|manufacturers?|traders?|dealers?|' +
    'tienda|loja|empresa|company|firma|شركة|إحنا|احنا|soci[ée]t[ée]|refaccionaria|laborat[óo]rio|laboratorio|pharmacy|farmacia|boutique|' +
    'nous|je|il|vous|votre|est|sont|pouvez|faudrait|voudrions|quel|quelle|bonjour|madame|monsieur|wir|ich|sie|ihr|bitte|ist|sind|was|wie|hallo|guten|sehr|' +
    'nosotros|somos|estamos|queremos|n[ãa]o|participando|necesitamos|quiero|busco|usted|ustedes|es|son|qu[ée]|cu[áa]l|hola|buenas|buenos|estimados|n[óo]s|precisamos|voc[êe]s|' +
    'voc[êe]|[ée]|s[ãa]o|qual|ol[áa]|bom|prezados|preciso|quero|' +
    'हम|हमें|मुझे|कृपया|क्या|है|हैं|नमस्ते|सर|نحن|نحتاج|نريد|هل|ما|كم|يرجى|أرسلوا|مرحبا|أهلا|اهلا|السلام|السادة|مطلوب|نطلب|عايزين|أريد|اريد|نود|أود|ممكن|أرجو|ارجو|لو)(?![\\p{L}])|我们|我|你们|您好|你好|您|请|吗|是否|有没有',
  'iu',
);
const GREETING_LINE =
  /^(?:ex\.?m[oa]s?\.?\s+(?:senhor(?:es|as)?|sr\.?s?)|hello|hi|hey|greetings|dear\s+(?:(?:mr|mrs|ms|dr|prof)\.?\s+)?[\p{L}/ ]+|good\s+(?:morning|afternoon|day|evening)|hola|buen\s+d[íi]a|qu[ée]\s+tal|buenas(?:\s+tardes|\s+noches)?|buenos\s+d[íi]as|salut|bonsoir|servus|moin|gr[üu](?:ß|ss)\s+gott|ciao|oi|boa\s+noite|namaste|namaskar|salam|नमस्कार|प्रिय\s+महोदय|estimados?\s+[\p{L} ]+|bonjour|madame,?\s*monsieur|hallo|guten\s+tag|sehr\s+geehrte[\p{L} ]*|ol[áa]|bom\s+dia|boa\s+tarde|prezados?\s*[\p{L} ]*|नमस्ते|सर|مرحبا|السلام\s+عليكم|السادة\s+(?:المحترمون|المحترمين|الكرام)|أهلا(?:ً)?(?:\s+وسهلا)?|اهلا|تحية\s+طيبة|صباح\s+الخير|مساء\s+الخير|您好|你好)[\s,.!:،]*/iu;

const NAME_AFTER_GREETING =
  /^(?:(?:mr|mrs|ms|dr|herr|frau|m|mme|sr|sra|se[ñn]or|se[ñn]ora|senhor|senhora|monsieur|madame)\.?\s+)?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,2}\s*[,!]\s*/u;
const SALUTATION_REST =
  /^(?:(?:mr|mrs|ms|dr|herr|frau|m|mme|sr|sra|srta|se[ñn]or|se[ñn]ora|senhor|senhora|monsieur|madame|sir|madam|shri)\.?\s+)?(?:[\p{Lu}][\p{L}.'’-]*|zusammen|team|all|everyone|todos|tous|à\s+tous)(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2}\s*[,!]?\s*$/u;

/** The inquiry's first clause when it is a product heading ("Mango wood serving boards - need…"). */
// A letter's head: its date, reference and numbering lines are no heading ("Data: 09/12/2026",
// "Réf. : DA-118 — Date : 25/11/2026", "Pedido de cotação n.º 77/2026", "Unser Zeichen: EK-4412",
// "编号：TW-0918", "الرقم: م ش/٤٤٧"). A subject line names the product after its request words
// ("Objet : demande de prix draps-housses", "Betreff: AW: Anfrage Förderband", "الموضوع: طلب عرض سعر – قطن").
const LETTERHEAD_LINE =
  /^(?:date|dated|datum|data|fecha|le|ref|réf|r[ée]f[ée]rence|referencia|refer[êe]ncia|our\s+ref|your\s+ref|unser\s+zeichen|ihr\s+zeichen|aktenzeichen|n[º°o]\.?|no\.|nr\.?|num[ée]ro|n[úu]mero|po|p\.o\.|invoice|rfq\s*(?:no\.?|n[º°o]\.?|#)|pedido\s+de\s+cota[çc][ãa]o|solicitud\s+de\s+cotizaci[óo]n\s+n|to|from|an|von|attn|cc|tel|phone|fax|email|e-mail|日期|编号|编码|单号|订单号|电话|التاريخ|الرقم|المرجع|رقم|هاتف|दिनांक|तारीख़?|संदर्भ|क्रमांक)(?![\p{L}])[^\n]*(?:[:：#]|\d)/iu;
const SUBJECT_LABEL =
  /^(?:subject|subj|betreff|objet|asunto|assunto|oggetto|re|aw|fw|fwd|wg|tr|主题|事由|الموضوع|विषय)\s*[:：]\s*(?:(?:re|aw|fw|fwd|wg|tr)\s*:\s*)*/iu;
const SUBJECT_REQUEST =
  /^(?:(?:demande|request|solicitud|pedido|anfrage|enquiry|inquiry|rfq|rfp|quotation|quote|cotizaci[óo]n|cota[çc][ãa]o|devis|angebot|preisanfrage|offerte|طلب\s+عرض\s+سعر|عرض\s+سعر|طلب|询价|报价|कोटेशन|पूछताछ)(?:\s+(?:de\s+prix|de\s+cotizaci[óo]n|de\s+cota[çc][ãa]o|for\s+quotation|de\s+devis))?(?:\s+(?:for|pour|de|para|für|zu|über|of|on))?|price\s+request(?:\s+for)?)\s*[-–—:]?\s*/iu;

const REQUEST_HEAD = new RegExp(
  `^(?:rfq|rfp|enquiry|inquiry|request\\s+for\\s+quotation|anfrage|preisanfrage|demande(?:\\s+de\\s+(?:prix|devis|cotation))?|solicitud(?:\\s+de\\s+cotizaci[óo]n)?|cotizaci[óo]n|pedido\\s+de\\s+cota[çc][ãa]o|cota[çc][ãa]o|devis|询价|询盘|طلب\\s+عرض\\s+سعر|पूछताछ|` +
    // A need as a label ("Requirement: 10 nos. diesel generators", "Bedarf: …", "需求：…").
    `requirements?|required|needs?|bedarf|necesidad(?:es)?|requerimiento|besoins?|necessidades?|demanda|需求|المطلوب|आवश्यकता|ज़रूरत|जरूरत)\\s*[-–—:：]\\s*`,
  'iu',
);

// A count with its Chinese measure word ("3万件", "500个"), not a spec glued to a name ("100%碎米").
const HAN_COUNT =
  /\d[\d.,]*(?:万|千)?(?:件|个|台|套|吨|箱|只|双|对|条|张|块|米|公斤|千克|克拉|包|袋|桶|瓶|盒|卷|片|支|柜|批|平方)/u;

function headingPhrase(text: string): string | null {
  for (const whole of text.split('\n').slice(0, 6)) {
    // A quoted earlier message is not the buyer's heading ("> On Mon, 16 Nov 2026, you wrote:").
    if (LETTERHEAD_LINE.test(whole.trim()) || /^\s*>/u.test(whole)) continue;
    const subject = SUBJECT_LABEL.exec(whole.trim());
    // "RFQ – Galvanised steel wire", "Anfrage: Bremsscheiben": a request word heading the line introduces it.
    const raw = subject
      ? whole.trim().slice(subject[0].length).replace(SUBJECT_REQUEST, '')
      : whole.trim().replace(REQUEST_HEAD, '');
    const greeted = GREETING_LINE.exec(raw.trim());
    let line = raw.trim().replace(GREETING_LINE, '').trim();
    // An empty line, or one blanked as mail furniture, is no heading.
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    // "Hello Mr. Khan,", "Hallo Priya,", "Bonjour M. Desai,": a greeting with a name is no heading.
    if (greeted?.[0] && SALUTATION_REST.test(line)) continue;
    // "Hello Priya, we need …": the name after a greeting word, up to its comma, is not the heading.
    if (greeted?.[0] && !/[,.!:،]/u.test(greeted[0])) line = line.replace(NAME_AFTER_GREETING, '').trim();
    if (!line) continue;
    const clause =
      line
        .replace(/^[¿¡]+/u, '')
        .split(/[,.;:!?()（）،؛।。，：？！]|\s[-–—]\s?|\s?[-–—]\s/u)[0]
        ?.trim() ?? '';
    const words: string[] = [];
    const clauseWords = clause.split(/\s+/);
    for (const [index, written] of clauseWords.entries()) {
      // "需要每月3万件T恤": Chinese runs the count into the words; the heading ends before it.
      const countAt = /\p{Script=Han}/u.test(written) ? written.search(HAN_COUNT) : -1;
      const word = countAt > 0 ? written.slice(0, countAt) : written;
      const count = /^[\d\u0660-\u0669\u0966-\u096F][\d\u0660-\u0669\u0966-\u096F.,/x×-]*$/u.test(word);
      // "Sir humko rayon kurti chahiye": a form of address and a Hinglish pronoun before the name.
      if (
        words.length === 0 &&
        /^(?:sir|sirji|ji|bhai|bhaiya|sahab|saab|madam|humko|hamko|mujhe|humein|hume|hamein)[,.!]?$/iu.test(
          word,
        )
      )
        continue;
      if (!word || count || (words.length > 0 && /^[\d\u0660-\u0669\u0966-\u096F]/u.test(word))) break;
      if (words.length === MAX_WORDS) break;
      // A Latin heading ends at a preposition: "Pastillas de freno para motos", "pulpa de mango en latas".
      // A Hinglish "ke" between two names joins them: "leather ke dog collar" (dog collars of leather).
      const next = clauseWords[index + 1] ?? '';
      const joins =
        /^(?:ka|ke|ki)$/iu.test(word) &&
        words.length > 0 &&
        /^[A-Za-z]{3,}$/u.test(next) &&
        !HINGLISH_STOP.has(next.toLowerCase()) &&
        !LATIN_STOP.has(next.toLowerCase()) &&
        !/^(?:rate|rates|price|prices|bhav|daam)$/iu.test(next);
      if (
        !joins &&
        (HINGLISH_STOP.has(word.toLowerCase()) || (words.length > 1 && LATIN_STOP.has(word.toLowerCase())))
      )
        break;
      // "Ghee rate kya hai": a price word before a Hinglish word ends the name.
      if (/^(?:rate|price)$/iu.test(word) && HINGLISH_STOP.has(clauseWords[index + 1]?.toLowerCase() ?? ''))
        break;
      words.push(word);
      if (word !== written) break;
    }
    const phrase = words.join(' ');
    if (!phrase || SENTENCE_WORDS.test(phrase)) return null;
    const stripped = phrase.replace(SCRIPT_OBJECT_CUES, '').trim();
    return clean(stripped);
  }
  return null;
}

const HINDI_BEFORE_STOP =
  /^(?:वाली|वाले|वाला|लिए|हमें|हमको|मुझे|हम|चाहिए|कुल|और|है|हैं|सर|कृपया|लगभग|करीब|क़रीब|तकरीबन|पहले|बाद|तक)$/u;

/** The Hindi words right before the quantity, back to a stop word, a number or punctuation. */
function hindiBefore(before: string): string | null {
  // "क्लच प्लेट (12 इंच) — 300 पीस", "पीतल के दीये (छोटे, 2 इंच) 5000 पीस": a bracketed size and a
  // dash stand between the product and its count.
  // A bracket without a number names the product ("मशीन (ऑयल एक्सपेलर)") and stays.
  const trimmed = before.replace(
    /\s*[(（][^()（）\d\u0966-\u096F]*[\d\u0966-\u096F][^()（）]*[)）]\s*(?:[—–-]\s*)?$/u,
    '',
  );
  const clause = trimmed.split(/[।.!?;:\n,،—–]/u).pop() ?? '';
  const tokens = clause.trim().split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0 && kept.length < MAX_WORDS; i--) {
    const token = tokens[i] ?? '';
    if (HINDI_BEFORE_STOP.test(token) || /\d/.test(normaliseDigits(token))) break;
    kept.unshift(token);
  }
  return kept.length > 0 ? clean(kept.join(' ')) : null;
}

// A size or rating written before the noun: "10 inch", "3kVA", "12V", "550W", "180 GSM", "15\"".
const SIZE_FIRST =
  /^\s*\d+(?:[.,]\d+)?\s*(?:inch(?:es)?|in\.|"|”|cm|mm|kva|kw|w|v|ah|hp|gsm|mah|pulgadas?|pouces?|zoll|polegadas?)(?![\p{L}\d])\s*/iu;

const ITEM_LABEL =
  /(?:(?:^|\n)\s*(?:[-•*]\s*)?|(?<![\p{L}])(?:(?:the\s+)?following\s+|los\s+siguientes\s+|les\s+|folgende[nr]?\s+|os\s+seguintes\s+))(?:items?|products?|commodity|goods|description|art[íi]culo|producto|mercanc[íi]a|descripci[óo]n|article|produit|d[ée]signation|marchandise|artikel|produkt|ware|bezeichnung|produto|mercadoria|descri[çc][ãa]o|المنتج|الصنف|البضاعة|产品(?:名称)?|品名|货物(?:名称)?|उत्पाद|आइटम|माल)\s*[:：]\s*([^\n]{2,120})/giu;

const QUANTITY_LABEL =
  /^(?:qty|quantity|cantidad|quantit[ée]|menge|quantidade|الكمية|数量|मात्रा)(?![\p{L}])/iu;

// The consonants of an Arabic word without its long vowels, hamzas and feminine ending: "خاتم" and
// "خواتم" are both خ-ت-م, "محفظة" and "محافظ" both م-ح-ف-ظ (a singular and its broken plural).
function arabicRoot(word: string): string {
  return (
    word
      .replace(/^(?:ال|وال|بال|لل)/u, '')
      // ("بطانيات" and "بطانية": the sound plural's ending goes too.)
      .replace(/(?:ات|ون|ين)$/u, '')
      .replace(/[\u064B-\u0652\u0670]/gu, '')
      .replace(/[اويىأإآءئؤة]/gu, '')
  );
}
const ARABIC_NAME_WORD = /[\u0621-\u064A](?:[\u0621-\u064A]|[\u064B-\u0652\u0670])+/gu;
/** The noun phrase before an Arabic count whose head shares the counted noun's root, to its clause end. */
function arabicNameBefore(before: string, noun: string): string | null {
  const head = noun.trim().split(/\s+/u)[0] ?? '';
  const root = arabicRoot(head);
  // (A two-consonant skeleton is enough for a word of three letters or more: "لوح" and "ألواح".)
  if (!/^[\u0621-\u064A]/u.test(head) || root.length < 2 || head.length < 3) return null;
  for (const word of before.matchAll(ARABIC_NAME_WORD)) {
    if (arabicRoot(word[0]) !== root || word[0] === head) continue;
    const clause = /^[^،,.;؛:\n!?؟]{2,80}/u.exec(before.slice(word.index))?.[0] ?? '';
    // (To a spec, a number or a preposition: "عدادات مياه ذكية قطر ١٥ ملم" is "عدادات مياه ذكية".)
    return scriptPhrase(clause.trim(), ARABIC_STOP);
  }
  return null;
}

// A list line: an optional marker, the item's name (then its specs after a comma or a bracket), a
// separator and the quantity at the end.
const LINE_ITEM =
  /^\s*(?:[-•*·▪–]\s*|\d{1,2}\s*[.)\-–]\s*|[\u0660-\u0669]{1,2}\s*[-.)–]\s*|[\u0966-\u096F]{1,2}\s*[.)\-–]\s*)?([^:：\t\n]{3,100}?)\s*(?:[:：]|\s[—–-]|—|\t)\s*(?:ca\.?|approx\.?|about|environ|aprox\.?|约|حوالي)?\s*$/iu;
// Field labels that open a line but are no product ("Quantité : 3 000", "Packing: 6 pcs per box").
const FIELD_LABEL =
  /^(?:qty|quantity|quantities|bedarf|need|needs|requirement|required|necesidad|besoin|besoins|necessidade|demanda|requerimiento|cantidad|quantit[ée]|menge|anzahl|quantidade|qtd|volume|total|moq|packing|packaging|pack|embalaje|embalagem|emballage|conditionnement|verpackung|delivery|entrega|livraison|lieferung|shipment|price|precio|prix|preis|pre[çc]o|payment|pago|paiement|zahlung|pagamento|sample|samples|muestras?|échantillons?|muster|amostras?|order|pedido|commande|bestellung|lot|lote|size|sizes|taille|tailles|tallas?|gr[öo][ßs]en?|tamanhos?|الكمية|الكميه|التعبئة|التغليف|التسليم|الدفع|数量|包装|交货|मात्रा|पैकिंग|डिलीवरी|भुगतान)(?![\p{L}])/iu;
function lineItemName(text: string, at: number, quantityText: string): string | null {
  // The quantity ends its line: "RFQ: 500 units of X" goes on with the product, so it is no item.
  const lineEnd = text.indexOf('\n', at);
  const tail = text.slice(at + quantityText.length, lineEnd === -1 ? undefined : lineEnd);
  if (!/^[\s.,;。،)]*$/u.test(tail)) return null;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const match = LINE_ITEM.exec(text.slice(lineStart, at));
  const name = match?.[1]?.split(/[,，،(（]/u)[0]?.trim() ?? '';
  if (!name || FIELD_LABEL.test(name)) return null;
  return clean(name);
}

const PACK_CONTENT = /^\s*(?:de|of|à|com|con|mit|da|zu\s+je|zu|je)\s+\d+(?:[.,]\d+)?(?:\s*([\p{L}]+))?/iu;
const MEASURE_WORD =
  /^(?:ml|cl|dl|l|lt|ltr|litres?|liters?|litros?|g|gr|gms?|grams?|gramos?|gramas?|kg|kgs|kilos?|lb|lbs|oz|m|cm|mm|mts?|metros?|m[èe]tres?|meters?|yards?|pies|feet|ft|pés|pieds|w|v|mah|ah)$/iu;
const PACK_THEN_PRODUCT =
  /^\s*(?:of|de|d['’]|mit|com|con|à)\s+\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*(?:ml|l|g|kg|oz)\s+)?(?:bottles?|cans?|tins?|jars?|packs?|packets?|pouch(?:es)?|sachets?|pcs|pieces|units|botellas?|latas?|frascos?|sobres|bouteilles?|flacons?|canettes|bo[iî]tes|garrafas?|pacotes?|flaschen|dosen|gl[äa]ser|beutel)\s+(?:of|de|d['’]|mit|com|con|à)\s*/iu;
function packContent(rest: string): boolean {
  const match = PACK_CONTENT.exec(rest);
  if (!match) return false;
  const word = match[1] ?? '';
  return !MEASURE_WORD.test(word) && !/^['’′"]/u.test(rest.slice(match[0].length));
}

/** Where `span` stands whole in `text`: "3" of "Necesito 3." is not the 3 of "30 HP". */
function spanAt(text: string, span: string): number {
  for (let at = text.indexOf(span); at !== -1; at = text.indexOf(span, at + 1)) {
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + span.length, at + span.length + 2);
    if (/^\d/u.test(span) && /\d$|\d[.,]$/u.test(before)) continue;
    if (/\d$/u.test(span) && /^\d|^[.,]\d/u.test(after)) continue;
    return at;
  }
  return -1;
}

/**
 * The buyer's words for the product: after the quantity span ("500 metres of X"), else after a cue
 * ("looking for X", "necesitamos X", "我们需要X"), else a product heading, else before the quantity.
 * May contain a number the buyer wrote inside a name ("LiFePO4-Zellen"), never start with one.
 */
export function buyerProductWords(
  inquiry: string,
  quantityText: string | null,
  /** Whether the text reads as an inquiry (a quantity, a question, a trade term): a heading counts then. */
  tradeText = true,
): string | null {
  // A forwarded message's header ("Gesendet: Montag, 11. Januar 2027") is no heading.
  const text = typeof inquiry === 'string' ? readableText(inquiry) : '';
  if (!text.trim()) return null;
  // A table's row ("1\tLenkmanschette universal\t3.000") names the product in its name cell.
  const row = readTableLine(text);
  const rowName = row?.name ? clean(row.name) : null;
  if (rowName) return rowName;
  const at = quantityText ? spanAt(text, quantityText) : -1;
  // A line item ("- Statuettes de Ganesh en bois, 20 cm : 100 pcs", "١- رولمان بلي ٦٢٠٥ — ١٠٠٠٠ حبة"):
  // the words that open the quantity's line name the product.
  const item = at > 0 && quantityText ? lineItemName(text, at, quantityText) : null;
  if (item) return item;
  // The words after the count, on its own line ("— 3 यूनिट\n\nनमस्कार": a greeting below is no product).
  const rest =
    quantityText && at !== -1
      ? (/^[^\n]*/u.exec(text.slice(at + quantityText.length, at + quantityText.length + 120))?.[0] ?? '')
      : '';
  // "need 200 leather bags", "300 botas de seguridad": a count read with its noun names the product.
  const count = quantityText ? countPrefix(quantityText) : null;
  const counted =
    quantityText && count
      ? /^\s((?:\p{Script=Latin}|\p{Script=Devanagari}|\p{Script=Arabic}).*)$/u.exec(
          normaliseDigits(quantityText.slice(count.length)),
        )
      : null;
  // "3 reefer containers": a describing word before a unit is not the product.
  const lastWord = counted?.[1]?.trim().split(/\s+/).pop() ?? '';
  if (counted?.[1] && !UNIT_WORDS.test(counted[1]) && !UNIT_WORDS.test(lastWord)) {
    const noun = quantityText?.slice(-counted[1].length) ?? '';
    // "خواتم فضة رجالي، ٣٠٠ خاتم": the count repeats the product in the singular; the fuller name
    // said before it (a plural of the same root) names the product.
    const fuller = at > 0 ? arabicNameBefore(text.slice(0, at), noun) : null;
    if (fuller) return fuller;
    // "2 presses à huile à vis": a French tool is named by its use with "à".
    const frenchUse = /^\s+à\s+(?=[a-zéèêàâîôûç]{3,}(?![\p{L}]))/u.exec(rest);
    // "600 autocuiseurs en inox", "300 Töpfe aus Edelstahl": a material after the noun belongs to it.
    // ("50 cocinas a gas", "400 paniers tressés à la main": a manner phrase too.)
    const material = /^(?:\s+\p{L}[\p{L}-]*){0,2}?\s+(?:en|em|in|aus|de|di|da|do)\s+(\p{L}+)/u.exec(rest);
    const manner = /^(?:\s+\p{L}[\p{L}-]*){0,2}?\s+(?:a|al|ao|à|au)\s+(\p{L}+)/iu.exec(rest);
    if (
      !/^\s+à\s+(?!la\s)/u.test(rest) &&
      ((material?.[1] && MATERIALS.test(material[1])) || (manner?.[1] && ROMANCE_MANNER.test(manner[1])))
    ) {
      const named = latinPhrase(`${noun}${rest}`);
      if (named) return named;
    }
    const more =
      rest && CONNECTOR.test(rest)
        ? phraseAfter(rest)
        : frenchUse && !LATIN_STOP.has(/^\s+à\s+(\p{L}+)/u.exec(rest)?.[1] ?? '')
          ? phraseAfter(`de ${rest.slice(frenchUse[0].length)}`)
          : null;
    const phrase = clean(
      more ? `${noun}${rest.slice(0, rest.search(/\S/u))}${rest.trim().split(/\s+/)[0]} ${more}` : noun,
    );
    if (phrase) return phrase;
  }
  // Hinglish names the product before a possessive and the count: "Pulsar ke brake shoe ka 2000 set
  // chahiye", "Kaju ka 200 kg".
  const possessive =
    at > 0
      ? /([A-Za-z][A-Za-z' -]{1,60}?)\s+(?:ka|ke|ki)\s+$/u.exec(text.slice(Math.max(0, at - 60), at))
      : null;
  if (possessive?.[1]) {
    const words = possessive[1].trim().split(/\s+/);
    const kept: string[] = [];
    for (let i = words.length - 1; i >= 0 && kept.length < 4; i--) {
      const word = words[i] ?? '';
      if (HINGLISH_STOP.has(word.toLowerCase()) || REQUEST_WORDS.test(word)) break;
      kept.unshift(word);
    }
    const phrase = kept.length > 0 ? clean(kept.join(' ')) : null;
    if (phrase) return phrase;
  }
  // Chinese may name the product before the request verb and the count: "TWS蓝牙耳机要1.5k对", "不锈钢锅需要500套".
  if (at > 0 && /\p{Script=Han}/u.test(quantityText ?? '')) {
    const han =
      /(?:^|[，,。！!？?；;：:\s])([A-Za-z0-9\p{Script=Han}-]{2,16}?)\s*(?:我们|我司)?(?:要|需要|想要|采购|订购|求购|订)\s*(?:约|大约|大概)?\s*$/u.exec(
        text.slice(Math.max(0, at - 40), at),
      );
    const named = han?.[1] ? clean(han[1]) : null;
    if (named && !/^(?:我们|我司|本公司|我方|贵司|你们|请问)$/u.test(named)) return named;
  }
  // Hindi puts the product before the quantity: "तेल निकालने की मशीन (ऑयल एक्सपेलर) 2 सेट चाहिए".
  if (at > 0 && /[\u0900-\u097F]/u.test(text.slice(at, at + 40))) {
    const hindi = hindiBefore(text.slice(Math.max(0, at - 160), at));
    if (hindi) return hindi;
  }
  // "500 metres of X", "200 قطعة من X": the product follows the quantity through a connector.
  // "1.200 cajas de 24 por mes", "500 cartons of 12, CIF": what a pack holds is not the product.
  // ("500 cartons of 12 bottles of mango juice": what the pack holds, then the product after it.)
  const packed = PACK_THEN_PRODUCT.exec(rest);
  const after = packed
    ? phraseAfter(rest.slice(packed[0].length))
    : rest && !packContent(rest)
      ? phraseAfter(rest)
      : null;
  // "50 ماكينة خياطة", "२ मशीन आटा चक्की": a machine counted by its own noun is named with its kind.
  const machine = /(?:ماكينات|ماكينة|مكينة|مكائن|آلات|آلة|أجهزة|جهاز|मशीनें|मशीन)$/u.exec(quantityText ?? '');
  if (machine && after && /^\s*(?:[\u0621-\u064A]|[\u0904-\u0939])/u.test(rest) && !CONNECTOR.test(rest)) {
    const named = clean(`${machine[0]} ${after}`);
    if (named) return named;
  }
  // Arabic, Chinese and Hindi name the product right after the count ("1000 زوج أحذية", "100套炊具").
  // (Not an Arabic preposition: "٣٠٠٠ قطعة لفنادق" is "for hotels".)
  if (
    after &&
    (CONNECTOR.test(rest) ||
      (/^\s*[^\s\p{Script=Latin}\p{N}\p{P}]/u.test(rest) &&
        !/^\s*(?:لل|[لب](?!ال))[\u0621-\u064A](?:[\u0621-\u064A]|[\u064B-\u0652]){2,}/u.test(rest)))
  )
    return after;
  // "Item: 100% cotton terry bath towels, 500 GSM", "Producto: …", "品名：…": a labelled line names it.
  for (const label of text.matchAll(ITEM_LABEL)) {
    const value = (label[1] ?? '').replace(/^\s*\d+(?:[.,]\d+)?\s*%\s*/u, '');
    const phrase = phraseAfter(value);
    if (phrase) return phrase;
  }
  for (const cues of [OBJECT_CUES, SCRIPT_OBJECT_CUES]) {
    for (const cue of text.matchAll(new RegExp(cues.source, `${cues.flags.replace('g', '')}g`))) {
      // "Need quote: ceramic tiles": a colon or dash after the cue only introduces the item.
      const next = text
        .slice(cue.index + cue[0].length, cue.index + cue[0].length + 120)
        // "مورد للعسل" (a supplier for honey): "for the" is the article of the product's name.
        .replace(
          /^لل(?=[\u0621-\u064A]{2})/u,
          /(?:مورد|موردين|مصدر|مصدرين|مصنع|مصانع)(?:\s+(?:موثوق|موثوقين|معتمد|معتمدين|جيد))?\s+$/u.test(
            cue[0],
          )
            ? 'ال'
            : 'لل',
        )
        .replace(/^\s*[:：\-–—]\s*/u, '')
        // "Wir möchten gerne 500 Stück …", "we need urgently 20 MT": an adverb after the cue is no name.
        .replace(CUE_ADVERB, '');
      // "MOQ for 10 inch Android tablets": a size before the noun is part of no count.
      const sized = SIZE_FIRST.exec(next);
      if (sized) {
        const phrase = phraseAfter(next.slice(sized[0].length));
        if (phrase) return phrase;
      }
      // "we need (ca.) 20 MT of X", "wir brauchen zwanzig Tonnen X": the quantity was handled above;
      // "quote 22K gold" is a name.
      if (
        (quantityText &&
          next
            .replace(
              /^\s*(?:ca\.?|approx\.?|about|around|circa|etwa|ungef[äa]hr|rund|environ|aprox\.?|cerca\s+de|约|大约)?\s*/iu,
              '',
            )
            .startsWith(quantityText)) ||
        /^\s*(?:ca\.?|approx\.?|about|around|circa|etwa|so|ungef[äa]hr|rund|environ|aprox\.?|cerca\s+de|约|大约)?\s*[\d\u0660-\u0669\u0966-\u096F][\d\u0660-\u0669\u0966-\u096F.,]*(?:\s|$|[^\p{Script=Latin}\d.,])/u.test(
          next,
        )
      )
        continue;
      const phrase = phraseAfter(next);
      if (phrase) return phrase;
    }
  }
  // "हल्दी पाउडर का सैंपल", "棉布的样品": Hindi and Chinese name the product sampled before the word.
  const sampled =
    /((?:[\u0900-\u097F]+\s){0,3}[\u0900-\u097F]+)\s+(?:का|के|की)\s+(?:सैंपल|सेंपल|नमूना|नमूने)/u.exec(
      text,
    )?.[1] ?? /(\p{Script=Han}{2,8})的(?:样品|样本|样板)/u.exec(text)?.[1];
  if (sampled) {
    const words = sampled
      .replace(/^(?:请寄|请发|寄|发|一些|一点)+/u, '')
      .split(/\s+/u)
      .filter((word) => !HINDI_BEFORE_STOP.test(word) && !/^(?:कृपया|आप|हम|हमें)$/u.test(word));
    const phrase = words.length > 0 ? clean(words.join(' ')) : null;
    if (phrase) return phrase;
  }
  const heading = tradeText ? headingPhrase(text) : null;
  // "Qty required - 40,000 Nos. PVC pipes": a heading made of request words gives way to the words
  // after the count.
  // A heading that is only a form of address ("bhai 500 pcs …") gives way to the words after the count.
  if (heading && !(after && (QUANTITY_LABEL.test(heading) || notAProduct(heading, text)))) return heading;
  // "100套不锈钢炊具", "500 मीटर सूती कपड़ा", "15 t Pfeffer": no connector in these languages.
  if (after) return after;
  if (quantityText && at !== -1 && !/[,，、]\s*$/u.test(text.slice(0, at))) {
    const before = phraseBefore(text.slice(Math.max(0, at - 120), at));
    if (before) return before;
  }
  return null;
}

// A quantity's words that are only a unit ("MT", "pieces", "Stück") are not a product.
export const UNIT_WORDS = new RegExp(
  `^(?:${UNIT_PATTERNS.map(({ pattern }) => `(?:${pattern.source.replace(/^\\s\*-\?\\s\*/, '')})`).join('|')})$`,
  'iu',
);

/**
 * The buyer's own spelling of a glossary product in the inquiry ("hoodies", "जीरा", "LED बल्ब",
 * "Bremsscheiben", "diyas"): the earliest (then longest) of the entry's names in any language, as
 * written, with its plural or case ending ("diyas"; in Devanagari and Arabic the rest of the word: "अंगूठियाँ"). An Arabic name
 * may carry the article or a proclitic. Null when none of the names is written in the inquiry.
 */
export function glossarySpan(inquiry: string, names: readonly string[]): string | null {
  return glossarySpanAt(inquiry, names)?.text ?? null;
}

/**
 * Where `glossarySpan` finds the name: its text, start and end in `inquiry` (its first 5,000
 * characters); `exact` is false when lower-casing changed the text's length (the text is then lower case).
 */
export function glossarySpanAt(
  inquiry: string,
  names: readonly string[],
): { text: string; start: number; end: number; exact: boolean } | null {
  const text = typeof inquiry === 'string' ? inquiry.slice(0, 5000) : '';
  if (!text) return null;
  // Plain searches on one folded copy (no pattern per name: the glossary has thousands of names).
  const folded = foldSpan(text);
  const same = folded.length === text.length;
  let best: { start: number; end: number } | null = null;
  for (const name of names) {
    const hit = findName(folded, foldSpan(name.trim()));
    if (!hit) continue;
    if (!best || hit.start < best.start || (hit.start === best.start && hit.end > best.end)) best = hit;
  }
  if (!best) return null;
  const written = (same ? text : folded).slice(best.start, best.end).trim();
  return written ? { text: written, start: best.start, end: best.end, exact: same } : null;
}

/** Lower case, Devanagari chandrabindu as anusvara (ँ → ं): one code unit for one where it can. */
function foldSpan(text: string): string {
  return text.toLowerCase().replace(/\u0901/gu, '\u0902');
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const LATIN_NAME = /^[\p{Script=Latin}\p{N}\p{P}\s]+$/u;
const LATIN_ENDINGS = ['es', 'en', 'er', 's', 'e', 'n', 'x'];
const ARABIC_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ك', 'ل'];

function findName(text: string, name: string): { start: number; end: number } | null {
  if (name.length < 2) return null;
  if (/\p{Script=Han}/u.test(name)) {
    const at = text.indexOf(name);
    return at === -1 ? null : { start: at, end: at + name.length };
  }
  const arabic = /[\u0600-\u06FF]/u.test(name);
  const latin = LATIN_NAME.test(name);
  // Devanagari: the last long ī may be short before an ending ("अंगूठी" → "अंगूठियाँ").
  const stem = !latin && name.endsWith('\u0940') ? name.slice(0, -1) : name;
  for (let at = text.indexOf(stem); at !== -1; at = text.indexOf(stem, at + 1)) {
    let start = at;
    if (arabic) {
      const prefix = ARABIC_PREFIXES.find((written) => text.startsWith(written, at - written.length));
      if (prefix) start = at - prefix.length;
    }
    if (start > 0 && WORD_CHAR.test(text.charAt(start - 1))) continue;
    let end = at + stem.length;
    if (stem !== name && !/[\u0940\u093F]/u.test(text.charAt(end))) continue;
    if (latin) {
      const ending = LATIN_ENDINGS.find((written) => text.startsWith(written, end)) ?? '';
      if (WORD_CHAR.test(text.charAt(end + ending.length))) {
        if (WORD_CHAR.test(text.charAt(end))) continue;
      } else end += ending.length;
    } else {
      while (end < text.length && LETTER_OR_MARK.test(text.charAt(end))) end++;
    }
    return { start, end };
  }
  return null;
}

// Request nouns and forms of address that a cue or a heading may leave where the product should be.
const REQUEST_WORDS =
  /(?<![\p{L}])(?:hey|hii|sir|ji|madam|mr|mrs|ms|dr|herr|frau|mme|sr|sra|señor|señora|senhor|senhora|monsieur|madame|shri|demande|anfrage|tarifs?|devis|cotizaci[óo]n|cota[çc][ãa]o|represento|bhai|sahab|quantity|qty|cantidad|cant|quantit[ée]|qt[ée]|menge|quantidade|qtd|qtde|bjr|bsr|slt|cc|coucou|bns|oie|yo|gm|hlo|hlw)(?![\p{L}])|रेट|भाव|मात्रा|भाई|साहब|जी(?![\u0900-\u0963\u0966-\u097F])|الكمية|كمية|数量|你们|贵司|我们/iu;
// A phrase cut before its object ("Demande de", "Precisamos de", "का रेट", "你们的"), or a purpose ("Hotel ke liye": for hotels).
const CUT_PHRASE =
  /(?:^|\s)(?:de|of|da|do|du|des|d'|von|für|for|para|pour|ka|ki|ke|का|की|के|من)$|\s(?:ke|ki|के|की)\s+(?:liye|lie|लिए)$|^(?:का|की|के)\s|的$/iu;

/**
 * Whether words a cue or a heading left are not a product name: a sentence (pronouns, verbs, greetings),
 * a request noun ("Anfrage", "रेट"), a phrase cut before its object ("Demande de"), or an acronym cut
 * from the Chinese, Arabic or Hindi name it prefixes ("CVD" of "CVD培育钻石").
 */
export function notAProduct(words: string, inquiry = ''): boolean {
  const text = words.trim();
  const cutAcronym =
    /^[A-Z\d]{2,4}$/u.test(text) &&
    typeof inquiry === 'string' &&
    new RegExp(`${text}(?=[\\p{Script=Han}\\u0600-\\u06FF\\u0900-\\u097F])`, 'u').test(inquiry);
  return SENTENCE_WORDS.test(text) || REQUEST_WORDS.test(text) || CUT_PHRASE.test(text) || cutAcronym;
}
