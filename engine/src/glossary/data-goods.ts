import type { GlossaryEntry } from '../glossary.ts';
import { entry } from './entry.ts';

/*
 * More traded goods (spices, farm produce, food and drink, textiles, jewellery, leather,
 * handicrafts) in the engine's 8 languages, written with `entry` (names separated by `|`, the first
 * is the display name). Same rules as data.ts: no bare name that is also a common word, no name
 * shared by two entries.
 */

const SPICE = 'Spices & Herbs' as const;
const AGRI = 'Agricultural Products' as const;
const FOOD = 'Food & Beverages' as const;
const TEXTILE = 'Textiles & Garments' as const;
const JEWEL = 'Jewelry & Gems' as const;
const LEATHER = 'Leather Products' as const;
const CRAFT = 'Handicrafts' as const;

export const GLOSSARY_GOODS: readonly GlossaryEntry[] = [
  // ---------------------------------------------------------------------------- Spices & Herbs
  entry('black-cardamom', SPICE, {
    en: 'black cardamom|large cardamom|big cardamom', hi: 'बड़ी इलायची|काली इलायची|badi elaichi|kali elaichi|kali ilaichi|moti elaichi',
    es: 'cardamomo negro', fr: 'cardamome noire', de: 'schwarzer Kardamom', pt: 'cardamomo-preto|cardamomo negro',
    ar: 'هيل أسود|حبهان أسود', zh: '草果|黑豆蔻',
  }),
  entry('curry-leaves', SPICE, {
    en: 'curry leaves|curry leaf', hi: 'करी पत्ता|कढ़ी पत्ता|kadi patta|curry patta', es: 'hojas de curry',
    fr: 'feuilles de curry|feuilles de kaloupilé', de: 'Curryblätter', pt: 'folhas de curry', ar: 'أوراق الكاري', zh: '咖喱叶',
  }),
  entry('kasuri-methi', SPICE, {
    en: 'kasuri methi|dried fenugreek leaves|fenugreek leaves', hi: 'कसूरी मेथी|kasoori methi',
    es: 'hojas de fenogreco secas', fr: 'feuilles de fenugrec séchées', de: 'getrocknete Bockshornkleeblätter',
    pt: 'folhas de feno-grego secas', ar: 'أوراق الحلبة المجففة', zh: '干葫芦巴叶',
  }),
  entry('amchur', SPICE, {
    en: 'dry mango powder|amchur|amchoor', hi: 'अमचूर|आमचूर', es: 'mango seco en polvo', fr: 'poudre de mangue séchée',
    de: 'Mangopulver', pt: 'manga seca em pó', ar: 'مسحوق المانجو المجفف', zh: '芒果干粉',
  }),
  entry('paprika', SPICE, {
    en: 'paprika|paprika powder|sweet paprika|smoked paprika', hi: 'पपरिका|कश्मीरी मिर्च पाउडर',
    es: 'pimentón|páprika|pimentón dulce', fr: 'paprika', de: 'Paprikapulver|Edelsüß-Paprika', pt: 'páprica|colorau',
    ar: 'بابريكا|فلفل أحمر حلو', zh: '红椒粉|甜椒粉',
  }),
  entry('poppy-seeds', SPICE, {
    en: 'poppy seeds|poppy seed|white poppy seeds', hi: 'खसखस|पोस्ता दाना|khus khus|khaskhas', es: 'semillas de amapola|amapola',
    fr: 'graines de pavot|pavot', de: 'Mohnsamen|Mohn', pt: 'sementes de papoila|sementes de papoula', ar: 'بذور الخشخاش|خشخاش',
    zh: '罂粟籽',
  }),
  entry('dill-seeds', SPICE, {
    en: 'dill seeds|dill seed|dill', hi: 'सोआ|सुआ बीज|shepu', es: 'eneldo|semillas de eneldo', fr: 'aneth|graines d\'aneth',
    de: 'Dillsamen|Dill', pt: 'endro|sementes de endro|aneto', ar: 'شبت|بذور الشبت', zh: '莳萝籽|莳萝',
  }),
  entry('celery-seeds', SPICE, {
    en: 'celery seeds|celery seed', hi: 'अजमोद|अजमोदा|ajmod', es: 'semillas de apio', fr: 'graines de céleri',
    de: 'Selleriesamen', pt: 'sementes de aipo', ar: 'بذور الكرفس', zh: '芹菜籽',
  }),
  entry('vanilla', SPICE, {
    en: 'vanilla|vanilla beans|vanilla pods', hi: 'वनीला', es: 'vainilla|vainas de vainilla', fr: 'vanille|gousses de vanille',
    de: 'Vanille|Vanilleschoten', pt: 'baunilha|favas de baunilha', ar: 'فانيليا|قرون الفانيليا', zh: '香草|香草荚|香子兰',
  }),
  entry('dried-herbs', SPICE, {
    en: 'dried herbs|oregano|dried oregano|basil|dried basil|thyme|rosemary|sage leaves|parsley flakes',
    hi: 'सूखी जड़ी बूटियां|अजवायन की पत्ती|तुलसी के पत्ते', es: 'hierbas secas|orégano|albahaca|tomillo|romero',
    fr: 'herbes séchées|origan|basilic|thym|romarin', de: 'getrocknete Kräuter|Oregano|Basilikum|Thymian|Rosmarin',
    pt: 'ervas secas|orégano|manjericão|tomilho|alecrim', ar: 'أعشاب مجففة|زعتر|ريحان|إكليل الجبل|أوريغانو', zh: '干香草|牛至|罗勒|百里香|迷迭香',
  }),
  entry('mint', SPICE, {
    en: 'mint leaves|peppermint|dried mint|mint|menthol crystals|peppermint oil', hi: 'पुदीना|pudina|मेंथॉल',
    es: 'menta|hierbabuena|menta piperita', fr: 'menthe|menthe poivrée', de: 'Minze|Pfefferminze|Menthol',
    pt: 'hortelã|menta|hortelã-pimenta', ar: 'نعناع|نعناع مجفف|منثول', zh: '薄荷|薄荷叶|薄荷脑',
  }),
  entry('stevia', SPICE, {
    en: 'stevia|stevia leaves|stevia powder', hi: 'स्टीविया|मीठी तुलसी', es: 'estevia|stevia', fr: 'stévia',
    de: 'Stevia', pt: 'estévia', ar: 'ستيفيا', zh: '甜菊叶|甜叶菊',
  }),
  entry('spice-blends', SPICE, {
    en: 'garam masala|spice blends|curry powder|chaat masala|sambar powder|biryani masala',
    hi: 'गरम मसाला|करी पाउडर|चाट मसाला|सांभर मसाला', es: 'mezcla de especias|curry en polvo|garam masala',
    fr: "mélange d'épices|poudre de curry|garam massala", de: 'Gewürzmischungen|Currypulver|Gewürzmischung',
    pt: 'mistura de especiarias|caril em pó|curry em pó', ar: 'بهارات مشكلة|مسحوق الكاري|كاري', zh: '咖喱粉|混合香料|印度香料粉',
  }),
  entry('tulsi', SPICE, {
    en: 'holy basil|tulsi|tulsi leaves', hi: 'तुलसी|tulsi', es: 'albahaca sagrada', fr: 'basilic sacré',
    de: 'Heiliges Basilikum|Tulsi', pt: 'manjericão-santo|tulsi', ar: 'ريحان مقدس|تولسي', zh: '圣罗勒',
  }),
  entry('neem', SPICE, {
    en: 'neem leaves|neem|neem powder|neem oil', hi: 'नीम|नीम की पत्तियां|neem', es: 'neem|hojas de neem|aceite de neem',
    fr: 'neem|margousier|huile de neem', de: 'Neem|Neemöl|Niembaum', pt: 'neem|óleo de nim', ar: 'نيم|زيت النيم',
    zh: '印楝|印楝油',
  }),
  entry('senna', SPICE, {
    en: 'senna leaves|senna|senna pods', hi: 'सनाय|सोनामुखी', es: 'hojas de sen', fr: 'séné|feuilles de séné',
    de: 'Sennesblätter', pt: 'sene|folhas de sene', ar: 'سنا مكي|سنامكي', zh: '番泻叶',
  }),

  // ---------------------------------------------------------------------- Agricultural Products
  entry('potatoes', AGRI, {
    en: 'potatoes|potato|fresh potatoes', hi: 'आलू|aloo', es: 'patatas|patata', fr: 'pommes de terre|pomme de terre',
    de: 'Kartoffeln|Kartoffel', pt: 'batatas|batata', ar: 'بطاطس|بطاطا', zh: '土豆|马铃薯',
  }),
  entry('tomatoes', AGRI, {
    en: 'tomatoes|tomato|fresh tomatoes', hi: 'टमाटर|tamatar', es: 'tomates|tomate|jitomate', fr: 'tomates|tomate',
    de: 'Tomaten|Tomate', pt: 'tomates|tomate', ar: 'طماطم|بندورة', zh: '番茄|西红柿',
  }),
  entry('bananas', AGRI, {
    en: 'bananas|banana|cavendish bananas|fresh bananas', hi: 'केला|केले|kela', es: 'plátanos|bananas|banano|plátano',
    fr: 'bananes|banane', de: 'Bananen|Banane', pt: 'bananas|banana', ar: 'موز', zh: '香蕉',
  }),
  entry('grapes', AGRI, {
    en: 'grapes|fresh grapes|table grapes', hi: 'अंगूर|angoor', es: 'uvas|uva de mesa', fr: 'raisins frais|raisin de table',
    de: 'Weintrauben|Tafeltrauben|Trauben', pt: 'uvas|uva de mesa', ar: 'عنب', zh: '葡萄|鲜葡萄',
  }),
  entry('pomegranates', AGRI, {
    en: 'pomegranates|pomegranate|pomegranate arils', hi: 'अनार|anar', es: 'granadas', fr: 'grenades|grenade',
    de: 'Granatäpfel', pt: 'romãs|romã', ar: 'رمان|رمانة', zh: '石榴',
  }),
  entry('fresh-vegetables', AGRI, {
    en: 'fresh vegetables|vegetables|green chillies|okra|drumsticks|cabbage|cauliflower|carrots',
    hi: 'सब्जियां|ताजी सब्जियां|भिंडी|हरी मिर्च|गोभी|sabzi', es: 'verduras frescas|hortalizas|verduras|okra|quimbombó',
    fr: 'légumes frais|gombo', de: 'Frischgemüse|Gemüse|Okraschoten', pt: 'legumes frescos|hortaliças|verduras|quiabo',
    ar: 'خضروات طازجة|خضروات|خضار|بامية', zh: '新鲜蔬菜|蔬菜|秋葵',
  }),
  entry('millets', AGRI, {
    en: 'millets|millet|pearl millet|bajra|finger millet|ragi|foxtail millet|proso millet', hi: 'बाजरा|रागी|मिलेट|bajra|ragi|मोटा अनाज',
    es: 'mijo perla', fr: 'millet|mil perlé|éleusine', de: 'Hirse|Perlhirse|Fingerhirse', pt: 'milheto|painço|milhete',
    ar: 'دخن|دخن لؤلؤي', zh: '珍珠粟|龙爪稷|谷子',
  }),
  entry('quinoa', AGRI, {
    en: 'quinoa|quinoa seeds', hi: 'क्विनोआ', es: 'quinua|quinoa', fr: 'quinoa', de: 'Quinoa', pt: 'quinoa|quinua',
    ar: 'كينوا', zh: '藜麦',
  }),
  entry('natural-rubber', AGRI, {
    en: 'natural rubber|rubber sheets|ribbed smoked sheets|latex|crumb rubber|rubber', hi: 'प्राकृतिक रबर|रबर|रबड़|rabar|kaccha rabar|रबड़ की शीट',
    es: 'caucho natural|caucho|hule|látex', fr: 'caoutchouc naturel|caoutchouc|latex naturel', de: 'Naturkautschuk|Kautschuk|Latex',
    pt: 'borracha natural|borracha|látex', ar: 'مطاط طبيعي|مطاط', zh: '天然橡胶|橡胶|烟片胶',
  }),
  entry('tobacco', AGRI, {
    en: 'tobacco|tobacco leaves|unmanufactured tobacco', hi: 'तंबाकू|tambaku', es: 'tabaco|hojas de tabaco',
    fr: 'tabac|feuilles de tabac', de: 'Tabak|Rohtabak', pt: 'tabaco|fumo em folha', ar: 'تبغ|تنباك', zh: '烟叶|烟草',
  }),
  entry('areca-nuts', AGRI, {
    en: 'areca nuts|areca nut|betel nuts|betel nut|supari', hi: 'सुपारी|supari', es: 'nuez de areca|nuez de betel',
    fr: "noix d'arec|noix de bétel", de: 'Betelnüsse|Arekanüsse', pt: 'noz de areca|noz de bétele', ar: 'جوز الأريكا|فوفل|جوز التنبول',
    zh: '槟榔',
  }),
  entry('cocoa-beans', AGRI, {
    en: 'cocoa beans|cacao beans|cocoa|cacao', hi: 'कोको बीन्स|कोको', es: 'granos de cacao|cacao', fr: 'fèves de cacao|cacao',
    de: 'Kakaobohnen|Kakao', pt: 'amêndoas de cacau|cacau', ar: 'حبوب الكاكاو|كاكاو', zh: '可可豆|可可',
  }),
  entry('animal-feed', AGRI, {
    en: 'animal feed|cattle feed|poultry feed|ddgs|distillers dried grains|de-oiled cake|oil cake|fish meal|rice bran',
    hi: 'पशु आहार|चोकर|पशु चारा', es: 'alimento balanceado|piensos|pienso|harina de pescado|salvado de arroz',
    fr: 'aliments pour animaux|tourteaux|farine de poisson|son de riz', de: 'Tierfutter|Futtermittel|Ölkuchen|Fischmehl|Reiskleie',
    pt: 'ração animal|rações|farelo de arroz|farinha de peixe', ar: 'أعلاف|علف حيواني|مسحوق السمك|نخالة الأرز',
    zh: '饲料|动物饲料|酒糟|豆粕饼|鱼粉|米糠',
  }),
  entry('oilseeds', AGRI, {
    en: 'flax seeds|flaxseed|linseed|chia seeds|sunflower seeds|castor seeds|niger seeds|pumpkin seeds|melon seeds',
    hi: 'अलसी|चिया बीज|सूरजमुखी के बीज|अरंडी के बीज|रामतिल', es: 'linaza|semillas de chía|semillas de girasol|pipas de girasol',
    fr: 'graines de lin|graines de chia|graines de tournesol', de: 'Leinsamen|Chiasamen|Sonnenblumenkerne',
    pt: 'linhaça|sementes de chia|sementes de girassol', ar: 'بذور الكتان|بذور الشيا|بذور دوار الشمس|بذور عباد الشمس',
    zh: '亚麻籽|奇亚籽|葵花籽|蓖麻籽',
  }),
  entry('pigeon-peas', AGRI, {
    en: 'pigeon peas|toor dal|arhar dal|tur dal|red gram', hi: 'अरहर दाल|तूर दाल|अरहर|toor dal|arhar',
    es: 'guandú|gandul|frijol de palo', fr: "pois d'angole|pois cajan", de: 'Straucherbsen|Toor Dal', pt: 'feijão-guandu|guandu',
    ar: 'بازلاء الحمام', zh: '木豆',
  }),
  entry('black-gram', AGRI, {
    en: 'black gram|urad dal|urad|black matpe', hi: 'उड़द दाल|उड़द|urad dal', es: 'frijol negro mungo|urad dal', fr: 'haricot urd|urad dal',
    de: 'Urdbohnen|Urad Dal', pt: 'feijão-da-índia|urad dal', ar: 'فول أسود هندي|عدس أسود', zh: '黑吉豆',
  }),
  entry('green-peas', AGRI, {
    en: 'green peas|dried peas|yellow peas|split peas|peas', hi: 'मटर|हरी मटर', es: 'guisantes|arvejas|chícharos',
    fr: 'pois verts|petits pois|pois cassés', de: 'Erbsen|grüne Erbsen|Schälerbsen', pt: 'ervilhas|ervilha', ar: 'بازلاء|بسلة',
    zh: '豌豆|青豆',
  }),
  entry('oats', AGRI, {
    en: 'oats|rolled oats|oat flakes|oatmeal', hi: 'जई|ओट्स', es: 'avena|copos de avena', fr: "avoine|flocons d'avoine",
    de: 'Hafer|Haferflocken', pt: 'aveia|flocos de aveia', ar: 'شوفان', zh: '燕麦|燕麦片',
  }),
  entry('fresh-fruits', AGRI, {
    en: 'fresh fruits|fruits|oranges|apples|guava|papaya|pineapples|lemons|limes|watermelons',
    hi: 'ताजे फल|संतरा|सेब|अमरूद|पपीता|नींबू', es: 'frutas frescas|frutas|naranjas|manzanas|guayaba|papaya|piñas|limones',
    fr: 'fruits frais|oranges|pommes|goyave|papaye|ananas|citrons', de: 'frisches Obst|Obst|Orangen|Äpfel|Guaven|Papayas|Ananas|Zitronen',
    pt: 'frutas frescas|frutas|laranjas|maçãs|goiaba|mamão|abacaxi|limões', ar: 'فواكه طازجة|فواكه|برتقال|تفاح|جوافة|بابايا|أناناس|ليمون',
    zh: '新鲜水果|水果|橙子|苹果|番石榴|木瓜|菠萝|柠檬',
  }),

  // -------------------------------------------------------------------------- Food & Beverages
  entry('shrimp', FOOD, {
    en: 'frozen shrimp|shrimp|shrimps|prawns|prawn|vannamei shrimp|black tiger shrimp|vannamei', hi: 'झींगा|झींगे|jhinga',
    es: 'camarones|camarón|gambas|langostinos', fr: 'crevettes|crevette|gambas', de: 'Garnelen|Shrimps|Krabben',
    pt: 'camarões|camarão', ar: 'روبيان|جمبري|قريدس', zh: '虾|冻虾|白虾|南美白对虾',
  }),
  entry('frozen-fish', FOOD, {
    en: 'frozen fish|fish fillets|seafood|fish|tuna|squid|cuttlefish|octopus|sardines|mackerel|pangasius|pangasius fillets|basa|basa fillets|basa fish|tra fish|tilapia|hake|salmon|frozen fillets', hi: 'मछली|समुद्री भोजन|machli',
    es: 'pescado congelado|pescado|mariscos|filetes de pescado|calamar|atún|sardinas|panga|pangasius|filete de panga|tilapia|merluza|salmón', fr: 'poisson surgelé|poisson|fruits de mer|calmar|thon|sardines|pangasius|filets de panga|tilapia|merlu|saumon',
    de: 'Tiefkühlfisch|Fisch|Meeresfrüchte|Fischfilets|Tintenfisch|Thunfisch|Sardinen|Pangasius|Pangasiusfilet|Tilapia|Seehecht|Lachs', pt: 'peixe congelado|peixe|frutos do mar|atum|sardinhas|panga|pangasius|tilápia|merluza|salmão',
    ar: 'أسماك مجمدة|أسماك|سمك|مأكولات بحرية|حبار|تونة|سردين|باسا|سمك الباسا|بلطي|سلمون', zh: '冻鱼|海鲜|鱼片|鱿鱼|金枪鱼|沙丁鱼|巴沙鱼|龙利鱼|罗非鱼|三文鱼',
  }),
  entry('milk-powder', FOOD, {
    en: 'milk powder|skimmed milk powder|whole milk powder|dairy whitener|powdered milk', hi: 'दूध पाउडर|मिल्क पाउडर',
    es: 'leche en polvo|leche descremada en polvo', fr: 'lait en poudre|poudre de lait', de: 'Milchpulver|Magermilchpulver|Vollmilchpulver',
    pt: 'leite em pó', ar: 'حليب مجفف|حليب بودرة|لبن بودرة', zh: '奶粉|脱脂奶粉|全脂奶粉',
  }),
  entry('ghee', FOOD, {
    en: 'ghee|cow ghee|desi ghee|clarified butter|butter oil', hi: 'घी|देसी घी|ghee', es: 'ghee|mantequilla clarificada',
    fr: 'ghee|beurre clarifié', de: 'Ghee|Butterschmalz', pt: 'ghee|manteiga clarificada', ar: 'سمن|سمن بلدي|سمن حيواني',
    zh: '酥油|印度酥油',
  }),
  entry('butter-cheese', FOOD, {
    en: 'butter|cheese|paneer|dairy products|mozzarella|cheddar', hi: 'मक्खन|पनीर|डेयरी उत्पाद',
    es: 'mantequilla|queso|quesos|productos lácteos', fr: 'beurre|fromage|fromages|produits laitiers', de: 'Butter|Käse|Milchprodukte',
    pt: 'manteiga|queijo|queijos|laticínios', ar: 'زبدة|جبنة|منتجات الألبان', zh: '黄油|奶酪|乳制品',
  }),
  entry('chocolate', FOOD, {
    en: 'chocolate|chocolates|cocoa powder|chocolate bars|cocoa butter', hi: 'चॉकलेट|कोको पाउडर',
    es: 'chocolate|chocolates|cacao en polvo|manteca de cacao', fr: 'chocolat|chocolats|cacao en poudre|beurre de cacao',
    de: 'Schokolade|Kakaopulver|Kakaobutter', pt: 'chocolate|chocolates|cacau em pó|manteiga de cacau',
    ar: 'شوكولاتة|مسحوق الكاكاو|زبدة الكاكاو', zh: '巧克力|可可粉|可可脂',
  }),
  entry('biscuits', FOOD, {
    en: 'biscuits|cookies|crackers|wafers|rusk', hi: 'बिस्किट|बिस्कुट|कुकीज़', es: 'galletas|galletitas',
    fr: 'biscuits|gâteaux secs|biscottes', de: 'Kekse|Plätzchen|Zwieback', pt: 'biscoitos|bolachas', ar: 'بسكويت|كعك|بسكوت',
    zh: '饼干|曲奇',
  }),
  entry('pasta-noodles', FOOD, {
    en: 'pasta|noodles|instant noodles|spaghetti|macaroni|vermicelli', hi: 'नूडल्स|पास्ता|सेवई|मैकरोनी',
    es: 'pasta|fideos|fideos instantáneos|espaguetis|macarrones', fr: 'pâtes|nouilles|nouilles instantanées|spaghettis|vermicelles',
    de: 'Nudeln|Teigwaren|Instantnudeln|Spaghetti', pt: 'macarrão|miojo|espaguete|aletria', ar: 'معكرونة|مكرونة|نودلز|شعيرية',
    zh: '面条|方便面|意大利面|粉丝',
  }),
  entry('fruit-juice', FOOD, {
    en: 'fruit juices|fruit juice|juices|juice|orange juice|juice concentrate', hi: 'फलों का रस|जूस',
    es: 'jugos|jugo|zumos|zumo|jugos de fruta', fr: 'jus de fruits|jus', de: 'Fruchtsäfte|Fruchtsaft|Säfte|Saft',
    pt: 'sucos|suco|sumos|suco de fruta', ar: 'عصائر|عصير|عصير فواكه', zh: '果汁|浓缩果汁',
  }),
  entry('bottled-water', FOOD, {
    en: 'mineral water|bottled water|drinking water|packaged drinking water|spring water', hi: 'मिनरल वाटर|बोतलबंद पानी|पीने का पानी',
    es: 'agua mineral|agua embotellada|agua potable', fr: 'eau minérale|eau en bouteille|eau potable', de: 'Mineralwasser|Trinkwasser|Tafelwasser',
    pt: 'água mineral|água engarrafada|água potável', ar: 'مياه معدنية|مياه شرب|مياه معبأة', zh: '矿泉水|瓶装水|饮用水',
  }),
  entry('soft-drinks', FOOD, {
    en: 'soft drinks|carbonated drinks|energy drinks|soda drinks|cold drinks', hi: 'कोल्ड ड्रिंक|शीतल पेय',
    es: 'refrescos|bebidas gaseosas|gaseosas|bebidas energéticas', fr: 'boissons gazeuses|sodas|boissons énergisantes',
    de: 'Erfrischungsgetränke|Softdrinks|Limonaden|Energydrinks', pt: 'refrigerantes|bebidas energéticas', ar: 'مشروبات غازية|مشروبات الطاقة|مياه غازية',
    zh: '软饮料|碳酸饮料|功能饮料|汽水',
  }),
  entry('olive-oil', FOOD, {
    en: 'olive oil|extra virgin olive oil|virgin olive oil', hi: 'जैतून का तेल|ऑलिव ऑयल', es: 'aceite de oliva|aceite de oliva virgen extra',
    fr: "huile d'olive|huile d'olive vierge extra", de: 'Olivenöl|natives Olivenöl extra', pt: 'azeite|azeite de oliva|azeite extra virgem',
    ar: 'زيت الزيتون|زيت زيتون بكر ممتاز', zh: '橄榄油|特级初榨橄榄油',
  }),
  entry('palm-oil', FOOD, {
    en: 'palm oil|palm olein|crude palm oil|refined palm oil|palmolein|palm kernel oil', hi: 'पाम तेल|पामोलिन|पाम ऑयल',
    es: 'aceite de palma|oleína de palma', fr: 'huile de palme|oléine de palme', de: 'Palmöl|Palmolein', pt: 'óleo de palma|azeite de dendê|oleína de palma',
    ar: 'زيت النخيل|أولين النخيل', zh: '棕榈油|棕榈液油',
  }),
  entry('soybean-oil', FOOD, {
    en: 'soybean oil|soya oil|soyabean oil|refined soybean oil', hi: 'सोयाबीन तेल|सोया तेल', es: 'aceite de soja|aceite de soya',
    fr: 'huile de soja', de: 'Sojaöl', pt: 'óleo de soja', ar: 'زيت الصويا|زيت فول الصويا', zh: '大豆油|豆油',
  }),
  entry('rice-bran-oil', FOOD, {
    en: 'rice bran oil', hi: 'राइस ब्रान तेल|चावल की भूसी का तेल', es: 'aceite de salvado de arroz', fr: 'huile de son de riz',
    de: 'Reiskleieöl', pt: 'óleo de farelo de arroz', ar: 'زيت نخالة الأرز', zh: '米糠油',
  }),
  entry('salt', FOOD, {
    en: 'salt|sea salt|rock salt|iodized salt|table salt|industrial salt|himalayan pink salt|sodium chloride', hi: 'नमक|सेंधा नमक|namak',
    es: 'sal marina|sal de mesa|sal yodada|sal gema|cloruro de sodio', fr: 'sel|sel de mer|sel marin|sel gemme|chlorure de sodium',
    de: 'Salz|Meersalz|Steinsalz|Speisesalz|Natriumchlorid', pt: 'sal marinho|sal de cozinha|sal grosso|cloreto de sódio',
    ar: 'ملح|ملح طعام|ملح بحري|ملح صخري|كلوريد الصوديوم', zh: '食盐|海盐|岩盐|工业盐|氯化钠',
  }),
  entry('dates-fruit', FOOD, {
    en: 'dates fruit|dried dates|medjool dates|fresh dates|khajoor|date palm fruit|ajwa dates', hi: 'खजूर|छुहारा|khajoor',
    es: 'dátiles|dátil', fr: 'dattes|datte', de: 'Datteln|Dattel', pt: 'tâmaras|tâmara', ar: 'تمر|تمور', zh: '椰枣|海枣',
  }),
  entry('dried-fruits', FOOD, {
    en: 'dried fruits|dry fruits|dried apricots|dried figs|figs|prunes|dried cranberries', hi: 'सूखे मेवे|मेवा|अंजीर|खुबानी|dry fruits',
    es: 'frutos secos|frutas deshidratadas|higos secos|orejones|ciruelas pasas', fr: 'fruits secs|figues sèches|abricots secs|pruneaux',
    de: 'Trockenfrüchte|Trockenobst|getrocknete Feigen|getrocknete Aprikosen', pt: 'frutas secas|frutas desidratadas|figos secos|damascos secos',
    ar: 'فواكه مجففة|مكسرات|تين مجفف|مشمش مجفف', zh: '果干|干果|无花果干|杏干',
  }),
  entry('frozen-vegetables', FOOD, {
    en: 'frozen vegetables|iqf vegetables|frozen peas|frozen sweet corn|frozen fruits', hi: 'फ्रोजन सब्जियां|जमी हुई सब्जियां',
    es: 'verduras congeladas|vegetales congelados', fr: 'légumes surgelés|fruits surgelés', de: 'Tiefkühlgemüse|tiefgefrorenes Gemüse',
    pt: 'vegetais congelados|legumes congelados', ar: 'خضروات مجمدة|خضار مجمد', zh: '速冻蔬菜|冷冻蔬菜',
  }),
  entry('pickles-sauces', FOOD, {
    en: 'pickles|pickle|achar|sauces|ketchup|tomato ketchup|chutney|condiments|vinegar', hi: 'अचार|चटनी|सॉस|achar',
    es: 'encurtidos|salsas|kétchup|vinagre|chutney', fr: 'cornichons|conserves au vinaigre|sauces|ketchup|vinaigre|chutney',
    de: 'Essiggurken|eingelegtes Gemüse|Saucen|Soßen|Ketchup|Essig', pt: 'picles|molhos|ketchup|vinagre',
    ar: 'مخللات|صلصات|كاتشب', zh: '泡菜|酱菜|调味酱|番茄酱',
  }),
  entry('flour', FOOD, {
    en: 'wheat flour|atta|flour|maida|gram flour|besan|rice flour|semolina|suji|sooji', hi: 'आटा|गेहूं का आटा|मैदा|बेसन|सूजी|atta',
    es: 'harina de trigo|harina|sémola|harina de garbanzo', fr: 'farine de blé|farine|semoule|farine de pois chiche', de: 'Weizenmehl|Mehl|Grieß|Kichererbsenmehl',
    pt: 'farinha de trigo|farinha|sêmola|farinha de grão-de-bico', ar: 'دقيق القمح|دقيق|طحين|سميد|سميدة', zh: '面粉|小麦粉|粗粒小麦粉|鹰嘴豆粉',
  }),
  entry('snacks', FOOD, {
    en: 'snacks|namkeen|bhujia|potato chips|makhana|fox nuts|papad', hi: 'नमकीन|भुजिया|चिप्स|मखाना|पापड़|namkeen',
    es: 'aperitivos|botanas|papas fritas|bocadillos salados', fr: 'snacks|amuse-gueules', de: 'Knabbereien|Snacks|Kartoffelchips',
    pt: 'salgadinhos|petiscos|batatas chips', ar: 'وجبات خفيفة|مقرمشات|شيبس', zh: '零食|小吃|薯片|芡实',
  }),
  entry('instant-coffee', FOOD, {
    en: 'instant coffee|soluble coffee|freeze dried coffee|spray dried coffee', hi: 'इंस्टेंट कॉफी', es: 'café instantáneo|café soluble',
    fr: 'café instantané|café soluble', de: 'Instantkaffee|löslicher Kaffee', pt: 'café solúvel|café instantâneo', ar: 'قهوة سريعة الذوبان|نسكافيه',
    zh: '速溶咖啡',
  }),
  entry('jams-honey-spreads', FOOD, {
    en: 'jams|fruit jam|marmalade|peanut butter|spreads', hi: 'जैम|मुरब्बा|पीनट बटर', es: 'mermeladas|mermelada|mantequilla de maní|crema de cacahuete',
    fr: 'confitures|confiture|beurre de cacahuète', de: 'Marmeladen|Konfitüre|Erdnussbutter', pt: 'geleias|geleia|compotas|pasta de amendoim',
    ar: 'مربى|مربيات|زبدة الفول السوداني', zh: '果酱|花生酱',
  }),
  entry('wine-beer', FOOD, {
    en: 'wines|wine|beer|beers|whisky|whiskey|vodka|rum|liquor', hi: 'शराब|वाइन|बीयर|व्हिस्की',
    es: 'vinos|vino|cerveza|cervezas|licores|whisky', fr: 'vins|bière|bières|spiritueux|whisky', de: 'Weine|Wein|Bier|Spirituosen|Whisky',
    pt: 'vinhos|vinho|cerveja|cervejas|destilados|uísque', ar: 'نبيذ|بيرة|مشروبات كحولية', zh: '葡萄酒|啤酒|烈酒|威士忌',
  }),

  // ------------------------------------------------------------------------ Textiles & Garments
  entry('shirts', TEXTILE, {
    en: 'shirts|shirt|formal shirts|casual shirts|dress shirts|polo shirts|polo shirt|polos', hi: 'शर्ट|कमीज|पोलो शर्ट|पोलो टी-शर्ट|पोलो',
    es: 'camisas|camisa|polos|camisas polo', fr: 'chemises|chemise|polos', de: 'Hemden|Hemd|Poloshirts',
    pt: 'camisas|camisa|camisas polo', ar: 'قمصان|قميص|قمصان بولو', zh: '衬衫|衬衣|polo衫',
  }),
  entry('jeans', TEXTILE, {
    en: 'jeans|denim jeans|jeans pants|trousers|pants|chinos|cargo pants', hi: 'जींस|पैंट|पतलून',
    es: 'jeans|vaqueros|pantalones vaqueros|pantalones', fr: 'jeans|pantalons|pantalon', de: 'Jeans|Hosen|Jeanshosen',
    pt: 'calças jeans|calças|jeans', ar: 'جينز|بنطلون جينز|بناطيل|بنطلونات', zh: '牛仔裤|裤子|长裤',
  }),
  entry('hoodies-sweatshirts', TEXTILE, {
    en: 'hoodies|hoodie|sweatshirts|sweatshirt|sweaters|sweater|jumpers|cardigans|knitwear', hi: 'हुडी|स्वेटशर्ट|स्वेटर',
    es: 'sudaderas|sudadera|suéteres|jerséis|chompas', fr: 'sweats à capuche|sweat-shirts|chandails', de: 'Kapuzenpullover|Hoodies|Sweatshirts|Pullover|Strickwaren',
    pt: 'moletons|moletom|suéteres|camisolas de malha', ar: 'هوديز|سويت شيرت|كنزات|بلوفرات', zh: '连帽衫|卫衣|毛衣|针织衫',
  }),
  entry('kurtis', TEXTILE, {
    en: 'kurtis|kurti|kurtas|kurta|salwar suits|salwar kameez|ethnic wear|lehengas', hi: 'कुर्ती|कुर्ता|सलवार सूट|लहंगा',
    es: 'kurtis|kurtas|ropa étnica india', fr: 'kurtis|kurtas|tenues ethniques indiennes', de: 'Kurtis|Kurtas|indische Ethnokleidung',
    pt: 'kurtis|kurtas|roupas étnicas indianas', ar: 'كورتي|كورتا|ملابس هندية تقليدية', zh: '印度长衫|库尔塔|民族服装',
  }),
  entry('socks', TEXTILE, {
    en: 'socks|sock|cotton socks|stockings|hosiery', hi: 'मोज़े|जुराब', es: 'calcetines|calcetas',
    fr: 'chaussettes', de: 'Socken|Strümpfe', pt: 'meias', ar: 'جوارب|شرابات', zh: '袜子|棉袜',
  }),
  entry('scarves', TEXTILE, {
    en: 'scarves|scarf|dupattas|dupatta', hi: 'दुपट्टा|स्कार्फ', es: 'bufandas|pañuelos|fulares', fr: 'écharpes|foulards|étoles',
    de: 'Tücher|Halstücher', pt: 'cachecóis|lenços|echarpes', ar: 'أوشحة|وشاح', zh: '围巾|丝巾|披巾',
  }),
  entry('viscose', TEXTILE, {
    en: 'viscose|rayon|viscose fabric|rayon fabric|viscose yarn|viscose staple fibre|modal fabric', hi: 'विस्कोस|रेयॉन',
    es: 'viscosa|rayón|tela de viscosa', fr: 'viscose|rayonne|tissu viscose', de: 'Viskose|Reyon|Viskosestoff',
    pt: 'viscose|raiom|tecido de viscose', ar: 'فسكوز|رايون|قماش فسكوز', zh: '粘胶|人造丝|粘胶纤维|人棉',
  }),
  entry('linen-fabric', TEXTILE, {
    en: 'linen fabric|linen|flax fabric|linen yarn', hi: 'लिनन|लिनन कपड़ा', es: 'lino|tela de lino', fr: 'tissu en lin',
    de: 'Leinen|Leinenstoff', pt: 'linho|tecido de linho', ar: 'كتان|قماش الكتان', zh: '亚麻布|亚麻面料',
  }),
  entry('knitted-fabric', TEXTILE, {
    en: 'knitted fabric|knit fabric|jersey fabric|single jersey|interlock fabric|fleece fabric|rib fabric', hi: 'होजरी कपड़ा|बुना हुआ कपड़ा',
    es: 'tejido de punto|tela de punto|tela jersey', fr: 'tissu tricoté|jersey|maille', de: 'Strickstoff|Jersey|Maschenware',
    pt: 'malha|tecido de malha', ar: 'قماش تريكو|قماش محبوك', zh: '针织面料|针织布|汗布',
  }),
  entry('polyester-fabric', TEXTILE, {
    en: 'polyester fabric|polyester fabrics|poly cotton fabric|polycotton|microfiber fabric|nylon fabric|synthetic fabric|nylon spandex fabric|spandex fabric|lycra fabric|stretch fabric|elastane fabric|nylon spandex',
    hi: 'पॉलिएस्टर कपड़ा', es: 'tela de poliéster|tejido de poliéster|tela de nylon|tela de licra|tela elástica|licra', fr: 'tissu polyester|tissu nylon|tissu élasthanne|tissu lycra|élasthanne', de: 'Polyesterstoff|Nylonstoff|Mischgewebe|Elasthan|Stretchstoff|Lycra-Stoff',
    pt: 'tecido de poliéster|tecido de nylon|tecido de lycra|lycra|elastano', ar: 'قماش بوليستر|قماش نايلون', zh: '涤纶面料|涤棉布|尼龙面料|化纤面料|氨纶面料|弹力布|莱卡布',
  }),
  entry('garments-kids', TEXTILE, {
    en: 'kids wear|children clothing|baby clothes|baby garments|infant wear|rompers', hi: 'बच्चों के कपड़े|बेबी कपड़े',
    es: 'ropa infantil|ropa de bebé|ropa para niños', fr: 'vêtements pour enfants|vêtements bébé', de: 'Kinderbekleidung|Babykleidung|Kindermode',
    pt: 'roupas infantis|roupas de bebê', ar: 'ملابس أطفال|ملابس رضع', zh: '童装|婴儿服装',
  }),
  entry('uniforms-workwear', TEXTILE, {
    en: 'workwear|uniforms|school uniforms|coveralls|boiler suits|hi-vis vests|medical scrubs|scrubs|safety vest|safety vests|reflective vest|high visibility vest', hi: 'वर्दी|यूनिफॉर्म|स्कूल ड्रेस',
    es: 'ropa de trabajo|uniformes|uniformes escolares|overoles|chalecos reflectantes|chaleco reflectante|chaleco de seguridad', fr: 'vêtements de travail|uniformes|combinaisons de travail|blouses médicales|gilet de sécurité|gilet haute visibilité|gilet réfléchissant|gilets de sécurité',
    de: 'Arbeitskleidung|Uniformen|Schuluniformen|Overalls|Warnwesten|Warnweste|Sicherheitsweste', pt: 'roupas de trabalho|uniformes|macacões|coletes refletivos|colete refletivo|colete de segurança',
    ar: 'ملابس عمل|زي موحد|أزياء مدرسية|أفرولات', zh: '工作服|制服|校服|反光背心',
  }),
  entry('home-textiles', TEXTILE, {
    en: 'curtains|blankets|quilts|comforters|cushion covers|pillow covers|table linen|home textiles',
    hi: 'पर्दे|कंबल|रजाई|कुशन कवर|तकिये का कवर', es: 'cortinas|mantas|cobijas|edredones|fundas de cojín|textiles para el hogar',
    fr: 'rideaux|couettes|housses de coussin|linge de maison', de: 'Vorhänge|Gardinen|Steppdecken|Kissenbezüge|Heimtextilien',
    pt: 'cortinas|cobertores|mantas|edredons|capas de almofada|têxteis para o lar', ar: 'ستائر|بطانيات|لحف|أغطية وسائد|مفروشات',
    zh: '窗帘|毛毯|被子|抱枕套|家纺',
  }),
  entry('sportswear', TEXTILE, {
    en: 'sportswear|tracksuits|track pants|activewear|gym wear|leggings|jerseys|sports jerseys', hi: 'स्पोर्ट्सवियर|ट्रैक सूट|लेगिंग्स',
    es: 'ropa deportiva|chándales|chandal|mallas|leggings', fr: 'vêtements de sport|survêtements|leggings|maillots',
    de: 'Sportbekleidung|Trainingsanzüge|Leggings|Trikots', pt: 'roupas esportivas|agasalhos|leggings|roupa fitness',
    ar: 'ملابس رياضية|بدلات رياضية|ليقنز', zh: '运动服|运动装|紧身裤|球衣',
  }),
  entry('dresses-womenswear', TEXTILE, {
    en: 'dresses|ladies dresses|womens wear|blouses|skirts|nightwear|lingerie', hi: 'महिलाओं के कपड़े|ड्रेस|ब्लाउज|नाइटी',
    es: 'vestidos|blusas|faldas|ropa de mujer|lencería|pijamas', fr: 'robes|chemisiers|jupes|lingerie|vêtements pour femmes',
    de: 'Blusen|Röcke|Damenbekleidung|Dessous', pt: 'vestidos|blusas|saias|roupa feminina|lingerie|pijamas',
    ar: 'فساتين|بلوزات|تنانير|ملابس نسائية|ملابس داخلية', zh: '连衣裙|女装|衬衫裙|半身裙|内衣|睡衣',
  }),
  entry('cotton-bags', TEXTILE, {
    en: 'cotton bags|tote bags|tote bag|canvas bags|canvas tote bags|shopping bags|non woven bags', hi: 'कपड़े के थैले|कॉटन बैग|झोला',
    es: 'bolsas de tela|bolsas de algodón|bolsas tote|bolsas de lona', fr: 'sacs en coton|sacs cabas|tote bags|sacs en toile',
    de: 'Baumwolltaschen|Stofftaschen|Einkaufstaschen', pt: 'sacolas de algodão|ecobags|sacolas de pano|bolsas de lona',
    ar: 'أكياس قماش|حقائب قماشية|شنط قماش', zh: '帆布袋|棉布袋|购物袋|无纺布袋',
  }),
  entry('embroidered-fabric', TEXTILE, {
    en: 'embroidered fabric|embroidery fabric|chikankari|block printed fabric|hand block print|batik|ikat|khadi',
    hi: 'कढ़ाई वाला कपड़ा|चिकनकारी|ब्लॉक प्रिंट|खादी', es: 'tela bordada|bordados|estampado a mano|batik',
    fr: 'tissu brodé|broderies|impression au bloc|batik', de: 'bestickte Stoffe|Stickereien|Handdruckstoffe|Batik',
    pt: 'tecido bordado|bordados|estampa em bloco|batique', ar: 'قماش مطرز|تطريز|قماش مطبوع يدويا', zh: '刺绣面料|刺绣|手工印花布|蜡染',
  }),

  // ---------------------------------------------------------------------------- Jewelry & Gems
  entry('pearls', JEWEL, {
    en: 'pearls|pearl|freshwater pearls|south sea pearls|pearl necklace', hi: 'मोती|moti mala|moti ki mala|motiyon ka haar|मोती की माला', es: 'perlas|perla',
    fr: 'perles|perle de culture', de: 'Perlen|Süßwasserperlen', pt: 'pérolas|pérola', ar: 'لؤلؤ|لآلئ', zh: '珍珠|淡水珍珠',
  }),
  entry('lab-grown-diamonds', JEWEL, {
    en: 'lab grown diamonds|lab grown diamond|synthetic diamonds|man made diamonds|cvd diamonds|hpht diamonds|lgd',
    hi: 'लैब ग्रोन डायमंड|कृत्रिम हीरे', es: 'diamantes de laboratorio|diamantes sintéticos|diamantes cultivados',
    fr: 'diamants de laboratoire|diamants synthétiques', de: 'Labordiamanten|synthetische Diamanten|im Labor gezüchtete Diamanten',
    pt: 'diamantes de laboratório|diamantes sintéticos', ar: 'ألماس مصنع|ألماس مختبري|ماس صناعي', zh: '培育钻石|实验室培育钻石|合成钻石',
  }),
  entry('moissanite-cz', JEWEL, {
    en: 'moissanite|cubic zirconia|cz stones|american diamond', hi: 'अमेरिकन डायमंड|जरकन', es: 'moissanita|circonita|zirconia cúbica|circonia',
    fr: 'moissanite|zircon cubique|oxyde de zirconium', de: 'Moissanit|Zirkonia', pt: 'moissanite|zircônia|zircônia cúbica',
    ar: 'مويسانيت|زركون|زركونيا', zh: '莫桑石|立方氧化锆|锆石',
  }),
  entry('emeralds', JEWEL, {
    en: 'emeralds|emerald', hi: 'पन्ना|panna stone|panna ratna|पन्ना रत्न', es: 'esmeraldas|esmeralda', fr: 'émeraudes|émeraude', de: 'Smaragde|Smaragd',
    pt: 'esmeraldas|esmeralda', ar: 'زمرد', zh: '祖母绿',
  }),
  entry('rubies', JEWEL, {
    en: 'rubies|ruby', hi: 'माणिक|माणिक्य|manik', es: 'rubíes|rubí', fr: 'rubis', de: 'Rubine|Rubin', pt: 'rubis|rubi',
    ar: 'ياقوت أحمر|ياقوت', zh: '红宝石',
  }),
  entry('sapphires', JEWEL, {
    en: 'sapphires|sapphire|blue sapphire', hi: 'नीलम|neelam|पुखराज', es: 'zafiros|zafiro', fr: 'saphirs|saphir',
    de: 'Saphire|Saphir', pt: 'safiras|safira', ar: 'ياقوت أزرق|صفير', zh: '蓝宝石',
  }),
  entry('kundan-jewellery', JEWEL, {
    en: 'kundan jewellery|kundan jewelry|polki jewellery|meenakari jewellery|temple jewellery|bridal jewellery',
    hi: 'कुंदन ज्वेलरी|कुंदन के गहने|पोल्की|मीनाकारी|दुल्हन के गहने', es: 'joyería kundan|joyería nupcial india',
    fr: 'bijoux kundan|bijoux de mariée indiens', de: 'Kundan-Schmuck|indischer Brautschmuck', pt: 'joias kundan|joias de noiva indianas',
    ar: 'مجوهرات كوندان|مجوهرات عرائس هندية', zh: '昆丹首饰|印度新娘首饰',
  }),
  entry('bangles-bracelets', JEWEL, {
    en: 'bangles|bangle|bracelets|bracelet|kada|glass bangles|lac bangles|cuff bracelet|cuff bracelets|kada bracelet', hi: 'चूड़ियां|चूड़ी|कंगन|कड़ा|chudiyan',
    es: 'brazaletes|pulseras|pulsera', fr: 'bracelets|bracelet|joncs', de: 'Armreifen|Armbänder|Armband', pt: 'pulseiras|braceletes|pulseira',
    ar: 'أساور|سوار|غوايش', zh: '手镯|手链',
  }),
  entry('earrings', JEWEL, {
    en: 'earrings|earring|jhumkas|hoop earrings', hi: 'झुमके|बालियां|कान की बाली|झुमका', es: 'aretes|zarcillos',
    fr: "boucles d'oreilles|boucle d'oreille", de: 'Ohrringe|Ohrstecker', pt: 'brincos', ar: 'أقراط|قرط', zh: '耳环|耳钉',
  }),
  entry('necklaces', JEWEL, {
    en: 'necklaces|necklace|gold chains|mangalsutra|chokers|pendant necklace|pendant necklaces|gold pendants|silver pendants', hi: 'नेकलेस|मंगलसूत्र|लॉकेट|सोने की चेन',
    es: 'collares|colgantes|dijes', fr: 'colliers|collier|pendentifs|chaînes', de: 'Halsketten|Halskette|Anhänger',
    pt: 'colares|pingentes', ar: 'قلائد|قلادة', zh: '项链|吊坠|链子',
  }),
  entry('rings', JEWEL, {
    en: 'rings|engagement rings|wedding rings|wedding bands', hi: 'अंगूठी|अंगूठियां|anguthi', es: 'anillos|anillo|sortijas',
    fr: 'bagues|bague', de: 'Ringe|Eheringe|Verlobungsringe', pt: 'anéis|anel', ar: 'خواتم|خاتم',
    zh: '戒指|婚戒',
  }),
  entry('gold-bullion', JEWEL, {
    en: 'gold bars|gold bullion|gold coins|silver bars|silver coins|bullion', hi: 'सोने के सिक्के|सोने की ईंट|चांदी के सिक्के',
    es: 'lingotes de oro|monedas de oro|lingotes de plata', fr: "lingots d'or|pièces d'or|lingots d'argent", de: 'Goldbarren|Goldmünzen|Silberbarren',
    pt: 'barras de ouro|moedas de ouro|barras de prata', ar: 'سبائك ذهب|عملات ذهبية|سبائك فضة', zh: '金条|金币|银条',
  }),
  entry('platinum-jewellery', JEWEL, {
    en: 'platinum jewellery|platinum jewelry|platinum rings', hi: 'प्लैटिनम ज्वेलरी', es: 'joyería de platino', fr: 'bijoux en platine',
    de: 'Platinschmuck', pt: 'joias de platina', ar: 'مجوهرات بلاتين', zh: '铂金首饰',
  }),
  entry('beads-rudraksha', JEWEL, {
    en: 'gemstone beads|beads|rudraksha|rudraksha beads|rosaries|prayer beads', hi: 'रुद्राक्ष|मनके|माला',
    es: 'abalorios|rudraksha', fr: 'perles de pierres|rudraksha|chapelets', de: 'Perlenstränge|Edelsteinperlen|Rudraksha|Gebetsketten',
    pt: 'miçangas|rudraksha', ar: 'خرز|مسابح|سبحة', zh: '宝石珠|串珠|菩提子|念珠',
  }),

  // -------------------------------------------------------------------------- Leather Products
  entry('leather-gloves', LEATHER, {
    en: 'leather gloves|leather glove|driving gloves|work gloves|welding gloves|welding gauntlets|leather gauntlets|gauntlets', hi: 'चमड़े के दस्ताने',
    es: 'guantes de cuero|guantes de piel|guantes de soldador|guantes de soldadura', fr: 'gants en cuir|gants de travail|gants de soudage|gants de soudeur|gants de travail en cuir', de: 'Lederhandschuhe|Arbeitshandschuhe|Schweißerhandschuhe|Schweißhandschuhe|Lederschweißerhandschuhe|Lederarbeitshandschuhe',
    pt: 'luvas de couro|luvas de soldador|luvas de raspa', ar: 'قفازات جلدية|قفازات جلد|قفازات لحام', zh: '皮手套|劳保手套|焊工手套|电焊手套',
  }),
  entry('safety-shoes', LEATHER, {
    en: 'safety shoes|safety boots|steel toe shoes|work boots|industrial safety shoes', hi: 'सेफ्टी शूज़|सुरक्षा जूते',
    es: 'zapatos de seguridad|botas de seguridad|calzado de seguridad', fr: 'chaussures de sécurité|bottes de sécurité',
    de: 'Sicherheitsschuhe|Arbeitsschuhe|Sicherheitsstiefel', pt: 'calçados de segurança|botinas de segurança|sapatos de segurança',
    ar: 'أحذية سلامة|أحذية أمان', zh: '安全鞋|劳保鞋',
  }),
  entry('leather-sandals', LEATHER, {
    en: 'leather sandals|leather slippers|kolhapuri chappals|kolhapuri|chappals|juttis|mojaris', hi: 'कोल्हापुरी चप्पल|चप्पल|जूती|मोजड़ी',
    es: 'sandalias de cuero|sandalias de piel|huaraches', fr: 'sandales en cuir|mules en cuir', de: 'Ledersandalen|Lederpantoffeln',
    pt: 'sandálias de couro|chinelos de couro', ar: 'صنادل جلدية|شباشب جلد', zh: '皮凉鞋|皮拖鞋|凉鞋|拖鞋',
  }),
  entry('saddlery', LEATHER, {
    en: 'saddlery|horse saddles|saddles|saddle|bridles|equestrian leather goods', hi: 'घोड़े की काठी|सैडलरी',
    es: 'talabartería|sillas de montar|riendas', fr: 'sellerie|selles de cheval', de: 'Sattlerwaren|Pferdesättel|Sättel|Zaumzeug',
    pt: 'selaria|selas de cavalo|arreios', ar: 'سروج خيل|سروج|لجام|سرج|سرج حصان|سرج خيل', zh: '马鞍|马具',
  }),
  entry('leather-garments', LEATHER, {
    en: 'leather garments|leather coats|leather trousers|leather skirts|leather vests', hi: 'चमड़े के कपड़े|चमड़े के वस्त्र',
    es: 'prendas de cuero|abrigos de cuero|pantalones de cuero', fr: 'vêtements en cuir|manteaux en cuir', de: 'Lederbekleidung|Ledermäntel|Lederhosen',
    pt: 'roupas de couro', ar: 'ملابس جلدية|معاطف جلدية', zh: '皮革服装|皮大衣',
  }),
  entry('leather-accessories', LEATHER, {
    en: 'leather accessories|leather keychains|leather key rings|card holders|passport covers|leather diaries|leather portfolios|leather folders',
    hi: 'चमड़े के सामान|चमड़े का की-चेन', es: 'accesorios de cuero|llaveros de cuero|tarjeteros|porta pasaportes',
    fr: 'accessoires en cuir|porte-clés en cuir|porte-cartes|protège-passeport', de: 'Lederaccessoires|Lederschlüsselanhänger|Kartenetuis|Passhüllen',
    pt: 'acessórios de couro|chaveiros de couro|porta-cartões|capas de passaporte', ar: 'إكسسوارات جلدية|ميداليات جلدية|حافظات بطاقات',
    zh: '皮具配件|皮钥匙扣|卡包|护照套',
  }),
  entry('pet-leather', LEATHER, {
    en: 'dog collars|dog leashes|pet collars|pet leashes|pet accessories', hi: 'कुत्ते का पट्टा|पालतू जानवरों का पट्टा',
    es: 'collares para perros|correas para perros', fr: 'colliers pour chiens|laisses pour chiens', de: 'Hundehalsbänder|Hundeleinen',
    pt: 'coleiras para cães|guias para cães', ar: 'أطواق كلاب|مقاود كلاب', zh: '狗项圈|宠物牵引绳|宠物项圈',
  }),
  entry('leather-sports-goods', LEATHER, {
    en: 'leather footballs|leather balls|cricket balls|boxing gloves|sports leather goods|cricket leather balls',
    hi: 'क्रिकेट बॉल|चमड़े की गेंद', es: 'balones de cuero|pelotas de críquet|guantes de boxeo', fr: 'ballons en cuir|balles de cricket|gants de boxe',
    de: 'Lederbälle|Cricketbälle|Boxhandschuhe', pt: 'bolas de couro|bolas de críquete|luvas de boxe', ar: 'كرات جلدية|كرات كريكيت|قفازات ملاكمة',
    zh: '皮革足球|板球|拳击手套',
  }),

  // ------------------------------------------------------------------------------- Handicrafts
  entry('pottery', CRAFT, {
    en: 'pottery|terracotta|ceramic pottery|clay pots|blue pottery|earthenware|ceramics|planters', hi: 'मिट्टी के बर्तन|टेराकोटा|ब्लू पॉटरी|कुम्हारी',
    es: 'cerámica|alfarería|terracota|macetas de barro', fr: 'poterie|terre cuite|céramique|faïence', de: 'Töpferwaren|Keramik|Terrakotta|Tonwaren',
    pt: 'cerâmica|olaria|terracota|vasos de barro', ar: 'فخار|خزف|أواني فخارية|تيراكوتا', zh: '陶器|陶瓷|陶艺|赤陶',
  }),
  entry('marble-handicrafts', CRAFT, {
    en: 'marble handicrafts|marble inlay|marble statues|stone carvings|soapstone crafts|marble crafts', hi: 'संगमरमर की कलाकृतियां|मार्बल हस्तशिल्प|पत्थर की नक्काशी',
    es: 'artesanías de mármol|tallas de piedra|incrustaciones de mármol|esteatita|piedra jabón|mármol tallado', fr: 'artisanat en marbre|sculptures en pierre|marqueterie de marbre|stéatite|pierre à savon|marbre sculpté',
    de: 'Marmorkunsthandwerk|Steinmetzarbeiten|Marmorintarsien|Speckstein|Specksteinfiguren|Marmor', pt: 'artesanato em mármore|esculturas em pedra|pedra-sabão|mármore', ar: 'مشغولات رخامية|تحف رخامية|منحوتات حجرية|حجر الصابون|رخام',
    zh: '大理石工艺品|石雕|大理石镶嵌|皂石|大理石',
  }),
  entry('bamboo-products', CRAFT, {
    en: 'bamboo products|bamboo handicrafts|bamboo baskets|cane furniture|rattan|wicker baskets|baskets|basketry',
    hi: 'बांस के उत्पाद|बांस की टोकरी|बेंत का फर्नीचर|टोकरी', es: 'productos de bambú|cestas|canastas|mimbre|ratán',
    fr: 'objets en bambou|paniers|vannerie|rotin|osier', de: 'Bambusprodukte|Körbe|Korbwaren|Rattan|Flechtkörbe',
    pt: 'produtos de bambu|cestos|cestas|vime|rattan', ar: 'منتجات الخيزران|سلال|خيزران', zh: '竹制品|竹篮|藤编|篮子|柳编',
  }),
  entry('paintings', CRAFT, {
    en: 'paintings|madhubani paintings|madhubani|warli art|tanjore paintings|pattachitra|wall art|canvas paintings|papyrus|papyrus painting|papyrus paintings',
    hi: 'पेंटिंग|मधुबनी|वारली चित्रकला|तंजौर पेंटिंग', es: 'pinturas madhubani|arte mural|papiro|pintura en papiro',
    fr: 'peintures madhubani|papyrus|peinture sur papyrus', de: 'Gemälde|Madhubani-Malerei|Wandbilder|Papyrus|Papyrusbild', pt: 'pinturas madhubani|papiro',
    ar: 'لوحات فنية|بردي|ورق البردي|لوحة بردي', zh: '绘画|画作|装饰画|马杜巴尼画|纸莎草画|莎草纸',
  }),
  entry('handmade-paper', CRAFT, {
    en: 'handmade paper|handmade paper products|handmade notebooks|paper bags handmade|greeting cards', hi: 'हस्तनिर्मित कागज|हाथ से बना कागज',
    es: 'papel hecho a mano|papel artesanal', fr: 'papier fait main|papier artisanal', de: 'handgeschöpftes Papier|Büttenpapier',
    pt: 'papel artesanal|papel feito à mão', ar: 'ورق مصنوع يدويا|ورق يدوي', zh: '手工纸|手工纸制品',
  }),
  entry('candles', CRAFT, {
    en: 'candles|candle|scented candles|diyas|diya|tea light candles|pillar candles', hi: 'मोमबत्ती|मोमबत्तियां|दीया|दीये',
    es: 'velas|velas aromáticas', fr: 'bougies|bougie|bougies parfumées', de: 'Kerzen|Kerze|Duftkerzen', pt: 'velas|velas aromáticas',
    ar: 'شموع|شمعة|شموع معطرة', zh: '蜡烛|香薰蜡烛',
  }),
  entry('metal-handicrafts', CRAFT, {
    en: 'metal handicrafts|dhokra|dokra|copper bottles|copperware|copper utensils|bronze statues|iron crafts|bidriware|cloisonne|cloisonne vase|enamel vase|enamelware|copper water bottle|copper bottle',
    hi: 'धातु हस्तशिल्प|ढोकरा|तांबे की बोतल|तांबे के बर्तन|कांसे की मूर्तियां|tambe ki botal|tambe ka lota|tamba bottle|तांबे का लोटा', es: 'artesanías de metal|botellas de cobre|objetos de cobre|estatuas de bronce|cloisonné|jarrón esmaltado',
    fr: 'artisanat en métal|bouteilles en cuivre|objets en cuivre|statues en bronze|vase cloisonné|émaux cloisonnés', de: 'Metallkunsthandwerk|Kupferflaschen|Kupferwaren|Bronzefiguren',
    pt: 'artesanato em metal|garrafas de cobre|peças de cobre|estátuas de bronze', ar: 'مشغولات معدنية|زجاجات نحاسية|أواني نحاسية|تماثيل برونزية',
    zh: '金属工艺品|铜水瓶|铜器皿|青铜雕像|景泰蓝|景泰蓝花瓶|铜壶',
  }),
  entry('statues-idols', CRAFT, {
    en: 'statues|statue|idols|idol|figurines|sculptures|buddha statues|god idols', hi: 'मूर्ति|मूर्तियां|प्रतिमा',
    es: 'estatuas|estatua|esculturas|ídolos', fr: 'statues|statue|figurines|sculptures|idoles', de: 'Statuen|Skulpturen|Götterfiguren',
    pt: 'estátuas|estátua|estatuetas|esculturas', ar: 'تماثيل|تمثال|منحوتات', zh: '雕像|佛像|雕塑|神像',
  }),
  entry('home-decor', CRAFT, {
    en: 'home decor|home decor items|wall hangings|wall hanging|wind chimes|dreamcatchers|photo frames|decorative items|showpieces|lanterns',
    hi: 'घर की सजावट|वॉल हैंगिंग|सजावटी सामान|विंड चाइम', es: 'decoración del hogar|artículos decorativos|tapices de pared|atrapasueños|móviles de viento|portarretratos',
    fr: 'décoration intérieure|objets décoratifs|tentures murales|attrape-rêves|carillons éoliens|cadres photo', de: 'Wohndekoration|Dekoartikel|Wandbehänge|Windspiele|Traumfänger|Bilderrahmen',
    pt: 'decoração para casa|objetos decorativos|tapeçarias de parede|filtros dos sonhos|sinos de vento|porta-retratos',
    ar: 'ديكورات منزلية|ديكور|تحف|معلقات جدارية|أجراس الرياح', zh: '家居装饰|装饰品|挂毯|风铃|捕梦网|相框',
  }),
  entry('christmas-decorations', CRAFT, {
    en: 'christmas decorations|christmas ornaments|festive decorations|christmas tree ornaments', hi: 'क्रिसमस सजावट|त्योहार की सजावट',
    es: 'adornos navideños|decoración navideña', fr: 'décorations de noël|ornements de noël', de: 'Weihnachtsdekoration|Christbaumschmuck',
    pt: 'enfeites de natal|decoração de natal', ar: 'زينة عيد الميلاد|زينة الكريسماس', zh: '圣诞装饰品|圣诞饰品',
  }),
  entry('papier-mache', CRAFT, {
    en: 'papier mache|paper mache|kashmiri papier mache|lacquerware|lacquer crafts', hi: 'पेपर माशे|लाख का सामान',
    es: 'papel maché', fr: 'papier mâché|objets laqués', de: 'Pappmaché|Lackwaren', pt: 'papel machê|objetos laqueados',
    ar: 'ورق معجن|مشغولات ورقية', zh: '纸浆工艺品|漆器',
  }),
  entry('handmade-soap', CRAFT, {
    en: 'handmade soaps|handmade soap|herbal soap|natural soaps|soap', hi: 'हस्तनिर्मित साबुन|साबुन|हर्बल साबुन',
    es: 'jabones artesanales|jabón artesanal|jabones|jabón', fr: 'savons artisanaux|savon artisanal|savons|savon', de: 'handgemachte Seifen|Naturseifen|Seifen|Seife',
    pt: 'sabonetes artesanais|sabonetes|sabão|sabonete', ar: 'صابون طبيعي|صابون يدوي|صابون', zh: '手工皂|香皂|肥皂',
  }),
  entry('macrame-textile-crafts', CRAFT, {
    en: 'macrame|crochet items|embroidered handicrafts|phulkari|kantha|patchwork quilts|appliqué work|tea cosy|tea cozy|tea cosies|knitted toys|crochet toys|amigurumi',
    hi: 'मैक्रेम|क्रोशिया|फुलकारी|कांथा|कढ़ाई का सामान', es: 'ganchillo|croché|artesanía textil', fr: 'artisanat textile|patchwork',
    de: 'Makramee|Häkelarbeiten|Patchworkdecken', pt: 'macramê|crochê|artesanato têxtil|patchwork', ar: 'مكرمية|كروشيه|تطريز يدوي',
    zh: '编织挂毯|钩针编织|刺绣工艺品|拼布',
  }),
  entry('glass-handicrafts', CRAFT, {
    en: 'glass handicrafts|glassware|decorative glassware|glass vases|stained glass|glass beads', hi: 'कांच की कलाकृतियां|कांच के बर्तन',
    es: 'artesanías de vidrio|cristalería|jarrones de vidrio', fr: 'objets en verre|verrerie|vases en verre', de: 'Glaskunst|Glaswaren|Glasvasen',
    pt: 'artesanato em vidro|vidraria|vasos de vidro', ar: 'مشغولات زجاجية|زجاجيات|فازات زجاج', zh: '玻璃工艺品|玻璃器皿|玻璃花瓶',
  }),

  // ------------------------------------------------------------------------------ more goods
  entry('herbal-teas', SPICE, {
    en: 'chamomile|chamomile flowers|herbal tea|herbal teas|tisane|lemongrass|dried lemongrass|camomile|camomile flowers|chamomile tea',
    hi: 'कैमोमाइल|हर्बल चाय|लेमनग्रास', es: 'manzanilla|flores de manzanilla|té de hierbas|infusiones|hierba limón',
    fr: 'camomille|fleurs de camomille|tisane|tisanes|citronnelle', de: 'Kamille|Kamillenblüten|Kräutertee|Zitronengras',
    pt: 'camomila|flores de camomila|chá de ervas|capim-limão', ar: 'بابونج|زهور البابونج|شاي أعشاب|عشبة الليمون', zh: '洋甘菊|花草茶|柠檬草',
  }),
  entry('hibiscus', AGRI, {
    en: 'hibiscus|dried hibiscus|hibiscus flowers|roselle|zobo|karkade|sorrel flowers', hi: 'गुड़हल|गुड़हल के फूल|हिबिस्कस',
    es: 'flor de jamaica|hibisco|flores de hibisco', fr: "bissap|fleurs d'hibiscus|hibiscus", de: 'Hibiskus|Hibiskusblüten|Karkadeh',
    pt: 'hibisco|flores de hibisco|vinagreira', ar: 'كركديه|زهور الكركديه|كركدي', zh: '洛神花|玫瑰茄|木槿花',
  }),
  entry('hazelnuts', AGRI, {
    en: 'hazelnuts|hazelnut|hazelnut kernels|filberts', hi: 'हेज़लनट|पहाड़ी बादाम', es: 'avellanas|avellana|avellanas peladas',
    fr: 'noisettes|noisette|noisettes décortiquées', de: 'Haselnüsse|Haselnuss|Haselnusskerne', pt: 'avelãs|avelã',
    ar: 'بندق', zh: '榛子|榛子仁',
  }),
  entry('macadamia', AGRI, {
    en: 'macadamia nuts|macadamia|macadamia kernels|brazil nuts|pecans|pecan nuts|pine nuts', hi: 'मैकाडामिया|चिलगोजा',
    es: 'nueces de macadamia|macadamia|nueces de brasil|nueces pecanas|piñones', fr: 'noix de macadamia|noix du brésil|noix de pécan|pignons de pin',
    de: 'Macadamianüsse|Macadamia|Paranüsse|Pekannüsse|Pinienkerne', pt: 'nozes de macadâmia|macadâmia|castanha-do-pará|nozes-pecã|pinhões',
    ar: 'مكاداميا|جوز مكاديميا|جوز البرازيل|بيكان|صنوبر', zh: '夏威夷果|澳洲坚果|巴西坚果|碧根果|松子',
  }),
  entry('avocados', AGRI, {
    en: 'avocados|avocado|hass avocado|hass avocados', hi: 'एवोकाडो|मक्खनफल', es: 'aguacates|aguacate|palta|paltas',
    fr: 'avocat hass|avocats hass|fruits d\'avocat', de: 'Avocados|Avocado', pt: 'abacates|abacate', ar: 'أفوكادو', zh: '牛油果|鳄梨',
  }),
  entry('poultry-meat', FOOD, {
    en: 'frozen chicken|whole chicken|chicken|chicken meat|broiler chicken|chicken leg quarters|chicken paws|chicken feet|poultry meat|chicken breast',
    hi: 'चिकन|मुर्गी का मांस|मुर्गा|murga|murgi|chicken|मुर्गी', es: 'pollo|pollo entero congelado|pollo congelado|carne de pollo|patas de pollo',
    fr: 'poulet|poulet entier congelé|poulet congelé|viande de volaille|pattes de poulet', de: 'Hähnchen|Hühnerfleisch|ganzes Hähnchen|Geflügelfleisch|Hühnerfüße',
    pt: 'frango|frango inteiro congelado|frango congelado|carne de frango|pés de frango', ar: 'دجاج|دجاج مجمد|فراخ|دجاج كامل|لحم دجاج',
    zh: '鸡肉|冻鸡|整鸡|冻鸡爪|鸡腿',
  }),
  entry('meat', FOOD, {
    en: 'frozen buffalo meat|buffalo meat|carabeef|beef|frozen beef|mutton|goat meat|lamb meat|halal meat|frozen meat',
    hi: 'भैंस का मांस|मटन|बकरे का मांस|मांस', es: 'carne de búfalo|carne de res|carne de vacuno|carne de cordero|carne halal|carne congelada',
    fr: 'viande de buffle|viande bovine|bœuf|viande de mouton|agneau|viande halal|viande congelée', de: 'Büffelfleisch|Rindfleisch|Hammelfleisch|Lammfleisch|Halal-Fleisch|Gefrierfleisch',
    pt: 'carne de búfalo|carne bovina|carne de carneiro|cordeiro|carne halal|carne congelada', ar: 'لحم جاموس|لحم بقري|لحم ضأن|لحم غنم|لحوم حلال|لحوم مجمدة',
    zh: '水牛肉|牛肉|羊肉|清真肉|冻肉',
  }),
  entry('syrups-sweeteners', FOOD, {
    en: 'agave syrup|agave nectar|maple syrup|glucose syrup|liquid glucose|corn syrup|date syrup|natural sweeteners|sweeteners|sweetener',
    hi: 'एगेव सिरप|ग्लूकोज सिरप|मीठा सिरप', es: 'jarabe de agave|sirope de agave|miel de agave|jarabe de arce|jarabe de glucosa|edulcorantes|endulzantes',
    fr: "sirop d'agave|sirop d'érable|sirop de glucose|édulcorants|édulcorant", de: 'Agavendicksaft|Agavensirup|Ahornsirup|Glukosesirup|Süßungsmittel',
    pt: 'xarope de agave|néctar de agave|xarope de bordo|xarope de glicose|adoçantes|adoçante', ar: 'شراب الأغاف|شراب القيقب|شراب الجلوكوز|محليات|مُحلي طبيعي',
    zh: '龙舌兰糖浆|枫糖浆|葡萄糖浆|甜味剂',
  }),
  entry('canned-fruits', FOOD, {
    en: 'canned pineapple|pineapple slices|canned fruits|canned fruit|tinned fruit|canned peaches|fruit cocktail|canned food|canned vegetables|canned tuna',
    hi: 'डिब्बाबंद अनानास|डिब्बाबंद फल|डिब्बाबंद खाना', es: 'piña en almíbar|piña enlatada|rodajas de piña|frutas en conserva|frutas enlatadas',
    fr: "ananas en conserve|tranches d'ananas|fruits au sirop|conserves de fruits|conserves", de: 'Ananasscheiben|Ananas in Dosen|Dosenananas|Obstkonserven|Konserven|Dosenobst',
    pt: 'abacaxi em calda|abacaxi enlatado|frutas em calda|frutas enlatadas|enlatados', ar: 'أناناس معلب|شرائح أناناس|فواكه معلبة|معلبات',
    zh: '菠萝罐头|水果罐头|罐头食品|罐头',
  }),
  entry('anklets', JEWEL, {
    en: 'anklets|anklet|payal|pajeb|ankle bracelets|ankle chains', hi: 'पायल|पाजेब|payal', es: 'tobilleras|tobillera|pulseras de tobillo',
    fr: 'bracelets de cheville|chaînes de cheville', de: 'Fußkettchen|Fußkette', pt: 'tornozeleiras|tornozeleira', ar: 'خلخال|خلاخيل', zh: '脚链',
  }),
  entry('evil-eye-jewellery', JEWEL, {
    en: 'evil eye bracelets|evil eye bracelet|nazar bracelet|evil eye jewellery|evil eye jewelry|nazar|evil eye',
    hi: 'नज़र बट्टू|नजरिया|नज़र ब्रेसलेट', es: 'pulsera de ojo turco|ojo turco|pulsera mal de ojo|mal de ojo',
    fr: 'bracelet mauvais œil|bracelet contre le mauvais œil|mauvais œil|œil turc', de: 'Böser-Blick-Armband|Nazar-Armband|böser Blick|Nazar Boncuk',
    pt: 'pulseira olho grego|olho grego|pulseira olho turco', ar: 'سوار عين الحسود|عين زرقاء|خرزة زرقاء|عين حسود', zh: '恶魔之眼手链|土耳其蓝眼睛|邪恶之眼',
  }),
  entry('backpacks', LEATHER, {
    en: 'backpacks|backpack|rucksacks|rucksack|leather backpacks|leather backpack|laptop backpacks',
    hi: 'बैकपैक|पिट्ठू बैग|बस्ता', es: 'mochilas|mochila|mochila de cuero|mochilas de cuero', fr: 'sacs à dos|sac à dos|sac à dos en cuir',
    de: 'Rucksäcke|Rucksack|Lederrucksack', pt: 'mochilas|mochila|mochila de couro', ar: 'حقائب ظهر|حقيبة ظهر|حقيبة ظهر جلدية',
    zh: '背包|双肩包|真皮背包',
  }),
  entry('briefcases', LEATHER, {
    en: 'briefcases|briefcase|laptop bags|laptop bag|office bags|leather briefcases|leather briefcase|leather laptop bags|leather laptop bag|portfolio bags|brief case|brief cases',
    hi: 'ब्रीफकेस|लैपटॉप बैग|ऑफिस बैग', es: 'maletines|maletín|maletín de cuero|bolsas para laptop|portafolios',
    fr: 'porte-documents|porte-documents en cuir|serviettes en cuir|sacoches pour ordinateur|mallette', de: 'Aktentaschen|Aktentasche|Laptoptaschen|Laptoptasche',
    pt: 'pastas executivas|pasta de couro|bolsas para notebook|maleta', ar: 'حقائب لابتوب|حقيبة لابتوب|حقيبة مكتب|شنطة لابتوب', zh: '公文包|电脑包|笔记本电脑包',
  }),
  entry('hides-skins', LEATHER, {
    en: 'hides and skins|wet blue|wet blue hides|wet blue leather|raw hides|cow hides|salted hides|crust leather|tanned hides|goat skins|sheep skins',
    hi: 'कच्चा चमड़ा|खाल|वेट ब्लू', es: 'cueros wet blue|wet blue|pieles crudas|cueros salados|cueros en bruto',
    fr: 'peaux brutes|cuirs wet blue|peaux salées|wet blue', de: 'Rohhäute|Wet-Blue-Häute|Häute und Felle|Salzhäute',
    pt: 'couro wet blue|peles cruas|couros salgados', ar: 'جلود خام|جلد وت بلو|وت بلو|جلود مملحة', zh: '蓝湿皮|生皮|原皮|盐湿皮',
  }),
  entry('jewellery-boxes', CRAFT, {
    en: 'jewellery boxes|jewelry boxes|jewellery box|jewelry box|trinket boxes|trinket box', hi: 'गहनों का डिब्बा|ज्वेलरी बॉक्स',
    es: 'joyeros|joyero|caja de joyas|cajas de joyas', fr: 'boîte à bijoux|boîtes à bijoux|coffret à bijoux',
    de: 'Schmuckkästchen|Schmuckschatulle|Schmuckbox', pt: 'porta-joias|caixa de joias', ar: 'صندوق مجوهرات|علبة مجوهرات',
    zh: '首饰盒|珠宝盒',
  }),
]; // prettier-ignore
