import { matchForm } from '../glossary/phrases.ts';

/*
 * Words that never identify a product: function words of the 8 languages, and the boilerplate of
 * trade inquiries (need, price, quote, MT, FOB, sample…). They are dropped from product text and
 * from queries alike, so "the price please" has nothing left to match.
 */

const EN = words(
  'a an the and or but nor of for to in on at by from with without into onto about as than then so ' +
    'not no yes ok okay all any some each every more most very much many few also only just even ' +
    'is are was were be been being am do does did done have has had having can could will would shall ' +
    'should must may might it its this that these those there here what which who whom whose how when ' +
    'where why i me my mine we us our ours you your yours he she they them their his her hi hello hey ' +
    'dear sir sirs madam team regards thanks thank please pls plz kindly hope well good best great nice ' +
    'need needs needed needing want wants wanted require requires required requirement requirements ' +
    'looking look seek seeking search find buy buying buyer purchase purchasing procure import importer ' +
    'importing export exporter exporters exporting supplier suppliers supply supplying manufacturer ' +
    'manufacturers wholesale wholesaler trader traders company price prices pricing priced rate rates ' +
    'cost costs quote quotes quotation quotations offer offers offering deal send share provide give get ' +
    'let tell know show list catalog catalogue product products item items goods stuff thing things ' +
    'quality grade grades mt mts meter meters metre metres metros metro metres mètres m2 m² sqm ton tons tonne tonnes metric kg kgs kilo kilos kilogram kilograms gram ' +
    'grams lb lbs pound pounds container containers fcl lcl ft feet foot hc hq qty quantity quantities ' +
    'moq minimum order orders ordering monthly month months per week weekly year yearly annual annually ' +
    'day days fob cif cfr cnf exw fca fas cpt cip dap dpu ddp incoterm incoterms usd eur inr gbp aed ' +
    'dollar dollars money payment payments pay lc tt advance delivery deliver delivered shipment shipments ' +
    'ship shipping shipped port sample samples detail details information info specification ' +
    'specifications spec specs available availability interested interest inquiry inquiries enquiry ' +
    'enquiries regular urgent urgently asap immediately soon possible bulk etc like per cent percent ' +
    'world worldwide global market new next first kind type types test testing asdf qwerty lorem ipsum ' +
    'sure yeah question questions help anyone anything something ready same other another such',
);

const ES = words(
  'de la el los las del y o u en con sin por para un una unos unas al que se su sus es son ser está ' +
    'están estamos hay tienen tiene pueden puede nos mi mis nuestro nuestra nuestros ustedes usted ' +
    'necesito necesitamos necesitan queremos quiero busco buscamos buscando comprar compra compramos ' +
    'precio precios cotización cotizar oferta ofertas tonelada toneladas favor hola gracias saludos ' +
    'estimado estimados estimada calidad producto productos proveedor proveedores importar exportar ' +
    'envío enviar envíen muestra muestras entrega pago contenedor contenedores mensual mensuales mes ' +
    'meses kilos sacos cantidad cual cuál cuánto cuanto como cómo qué información urgente muy más por ' +
    'favor le les lo este esta estos estas hace hacer hago hacen tengo tienes tenemos voy vas va vamos ' +
    'estoy estás soy eres somos puedo quiero quieres sabe dice dijo bien buen ya también pero porque',
);

const FR = words(
  'de la le les des du et ou en avec sans pour par un une au aux que qui est sont nous vous je il ' +
    'elle on se sa son ses leur leurs ce cette ces sur dans pas plus très votre vos notre nos besoin ' +
    'avons cherchons voulons souhaitons souhaite acheter achat prix devis offre offres tonne tonnes merci ' +
    'bonjour cordialement madame monsieur qualité produit produits fournisseur fournisseurs envoyer ' +
    'échantillon échantillons livraison paiement conteneur conteneurs mois mensuel mensuelle quantité ' +
    'sacs quel quelle combien urgent informations pendant avant après depuis contre entre vers chez sous ' +
    'fait faire suis sommes avez ai va vais peux veux aussi mais parce déjà',
);

const DE = words(
  'der die das den dem des und oder in im mit ohne für von vom zu zum zur ein eine einen einem einer ' +
    'ist sind wir sie ich ihr ihre ihren unser unsere brauchen benötigen suchen möchten bitte preis ' +
    'preise angebot angebote tonne tonnen danke hallo guten tag grüße freundlichen qualität produkt ' +
    'produkte lieferant lieferanten kaufen muster probe proben lieferung zahlung monat monatlich menge ' +
    'säcke auf an aus bei nach pro je wie was welche welcher haben können kann sehr geehrte geehrter ' +
    'herr frau mfg anfrage dringend macht machen habe hast hat bin bist kann will geht auch aber weil schon',
);

const PT = words(
  'de da do das dos e ou em no na nos nas com sem para por um uma uns umas ao aos que é são está ' +
    'estão estamos temos tem têm podem pode nosso nossa nossos vocês você preciso precisamos queremos ' +
    'quero procuramos procurando comprar compra preço preços cotação oferta ofertas toneladas tonelada ' +
    'favor olá obrigado obrigada qualidade produto produtos fornecedor fornecedores enviar amostra ' +
    'amostras entrega pagamento contêiner contentor mês mensal quantidade sacos mais muito qual quanto ' +
    'como urgente informações faz fazer tenho vou vai estou sou posso também mas porque já',
);

const HI = words(
  'का की के है हैं था थे हमें हम मुझे मैं चाहिए चाहिये और या में से को पर यह वह ये वो एक टन किलो कीमत ' +
    'दाम भाव रेट नमूना नमूने कृपया भेजें भेजिए भेजो प्रति महीना महीने गुणवत्ता उत्पाद आपूर्तिकर्ता खरीदना ' +
    'नमस्ते धन्यवाद क्या कितना कितने लिए साथ जी आप आपका आपके हमारे हमारा हमारी बोरी बोरियां कंटेनर ' +
    'hume humein hamein hame mujhe chahiye chahie chaiye ka ki ke hai hain aur ya mein me se ko par kya ' +
    'kitna kitne bhav bhaav daam kimat keemat bhejo bhejiye kripya namaste dhanyavad shukriya accha ' +
    'wala wali wale liye ji aap apka apke hamara hamari',
);

const AR = words(
  'في من إلى الى على عن مع و أو او هذا هذه ذلك تلك التي الذي نحن أنا انا نحتاج نريد أريد اريد نبحث ' +
    'سعر أسعار اسعار عرض طن أطنان اطنان كيلو كمية شحن شحنة دفع عينة عينات جودة منتج منتجات مورد موردين ' +
    'شراء مرحبا شكرا السلام عليكم فضلك لو سمحت كل شهر شهريا حاوية حاويات أكياس كيس هل كم ما لدينا ' +
    'لديكم يرجى الرجاء تحية',
);

// Han text is indexed as bigrams; these are the bigrams (and single characters) of inquiry boilerplate.
const ZH = words(
  '我们 需要 价格 报价 请问 你们 采购 求购 购买 数量 每月 质量 产品 供应 样品 付款 交货 发货 ' +
    '集装 装箱 公斤 多少 谢谢 你好 您好 公司 我司 贵司 请发 提供 吨 的 了 和 我 你 请 要 在 是 有 个 ' +
    '想要 想买 一下 能否 可以 感谢 订单',
);

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** Folded stop words (same normalisation as indexed text). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [EN, ES, FR, DE, PT, HI, AR, ZH].flatMap((list) => list.flatMap((word) => matchForm(word).split(' '))),
);
