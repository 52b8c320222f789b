import type { GlossaryEntry } from '../glossary.ts';
import { entry } from './entry.ts';

/*
 * Industrial products (chemicals, pharmaceuticals, machinery, electronics, automotive parts) in the
 * engine's 8 languages, written with `entry` (names separated by `|`, the first is the display
 * name). Same rules as data.ts: no bare name that is also a common word, no name shared by two
 * entries. Abbreviations, formulas and descriptions by function live in trade.ts.
 */

const CHEM = 'Chemicals' as const;
const PHARMA = 'Pharmaceuticals' as const;
const MACHINE = 'Machinery & Equipment' as const;
const ELEC = 'Electronics' as const;
const AUTO = 'Automotive Parts' as const;

export const GLOSSARY_INDUSTRY: readonly GlossaryEntry[] = [
  // ---------------------------------------------------------------------------------- Chemicals
  entry('hydrochloric-acid', CHEM, {
    en: 'hydrochloric acid|muriatic acid', hi: 'हाइड्रोक्लोरिक एसिड|नमक का तेजाब|hydrochloric acid',
    es: 'ácido clorhídrico|ácido muriático', fr: 'acide chlorhydrique', de: 'Salzsäure|Chlorwasserstoffsäure',
    pt: 'ácido clorídrico|ácido muriático', ar: 'حمض الهيدروكلوريك|حمض كلور الماء', zh: '盐酸',
  }),
  entry('nitric-acid', CHEM, {
    en: 'nitric acid', hi: 'नाइट्रिक एसिड|शोरे का तेजाब', es: 'ácido nítrico', fr: 'acide nitrique',
    de: 'Salpetersäure', pt: 'ácido nítrico', ar: 'حمض النيتريك', zh: '硝酸',
  }),
  entry('phosphoric-acid', CHEM, {
    en: 'phosphoric acid|orthophosphoric acid', hi: 'फॉस्फोरिक एसिड', es: 'ácido fosfórico',
    fr: 'acide phosphorique', de: 'Phosphorsäure', pt: 'ácido fosfórico', ar: 'حمض الفوسفوريك', zh: '磷酸',
  }),
  entry('acetic-acid', CHEM, {
    en: 'acetic acid|glacial acetic acid', hi: 'एसिटिक एसिड', es: 'ácido acético', fr: 'acide acétique',
    de: 'Essigsäure|Eisessig', pt: 'ácido acético', ar: 'حمض الأسيتيك|حمض الخليك', zh: '醋酸|乙酸|冰醋酸',
  }),
  entry('hydrogen-peroxide', CHEM, {
    en: 'hydrogen peroxide', hi: 'हाइड्रोजन पेरोक्साइड', es: 'peróxido de hidrógeno|agua oxigenada',
    fr: "peroxyde d'hydrogène|eau oxygénée", de: 'Wasserstoffperoxid', pt: 'peróxido de hidrogênio|água oxigenada',
    ar: 'بيروكسيد الهيدروجين', zh: '过氧化氢|双氧水',
  }),
  entry('sodium-bicarbonate', CHEM, {
    en: 'sodium bicarbonate|baking soda|bicarbonate of soda', hi: 'सोडियम बाइकार्बोनेट|खाने का सोडा|मीठा सोडा',
    es: 'bicarbonato de sodio|bicarbonato sódico', fr: 'bicarbonate de sodium|bicarbonate de soude',
    de: 'Natriumhydrogencarbonat|Natron', pt: 'bicarbonato de sódio', ar: 'بيكربونات الصوديوم', zh: '碳酸氢钠|小苏打',
  }),
  entry('calcium-carbonate', CHEM, {
    en: 'calcium carbonate|precipitated calcium carbonate|ground calcium carbonate', hi: 'कैल्शियम कार्बोनेट',
    es: 'carbonato de calcio|carbonato cálcico', fr: 'carbonate de calcium', de: 'Calciumcarbonat|Kalziumkarbonat',
    pt: 'carbonato de cálcio', ar: 'كربونات الكالسيوم', zh: '碳酸钙|轻质碳酸钙|重质碳酸钙',
  }),
  entry('zinc-oxide', CHEM, {
    en: 'zinc oxide', hi: 'जिंक ऑक्साइड|जस्ता ऑक्साइड', es: 'óxido de zinc|óxido de cinc', fr: 'oxyde de zinc',
    de: 'Zinkoxid', pt: 'óxido de zinco', ar: 'أكسيد الزنك', zh: '氧化锌',
  }),
  entry('potassium-chloride', CHEM, {
    en: 'potassium chloride|muriate of potash', hi: 'पोटैशियम क्लोराइड|म्यूरेट ऑफ पोटाश',
    es: 'cloruro de potasio|cloruro potásico', fr: 'chlorure de potassium', de: 'Kaliumchlorid',
    pt: 'cloreto de potássio', ar: 'كلوريد البوتاسيوم', zh: '氯化钾',
  }),
  entry('dap-fertilizer', CHEM, {
    en: 'diammonium phosphate|dap fertilizer|dap fertiliser', hi: 'डीएपी खाद|डाई अमोनियम फॉस्फेट',
    es: 'fosfato diamónico', fr: "phosphate diammonique|phosphate de diammonium", de: 'Diammoniumphosphat',
    pt: 'fosfato diamônico', ar: 'فوسفات ثنائي الأمونيوم', zh: '磷酸二铵',
  }),
  entry('npk-fertilizer', CHEM, {
    en: 'npk fertilizer|npk fertiliser|compound fertilizer|fertilizers|fertilizer|fertiliser',
    hi: 'एनपीके खाद|उर्वरक|खाद', es: 'fertilizante npk|fertilizantes|fertilizante|abono npk',
    fr: 'engrais npk|engrais', de: 'NPK-Dünger|Dünger|Düngemittel', pt: 'fertilizante npk|fertilizantes|adubo npk',
    ar: 'سماد npk|أسمدة|سماد', zh: '复合肥|化肥|复合肥料',
  }),
  entry('ammonium-sulphate', CHEM, {
    en: 'ammonium sulphate|ammonium sulfate', hi: 'अमोनियम सल्फेट', es: 'sulfato de amonio|sulfato amónico',
    fr: "sulfate d'ammonium", de: 'Ammoniumsulfat', pt: 'sulfato de amônio', ar: 'كبريتات الأمونيوم', zh: '硫酸铵',
  }),
  entry('methanol', CHEM, {
    en: 'methanol|methyl alcohol', hi: 'मेथनॉल', es: 'metanol|alcohol metílico', fr: 'méthanol',
    de: 'Methanol', pt: 'metanol', ar: 'ميثانول', zh: '甲醇',
  }),
  entry('ethanol', CHEM, {
    en: 'ethanol|ethyl alcohol|rectified spirit', hi: 'इथेनॉल|एथिल अल्कोहल', es: 'etanol|alcohol etílico',
    fr: 'éthanol|alcool éthylique', de: 'Ethanol|Äthanol', pt: 'etanol|álcool etílico', ar: 'إيثانول|كحول إيثيلي',
    zh: '乙醇|酒精',
  }),
  entry('glycerine', CHEM, {
    en: 'glycerine|glycerin|glycerol', hi: 'ग्लिसरीन', es: 'glicerina', fr: 'glycérine|glycérol',
    de: 'Glycerin|Glyzerin|Glycerol', pt: 'glicerina', ar: 'جلسرين|غليسرين', zh: '甘油',
  }),
  entry('sodium-silicate', CHEM, {
    en: 'sodium silicate|water glass', hi: 'सोडियम सिलिकेट', es: 'silicato de sodio', fr: 'silicate de sodium',
    de: 'Natriumsilikat|Wasserglas', pt: 'silicato de sódio', ar: 'سيليكات الصوديوم', zh: '硅酸钠|水玻璃',
  }),
  entry('aluminium-sulphate', CHEM, {
    en: 'aluminium sulphate|aluminum sulfate|alum', hi: 'एल्यूमिनियम सल्फेट|फिटकरी',
    es: 'sulfato de aluminio|alumbre', fr: "sulfate d'aluminium|alun", de: 'Aluminiumsulfat|Alaun',
    pt: 'sulfato de alumínio|alúmen', ar: 'كبريتات الألومنيوم|شبة', zh: '硫酸铝|明矾',
  }),
  entry('polyethylene', CHEM, {
    en: 'polyethylene|polythene|hdpe granules|ldpe granules|polyethylene granules',
    hi: 'पॉलीइथिलीन|पॉलिथीन दाना', es: 'polietileno', fr: 'polyéthylène', de: 'Polyethylen',
    pt: 'polietileno', ar: 'بولي إيثيلين', zh: '聚乙烯',
  }),
  entry('polypropylene', CHEM, {
    en: 'polypropylene|polypropylene granules|pp granules', hi: 'पॉलीप्रोपाइलीन', es: 'polipropileno',
    fr: 'polypropylène', de: 'Polypropylen', pt: 'polipropileno', ar: 'بولي بروبيلين', zh: '聚丙烯',
  }),
  entry('pet-resin', CHEM, {
    en: 'pet resin|polyethylene terephthalate|pet chips|bottle grade pet', hi: 'पेट रेज़िन',
    es: 'resina pet|tereftalato de polietileno', fr: 'résine pet|polytéréphtalate d\'éthylène',
    de: 'PET-Granulat|Polyethylenterephthalat', pt: 'resina pet|politereftalato de etileno',
    ar: 'راتنج البولي إيثيلين تيرفثالات', zh: '聚酯切片|聚对苯二甲酸乙二醇酯',
  }),
  entry('epoxy-resin', CHEM, {
    en: 'epoxy resin|epoxy', hi: 'एपॉक्सी रेज़िन', es: 'resina epoxi|resina epoxídica', fr: 'résine époxy',
    de: 'Epoxidharz', pt: 'resina epóxi', ar: 'راتنج الإيبوكسي|إيبوكسي', zh: '环氧树脂',
  }),
  entry('sodium-hypochlorite', CHEM, {
    en: 'sodium hypochlorite|bleach liquid|liquid bleach', hi: 'सोडियम हाइपोक्लोराइट',
    es: 'hipoclorito de sodio|lejía', fr: 'hypochlorite de sodium|eau de javel', de: 'Natriumhypochlorit',
    pt: 'hipoclorito de sódio|água sanitária', ar: 'هيبوكلوريت الصوديوم', zh: '次氯酸钠',
  }),
  entry('calcium-chloride', CHEM, {
    en: 'calcium chloride', hi: 'कैल्शियम क्लोराइड', es: 'cloruro de calcio', fr: 'chlorure de calcium',
    de: 'Calciumchlorid', pt: 'cloreto de cálcio', ar: 'كلوريد الكالسيوم', zh: '氯化钙',
  }),
  entry('hydrated-lime', CHEM, {
    en: 'hydrated lime|calcium hydroxide|slaked lime|quicklime', hi: 'बुझा चूना|कैल्शियम हाइड्रॉक्साइड',
    es: 'cal hidratada|hidróxido de calcio', fr: 'chaux hydratée|hydroxyde de calcium|chaux éteinte',
    de: 'Kalkhydrat|Calciumhydroxid|Löschkalk', pt: 'cal hidratada|hidróxido de cálcio',
    ar: 'جير مطفأ|هيدروكسيد الكالسيوم', zh: '氢氧化钙|熟石灰',
  }),
  entry('sodium-sulphate', CHEM, {
    en: 'sodium sulphate|sodium sulfate|glauber salt', hi: 'सोडियम सल्फेट', es: 'sulfato de sodio',
    fr: 'sulfate de sodium', de: 'Natriumsulfat', pt: 'sulfato de sódio', ar: 'كبريتات الصوديوم', zh: '硫酸钠|元明粉',
  }),
  entry('stpp', CHEM, {
    en: 'sodium tripolyphosphate|stpp', hi: 'सोडियम ट्राइपॉलीफॉस्फेट', es: 'tripolifosfato de sodio',
    fr: 'tripolyphosphate de sodium', de: 'Natriumtripolyphosphat', pt: 'tripolifosfato de sódio',
    ar: 'ثلاثي فوسفات الصوديوم', zh: '三聚磷酸钠',
  }),
  entry('sles', CHEM, {
    en: 'sodium lauryl ether sulphate|sodium laureth sulfate|sles|texapon|sles 70', hi: 'सोडियम लॉरिल ईथर सल्फेट',
    es: 'lauril éter sulfato de sodio', fr: 'laureth sulfate de sodium', de: 'Natriumlaurylethersulfat',
    pt: 'lauril éter sulfato de sódio', ar: 'لوريل إيثر كبريتات الصوديوم', zh: '脂肪醇聚氧乙烯醚硫酸钠',
  }),
  entry('labsa', CHEM, {
    en: 'linear alkyl benzene sulphonic acid|labsa|acid slurry', hi: 'एसिड स्लरी|लैब्सा',
    es: 'ácido dodecilbencenosulfónico', fr: 'acide alkylbenzène sulfonique', de: 'Alkylbenzolsulfonsäure',
    pt: 'ácido sulfônico|ácido dodecilbenzenossulfônico', ar: 'حمض السلفونيك', zh: '磺酸|十二烷基苯磺酸',
  }),
  entry('magnesium-sulphate', CHEM, {
    en: 'magnesium sulphate|magnesium sulfate|epsom salt', hi: 'मैग्नीशियम सल्फेट', es: 'sulfato de magnesio',
    fr: 'sulfate de magnésium', de: 'Magnesiumsulfat|Bittersalz', pt: 'sulfato de magnésio',
    ar: 'كبريتات المغنيسيوم|ملح إبسوم', zh: '硫酸镁|泻盐',
  }),
  entry('potassium-nitrate', CHEM, {
    en: 'potassium nitrate|saltpetre|saltpeter', hi: 'पोटैशियम नाइट्रेट|शोरा', es: 'nitrato de potasio',
    fr: 'nitrate de potassium', de: 'Kaliumnitrat|Kalisalpeter', pt: 'nitrato de potássio',
    ar: 'نترات البوتاسيوم', zh: '硝酸钾',
  }),
  entry('iron-oxide', CHEM, {
    en: 'iron oxide|iron oxide pigment|ferric oxide', hi: 'आयरन ऑक्साइड', es: 'óxido de hierro',
    fr: 'oxyde de fer', de: 'Eisenoxid', pt: 'óxido de ferro', ar: 'أكسيد الحديد', zh: '氧化铁|铁红',
  }),
  entry('carbon-black', CHEM, {
    en: 'carbon black', hi: 'कार्बन ब्लैक', es: 'negro de humo|negro de carbono', fr: 'noir de carbone',
    de: 'Industrieruß|Carbon Black', pt: 'negro de fumo', ar: 'أسود الكربون', zh: '炭黑',
  }),
  entry('silica', CHEM, {
    en: 'silica|silicon dioxide|precipitated silica|fumed silica|silica gel', hi: 'सिलिका',
    es: 'sílice|dióxido de silicio|gel de sílice', fr: 'silice|dioxyde de silicium', de: 'Kieselsäure|Siliziumdioxid|Kieselgel',
    pt: 'sílica|dióxido de silício', ar: 'سيليكا|ثاني أكسيد السيليكون', zh: '二氧化硅|白炭黑|硅胶',
  }),
  entry('bentonite', CHEM, {
    en: 'bentonite|bentonite clay', hi: 'बेंटोनाइट', es: 'bentonita', fr: 'bentonite', de: 'Bentonit',
    pt: 'bentonita', ar: 'بنتونيت', zh: '膨润土',
  }),
  entry('formaldehyde', CHEM, {
    en: 'formaldehyde|formalin', hi: 'फॉर्मेल्डिहाइड', es: 'formaldehído|formol', fr: 'formaldéhyde|formol',
    de: 'Formaldehyd', pt: 'formaldeído|formol', ar: 'فورمالديهايد', zh: '甲醛',
  }),
  entry('ammonia', CHEM, {
    en: 'ammonia|anhydrous ammonia|liquid ammonia', hi: 'अमोनिया', es: 'amoníaco', fr: 'ammoniac',
    de: 'Ammoniak', pt: 'amônia|amoníaco', ar: 'أمونيا|نشادر', zh: '液氨|氨水',
  }),
  entry('paraffin-wax', CHEM, {
    en: 'paraffin wax|paraffin', hi: 'पैराफिन वैक्स|मोम', es: 'cera de parafina|parafina', fr: 'cire de paraffine|paraffine',
    de: 'Paraffinwachs|Paraffin', pt: 'cera de parafina|parafina', ar: 'شمع البارافين|بارافين', zh: '石蜡',
  }),
  entry('sodium-benzoate', CHEM, {
    en: 'sodium benzoate', hi: 'सोडियम बेंजोएट', es: 'benzoato de sodio', fr: 'benzoate de sodium',
    de: 'Natriumbenzoat', pt: 'benzoato de sódio', ar: 'بنزوات الصوديوم', zh: '苯甲酸钠',
  }),
  entry('lithium-iron-phosphate', CHEM, {
    en: 'lithium iron phosphate|lfp cathode|lfp powder|lithium iron phosphate powder', hi: 'लिथियम आयरन फॉस्फेट',
    es: 'fosfato de hierro y litio|litio ferrofosfato', fr: 'phosphate de fer lithié|phosphate de fer et de lithium',
    de: 'Lithiumeisenphosphat', pt: 'fosfato de ferro-lítio|fosfato de ferro e lítio', ar: 'فوسفات حديد الليثيوم',
    zh: '磷酸铁锂',
  }),
  entry('dyes-pigments', CHEM, {
    en: 'dyes|reactive dyes|disperse dyes|pigments|textile dyes|dyestuff', hi: 'डाई|रंजक',
    es: 'colorantes|tintes|pigmentos', fr: 'colorants|teintures|pigments', de: 'Farbstoffe|Pigmente',
    pt: 'corantes|pigmentos', ar: 'أصباغ|صبغات', zh: '染料|颜料|活性染料',
  }),

  // --------------------------------------------------------------------------- Pharmaceuticals
  entry('ciprofloxacin', PHARMA, {
    en: 'ciprofloxacin|ciprofloxacin tablets', hi: 'सिप्रोफ्लोक्सासिन', es: 'ciprofloxacino', fr: 'ciprofloxacine',
    de: 'Ciprofloxacin', pt: 'ciprofloxacino', ar: 'سيبروفلوكساسين', zh: '环丙沙星',
  }),
  entry('omeprazole', PHARMA, {
    en: 'omeprazole|omeprazole capsules', hi: 'ओमेप्राज़ोल', es: 'omeprazol', fr: 'oméprazole', de: 'Omeprazol',
    pt: 'omeprazol', ar: 'أوميبرازول', zh: '奥美拉唑',
  }),
  entry('pantoprazole', PHARMA, {
    en: 'pantoprazole', hi: 'पैंटोप्राज़ोल', es: 'pantoprazol', fr: 'pantoprazole', de: 'Pantoprazol',
    pt: 'pantoprazol', ar: 'بانتوبرازول', zh: '泮托拉唑',
  }),
  entry('cetirizine', PHARMA, {
    en: 'cetirizine|cetirizine tablets', hi: 'सेटिरिज़िन', es: 'cetirizina', fr: 'cétirizine', de: 'Cetirizin',
    pt: 'cetirizina', ar: 'سيتريزين', zh: '西替利嗪',
  }),
  entry('diclofenac', PHARMA, {
    en: 'diclofenac|diclofenac sodium', hi: 'डाइक्लोफेनाक', es: 'diclofenaco', fr: 'diclofénac', de: 'Diclofenac',
    pt: 'diclofenaco', ar: 'ديكلوفيناك', zh: '双氯芬酸',
  }),
  entry('aspirin', PHARMA, {
    en: 'aspirin|acetylsalicylic acid', hi: 'एस्पिरिन', es: 'aspirina|ácido acetilsalicílico', fr: 'aspirine|acide acétylsalicylique',
    de: 'Aspirin|Acetylsalicylsäure', pt: 'aspirina|ácido acetilsalicílico', ar: 'أسبرين', zh: '阿司匹林',
  }),
  entry('atorvastatin', PHARMA, {
    en: 'atorvastatin', hi: 'एटोरवास्टेटिन', es: 'atorvastatina', fr: 'atorvastatine', de: 'Atorvastatin',
    pt: 'atorvastatina', ar: 'أتورفاستاتين', zh: '阿托伐他汀',
  }),
  entry('amlodipine', PHARMA, {
    en: 'amlodipine|amlodipine besylate', hi: 'एम्लोडिपाइन', es: 'amlodipino', fr: 'amlodipine', de: 'Amlodipin',
    pt: 'anlodipino', ar: 'أملوديبين', zh: '氨氯地平',
  }),
  entry('hydroxychloroquine', PHARMA, {
    en: 'hydroxychloroquine', hi: 'हाइड्रोक्सीक्लोरोक्वीन', es: 'hidroxicloroquina', fr: 'hydroxychloroquine',
    de: 'Hydroxychloroquin', pt: 'hidroxicloroquina', ar: 'هيدروكسي كلوروكين', zh: '羟氯喹',
  }),
  entry('ivermectin', PHARMA, {
    en: 'ivermectin', hi: 'आइवरमेक्टिन', es: 'ivermectina', fr: 'ivermectine', de: 'Ivermectin',
    pt: 'ivermectina', ar: 'إيفرمكتين', zh: '伊维菌素',
  }),
  entry('ceftriaxone', PHARMA, {
    en: 'ceftriaxone|ceftriaxone injection', hi: 'सेफ्ट्रिएक्सोन', es: 'ceftriaxona', fr: 'ceftriaxone',
    de: 'Ceftriaxon', pt: 'ceftriaxona', ar: 'سيفترياكسون', zh: '头孢曲松',
  }),
  entry('vitamin-c', PHARMA, {
    en: 'vitamin c|ascorbic acid', hi: 'विटामिन सी', es: 'vitamina c|ácido ascórbico', fr: 'vitamine c|acide ascorbique',
    de: 'Vitamin C|Ascorbinsäure', pt: 'vitamina c|ácido ascórbico', ar: 'فيتامين سي|حمض الأسكوربيك', zh: '维生素c|抗坏血酸',
  }),
  entry('vitamin-d3', PHARMA, {
    en: 'vitamin d3|cholecalciferol|vitamin d', hi: 'विटामिन डी3|विटामिन डी', es: 'vitamina d3|colecalciferol',
    fr: 'vitamine d3|cholécalciférol', de: 'Vitamin D3|Cholecalciferol', pt: 'vitamina d3|colecalciferol',
    ar: 'فيتامين د3|فيتامين د', zh: '维生素d3|胆钙化醇',
  }),
  entry('multivitamins', PHARMA, {
    en: 'multivitamin tablets|multivitamins|multivitamin|nutritional supplements|dietary supplements',
    hi: 'मल्टीविटामिन', es: 'multivitamínicos|suplementos vitamínicos|suplementos alimenticios',
    fr: 'multivitamines|compléments alimentaires', de: 'Multivitamine|Nahrungsergänzungsmittel',
    pt: 'multivitamínicos|suplementos alimentares', ar: 'فيتامينات متعددة|مكملات غذائية', zh: '复合维生素|膳食补充剂',
  }),
  entry('insulin', PHARMA, {
    en: 'insulin', hi: 'इंसुलिन', es: 'insulina', fr: 'insuline', de: 'Insulin', pt: 'insulina', ar: 'أنسولين', zh: '胰岛素',
  }),
  entry('ors', PHARMA, {
    en: 'oral rehydration salts|oral rehydration salt|ors sachets', hi: 'ओआरएस|जीवन रक्षक घोल',
    es: 'sales de rehidratación oral', fr: 'sels de réhydratation orale', de: 'orale Rehydratationslösung|Elektrolytpulver',
    pt: 'sais de reidratação oral', ar: 'أملاح الإماهة الفموية|محلول الإرواء', zh: '口服补液盐',
  }),
  entry('cough-syrup', PHARMA, {
    en: 'cough syrup|cough syrups|cough medicine', hi: 'खांसी की दवा|कफ सिरप', es: 'jarabe para la tos',
    fr: 'sirop contre la toux|sirop pour la toux', de: 'Hustensaft|Hustensirup', pt: 'xarope para tosse',
    ar: 'شراب السعال|دواء الكحة', zh: '止咳糖浆',
  }),
  entry('surgical-gloves', PHARMA, {
    en: 'surgical gloves|nitrile gloves|latex gloves|examination gloves|medical gloves|disposable gloves',
    hi: 'सर्जिकल दस्ताने', es: 'guantes quirúrgicos|guantes de nitrilo|guantes de látex|guantes desechables',
    fr: 'gants chirurgicaux|gants en nitrile|gants en latex|gants jetables', de: 'OP-Handschuhe|Nitrilhandschuhe|Latexhandschuhe|Einweghandschuhe',
    pt: 'luvas cirúrgicas|luvas de nitrilo|luvas de látex|luvas descartáveis', ar: 'قفازات طبية|قفازات جراحية|قفازات النتريل',
    zh: '医用手套|丁腈手套|乳胶手套|一次性手套',
  }),
  entry('face-masks', PHARMA, {
    en: 'face masks|face mask|surgical masks|surgical mask|n95 masks|n95 respirators', hi: 'फेस मास्क|मास्क',
    es: 'mascarillas|mascarilla|cubrebocas|tapabocas', fr: 'masques chirurgicaux|masques faciaux', de: 'Gesichtsmasken|OP-Masken|Atemschutzmasken',
    pt: 'máscaras faciais|máscaras cirúrgicas', ar: 'كمامات|أقنعة طبية|كمامة', zh: '口罩|医用口罩',
  }),
  entry('syringes', PHARMA, {
    en: 'syringes|syringe|disposable syringes|hypodermic needles', hi: 'सिरिंज|इंजेक्शन की सुई|सीरिंज|डिस्पोजेबल सिरिंज',
    es: 'jeringas|jeringa|jeringuillas', fr: 'seringues|seringue', de: 'Spritzen|Einwegspritzen',
    pt: 'seringas|seringa', ar: 'حقن|محاقن|سرنجات', zh: '注射器|一次性注射器',
  }),
  entry('bandages', PHARMA, {
    en: 'bandages|bandage|gauze|gauze swabs|surgical dressings|cotton wool', hi: 'पट्टी|बैंडेज|गॉज़',
    es: 'vendas|vendajes|gasas|gasa', fr: 'bandages|pansements|compresses de gaze', de: 'Verbandsmaterial|Mullbinden|Bandagen',
    pt: 'ataduras|gazes|curativos', ar: 'ضمادات|شاش', zh: '绷带|纱布|医用敷料',
  }),
  entry('hand-sanitizer', PHARMA, {
    en: 'hand sanitizer|hand sanitiser|sanitizers', hi: 'हैंड सैनिटाइज़र|सैनिटाइज़र', es: 'desinfectante de manos|gel antibacterial|gel hidroalcohólico',
    fr: 'gel hydroalcoolique|désinfectant pour les mains', de: 'Handdesinfektionsmittel|Desinfektionsgel',
    pt: 'álcool em gel|desinfetante para as mãos', ar: 'معقم اليدين|معقم', zh: '洗手液|免洗洗手液|消毒凝胶',
  }),
  entry('empty-capsules', PHARMA, {
    en: 'empty gelatin capsules|empty capsules|hard gelatin capsules|hpmc capsules', hi: 'खाली कैप्सूल',
    es: 'cápsulas vacías|cápsulas de gelatina', fr: 'gélules vides|capsules vides', de: 'Leerkapseln|Hartgelatinekapseln',
    pt: 'cápsulas vazias|cápsulas gelatinosas', ar: 'كبسولات فارغة', zh: '空心胶囊',
  }),
  entry('iv-fluids', PHARMA, {
    en: 'iv fluids|intravenous fluids|saline solution|normal saline|infusion bags', hi: 'आईवी फ्लूइड|ग्लूकोज की बोतल',
    es: 'sueros intravenosos|solución salina|suero fisiológico', fr: 'solutés de perfusion|sérum physiologique',
    de: 'Infusionslösungen|Kochsalzlösung', pt: 'soro fisiológico|soluções intravenosas', ar: 'محاليل وريدية|محلول ملحي',
    zh: '输液|生理盐水|静脉输液',
  }),
  entry('ayurvedic-medicines', PHARMA, {
    en: 'ayurvedic medicines|ayurvedic medicine|herbal medicines|herbal supplements|ayurvedic products',
    hi: 'आयुर्वेदिक दवाइयां|आयुर्वेदिक दवा|जड़ी बूटी की दवा', es: 'medicamentos ayurvédicos|medicina ayurvédica|medicamentos herbales',
    fr: 'médicaments ayurvédiques|médecine ayurvédique|phytothérapie', de: 'ayurvedische Arzneimittel|Ayurveda-Präparate|pflanzliche Arzneimittel',
    pt: 'medicamentos ayurvédicos|fitoterápicos', ar: 'أدوية أيورفيدية|أدوية عشبية', zh: '阿育吠陀药品|草药制剂',
  }),

  // --------------------------------------------------------------------- Machinery & Equipment
  entry('oil-expeller', MACHINE, {
    en: 'oil expeller|oil expellers|oil press|oil press machine|oil expeller machine|oil mill machinery|screw press',
    hi: 'तेल निकालने की मशीन|ऑयल एक्सपेलर|कोल्हू|tel nikalne ki machine|kolhu|एक्सपेलर|ऑयल एक्सपेलर मशीन|तेल मिल',
    es: 'prensa de aceite|expeller de aceite|extractora de aceite|máquina de prensado de aceite',
    fr: "presse à huile|presse à huile à vis|expeller", de: 'Ölpresse|Schneckenpresse|Ölmühle',
    pt: 'prensa de óleo|expeller|extratora de óleo', ar: 'معصرة زيت|مكبس زيت|آلة عصر الزيت|معصرة',
    zh: '榨油机|螺旋榨油机|榨油设备',
  }),
  entry('flour-mill', MACHINE, {
    en: 'flour mill|flour mill machine|atta chakki|wheat flour mill|flour milling machine|pulverizer|pulveriser|grinding mill',
    hi: 'आटा चक्की|चक्की|पल्वराइज़र|atta chakki|chakki', es: 'molino harinero|molino de harina|pulverizador',
    fr: 'moulin à farine|minoterie|broyeur', de: 'Getreidemühle|Mehlmühle|Mühle',
    pt: 'moinho de farinha|moinho de trigo|pulverizador', ar: 'مطحنة دقيق|مطحنة', zh: '面粉机|磨粉机|粉碎机',
  }),
  entry('rice-mill', MACHINE, {
    en: 'rice mill machinery|rice mill|rice milling machine|paddy dehusker|rice huller|rice polisher',
    hi: 'राइस मिल मशीन|चावल मिल|धान कुटाई मशीन', es: 'molino de arroz|descascaradora de arroz|peladora de arroz|planta de arroz|planta arrocera|molino arrocero|piladora de arroz',
    fr: 'rizerie|décortiqueuse à riz|machine de rizerie|usine de riz|unité de rizerie', de: 'Reismühle|Reisschälmaschine',
    pt: 'máquina de beneficiar arroz|descascador de arroz|engenho de arroz|usina de arroz|beneficiadora de arroz', ar: 'مضرب أرز|مطحنة أرز|آلة تقشير الأرز',
    zh: '碾米机|大米加工设备|砻谷机',
  }),
  entry('sugarcane-crusher', MACHINE, {
    en: 'sugarcane crusher|sugarcane juice machine|cane crusher', hi: 'गन्ना क्रशर|गन्ने का रस निकालने की मशीन',
    es: 'trapiche|molino de caña|extractor de jugo de caña', fr: 'broyeur de canne à sucre|presse à canne',
    de: 'Zuckerrohrpresse', pt: 'moenda de cana|engenho de cana|máquina de caldo de cana', ar: 'معصرة قصب السكر|عصارة قصب',
    zh: '甘蔗榨汁机|甘蔗压榨机',
  }),
  entry('chaff-cutter', MACHINE, {
    en: 'chaff cutter|chaff cutters|fodder cutter|forage chopper', hi: 'चारा कटर|चारा काटने की मशीन|कुट्टी मशीन',
    es: 'picadora de forraje|picapasto', fr: 'hache-paille|coupe-fourrage', de: 'Häckselmaschine|Futterschneider',
    pt: 'picadeira de forragem|triturador de forragem', ar: 'فرامة علف|آلة تقطيع العلف', zh: '铡草机|饲料粉碎机',
  }),
  entry('sewing-machines', MACHINE, {
    en: 'sewing machines|sewing machine|industrial sewing machines|overlock machines', hi: 'सिलाई मशीन|silai machine',
    es: 'máquinas de coser|máquina de coser', fr: 'machines à coudre|machine à coudre', de: 'Nähmaschinen|Nähmaschine',
    pt: 'máquinas de costura|máquina de costura', ar: 'ماكينات خياطة|ماكينة خياطة|آلة خياطة', zh: '缝纫机|工业缝纫机',
  }),
  entry('weaving-looms', MACHINE, {
    en: 'weaving looms|power looms|power loom|looms|loom|rapier looms|air jet looms|weaving machines',
    hi: 'पावर लूम|करघा|बुनाई मशीन', es: 'telares|telar|máquinas de tejer', fr: 'métiers à tisser|métier à tisser',
    de: 'Webmaschinen|Webstühle|Webstuhl', pt: 'teares|tear', ar: 'أنوال|نول|ماكينات نسيج', zh: '织布机|剑杆织机|喷气织机',
  }),
  entry('injection-moulding-machines', MACHINE, {
    en: 'injection moulding machines|injection molding machines|injection moulding machine|injection molding machine|plastic moulding machines',
    hi: 'इंजेक्शन मोल्डिंग मशीन', es: 'inyectoras de plástico|máquinas de inyección de plástico|inyectora',
    fr: 'presses à injecter|machines de moulage par injection', de: 'Spritzgießmaschinen|Spritzgussmaschinen',
    pt: 'injetoras de plástico|máquinas injetoras', ar: 'ماكينات حقن البلاستيك|آلات قولبة بالحقن', zh: '注塑机',
  }),
  entry('concrete-mixers', MACHINE, {
    en: 'concrete mixers|concrete mixer|cement mixer|cement mixers', hi: 'कंक्रीट मिक्सर|सीमेंट मिक्सर|mixer machine',
    es: 'hormigoneras|hormigonera|mezcladoras de concreto|revolvedora', fr: 'bétonnières|bétonnière',
    de: 'Betonmischer|Betonmischmaschine', pt: 'betoneiras|betoneira', ar: 'خلاطات خرسانة|خلاطة خرسانة|خلاطة أسمنت',
    zh: '混凝土搅拌机|搅拌机',
  }),
  entry('welding-machines', MACHINE, {
    en: 'welding machines|welding machine|arc welders|mig welders|tig welders|inverter welding machine',
    hi: 'वेल्डिंग मशीन', es: 'máquinas de soldar|soldadoras|soldadora', fr: 'postes à souder|poste à souder|soudeuses',
    de: 'Schweißgeräte|Schweißgerät|Schweißmaschinen', pt: 'máquinas de solda|máquina de solda|soldadoras',
    ar: 'ماكينات لحام|ماكينة لحام|آلة لحام', zh: '电焊机|焊机|焊接机',
  }),
  entry('lathe-machines', MACHINE, {
    en: 'lathe machines|lathe machine|lathes|lathe|all geared lathe', hi: 'लेथ मशीन|खराद मशीन|खराद',
    es: 'tornos|torno paralelo', fr: 'tours à métaux|tour parallèle', de: 'Drehmaschinen|Drehbank|Drehbänke',
    pt: 'tornos mecânicos|torno mecânico', ar: 'مخارط|مخرطة', zh: '车床|普通车床',
  }),
  entry('drilling-machines', MACHINE, {
    en: 'drilling machines|drilling machine|drill press|radial drilling machine|drill machines',
    hi: 'ड्रिलिंग मशीन|ड्रिल मशीन', es: 'taladros|taladradoras|taladro de columna', fr: 'perceuses|perceuse à colonne',
    de: 'Bohrmaschinen|Ständerbohrmaschine', pt: 'furadeiras|furadeira de bancada', ar: 'مثاقب|آلات حفر|مثقاب',
    zh: '钻床|摇臂钻床',
  }),
  entry('boilers', MACHINE, {
    en: 'industrial boilers|boilers|boiler|steam boilers|steam boiler', hi: 'बॉयलर|भाप बॉयलर',
    es: 'calderas|caldera|calderas de vapor', fr: 'chaudières|chaudière|chaudières à vapeur', de: 'Dampfkessel|Industriekessel|Heizkessel',
    pt: 'caldeiras|caldeira', ar: 'غلايات|غلاية|مراجل بخارية', zh: '锅炉|蒸汽锅炉',
  }),
  entry('hydraulic-press', MACHINE, {
    en: 'hydraulic press|hydraulic presses|hydraulic press machine|power press', hi: 'हाइड्रोलिक प्रेस|पावर प्रेस',
    es: 'prensa hidráulica|prensas hidráulicas', fr: 'presse hydraulique|presses hydrauliques', de: 'Hydraulikpresse|hydraulische Presse',
    pt: 'prensa hidráulica|prensas hidráulicas', ar: 'مكبس هيدروليكي|مكابس هيدروليكية', zh: '液压机|油压机|冲床',
  }),
  entry('cranes-hoists', MACHINE, {
    en: 'cranes|crane|eot crane|overhead crane|gantry crane|hoists|chain hoist|electric hoist',
    hi: 'क्रेन|होइस्ट', es: 'grúas|grúa|polipastos|polipasto', fr: 'grues|grue|palans|pont roulant',
    de: 'Kräne|Kran|Laufkran|Hebezeuge|Kettenzug', pt: 'guindastes|guindaste|pontes rolantes|talhas', ar: 'رافعات|رافعة|ونش',
    zh: '起重机|桥式起重机|电动葫芦|行车',
  }),
  entry('conveyor-belts', MACHINE, {
    en: 'conveyor belts|conveyor belt|conveyors|conveyor|belt conveyor', hi: 'कन्वेयर बेल्ट|कन्वेयर',
    es: 'cintas transportadoras|cinta transportadora|bandas transportadoras|transportadores', fr: 'convoyeurs|convoyeur|bandes transporteuses',
    de: 'Förderbänder|Förderband|Bandförderer', pt: 'correias transportadoras|esteiras transportadoras|transportadores',
    ar: 'سيور ناقلة|سير ناقل|ناقلات', zh: '输送带|输送机|皮带输送机',
  }),
  entry('excavators', MACHINE, {
    en: 'excavators|excavator|backhoe loaders|backhoe|jcb|earthmoving equipment', hi: 'एक्सकेवेटर|जेसीबी',
    es: 'excavadoras|excavadora|retroexcavadoras', fr: 'pelles hydrauliques|excavatrices|pelleteuses|tractopelles',
    de: 'Bagger|Baggerlader|Hydraulikbagger', pt: 'escavadeiras|escavadeira|retroescavadeiras', ar: 'حفارات|حفار|جرافات',
    zh: '挖掘机|挖土机|反铲装载机',
  }),
  entry('power-tillers', MACHINE, {
    en: 'power tillers|power tiller|rotavators|rotavator|rotary tiller|cultivators', hi: 'पावर टिलर|रोटावेटर|कल्टीवेटर',
    es: 'motocultores|motocultor|rotovatores|fresadoras agrícolas', fr: 'motoculteurs|motoculteur|rotavators',
    de: 'Einachsschlepper|Bodenfräsen|Motorhacke', pt: 'microtratores|motocultivadores|enxadas rotativas',
    ar: 'محاريث دوارة|عزاقة|جرارات صغيرة', zh: '微耕机|旋耕机|手扶拖拉机',
  }),
  entry('threshers-harvesters', MACHINE, {
    en: 'combine harvesters|combine harvester|harvesters|threshers|thresher|threshing machine|paddy thresher',
    hi: 'थ्रेशर|कंबाइन हार्वेस्टर|कटाई मशीन', es: 'cosechadoras|cosechadora|trilladoras|trilladora',
    fr: 'moissonneuses-batteuses|moissonneuse-batteuse|batteuses', de: 'Mähdrescher|Dreschmaschinen',
    pt: 'colheitadeiras|colheitadeira|trilhadeiras', ar: 'حصادات|حصادة|دراسات', zh: '联合收割机|收割机|脱粒机',
  }),
  entry('sprayers', MACHINE, {
    en: 'agricultural sprayers|sprayers|knapsack sprayers|battery sprayer|power sprayer', hi: 'स्प्रेयर|छिड़काव मशीन',
    es: 'fumigadoras|pulverizadores|mochila fumigadora', fr: 'pulvérisateurs|pulvérisateur à dos', de: 'Feldspritzen|Rückenspritzen|Drucksprüher',
    pt: 'pulverizadores|pulverizador costal', ar: 'رشاشات زراعية|رشاشات مبيدات|رشاش', zh: '喷雾器|农用喷雾器|背负式喷雾器',
  }),
  entry('transformers', MACHINE, {
    en: 'transformers|transformer|distribution transformers|power transformers', hi: 'ट्रांसफार्मर',
    es: 'transformadores|transformador', fr: 'transformateurs|transformateur', de: 'Transformatoren|Trafos|Transformator',
    pt: 'transformadores|transformador', ar: 'محولات كهربائية|محول كهربائي|محولات', zh: '变压器|配电变压器',
  }),
  entry('forklifts', MACHINE, {
    en: 'forklifts|forklift|forklift trucks|pallet trucks|stackers', hi: 'फोर्कलिफ्ट',
    es: 'montacargas|carretillas elevadoras|autoelevadores', fr: 'chariots élévateurs|chariot élévateur|transpalettes',
    de: 'Gabelstapler|Stapler|Hubwagen', pt: 'empilhadeiras|empilhadeira|paleteiras', ar: 'رافعات شوكية|رافعة شوكية|كلارك',
    zh: '叉车|电动叉车|堆高车',
  }),
  entry('water-treatment-plants', MACHINE, {
    en: 'water treatment plants|ro plant|reverse osmosis plant|water purification plant|water purifiers|ro system|effluent treatment plant',
    hi: 'आरओ प्लांट|वाटर ट्रीटमेंट प्लांट|पानी शुद्ध करने की मशीन', es: 'plantas de tratamiento de agua|planta de ósmosis inversa|purificadoras de agua',
    fr: "stations de traitement d'eau|osmose inverse|purificateurs d'eau", de: 'Wasseraufbereitungsanlagen|Umkehrosmoseanlage',
    pt: 'estações de tratamento de água|osmose reversa|purificadores de água', ar: 'محطات معالجة المياه|محطة تحلية|أجهزة تنقية المياه',
    zh: '水处理设备|反渗透设备|净水器',
  }),
  entry('cold-storage', MACHINE, {
    en: 'cold storage equipment|cold rooms|cold room|chillers|chiller|refrigeration units|blast freezers',
    hi: 'कोल्ड स्टोरेज|चिलर', es: 'cámaras frigoríficas|enfriadores|chillers|equipos de refrigeración',
    fr: 'chambres froides|groupes froids|refroidisseurs', de: 'Kühlräume|Kühlzellen|Kaltwassersätze|Kühlanlagen',
    pt: 'câmaras frigoríficas|resfriadores|chillers', ar: 'غرف تبريد|مبردات|معدات تبريد', zh: '冷库|冷水机|制冷设备',
  }),
  entry('food-processing-machines', MACHINE, {
    en: 'food processing machines|food processing machinery|extruders|snack making machine|noodle making machine',
    hi: 'खाद्य प्रसंस्करण मशीन|नमकीन बनाने की मशीन', es: 'máquinas para procesar alimentos|maquinaria alimentaria|extrusoras',
    fr: 'machines agroalimentaires|extrudeuses', de: 'Lebensmittelmaschinen|Extruder', pt: 'máquinas para alimentos|extrusoras',
    ar: 'آلات تصنيع الأغذية|معدات تصنيع الأغذية', zh: '食品机械|膨化机|食品加工设备',
  }),
  entry('printing-machines', MACHINE, {
    en: 'printing machines|printing machine|offset printing machine|flexo printing machine|printing press',
    hi: 'प्रिंटिंग मशीन|छपाई मशीन', es: 'máquinas de impresión|imprentas|impresoras offset', fr: "machines d'impression|presses offset",
    de: 'Druckmaschinen|Offsetdruckmaschine', pt: 'máquinas de impressão|impressoras offset', ar: 'آلات طباعة|مطابع',
    zh: '印刷机|胶印机|柔印机',
  }),

  // ------------------------------------------------------------------------------ Electronics
  entry('inverters-ups', ELEC, {
    en: 'inverters|inverter|power inverters|solar inverters|solar inverter|ups systems|uninterruptible power supply',
    hi: 'इन्वर्टर|यूपीएस', es: 'inversores|inversor|inversores solares', fr: 'onduleurs|onduleur|onduleurs solaires',
    de: 'Wechselrichter|Solarwechselrichter|USV-Anlagen', pt: 'inversores|inversor solar|nobreaks|nobreak', ar: 'انفرترات|محولات طاقة شمسية|عاكس',
    zh: '逆变器|光伏逆变器|不间断电源',
  }),
  entry('power-banks', ELEC, {
    en: 'power banks|power bank|portable chargers', hi: 'पावर बैंक', es: 'baterías portátiles|power banks|batería externa',
    fr: 'batteries externes|batterie externe', de: 'Powerbanks|Powerbank', pt: 'carregadores portáteis|power banks',
    ar: 'باور بنك|شواحن متنقلة', zh: '充电宝|移动电源',
  }),
  entry('chargers', ELEC, {
    en: 'mobile chargers|chargers|charger|usb chargers|phone chargers|adapters|power adapters', hi: 'चार्जर|मोबाइल चार्जर',
    es: 'cargadores|cargador', fr: 'chargeurs|chargeur', de: 'Ladegeräte|Ladegerät|Netzteile', pt: 'carregadores|carregador',
    ar: 'شواحن|شاحن', zh: '充电器|电源适配器',
  }),
  entry('earphones', ELEC, {
    en: 'earphones|headphones|earbuds|wireless earbuds|bluetooth headsets|headsets|tws earbuds',
    hi: 'ईयरफोन|हेडफोन', es: 'auriculares|audífonos', fr: 'écouteurs|casques audio', de: 'Kopfhörer|Ohrhörer',
    pt: 'fones de ouvido', ar: 'سماعات|سماعات أذن|سماعات رأس', zh: '耳机|蓝牙耳机|无线耳机',
  }),
  entry('cctv-cameras', ELEC, {
    en: 'cctv cameras|cctv camera|security cameras|ip cameras|surveillance cameras|cctv', hi: 'सीसीटीवी कैमरा',
    es: 'cámaras de seguridad|cámaras de vigilancia|cámaras cctv', fr: 'caméras de surveillance|caméras de sécurité',
    de: 'Überwachungskameras|Sicherheitskameras', pt: 'câmeras de segurança|câmeras de vigilância', ar: 'كاميرات مراقبة|كاميرا مراقبة',
    zh: '监控摄像头|安防摄像机|网络摄像机',
  }),
  entry('televisions', ELEC, {
    en: 'led tvs|led tv|televisions|television|smart tvs|smart tv|lcd tv', hi: 'टीवी|टेलीविजन|एलईडी टीवी',
    es: 'televisores|televisor|smart tv', fr: 'téléviseurs|téléviseur|télévisions', de: 'Fernseher|Fernsehgeräte',
    pt: 'televisores|televisão|televisões', ar: 'تلفزيونات|تلفزيون|شاشات تلفاز', zh: '电视机|液晶电视|智能电视',
  }),
  entry('laptops', ELEC, {
    en: 'laptops|laptop|notebook computers|computers|desktop computers', hi: 'लैपटॉप|कंप्यूटर',
    es: 'portátiles|computadoras portátiles|ordenadores portátiles|computadoras', fr: 'ordinateurs portables|ordinateurs',
    de: 'Laptops|Notebooks|Computer', pt: 'notebooks|computadores portáteis|computadores', ar: 'حواسيب محمولة|لابتوب|حواسيب',
    zh: '笔记本电脑|电脑|计算机',
  }),
  entry('smartwatches', ELEC, {
    en: 'smartwatches|smartwatch|smart watches|smart watch|fitness bands|fitness trackers', hi: 'स्मार्टवॉच|स्मार्ट घड़ी',
    es: 'relojes inteligentes|reloj inteligente|pulseras de actividad', fr: 'montres connectées|montre connectée',
    de: 'Smartwatches|Fitnessarmbänder', pt: 'relógios inteligentes|smartwatches', ar: 'ساعات ذكية|ساعة ذكية', zh: '智能手表|智能手环',
  }),
  entry('switches-sockets', ELEC, {
    en: 'electrical switches|switches and sockets|modular switches|wall sockets|switchgear|mcb|mcbs|circuit breakers|miniature circuit breakers',
    hi: 'बिजली के स्विच|स्विच|सर्किट ब्रेकर', es: 'interruptores|enchufes|interruptores automáticos|disyuntores',
    fr: 'interrupteurs|prises électriques|disjoncteurs', de: 'Schalter und Steckdosen|Lichtschalter|Leitungsschutzschalter|Sicherungsautomaten',
    pt: 'interruptores|disjuntores', ar: 'مفاتيح كهربائية|قواطع كهربائية|مقابس', zh: '开关插座|断路器|空气开关',
  }),
  entry('ceiling-fans', ELEC, {
    en: 'ceiling fans|ceiling fan|electric fans|table fans|exhaust fans|pedestal fans', hi: 'पंखा|सीलिंग फैन|पंखे',
    es: 'ventiladores de techo|ventiladores|ventilador', fr: 'ventilateurs de plafond|ventilateurs|ventilateur', de: 'Deckenventilatoren|Ventilatoren|Ventilator',
    pt: 'ventiladores de teto|ventiladores|ventilador', ar: 'مراوح سقف|مراوح|مروحة', zh: '吊扇|电风扇|风扇',
  }),
  entry('air-conditioners', ELEC, {
    en: 'air conditioners|air conditioner|split ac|window ac|air conditioning units', hi: 'एयर कंडीशनर|एसी',
    es: 'aires acondicionados|aire acondicionado|acondicionadores de aire', fr: 'climatiseurs|climatiseur', de: 'Klimaanlagen|Klimaanlage|Klimageräte',
    pt: 'ar condicionado|aparelhos de ar condicionado', ar: 'مكيفات هواء|مكيف هواء|مكيفات|مكيف', zh: '空调|空调机',
  }),
  entry('refrigerators', ELEC, {
    en: 'refrigerators|refrigerator|fridges|fridge|deep freezers|freezers', hi: 'फ्रिज|रेफ्रिजरेटर',
    es: 'refrigeradores|refrigerador|neveras|frigoríficos|congeladores', fr: 'réfrigérateurs|réfrigérateur|congélateurs',
    de: 'Kühlschränke|Kühlschrank|Gefriertruhen', pt: 'geladeiras|geladeira|refrigeradores|freezers', ar: 'ثلاجات|ثلاجة|مجمدات',
    zh: '冰箱|冰柜',
  }),
  entry('home-appliances', ELEC, {
    en: 'mixer grinders|mixer grinder|electric kettles|induction cooktops|electric irons|home appliances|kitchen appliances',
    hi: 'मिक्सर ग्राइंडर|मिक्सी|घरेलू उपकरण', es: 'electrodomésticos|licuadoras|hervidores eléctricos', fr: 'électroménager|mixeurs|bouilloires électriques',
    de: 'Haushaltsgeräte|Küchengeräte', pt: 'eletrodomésticos|liquidificadores', ar: 'أجهزة منزلية|خلاطات كهربائية|غلايات كهربائية',
    zh: '家用电器|电水壶|电磁炉',
  }),
  entry('electronic-components', ELEC, {
    en: 'electronic components|integrated circuits|microcontrollers|semiconductors|capacitors|resistors|diodes|transistors',
    hi: 'इलेक्ट्रॉनिक कंपोनेंट्स|इलेक्ट्रॉनिक पुर्जे', es: 'componentes electrónicos|circuitos integrados|semiconductores|condensadores',
    fr: 'composants électroniques|circuits intégrés|semi-conducteurs|condensateurs', de: 'elektronische Bauteile|Halbleiter|Kondensatoren|integrierte Schaltungen',
    pt: 'componentes eletrônicos|circuitos integrados|semicondutores|capacitores|resistores', ar: 'مكونات إلكترونية|دوائر متكاملة|أشباه الموصلات|مكثفات',
    zh: '电子元器件|集成电路|芯片|电容|电阻|半导体',
  }),
  entry('communication-modules', ELEC, {
    en: 'gsm modules|gsm module|iot modules|wifi modules|4g modules|gps trackers|gps tracker', hi: 'जीएसएम मॉड्यूल',
    es: 'módulos gsm|módulos iot|rastreadores gps', fr: 'modules gsm|modules iot|traceurs gps', de: 'GSM-Module|IoT-Module|GPS-Tracker',
    pt: 'módulos gsm|módulos iot|rastreadores gps', ar: 'وحدات gsm|أجهزة تتبع gps', zh: 'gsm模块|物联网模块|gps定位器',
  }),
  entry('electric-meters', ELEC, {
    en: 'energy meters|electricity meters|smart meters|electric meters', hi: 'बिजली मीटर|एनर्जी मीटर',
    es: 'medidores de energía|contadores eléctricos|medidores de luz|medidor inteligente|contador inteligente', fr: "compteurs d'électricité|compteurs électriques|compteur intelligent|compteurs intelligents|compteur d'énergie",
    de: 'Stromzähler|Energiezähler|intelligenter Stromzähler|Smart Meter', pt: 'medidores de energia|relógios de luz|medidor inteligente', ar: 'عدادات كهرباء|عداد كهرباء', zh: '电表|智能电表|电能表',
  }),

  // ------------------------------------------------------------------------ Automotive Parts
  entry('clutch-plates', AUTO, {
    en: 'clutch plates|clutch plate|clutch kits|clutch kit|clutch discs', hi: 'क्लच प्लेट|क्लच',
    es: 'discos de embrague|kits de embrague|embragues|embrague', fr: "disques d'embrayage|kits d'embrayage|embrayages",
    de: 'Kupplungsscheiben|Kupplungssätze|Kupplung', pt: 'discos de embreagem|kits de embreagem|embreagens', ar: 'أسطوانات كلتش|دبرياج|كلتش',
    zh: '离合器片|离合器',
  }),
  entry('auto-filters', AUTO, {
    en: 'oil filters|oil filter|air filters|air filter|fuel filters|fuel filter|cabin filters|automotive filters',
    hi: 'ऑयल फिल्टर|एयर फिल्टर|फिल्टर', es: 'filtros de aceite|filtro de aceite|filtros de aire|filtros de combustible',
    fr: 'filtres à huile|filtre à huile|filtres à air|filtres à carburant', de: 'Ölfilter|Luftfilter|Kraftstofffilter|Innenraumfilter',
    pt: 'filtros de óleo|filtro de óleo|filtros de ar|filtros de combustível', ar: 'فلاتر زيت|فلتر زيت|فلاتر هواء|فلاتر وقود',
    zh: '机油滤清器|空气滤清器|燃油滤清器|滤清器',
  }),
  entry('shock-absorbers', AUTO, {
    en: 'shock absorbers|shock absorber|shocks|struts|suspension parts', hi: 'शॉक एब्जॉर्बर|शॉकर',
    es: 'amortiguadores|amortiguador', fr: 'amortisseurs|amortisseur', de: 'Stoßdämpfer', pt: 'amortecedores|amortecedor',
    ar: 'مساعدات|ممتص الصدمات', zh: '减震器|避震器',
  }),
  entry('radiators', AUTO, {
    en: 'radiators|radiator|car radiators|cooling radiators', hi: 'रेडिएटर', es: 'radiadores|radiador',
    fr: 'radiateurs|radiateur', de: 'Autokühler|Wasserkühler', pt: 'radiadores|radiador', ar: 'رديترات|رادياتير|مشعات|رديتر|راديتر|ردياتير',
    zh: '散热器',
  }),
  entry('alloy-wheels', AUTO, {
    en: 'alloy wheels|alloy wheel|rims|wheel rims|steel wheels', hi: 'अलॉय व्हील|रिम',
    es: 'llantas de aleación|rines|llantas de aluminio', fr: 'jantes en alliage|jantes alu|jantes', de: 'Alufelgen|Leichtmetallfelgen|Felgen',
    pt: 'rodas de liga leve|rodas', ar: 'جنوط|جنط|عجلات ألمنيوم', zh: '轮毂|铝合金轮毂',
  }),
  entry('car-batteries', AUTO, {
    en: 'car batteries|car battery|automotive batteries|automotive battery|lead acid batteries|vehicle batteries',
    hi: 'कार बैटरी|गाड़ी की बैटरी', es: 'baterías para autos|baterías de coche|baterías de plomo ácido', fr: 'batteries de voiture|batteries automobiles|batteries plomb',
    de: 'Autobatterien|Starterbatterien|Bleiakkus', pt: 'baterias automotivas|baterias de carro', ar: 'بطاريات سيارات|بطارية سيارة',
    zh: '汽车电瓶|汽车蓄电池|铅酸蓄电池',
  }),
  entry('headlights', AUTO, {
    en: 'headlights|headlight|headlamps|head lamps|tail lights|tail lamps|auto lamps|headlight bulbs|headlight bulb|led headlights', hi: 'हेडलाइट|हेडलैंप',
    es: 'faros|faro delantero|faros delanteros', fr: 'phares|phare avant|feux arrière', de: 'Scheinwerfer|Rückleuchten',
    pt: 'faróis|farol|lanternas traseiras', ar: 'مصابيح أمامية|كشافات سيارة|فوانيس', zh: '车灯|前大灯|尾灯|大灯|大灯灯泡|车灯灯泡|汽车大灯',
  }),
  entry('wiper-blades', AUTO, {
    en: 'wiper blades|wiper blade|windshield wipers|wipers', hi: 'वाइपर ब्लेड|वाइपर',
    es: 'escobillas limpiaparabrisas|plumas limpiaparabrisas|limpiaparabrisas', fr: "balais d'essuie-glace|essuie-glaces",
    de: 'Scheibenwischer|Wischerblätter', pt: 'palhetas|limpadores de para-brisa', ar: 'مساحات زجاج|مساحات|مساحة زجاج|مساحات زجاج السيارة|مساحة زجاج بدون إطار', zh: '雨刮器|雨刷',
  }),
  entry('pistons', AUTO, {
    en: 'pistons|piston|piston rings|piston ring|cylinder liners|engine parts', hi: 'पिस्टन|पिस्टन रिंग',
    es: 'pistones|pistón|anillos de pistón|camisas de cilindro|partes de motor', fr: 'pistons|segments de piston|chemises de cylindre|pièces moteur',
    de: 'Kolben|Kolbenringe|Zylinderlaufbuchsen|Motorteile', pt: 'pistões|pistão|anéis de pistão|camisas de cilindro|peças de motor',
    ar: 'بساتم|بستم|شنابر|قطع محرك', zh: '活塞|活塞环|缸套|发动机配件',
  }),
  entry('gaskets', AUTO, {
    en: 'gaskets|gasket|head gaskets|oil seals|o-rings|seals', hi: 'गैसकेट|ऑयल सील',
    es: 'retenes|juntas de culata', fr: 'joints de culasse|joints spi', de: 'Dichtungen|Zylinderkopfdichtung|Wellendichtringe',
    pt: 'retentores|juntas de cabeçote', ar: 'جوانات|جوان|حشوات', zh: '垫片|密封件|油封|气缸垫',
  }),
  entry('auto-belts', AUTO, {
    en: 'timing belts|timing belt|v-belts|fan belts|drive belts', hi: 'टाइमिंग बेल्ट|वी बेल्ट|पंखा बेल्ट',
    es: 'correas de distribución|correas en v|bandas automotrices', fr: 'courroies de distribution|courroies trapézoïdales',
    de: 'Zahnriemen|Keilriemen|Zahnriemensatz|Zahnriemen-Kit|Keilriemensatz', pt: 'correias dentadas|correias em v', ar: 'سيور توقيت|سير مروحة|سيور', zh: '正时皮带|三角带',
  }),
  entry('alternators-starters', AUTO, {
    en: 'alternators|alternator|starter motors|starter motor|self starters', hi: 'अल्टरनेटर|सेल्फ स्टार्टर',
    es: 'alternadores|alternador|motores de arranque', fr: 'alternateurs|alternateur|démarreurs',
    de: 'Lichtmaschinen|Lichtmaschine|Anlasser', pt: 'alternadores|alternador|motores de partida', ar: 'دينامو|مولد سيارة|مارش',
    zh: '汽车发电机|起动机|启动马达',
  }),
  entry('brake-discs', AUTO, {
    en: 'brake discs|brake disc|brake rotors|brake drums|brake shoes', hi: 'ब्रेक डिस्क|ब्रेक शू',
    es: 'discos de freno|tambores de freno|zapatas de freno|tambor de freno|disco de freno|zapata de freno', fr: 'disques de frein|tambours de frein|mâchoires de frein|tambour de frein|disque de frein',
    de: 'Bremsscheiben|Bremstrommeln|Bremsbacken|Bremstrommel|Bremsscheibe', pt: 'discos de freio|tambores de freio|sapatas de freio|tambor de freio|disco de freio', ar: 'أقراص فرامل|طنابير فرامل|فحمات',
    zh: '刹车盘|制动盘|刹车鼓|刹车蹄',
  }),
  entry('steering-parts', AUTO, {
    en: 'steering parts|tie rod ends|tie rod end|ball joints|steering racks|control arms|suspension bushings',
    hi: 'स्टीयरिंग पार्ट्स|टाई रॉड', es: 'rótulas|terminales de dirección|cremalleras de dirección|brazos de control',
    fr: 'rotules de direction|crémaillères de direction|bras de suspension', de: 'Spurstangenköpfe|Traggelenke|Lenkgetriebe|Querlenker',
    pt: 'terminais de direção|pivôs de suspensão|caixas de direção|bandejas de suspensão', ar: 'قطع توجيه|مقصات|رؤوس ركبة',
    zh: '转向配件|球头|方向机|控制臂',
  }),
  entry('exhaust-parts', AUTO, {
    en: 'exhaust systems|silencers|mufflers|exhaust pipes|catalytic converters', hi: 'साइलेंसर|एग्जॉस्ट',
    es: 'silenciadores|mofles|tubos de escape|catalizadores', fr: "silencieux|pots d'échappement|catalyseurs", de: 'Auspuffanlagen|Schalldämpfer|Katalysatoren',
    pt: 'escapamentos|silenciosos|catalisadores', ar: 'شكمانات|عوادم|كواتم صوت', zh: '排气管|消声器|三元催化器',
  }),
  entry('fuel-injectors', AUTO, {
    en: 'fuel injectors|fuel injector|fuel pumps|fuel pump|injection pumps|nozzles', hi: 'फ्यूल इंजेक्टर|फ्यूल पंप',
    es: 'inyectores|inyector|bombas de combustible|bomba de gasolina', fr: 'injecteurs|injecteur|pompes à carburant',
    de: 'Einspritzdüsen|Injektoren|Kraftstoffpumpen', pt: 'bicos injetores|injetores|bombas de combustível', ar: 'بخاخات وقود|رشاشات|طرمبة بنزين',
    zh: '喷油嘴|喷油器|燃油泵',
  }),
  entry('car-mirrors', AUTO, {
    en: 'side mirrors|rear view mirrors|wing mirrors|car mirrors', hi: 'साइड मिरर|गाड़ी का शीशा',
    es: 'espejos retrovisores|retrovisores', fr: 'rétroviseurs', de: 'Außenspiegel|Rückspiegel', pt: 'retrovisores|espelhos retrovisores',
    ar: 'مرايا جانبية|مرايات سيارة', zh: '后视镜|倒车镜',
  }),
  entry('auto-horns', AUTO, {
    en: 'car horns|horns|electric horns|air horns', hi: 'हॉर्न|गाड़ी का हॉर्न', es: 'bocinas|cláxones|claxon',
    fr: 'klaxons|avertisseurs sonores', de: 'Autohupen|Hupen|Fanfaren', pt: 'buzinas|buzina', ar: 'أبواق سيارات|زمامير|كلاكسات',
    zh: '汽车喇叭|喇叭',
  }),
  entry('two-wheeler-parts', AUTO, {
    en: 'motorcycle parts|two wheeler parts|bike parts|motorcycle spare parts|chain sprocket kits|chain sprocket kit',
    hi: 'बाइक पार्ट्स|मोटरसाइकिल पार्ट्स|दोपहिया पार्ट्स|चेन स्प्रोकेट|चेन स्प्रोकेट किट|चेन सेट|बाइक के पार्ट्स', es: 'repuestos de moto|partes de motocicleta|kits de arrastre',
    fr: 'pièces moto|pièces de moto|kits chaîne', de: 'Motorradteile|Motorrad-Ersatzteile|Kettensätze',
    pt: 'peças de moto|peças para motos|kits de relação', ar: 'قطع غيار دراجات نارية|قطع غيار موتوسيكلات', zh: '摩托车配件|摩托车零件',
  }),
  entry('rubber-auto-parts', AUTO, {
    en: 'engine mounts|engine mount|rubber bushes|rubber auto parts|cv joints|cv joint|cv axles|drive shafts',
    hi: 'इंजन माउंट|रबर बुश', es: 'soportes de motor|bujes de goma|juntas homocinéticas|homocinéticas|semiejes',
    fr: 'supports moteur|silentblocs|joints homocinétiques|cardans', de: 'Motorlager|Gummilager|Gleichlaufgelenke|Antriebswellen',
    pt: 'coxins do motor|buchas de borracha|juntas homocinéticas|semieixos', ar: 'كراسي محرك|جلب مطاط|عكوس|أعمدة إدارة',
    zh: '发动机支架|橡胶衬套|等速万向节|传动轴',
  }),

  // ---------------------------------------------------------------------------- more industry
  entry('packaging-films', CHEM, {
    en: 'bopp film|bopp films|plastic film|stretch film|shrink film|pet film|polyester film|cpp film|lamination film|packaging film|cling film',
    hi: 'बीओपीपी फिल्म|प्लास्टिक फिल्म|स्ट्रेच फिल्म', es: 'película bopp|film bopp|film estirable|película plástica|film retráctil|film de embalaje',
    fr: 'film bopp|film plastique|film étirable|film rétractable|film d\'emballage', de: 'BOPP-Folie|Kunststofffolie|Stretchfolie|Schrumpffolie|Verpackungsfolie',
    pt: 'filme bopp|filme plástico|filme stretch|filme termoencolhível|filme de embalagem', ar: 'فيلم bopp|أفلام بلاستيكية|فيلم تغليف|نايلون تغليف',
    zh: 'bopp薄膜|塑料薄膜|缠绕膜|收缩膜|包装膜',
  }),
  entry('poly-aluminium-chloride', CHEM, {
    en: 'poly aluminium chloride|polyaluminium chloride|poly aluminum chloride|polyaluminum chloride|aluminium chlorohydrate',
    hi: 'पॉली एल्यूमिनियम क्लोराइड', es: 'policloruro de aluminio|cloruro de polialuminio', fr: "polychlorure d'aluminium|chlorure de polyaluminium",
    de: 'Polyaluminiumchlorid', pt: 'policloreto de alumínio|cloreto de polialumínio', ar: 'بولي كلوريد الألومنيوم|كلوريد الألومنيوم المتعدد', zh: '聚合氯化铝',
  }),
  entry('antimalarials', PHARMA, {
    en: 'artemether lumefantrine|artemether|lumefantrine|artesunate|antimalarial tablets|antimalarial drugs|antimalarials|coartem|act tablets',
    hi: 'मलेरिया की दवा|मलेरिया की गोलियां|आर्टेमेथर', es: 'antimaláricos|antipalúdicos|artemetero lumefantrina|medicamentos contra la malaria',
    fr: 'antipaludiques|antipaludéens|artéméther luméfantrine|médicaments contre le paludisme', de: 'Malariamittel|Antimalariamittel|Artemether Lumefantrin',
    pt: 'antimaláricos|artemeter lumefantrina|remédios contra malária', ar: 'أدوية الملاريا|مضادات الملاريا|أرتيميثر', zh: '抗疟药|蒿甲醚|青蒿素',
  }),
  entry('surgical-instruments', PHARMA, {
    en: 'surgical instruments|surgical scissors|mayo scissors|forceps|scalpels|surgical blades|needle holders|dental instruments|medical instruments',
    hi: 'सर्जिकल उपकरण|सर्जिकल कैंची|चिकित्सा उपकरण', es: 'instrumental quirúrgico|instrumentos quirúrgicos|tijeras quirúrgicas|pinzas quirúrgicas|bisturís',
    fr: 'instruments chirurgicaux|ciseaux chirurgicaux|pinces chirurgicales|scalpels', de: 'chirurgische Instrumente|chirurgische Scheren|Pinzetten|Skalpelle',
    pt: 'instrumentos cirúrgicos|tesouras cirúrgicas|pinças cirúrgicas|bisturis', ar: 'أدوات جراحية|مقصات جراحية|ملاقط جراحية|مشارط', zh: '手术器械|手术剪|手术钳|手术刀',
  }),
  entry('filter-press', MACHINE, {
    en: 'filter press|filter presses|oil filter press|plate and frame filter press|plate filter press', hi: 'फिल्टर प्रेस',
    es: 'filtro prensa|filtros prensa', fr: 'filtre-presse|filtres-presses', de: 'Filterpresse|Kammerfilterpresse', pt: 'filtro prensa',
    ar: 'فلتر بريس|مكبس ترشيح', zh: '压滤机|板框压滤机',
  }),
  entry('blow-moulding-machines', MACHINE, {
    en: 'blow moulding machines|blow molding machines|blow moulding machine|blow molding machine|bottle blowing machine|pet blow moulding machine|stretch blow moulding',
    hi: 'ब्लो मोल्डिंग मशीन|बोतल बनाने की मशीन', es: 'sopladoras|máquina sopladora|sopladora de botellas|máquina de soplado',
    fr: 'souffleuses|machine de soufflage|souffleuse de bouteilles', de: 'Blasformmaschinen|Streckblasmaschine|Flaschenblasmaschine',
    pt: 'sopradoras|máquina sopradora|sopradora de garrafas', ar: 'ماكينات نفخ|ماكينة نفخ البلاستيك|آلة نفخ الزجاجات', zh: '吹瓶机|吹塑机',
  }),
  entry('ice-machines', MACHINE, {
    en: 'ice machines|ice machine|flake ice machine|ice maker|ice makers|ice cube machine|block ice machine|ice plant', hi: 'बर्फ बनाने की मशीन|आइस मशीन|बर्फ का प्लांट',
    es: 'máquinas de hielo|máquina de hielo|fabricadora de hielo|máquina de hielo en escamas', fr: 'machines à glace|machine à glace|machine à glace en écailles',
    de: 'Eismaschinen|Eismaschine|Scherbeneismaschine|Flockeneismaschine', pt: 'máquinas de gelo|máquina de gelo|máquina de gelo em escamas',
    ar: 'ماكينات ثلج|ماكينة ثلج|آلة صنع الثلج|مصنع ثلج', zh: '制冰机|片冰机|冰块机',
  }),
  entry('coffee-roasters', MACHINE, {
    en: 'coffee roasters|coffee roaster|coffee roasting machine|drum roaster|roasting machine', hi: 'कॉफी रोस्टर|कॉफी भूनने की मशीन',
    es: 'tostadoras de café|tostadora de café|tostador de café|máquina tostadora', fr: 'torréfacteurs|torréfacteur|torréfacteur à café|brûloir à café',
    de: 'Kaffeeröster|Kaffeeröstmaschine|Röstmaschine|Trommelröster', pt: 'torradores de café|torrador de café|máquina de torrar café',
    ar: 'محمصة قهوة|محامص قهوة|آلة تحميص القهوة', zh: '咖啡烘焙机|咖啡烘豆机|烘焙机',
  }),
  entry('nut-processing-machines', MACHINE, {
    en: 'cashew shelling machine|cashew processing machine|cashew cutting machine|groundnut decorticator|peanut sheller|decorticator|nut cracking machine|peanut shelling machine|cashew sheller|cashew shellers|groundnut sheller|peanut shellers|cashew peeling machine',
    hi: 'काजू छीलने की मशीन|मूंगफली छीलने की मशीन|डेकोर्टिकेटर', es: 'descascaradora de marañón|peladora de maní|descascaradora de cacahuete|descortezadora',
    fr: "décortiqueuse de cajou|décortiqueuse d'arachides|décortiqueuse", de: 'Cashewschälmaschine|Erdnussschälmaschine|Nussknackmaschine',
    pt: 'descascador de castanha de caju|descascador de amendoim|máquina de descascar', ar: 'آلة تقشير الكاجو|آلة تقشير الفول السوداني|مقشرة',
    zh: '腰果剥壳机|花生剥壳机|脱壳机',
  }),
  entry('dairy-equipment', MACHINE, {
    en: 'milk pasteurizer|milk pasteuriser|pasteurizer|pasteuriser|pasteurization machine|dairy equipment|milk processing plant|bulk milk cooler|cream separator|homogenizer',
    hi: 'दूध पाश्चराइज़र|डेयरी उपकरण|मिल्क चिलर', es: 'pasteurizador|pasteurizadora de leche|equipos lácteos|tanque de enfriamiento de leche',
    fr: 'pasteurisateur|pasteurisateur de lait|équipement laitier|tank à lait', de: 'Pasteurisierer|Milchpasteur|Molkereianlagen|Milchkühltank',
    pt: 'pasteurizador|pasteurizador de leite|equipamentos para laticínios|tanque de resfriamento de leite', ar: 'مبستر حليب|جهاز بسترة|معدات ألبان',
    zh: '巴氏杀菌机|牛奶杀菌机|乳品设备',
  }),
  entry('test-meters', ELEC, {
    en: 'digital multimeter|multimeters|multimeter|clamp meter|clamp meters|voltmeter|ammeter|test meters|insulation tester',
    hi: 'मल्टीमीटर|डिजिटल मल्टीमीटर|क्लैंप मीटर', es: 'multímetro|multímetros|polímetro|pinza amperimétrica|voltímetro',
    fr: 'multimètre|multimètres|pince ampèremétrique|voltmètre', de: 'Multimeter|Digitalmultimeter|Strommesszange|Spannungsmesser',
    pt: 'multímetro|multímetros|alicate amperímetro|voltímetro', ar: 'ملتيميتر|جهاز قياس متعدد|أفوميتر|كلامب ميتر', zh: '万用表|数字万用表|钳形表',
  }),
  entry('voltage-stabilizers', ELEC, {
    en: 'voltage stabilizers|voltage stabilizer|voltage stabiliser|voltage regulators|voltage regulator|avr|servo stabilizer',
    hi: 'वोल्टेज स्टेबलाइज़र|स्टेबलाइज़र|stabilizer', es: 'estabilizadores de voltaje|estabilizador de voltaje|reguladores de voltaje|regulador de voltaje',
    fr: 'stabilisateurs de tension|stabilisateur de tension|régulateur de tension', de: 'Spannungsstabilisatoren|Spannungsstabilisator|Spannungsregler',
    pt: 'estabilizadores de tensão|estabilizador de tensão|estabilizador de voltagem|regulador de tensão', ar: 'منظم جهد|منظمات جهد|مثبت جهد|ستابلايزر',
    zh: '稳压器|电压稳定器|自动稳压器',
  }),
  entry('brake-cylinders', AUTO, {
    en: 'brake master cylinder|master cylinder|brake master cylinders|wheel cylinder|wheel cylinders|clutch master cylinder|brake calipers|brake caliper',
    hi: 'ब्रेक मास्टर सिलेंडर|मास्टर सिलेंडर|व्हील सिलेंडर', es: 'cilindro maestro de freno|bomba de freno|cilindro de rueda|calipers de freno|pinza de freno',
    fr: 'maître-cylindre de frein|maître-cylindre|cylindre de roue|étrier de frein', de: 'Hauptbremszylinder|Radbremszylinder|Bremssattel',
    pt: 'cilindro mestre de freio|cilindro mestre|cilindro de roda|pinça de freio', ar: 'سلندر فرامل رئيسي|علبة فرامل|سلندر فرامل|كاليبر فرامل',
    zh: '刹车总泵|制动总泵|刹车分泵|刹车卡钳',
  }),
  entry('seat-covers', AUTO, {
    en: 'car seat covers|seat covers|car seat cover|seat cover|car mats|car floor mats|steering wheel covers|car accessories',
    hi: 'कार सीट कवर|सीट कवर|कार मैट', es: 'fundas de asiento|fundas para asientos de auto|cubreasientos|tapetes para auto|alfombrillas de coche',
    fr: 'housses de siège|housses de siège auto|tapis de voiture|couvre-volant', de: 'Sitzbezüge|Autositzbezüge|Fußmatten|Lenkradbezüge|Autozubehör',
    pt: 'capas de banco|capas para bancos de carro|capas de assento|tapetes automotivos|capa de volante', ar: 'أغطية مقاعد السيارة|تلبيسة مقاعد|فرش سيارة|دواسات سيارة',
    zh: '汽车座套|座椅套|汽车脚垫|方向盘套',
  }),
]; // prettier-ignore
