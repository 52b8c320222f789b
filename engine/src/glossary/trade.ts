/*
 * How traders name products besides their names: trade abbreviations and grade codes ("HLSO",
 * "CTC", "W320", "RSS4", "FDY"), chemical formulas ("TiO2", "LiFePO4", "H2SO4") and descriptions
 * by function ("oil pressing machine", "machine to grind wheat"). Query expansion data for
 * matching, keyed by glossary id; not display names (replies never use them).
 *
 * - `codes`: abbreviations, grade codes and formulas, `|`-separated, compared folded (case and
 *   accents ignored, subscripts folded: "TiO₂" = "tio2") as whole words. A code written with a
 *   leading `=` counts only as written, in capitals ("=UPS", "=PET"), because its folded form is
 *   an ordinary word. The same code may stand for several products (IQF: frozen fish and
 *   vegetables); it then expands to each.
 * - `does`: descriptions by function, `|`-separated alternatives of `+`-joined word stems; all the
 *   stems of one alternative must start words of the query within a short window, in any order
 *   ("oil+press" finds "oil pressing machine", "press oil from seeds", "presses for oil").
 */

export interface TradeTerms {
  codes?: string;
  does?: string;
}

export const TRADE_TERMS: Readonly<Record<string, TradeTerms>> = {
  // Spices & Herbs
  turmeric: {
    codes: 'curcumin|salem|rajapuri|alleppey finger',
    does: 'yellow+spice|curcumin+extract|extracto+curcuma|extrait+curcuma',
  },
  'black-pepper': { codes: 'mg1|tgseb|550 gl|500 gl|570 gl|fas|ungarbled', does: 'peppercorn' },
  cardamom: { codes: 'ageb|agb|ags|8 mm bold|7 mm' },
  'red-chilli': { codes: 'teja|byadgi|sannam|s17|s4|334|guntur|kashmiri chilli|stemless', does: 'hot+spice' },
  cumin: { codes: 'singapore quality|europe quality' },
  'coriander-seed': { codes: 'badami|eagle quality' },
  saffron: { codes: 'mongra|negin|sargol|pushal|kesar', does: 'crocus' },
  ginger: { codes: 'nigeria split|cochin ginger' },
  'spice-blends': { does: 'spice+mix|mixed+spice|masala+powder' },
  stevia: { does: 'natural+sweeten|sugar+substitut|zero+calorie+sweet' },
  ashwagandha: { does: 'withania|adaptogen|adaptogen|withania|तनाव|estres+ansiedad|anti+stress' },

  // Agricultural Products
  rice: {
    codes:
      'ir64|ir 64|ir36|sona masoori|sona masuri|ponni|swarna|pr11|pr 11|jasmine rice|broken rice|100% broken',
  },
  'basmati-rice': { codes: '1121|1509|1401|1718|pusa|sugandha|sharbati|traditional basmati' },
  wheat: { codes: 'hrw|srw|dns|apw|lokwan|sharbati wheat' },
  groundnuts: { codes: 'hps|bold 40/50|java 50/60|tj|blanched' },
  'sesame-seed': { codes: 'hulled 99.95|natural 99/1|sortex sesame' },
  'cashew-nuts': { codes: 'w180|w210|w240|w320|w450|lwp|swp|sws|rcn|raw cashew' },
  almonds: { codes: 'nonpareil|carmel|mamra|gurbandi' },
  cotton: { codes: 'shankar 6|shankar-6|s 6|mcu5|j34|dch32|bunny|upland|pima|giza' },
  'natural-rubber': {
    codes: 'rss|rss1|rss2|rss3|rss4|rss5|tsr|tsr10|tsr20|svr|svr3l|smr|smr20|str20|isnr',
    does: 'latex+sheet',
  },
  'soybean-meal': { codes: 'sbm|hipro|soya doc|soybean doc' },
  'animal-feed': {
    codes: 'ddgs|=DOC',
    does: 'cattle+feed|feed+cattle|poultry+feed|feed+poultry|livestock+feed|feed+livestock|fodder|feed+ingredient',
  },
  'guar-gum': { codes: 'guar splits|fgg|fast hydration' },
  coconut: { codes: 'desiccated' },
  millets: { codes: 'jowar bajra ragi' },

  // Food & Beverages
  tea: {
    does: 'te+negro|the+noir|schwarzer+tee|cha+preto',
    codes:
      'ctc|bop|bopf|fbop|gfop|tgfop|ftgfop|pekoe|orange pekoe|broken orange pekoe|dust tea|cut tear curl',
  },
  coffee: {
    codes: 'aaa|plantation a|cherry robusta|parchment|monsooned malabar|peaberry|scr 18',
    does: 'coffee+bean',
  },
  sugar: { codes: 'icumsa|icumsa 45|icumsa 150|vhp|s30|m30|l30|s 30|m 30', does: 'sweeten' },
  honey: { codes: 'multiflora|acacia honey|manuka|sidr', does: 'bee+product' },
  shrimp: {
    codes:
      'hlso|hoso|pud|pdto|peeled deveined|headless shell on|head on shell on|ezp|pnd|cpto|cpd|ptp|vannamei|black tiger|l vannamei',
    does: 'headless+shell|peeled+shrimp|pelado+desvenado|decortiquee|geschalt+garnel|descascado|pelado+desvenado|devein|descascado+limpo|crevette+decortiqu|camaron+pelado',
  },
  'frozen-fish': {
    codes: '=IQF|bqf|whole round|gutted|hgt',
    does: 'sea+food|pescado+blanco|poisson+blanc|weissfisch|peixe+branco|filete+pescado|filet+poisson|fischfilet|file+peixe',
  },
  'frozen-vegetables': { codes: '=IQF' },
  'milk-powder': { codes: 'smp|wmp|fcmp|dairy whitener', does: 'milk+dried|dried+milk|powder+milk' },
  'palm-oil': { codes: 'cpo|rbd|rbd palmolein|rbd palm|cp8|cp10|cp6|pko|rbdpo|cp 8|cp 10' },
  'olive-oil': { codes: 'evoo|pomace' },
  'sunflower-oil': {
    codes: 'rsfo|csfo|crude sunflower',
    does: 'cooking+oil|edible+oil|frying+oil|vegetable+oil|refined+oil',
  },
  'soybean-oil': {
    codes: 'cdsbo|rbd soybean|crude degummed',
    does: 'cooking+oil|edible+oil|frying+oil|vegetable+oil|refined+oil',
  },
  'groundnut-oil': { does: 'cooking+oil|edible+oil|frying+oil|refined+oil' },
  'mustard-oil': { codes: 'kachi ghani|kachchi ghani' },
  'rice-bran-oil': { does: 'cooking+oil|edible+oil|frying+oil|refined+oil' },
  salt: { codes: 'nacl', does: 'table+salt|edible+salt' },
  'mango-pulp': { codes: 'totapuri|kesar pulp', does: 'mango+puree' },
  'fruit-juice': { codes: 'nfc|fcoj|brix' },
  'instant-coffee': { codes: 'agglomerated coffee' },
  'bottled-water': { does: 'drinking+water|packag+water' },
  'dates-fruit': { codes: 'medjool|ajwa|khalas|sukkari|deglet nour|mabroom' },
  ghee: { codes: 'a2 ghee|bilona' },
  flour: { codes: 'chakki atta|mp atta' },

  // Textiles & Garments
  'cotton-yarn': {
    codes:
      'ne 30|ne 40|30s|40s|20s|ne30|ne40|cvc|cvc yarn|pc yarn|oe yarn|open end yarn|compact yarn|ring spun|ring spun yarn|combed yarn|carded yarn|slub yarn',
    does: 'spun+cotton|yarn+cotton|cotton+thread',
  },
  'cotton-fabric': {
    codes: 'poplin|cambric|voile|muslin|twill|canvas fabric|greige|grey fabric|drill fabric',
    does: 'woven+cotton|cotton+woven|cotton+cloth|tela+algodon|tissu+coton|baumwollstoff|tecido+algodao|tela+camisa|tissu+chemise|hemdenstoff|tecido+camisa|衬衫+面料',
  },
  denim: {
    does: 'jeans+fabric|fabric+jeans|tela+jeans|tela+vaquer|tissu+jean|jeansstoff|tecido+jeans|जींस+कपड़|做+牛仔裤|牛仔裤+面料',
    codes: 'selvedge|indigo denim|stretch denim|14 oz|12 oz',
  },
  'polyester-yarn': {
    codes:
      'fdy|dty|poy|aty|psf|polyester staple fibre|polyester staple fiber|nim yarn|sim yarn|150d|75d|100d',
  },
  viscose: { codes: 'vsf|modal|lyocell|tencel' },
  't-shirts': {
    codes: 'round neck|crew neck|v neck|blank tees|tees|tee shirts',
    does: 'printed+tee|plain+tee',
  },
  towels: {
    codes: 'terry|zero twist|600 gsm|500 gsm',
    does: 'bath+linen|dry+body|hand+towel|bath+towel|secar+cuerpo|toalla+bano|serviette+bain|handtuch|toalha+banho|toalla|serviette+bain|handtuch|toalha|擦+身体|浴巾',
  },
  'bed-linen': {
    codes: 'thread count|300 tc|400 tc|200 tc|percale|sateen|fitted sheets|duvet covers|pillowcases',
    does: 'bed+cover|bedding|juego+sabana|jogo+lencol|parure+lit|bettwasche|sabana|draps|bettlaken|lencol|percal|床上用品',
  },
  'jute-bags': {
    codes: 'b twill|a twill|dw bags|l twill|hessian cloth|sacking',
    does: 'grain+sack|sack+grain|pack+grain|saco+yute|sac+jute|jutesack|saco+juta|saco+yute|sac+jute|jutesack|saco+juta|tela+yute|toile+jute|黄麻+袋',
  },
  jute: { codes: 'tossa jute|white jute|td4|td5|td 4|td 5' },
  silk: { codes: 'tussar|eri silk|muga|dupion|banarasi|katan|crepe silk|georgette' },
  'knitted-fabric': { codes: 'interlock|pique|french terry|lycra jersey|rib knit|fleece' },
  'home-textiles': { does: 'window+cover|window+drap|drape|cushion+cover' },
  'hoodies-sweatshirts': { does: 'winter+wear|warm+wear|hooded|capucha|capuche|kapuze|capuz' },
  'uniforms-workwear': {
    does: 'school+wear|work+wear|factory+wear|hospital+wear|hi+vis|protective+clothing|reflect|reflejante|reflectante|refletivo|reflechissant|warnwest|alta+visibilidad|reflectant|reflejante|reflectante|refletiv|reflechissant|warnweste|seguridad+vial|反光|工作服',
  },
  sportswear: { does: 'sports+wear|gym+wear|running+wear|yoga+wear|athletic+wear' },
  'cotton-bags': { does: 'grocery+bag|shopping+bag|reusable+bag|eco+bag|carry+bag' },
  shawls: { codes: 'kani|jamawar|cashmere|kashmiri pashmina' },
  sarees: { codes: 'kanjeevaram|kanchipuram|banarasi saree|chanderi|paithani|bandhani' },

  // Chemicals
  'titanium-dioxide': {
    codes: 'tio2|rutile|anatase|r 902|r902|r996|r 996|blr 895|kronos',
    does: 'white+pigment|pigment+white|pigment+blanc|pigmento+blanco|weisspigment|pigmento+branco|white+paint|pigmento+blanco|pigment+blanc|weisspigment|pigmento+branco|pigmento+pintura|pigment+peinture|白色+颜料',
  },
  'caustic-soda': {
    does: 'soap+making|fabrication+savon|fabricar+jabon|seifenherstell|fabricar+sabao|fabricar+jabon|fabrication+savon|seifenherstell|fabricar+sabao',
    codes: 'naoh|cs flakes|cs lye|caustic flakes|caustic pearls',
  },
  'soda-ash': { does: 'glass+making|fabricacion+vidrio|fabrication+verre|glasherstell', codes: 'na2co3' },
  'sulphuric-acid': { does: 'battery+acid|acido+bateria|acide+batterie', codes: 'h2so4|oleum' },
  'hydrochloric-acid': { codes: 'hcl' },
  'nitric-acid': { codes: 'hno3' },
  'phosphoric-acid': { codes: 'h3po4' },
  'acetic-acid': { does: 'vinegar+acid|acido+vinagre', codes: 'ch3cooh|gaa' },
  'hydrogen-peroxide': {
    does: 'bleach+pulp|bleach+textile|blanquea|branquea|blanqueador|blanqueador|agent+blanchiment|bleichmittel|branqueador|漂白',
    codes: 'h2o2',
  },
  'sodium-bicarbonate': { codes: 'nahco3|sbc' },
  'calcium-carbonate': {
    does: 'filler+plastic|filler+paint|carga+mineral|charge+minerale|fullstoff',
    codes: 'caco3|pcc|gcc|calcite|limestone powder',
  },
  'zinc-oxide': { does: 'rubber+activat|ceramic+glaze|sunscreen', codes: 'zno' },
  'potassium-chloride': {
    does: 'potash|potasa|potasse|kalidung|potassio+fertiliz|fertilizante+potas|potasic|potassique|kalidunger|potassico|钾肥',
    codes: 'kcl|mop',
  },
  'dap-fertilizer': {
    codes: 'dap|(nh4)2hpo4|18-46-0|18 46 0',
    does: 'phosphate+fertil|phosphate+fertil|fertilizante+fosfat|engrais+phosphat|phosphatdung',
  },
  'npk-fertilizer': {
    codes:
      'npk|19-19-19|19 19 19|10-26-26|12-32-16|20-20-0|ssp|tsp fertilizer|single super phosphate|mkp|map fertilizer',
  },
  urea: {
    codes: 'co(nh2)2|46% n|46-0-0|prilled urea|granular urea',
    does: 'nitrogen+fertil|nitrogen+fertil|fertilizante+nitrogen|engrais+azot|stickstoffdung|adubo+nitrogen|engrais+azot|fertilizante+nitrogen|stickstoff|nitrogenad|azote|氮肥',
  },
  'ammonium-sulphate': { codes: '(nh4)2so4' },
  'potassium-nitrate': { codes: 'kno3' },
  methanol: { codes: 'ch3oh|meoh' },
  ethanol: { codes: 'c2h5oh|etoh|ena|extra neutral alcohol' },
  glycerine: { does: 'humectant|humectante|feuchthalt', codes: 'c3h8o3|usp glycerine|crude glycerine' },
  'sodium-silicate': { codes: 'na2sio3' },
  'aluminium-sulphate': {
    codes: 'al2(so4)3',
    does: 'water+treat+chemical|coagulant|flocculant',
  },
  polyethylene: { codes: 'hdpe|ldpe|lldpe|=PE|mdpe' },
  polypropylene: { codes: 'pp homopolymer|pp copolymer|pph|ppcp|pp raffia|raffia grade' },
  'pvc-resin': {
    does: 'pvc+pipe|tubos+pvc|tuyau+pvc|pvc+rohr|canos+pvc',
    codes: 'k67|k 67|sg5|sg 5|k57|k70',
  },
  'pet-resin': { codes: 'pet bottle grade|iv 0.80|iv 0.84' },
  'sodium-hypochlorite': { codes: 'naocl|naclo' },
  'calcium-chloride': { codes: 'cacl2' },
  'hydrated-lime': { codes: 'ca(oh)2|cao' },
  'sodium-sulphate': { codes: 'na2so4' },
  stpp: { codes: 'na5p3o10' },
  sles: {
    does: 'shampoo+raw|detergent+raw|surfactant|tensioacti|tensid|espumante|foaming+agent',
    codes: 'sles 70|sles 28|=SLS|sodium lauryl sulphate|sodium lauryl sulfate',
  },
  labsa: { codes: 'labsa 96|=LAB|=LAS' },
  'magnesium-sulphate': { codes: 'mgso4|mgso4 7h2o|heptahydrate' },
  'iron-oxide': { codes: 'fe2o3|fe3o4|red oxide|yellow oxide' },
  'carbon-black': { codes: 'n330|n220|n550|n660|n339' },
  silica: {
    does: 'thicken|verdick|espesa|epaissi|espessa|anti+caking|antiaglomer|reinforc+rubber|refuerzo+caucho',
    codes: 'sio2|quartz powder',
  },
  formaldehyde: { codes: 'hcho|ch2o' },
  ammonia: { codes: 'nh3|nh4oh' },
  'citric-acid': {
    does: 'acidulant|acidulante|sauerungsmittel|acidify+drink|food+acid|acidulante|acidifiant|sauerungsmittel|acidulant',
    codes: 'c6h8o7',
  },
  'activated-carbon': { codes: 'coconut shell carbon|iodine value|gac' },
  'lithium-iron-phosphate': {
    codes: 'lifepo4|lfp',
    does: 'cathode+material|battery+cathode',
  },
  'dyes-pigments': {
    codes: 'vat dyes|acid dyes|direct dyes',
    does: 'dye+textile|colour+textile|color+fabric',
  },
  'paraffin-wax': { codes: 'fully refined|semi refined|58/60|56/58' },
  'sodium-benzoate': { does: 'food+preserv|preservative' },

  // Pharmaceuticals
  paracetamol: {
    codes: 'pcm|apap|500 mg paracetamol',
    does: 'reduce+fever|fever+reduc|pain+relie|relie+pain|painkill|analgesic|antipyretic|dolor+cabeza|mal+tete|kopfschmerz|dor+cabeca|बुखार|حمى|خافض+حرارة|bajar+fiebre|baisser+fievre|fieber+senk|baixar+febre|antipiret|antipyret|退烧|fiebre+pastilla|fiebre+medic|fiebre+tableta|fievre+medic|fievre+compr|fieber+tablett|fieber+mittel|febre+remedio|febre+comprim',
  },
  ibuprofen: {
    does: 'pain+relie|relie+pain|painkill|analgesic|anti+inflammat|nsaid|antiinflamator|anti+inflamator|entzundungshemm|dolor+muscul|dolor+cabeza|analgesico|analgesique|schmerzmittel|analgesico|止痛药|消炎药',
  },
  diclofenac: {
    does: 'pain+relie|painkill|anti+inflammat|nsaid|dolor+muscular|douleur+musculaire|muskelschmerz|dor+muscular|gel+dolor|gel+douleur|pain+gel|pain+relief+gel|dolor+muscular|douleur+musculaire|muskelschmerz|dor+muscular',
  },
  aspirin: { codes: '=ASA', does: 'pain+relie|painkill|blood+thinn' },
  amoxicillin: {
    codes: 'amox|amoxyclav|co amoxiclav|clavulanate',
    does: 'antibiotic|bacterial+infect|antibiotico|antibiotique|antibiotikum|infeccion+bacter|infection+bacter|एंटीबायोटिक|مضاد+حيوي|抗生素|细菌+感染',
  },
  azithromycin: {
    codes: 'azithro',
    does: 'antibiotic|bacterial+infect|antibiotico|antibiotique|antibiotikum|infeccion+bacter|infection+bacter|एंटीबायोटिक|مضاد+حيوي|antibiotico|antibiotique|antibiotikum|抗生素',
  },
  ciprofloxacin: {
    codes: 'cipro',
    does: 'antibiotic|bacterial+infect|antibiotico|antibiotique|antibiotikum|infeccion+bacter|infection+bacter|एंटीबायोटिक|مضاد+حيوي|antibiotico|antibiotique|antibiotikum|antibiotico|antibiotique|antibiotikum',
  },
  ceftriaxone: {
    does: 'antibiotic|bacterial+infect|injectable+antibiotic|antibiotico+inyect|antibiotique+inject',
  },
  metformin: {
    codes: 'metformin hcl',
    does: 'blood+sugar|sugar+control|glucose+control|diabet+medic|diabet+tablet|diabet+drug|antidiabet|anti+diabet|diabet+treat|treat+diabet|मधुमेह|शुगर+दवा|سكري|降+血糖|糖尿病+药|diabetes+medic|diabetes+tablet|diabete+medic|diabetes+mittel|medicamento+diabetes|diabet+tablet|diabet+drug|diabet+medic',
  },
  insulin: { does: 'diabet+inject|insulin+inject' },
  omeprazole: {
    does: 'acid+reflux|antacid|stomach+acid|proton+pump|acidity+tablet|acidity+medic|heartburn+medic|brulure+estomac|sodbrennen|azia|एसिडिटी|حموضة|acidite+gastri|acidez+estomac|sodbrenn|magensaure|胃酸+药|治疗+胃|acidez+estomac|acidez+medic|acidite+gastri|remede+acidite',
  },
  pantoprazole: {
    does: 'acid+reflux|antacid|stomach+acid|proton+pump|acidity+tablet|acidity+medic|heartburn+medic',
  },
  cetirizine: { does: 'antihistamin|hay+fever|sneez|anti+allerg|allergy+medic|allergy+tablet|抗过敏' },
  atorvastatin: {
    does: 'statin|lipid+lower|cholesterol+lower|lower+cholesterol|cholesterol+medic|cholesterol+tablet',
  },
  amlodipine: { does: 'blood+pressure|hypertens|bp+control' },
  hydroxychloroquine: {
    codes: 'hcq',
    does: 'antimalari|malaria+medic|malaria+tablet|malaria+treat|treat+malaria|malari|paludism',
  },
  ivermectin: { does: 'antiparasit|deworm|parasit' },
  'vitamin-c': { codes: 'c6h8o6', does: 'immun+boost|inmun|immunit|immunsystem|imunidade|रोग+प्रतिरोध' },
  'vitamin-d3': { does: 'bone+health|vitamin+deficien' },
  multivitamins: {
    does: 'nutrition+tablet|vitamin+tablet|vitamin+capsule|dietary+supplement|food+supplement|vitamin+supplement|nutrition+supplement',
  },
  ors: {
    codes: '=ORS',
    does: 'rehydrat|electrolyte|rehidrat|rehydrat|deshidrat|deshydrat|dehydrierung|desidrat|डिहाइड्रेशन|جفاف|deshidrata|desidrata|deshydrata|rehidrata|rehydrata|dehydration|补液',
  },
  'cough-syrup': { does: 'sore+throat|cold+flu|cough+syrup|cough+medic|cough+remed' },
  'surgical-gloves': {
    codes: 'nitrile|latex examination',
    does: 'hand+protect|protect+hand|examination+glove|disposable+glove|medical+glove|guantes+examen|gants+examen|untersuchungshandschuh|luvas+exame|examen+medico|examen+medical|untersuchung|exame+medico|guante+desechable|gant+jetable|luva+descartavel|检查+手套',
  },
  'face-masks': {
    codes: 'n95|kn95|ffp2|ffp3|3 ply|3-ply',
    does: 'dust+mask|respirat|face+mask|mask+surg|surgical+mask|respirator|atemschutz|mascara+protec|मास्क|polvo+mascara|poussiere+masque|staubmaske|mascara+poeira|masque+poussiere|防尘',
  },
  syringes: {
    codes: '2 ml|5 ml syringe|luer lock',
    does: 'inject+disposable|syringe+needle|hypodermic|injection+needle|disposable+needle|inyectar|injecter|spritzen|injetar|aguja|aiguille|nadel|agulha|注射',
  },
  bandages: { does: 'wound+dress|dress+wound|wound+care|first+aid' },
  'hand-sanitizer': { does: 'sanitiz|disinfect+hand|hand+disinfect|hand+clean|kill+germ|alcohol+gel' },
  'empty-capsules': {
    codes: 'hpmc|size 0|size 00|veg capsules',
    does: 'gelatin+capsul|capsule+shell|encapsul|capsula+vacia|gelule+vide',
  },
  'iv-fluids': {
    codes: 'iv set|iv sets|iv fluid|ringer lactate|dextrose saline',
    does: 'intravenous|drip+set|infusion+set|infusion+bag|iv+infusion|suero|perfusion|infusion|soro|intravenos|intraveineu|infusion+intravenosa|perfusion+intraveineuse',
  },
  'ayurvedic-medicines': {
    codes: 'churna|chyawanprash|triphala|giloy',
    does: 'herbal+medicin|herbal+remed|natural+medicin',
  },

  // Machinery & Equipment
  'oil-expeller': {
    does: 'oil+press|oil+extract|oil+expel|press+seed|seed+crush|oil+mill|oil+squeez|crush+oilseed|oilseed+crush|cold+press+oil|oil+making|prensa+aceite|extraer+aceite|extraccion+aceite|presse+huile|extraction+huile|olpresse|ol+pressen|prensa+oleo|extrair+oleo|extracao+oleo|तेल+निकाल|عصر+زيت|معصر|榨+油',
  },
  'flour-mill': {
    does: 'flour+mill|grind+wheat|grind+grain|grind+flour|wheat+grind|flour+grind|flour+making|mill+grain|grain+mill|grind+spice|spice+grind|pulveri|atta+making|make+flour|moler+trigo|moler+grano|harina+molino|moudre+ble|moulin+farine|mehl+mahl|getreide+mahl|moer+trigo|moer+grao|आटा+पीस|طحن+قمح|طحن+حبوب|磨+面粉|磨+小麦',
  },
  'rice-mill': {
    does: 'rice+mill|paddy+husk|dehusk|rice+polish|rice+hull|husk+paddy|paddy+process|rice+process|remov+husk|descascar+arroz|procesar+arroz|decortiquer+riz|usinage+riz|reis+schal|beneficiar+arroz|धान+कुट|تقشير+أرز|reis+schal|schal+reis|descascar+arroz|pelar+arroz|decortiquer+riz|riz+blanc+paddy|碾米|稻谷+去壳',
  },
  'sugarcane-crusher': {
    does: 'sugarcane+juice|cane+juice|sugarcane+crush|cane+crush|juice+sugarcane|jugo+cana|caldo+cana|jus+canne|zuckerrohr+saft|गन्ने+रस|gann+ras|गन्ने+रस|jugo+cana|caldo+cana|jus+canne|甘蔗+汁',
  },
  'chaff-cutter': {
    does: 'cut+fodder|fodder+cut|chop+fodder|cut+grass|straw+cut|fodder+chop|chaff|cut+straw|cortar+forraje|picar+pasto|couper+fourrage|futter+schneid|cortar+capim',
  },
  'sewing-machines': {
    does: 'stitch+machin|stitch+cloth|stitch+garment|stitching|sewing|nahmaschin|सिलाई|缝纫|缝制|maquina+coser|machine+coudre|nahmaschin|maquina+costura',
  },
  'weaving-looms': { does: 'weav+machin|weav+fabric|weav+cloth|weaving' },
  'injection-moulding-machines': {
    codes: '=IMM',
    does: 'mould+plastic|mold+plastic|plastic+mould|plastic+mold|injection+mould|injection+mold|plastic+injection|plastic+moulding|plastic+molding',
  },
  'concrete-mixers': { does: 'mix+concrete|concrete+mix|cement+mix|mix+cement' },
  'welding-machines': {
    codes: 'mig|tig|mma|arc welding|igbt welding',
    does: 'join+metal|welding+machin|welder|weld+metal|arc+weld|maquina+soldar|soldadora|poste+souder|schweissgerat|maquina+solda|soldar+metal',
  },
  'lathe-machines': {
    does: 'turn+metal|metal+turn|turning+machin|tornear|tournage|drehen+metall|tornear+metal',
  },
  'drilling-machines': { does: 'drill+hole|drill+metal|drilling|boring+machin' },
  boilers: {
    codes: 'ibr boiler|tph',
    does: 'steam+generat|generat+steam|produc+steam|steam+boil|steam+produc',
  },
  'hydraulic-press': { does: 'hydraulic+press|press+metal|metal+press|sheet+press|press+sheet|stamping' },
  'cranes-hoists': { codes: 'eot|hot crane', does: 'lift+load|hoist|overhead+lift|lifting+equipment' },
  'conveyor-belts': { does: 'move+material|material+handl|transport+material|conveyor|conveying' },
  excavators: { codes: '=JCB', does: 'dig+earth|earth+mov|excavat|earthmov|earth+digging|digging+machin' },
  'power-tillers': {
    does: 'till+soil|soil+till|plough+field|plow+field|cultivat+soil|prepar+soil|tiller|tilling|labrar+tierra|arar|labourer|bodenbearbeit|lavrar+terra|arar+terra|जुताई|arar+tierra|labourer+terre|labour+champ|耕地|翻地|labrar+tierra|labourer+terre|lavrar+terra',
  },
  'threshers-harvesters': {
    does: 'harvest+crop|harvest+wheat|harvest+paddy|harvest+rice|separat+grain|harvesting|thresher|threshing|reaper',
  },
  sprayers: {
    does: 'spray+pesticid|spray+crop|pesticid+spray|spray+insecticid|spray+field|crop+spray|spraying',
  },
  transformers: {
    codes: 'kva transformer|crgo',
    does: 'step+down+voltage|step+up+voltage|voltage+convert|convert+voltage|voltage+transform',
  },
  forklifts: { does: 'lift+pallet|pallet+lift|move+pallet|pallet+mov|stack+pallet|warehouse+lift' },
  'water-treatment-plants': {
    codes: '=RO|etp|stp|uf plant|=UV',
    does: 'purif+water|water+purif|filter+water|water+filter|desalin|treat+water|water+treat|wastewater|effluent',
  },
  'cold-storage': { does: 'cold+room|cold+storage|freez+room|store+frozen|blast+freez|refrigerat+unit' },
  'food-processing-machines': { does: 'process+food|food+process|extrud|food+machin' },
  'printing-machines': { does: 'print+machin|print+label|print+paper|print+packag' },
  'packaging-machines': {
    codes: 'ffs|vffs|hffs|form fill seal',
    does: 'rempli+sach|rempli+scel|remplissage|scell+sach|sachet+machin|ensach|pack+machin|fill+machin|fill+bottl|bottl+fill|seal+machin|pack+powder|packag+machin|fill+pouch|pouch+pack|fill+seal|wrap+machin|label+machin|capping|sealing+machin|packing+machin|envasar|empacar|embalar+maquina|ensacher|conditionn|verpack+maschin|abfull|envasa|embala|पैकिंग+मशीन|包装+机',
  },
  pumps: {
    codes: 'monoblock|openwell|borewell pump|=HP pump',
    does: 'pump+water|water+pump|lift+water|irrigat+pump|pump+fluid|pump+liquid|pumping|bombear+agua|bomba+agua|pomper+eau|pompe+eau|wasser+pump|bombear|pompage|पानी+पंप|ضخ+مياه|bomba+solar|pompe+solaire|solarpumpe|bombeo|抽水|水泵|bomba+irrig|pompe+irrig|bewasserungspumpe|irrigation+pump',
  },
  'diesel-generators': {
    codes: 'dg set|dg sets|kva genset|silent genset',
    does: 'generat+electric|generat+power|power+generat|backup+power|power+backup|electricity+generat|standby+power|generar+electricidad|generar+energia|produire+electricite|groupe+electrogene|strom+erzeug|gerar+energia|gerar+eletricidade|बिजली+बना|توليد+كهرباء|generador|groupe+electrogene|stromaggregat|gerador|grupo+gerador|generat+silent|发电+柴油|备用电源',
  },
  'air-compressors': {
    codes: 'cfm',
    does: 'compress+air|air+compress|pneumatic|compressed+air|aire+comprimido|air+comprime|druckluft|ar+comprimido|压缩+空气|压缩空气',
  },
  'electric-motors': {
    codes: 'bldc|ie2|ie3|ie4|tefc|three phase motor|single phase motor',
    does: 'electric+motor|motor+drive',
  },
  'cnc-machines': {
    codes: 'vmc|hmc|edm|laser cutting machine|plasma cutting',
    does: 'cut+metal|metal+cut|machin+metal|metal+machin|mill+metal|metal+mill|shape+metal|metal+work|machining',
  },
  tractors: {
    codes: 'hp tractor|4wd tractor|2wd tractor',
    does: 'farm+vehicle|pull+plough|tow+trailer|farm+tractor',
  },

  // Electronics
  'solar-panels': {
    codes: '=PV|mono perc|perc|topcon|hjt|bifacial|monocrystalline|polycrystalline|550w|540w|450w|400w',
    does: 'solar+electric|sun+electric|solar+power|power+sun|electricity+sun|generat+solar|convert+sunlight|sunlight+electric|solar+energy|solar+module|energia+solar|energie+solaire|solarstrom|sonnenenergie|सौर+ऊर्जा|طاقة+شمسية|electricidad+sol',
  },
  'inverters-ups': {
    codes: '=UPS|=SAI|mppt|pwm|hybrid inverter|on grid|off grid|pure sine wave',
    does: 'battery+backup|convert+dc|dc+ac|uninterrupt|power+backup+battery|respaldo+energia|secours+electrique|notstrom|backup+energia|बैकअप+बिजली|corriente+continua|courant+continu|gleichstrom|corrente+continua|wechselstrom|convert+dc',
  },
  'lithium-batteries': {
    codes:
      'lifepo4|lfp|li-ion|li ion|nmc|18650|21700|=BMS|ah lithium|lithium ion|energy storage system|=ESS|bess',
    does: 'store+energy|energy+storag|battery+storag|rechargeable+battery|battery+pack|almacenar+energia|stocker+energie|energiespeicher|armazenar+energia|battery+storag|bateria+solar|batterie+solaire|stocker+energie|almacenar+energia|armazenar+energia|energiespeicher|储能|储存+电能',
  },
  'led-lights': {
    codes: '=LED|led panel|led tube|led strip|led flood|flood light|street light|downlight',
    does: 'light+bulb|bulb+light|light+fixture|lighting|illuminat|eclairage|iluminacion|iluminacao|beleuchtung|alumbrado|faux+plafond|falso+techo|luminaire|रोशनी|straßenbeleucht|iluminar+calle|iluminacion+public|iluminacao+public|eclairage+public|eclair+rue|street+light|luz+calle|lampadaire|照明|路灯',
  },
  'mobile-phones': {
    codes: 'android|iphone|5g phone|4g phone|feature phone',
    does: 'cell+phone|mobile+handset|handset',
  },
  pcb: {
    codes: 'pcba|fr4|fr-4|smt|smd assembly|multilayer|double sided pcb',
    does: 'circuit+board|board+assembl',
  },
  'electronic-components': {
    codes: '=IC|=ICs|mcu|=SMD|mosfet|igbt|=LED chips|ic chips',
    does: 'semiconduct|component+electron',
  },
  'electric-cables': {
    codes: 'xlpe|pvc insulated|armoured cable|armored cable|sq mm|copper wire|house wire|frls',
    does: 'carry+current|transmit+power|power+transmi|wiring|wire+house|electric+wire',
  },
  chargers: {
    codes: 'usb c|usb-c|type c|pd charger|gan charger|fast charger|65w|20w',
    does: 'charg+phone|phone+charg|charg+mobile|charg+laptop|fast+charg|cargar+telefono|cargar+movil|cargar+celular|charger+telephone|handy+laden|carregar+celular|चार्ज+मोबाइल|carregar+celular|cargar+celular|cargar+movil|carregar+telefone|recharger+telephone|handy+laden|ladegerat|充电+手机|快充',
  },
  'power-banks': {
    codes: '10000mah|20000mah',
    does: 'portable+charg|bateria+portatil|batterie+externe|carregador+portatil|bateria+externa|bateria+portatil|batterie+externe|carregador+portatil|powerbank|移动+充电',
  },
  earphones: {
    codes: '=TWS|anc|=ENC',
    does: 'wireless+audio|ear+bud|noise+cancel|escuchar+musica|ecouter+musique|musik+horen|ouvir+musica|ouvir+musica|escuchar+musica|ecouter+musique|musik+horen|sem+fio|inalambric|sans+fil|kabellos',
  },
  'cctv-cameras': {
    codes: '=NVR|=DVR|ptz|dome camera|bullet camera|ip camera',
    does: 'security+camera|surveil|monitor+premis|camera+security|videosurveillance|uberwach|vigilancia+camara|seguranca+camera|निगरानी|مراقبة|camara+seguridad|camera+surveillance|sicherheitskamera|监控|安防|camara+vigil|camera+vigi|camera+surveill|uberwachungskamera',
  },
  smartwatches: { does: 'track+fitness|fitness+track|smart+band|wearable' },
  'air-conditioners': {
    codes: 'split ac|inverter ac|btu|1.5 ton',
    does: 'air+condition|room+cooling|cooling+room',
  },
  refrigerators: { does: 'keep+food+cold|freez+food' },
  'ceiling-fans': {
    codes: 'bldc fan|1200 mm',
    does: 'circulat+air|air+circulat|fan+ceil|ventilador|ventilateur|ventilator|ventilador+techo|ventilateur+plafond|deckenventilator',
  },
  'electric-meters': {
    codes: 'kwh meter|prepaid meter',
    does: 'measur+electric|meter+electric|electricity+consum|energy+measur|medir+consumo|compteur+electrique|stromzahl|medir+energia',
  },
  'switches-sockets': {
    codes: 'mccb|rccb|elcb|=RCD|=DB box|distribution board',
    does: 'circuit+protect|protect+circuit|overload+protect|trip+circuit|proteccion+circuito|protection+circuit|leitungsschutz|protecao+circuito|cortocircuito|court+circuit|kurzschluss|curto+circuito|proteccion+sobrecarga|protection+surcharge|uberlastschutz|protecao+sobrecarga|interruptor+sobrecarga',
  },
  'communication-modules': {
    codes: '=GPRS|=LTE|lora|nb iot|esp32|esp8266',
    does: 'vehicle+track|gps+track|track+vehicle|iot',
  },
  televisions: { codes: '=TV|=TVs|oled|qled|4k|uhd|43 inch|55 inch|32 inch' },
  laptops: { codes: 'core i5|core i7|ryzen|chromebook|notebook pc', does: 'portable+computer' },
  'home-appliances': { does: 'kitchen+appliance|home+appliance|household+appliance|mix+grind' },

  // Automotive Parts
  'brake-pads': {
    codes: 'semi metallic|ceramic brake|=NAO|disc pads',
    does: 'brak+pad|brake+lining|frenar|freinage|bremsen|frear|frenado|frein|frenar|frenado|frenos|freno|bremsbelag|pastilha|刹车|制动',
  },
  'brake-discs': { does: 'brake+rotor|brake+drum|brake+shoe' },
  bearings: {
    codes:
      '6201|6202|6203|6204|6205|6206|6207|6305|6306|2rs|=ZZ|dgbb|deep groove|taper roller|tapered roller|needle roller|pillow block|ucp|skf|nsk',
    does: 'reduc+friction|friction+reduc|rotat+shaft|shaft+support|lager+welle|rodamiento+bola|roulement+bille|kugellager|rolamento+esfera',
  },
  tyres: {
    codes: 'tbr|otr|=PCR|radial|bias ply|tubeless|r15|r16|r17|r22.5|295/80|11r22.5|195/65',
    does: 'rubber+wheel|wheel+rubber|neumatico+auto|pneu+voiture|autoreifen|pneu+carro|llanta+auto',
  },
  'spark-plugs': {
    codes: 'iridium|platinum plug|ngk|bosch plug',
    does: 'ignit+engine|ignit+petrol|ignit+fuel|ignition+plug|engine+ignit|点火|bujia+encendido|bougie+allumage|zundkerze',
  },
  'shock-absorbers': {
    codes: 'monotube|twin tube|gas shocks|strut assembly',
    does: 'absorb+shock|damp+vibrat|suspension+damp|absorb+bump|shock+absorb|减震|amortiguador+gas|amortisseur+gaz|gasdruckstossdampfer|amortecedor+gas|amortiguador|amortisseur|stossdampfer|amortecedor',
  },
  radiators: {
    does: 'cool+engine|engine+cool|coolant|enfriar+motor|refroidir+moteur|motor+kuhl|resfriar+motor|refroid+moteur|enfri+motor|kuhl+motor|resfri+motor|refrigeracion+motor|motorkuhl|冷却+发动机|发动机+冷却',
  },
  'auto-filters': {
    does: 'filter+oil|filter+air|filter+fuel|clean+oil|engine+air+clean|oil+filtr|air+filtr|fuel+filtr|filtrar+aceite|filtrar+aire|filtrer+huile|filtrer+air|ol+filter|filtrar+oleo|filtrar+ar|filtre+huile|filtro+aceite|olfilter|filtro+oleo|过滤+机油|过滤+空气',
  },
  'wiper-blades': {
    does: 'clean+windshield|wipe+windshield|windscreen+wip|wipe+glass|windshield+clean|wiper|limpiar+parabrisas|essuyer+pare|scheibe+wisch|limpar+para|limpiar+parabrisa|parabrisa|pare+brise|essuie|scheibenwisch|windschutz|para+brisa|limpador|刮+挡风玻璃|雨刷',
  },
  headlights: {
    codes: 'h4|h7|xenon|led headlight',
    does: 'car+light|vehicle+light|light+car|light+vehicle|front+light|head+light|tail+light|iluminar+carretera|phare+voiture|faros+auto|farol+carro|scheinwerfer|हेडलाइट|汽车+照明|大灯',
  },
  'clutch-plates': {
    codes: 'pressure plate|release bearing',
    does: 'engage+gear|transmit+torque|gear+chang|clutch',
  },
  'car-batteries': {
    codes: '=SLI|=VRLA|=MF battery|=AGM|=EFB|12v 35ah|12v 60ah|din 60|n70',
    does: 'start+car|start+engine|car+start|vehicle+battery|battery+car|automotive+battery|arrancar+auto|arrancar+coche|demarrer+voiture|auto+starten|partida+carro|arrancar+coche|arrancar+auto|demarrer+voiture|starten+auto|partida+carro|启动+汽车|汽车+启动|bateria+arranque|batterie+demarrage|starterbatterie',
  },
  'alternators-starters': { does: 'charge+battery+car|charge+car+battery|crank+engine' },
  'fuel-injectors': { codes: 'crdi|common rail', does: 'inject+fuel|fuel+inject|deliver+fuel|fuel+deliver' },
  'exhaust-parts': { does: 'silenc+engine|reduc+noise+engine|exhaust+pipe|exhaust+system|muffler' },
  'steering-parts': { does: 'suspension+arm|steering+part|steering+rack|steering+system|steering' },
  gaskets: { codes: 'mls gasket|=NBR|viton', does: 'seal+leak|prevent+leak|leak+seal|oil+seal' },
  'auto-belts': { does: 'timing+belt|drive+belt|fan+belt|serpentin' },
  'alloy-wheels': { codes: '17 inch|18 inch|15 inch|pcd', does: 'wheel+rim|car+wheel|rim+car' },
  pistons: {
    codes: 'liner kit|piston kit|std size|0.25 oversize',
    does: 'engine+piston|piston+ring|engine+part',
  },
  'two-wheeler-parts': { does: 'bike+part|motorcycle+part|scooter+part|two+wheeler' },
  'rubber-auto-parts': { does: 'engine+mount|rubber+bush|cv+joint|drive+shaft|axle+shaft' },
  'car-mirrors': { does: 'side+mirror|rear+view|wing+mirror' },
  'auto-horns': { does: 'car+horn|vehicle+horn|electric+horn' },

  // Jewelry & Gems
  diamonds: {
    codes:
      'vvs|vvs1|vvs2|vs1|vs2|si1|si2|def color|gia certified|igi certified|round brilliant|carat|ct diamonds|solitaire',
    does: 'diamond+stone|loose+diamond',
  },
  'lab-grown-diamonds': {
    codes: 'cvd|hpht|lab diamonds|igi lab',
    does: 'lab+grown|lab+created|grown+diamond|created+diamond',
  },
  'gold-jewellery': {
    codes:
      '22k|22kt|22 karat|18k|18kt|18 karat|14k|916|916 gold|hallmarked|bis hallmark|金耳环|金项链|金手链|金手镯|金戒指|金链|أقراط ذهب|قلادة ذهب|أساور ذهب|سوار ذهب|خاتم ذهب|سلسلة ذهب|सोने की बालियां|सोने का हार|सोने के कंगन|सोने की अंगूठी|सोने की चेन',
    does: 'gold+ornament|gold+jewel',
  },
  'silver-jewellery': {
    codes:
      '925|925 sterling|sterling silver|oxidised silver|oxidized silver|银耳环|银项链|银手链|银手镯|银戒指|银链|أقراط فضة|أقراط فضية|قلادة فضة|سوار فضة|خاتم فضة|سلسلة فضة|चांदी की बालियां|चांदी का हार|चांदी का कंगन|चांदी की अंगूठी|चांदी की चेन|चांदी की पायल',
    does: 'silver+ornament|silver+jewel',
  },
  'imitation-jewellery': {
    codes: 'one gram gold|1 gram gold|gold plated|brass jewellery|oxidised jewellery',
    does: 'costume+jewel|fashion+jewel|fake+jewel|artificial+jewel|plated+jewel',
  },
  'moissanite-cz': { codes: '=CZ|=AD stones', does: 'diamond+simulant|simulated+diamond' },
  gemstones: {
    codes:
      'cabochon|faceted|loose stones|tourmaline|amethyst|topaz|garnet|opal|aquamarine|citrine|peridot|tanzanite|onyx|agate|lapis lazuli|turquoise|jade|coral',
    does: 'precious+stone|semi+precious|loose+gem|colored+stone|coloured+stone',
  },
  emeralds: { codes: 'zambian emerald|colombian emerald', does: 'green+gem|green+stone' },
  rubies: { codes: 'burmese ruby|pigeon blood', does: 'red+gem' },
  sapphires: { codes: 'ceylon sapphire|kashmir sapphire|padparadscha', does: 'blue+gem' },
  pearls: { codes: 'akoya|tahitian|south sea|baroque' },
  earrings: {
    codes: '银耳环|金耳环|أقراط فضة|أقراط فضية|أقراط ذهب|चांदी की बालियां|सोने की बालियां',
    does: 'ear+ring|wear+ear|ear+wear|ear+jewel|aretes|pendientes+oro|boucles+oreille|ohrring|brinco+ouro',
  },
  rings: {
    codes: '银戒指|金戒指|خاتم فضة|خاتم ذهب|चांदी की अंगूठी|सोने की अंगूठी',
    does: 'finger+ring|engag+ring|wedding+ring|wedding+band|ring+finger|finger+jewel|anillo|bague|fingerring',
  },
  'bangles-bracelets': {
    codes: '银手链|银手镯|金手链|金手镯|سوار فضة|أساور ذهب|سوار ذهب|चांदी का कंगन|सोने के कंगन',
    does: 'wrist+wear|wrist+jewel|wrist+ornament|arm+ornament|hand+ornament',
  },
  necklaces: {
    codes:
      '银项链|金项链|银链|金链|قلادة فضة|قلادة ذهب|سلسلة فضة|سلسلة ذهب|चांदी का हार|सोने का हार|चांदी की चेन|सोने की चेन',
    does: 'neck+wear|neck+ornament|neck+chain|neck+jewel|wear+neck|neck+piece|collar+perla|collier|halskett|colar',
  },
  'gold-bullion': { codes: '999 gold|24k|24kt|999.9|fine gold|995 gold' },
  'kundan-jewellery': { does: 'bridal+jewel|wedding+jewel' },

  // Leather Products
  leather: {
    codes:
      'full grain|top grain|split leather|finished hides|pu leather|cowhide|cow hides|goatskin|goat leather|sheepskin|lambskin|buffalo hide|nappa|cow leather|buffalo leather|sheep leather|crust',
    does: 'tanned+hide|hide+tann|leather+hide|raw+hide',
  },
  'leather-wallets': {
    codes: 'bifold|trifold|rfid wallet|card wallet',
    does: 'keep+money|money+hold|hold+card|card+hold|carry+cash|wallet|guardar+dinero|porte+monnaie|geldborse|guardar+dinheiro|billetera|portefeuille|carteira|guardar+dinero|tarjeta+dinero|dinero+tarjeta|porte+carte|geld+karte|dinheiro+cartao|装+钱|钱+卡',
  },
  'leather-belts': { does: 'hold+trouser|waist+strap|belt+leather|leather+belt' },
  'leather-bags': {
    codes: 'tote|satchel|messenger bag|duffel|clutch bag|sling bag',
    does: 'shoulder+bag|hand+bag|bag+leather|leather+bag|mochila|sac+dos|rucksack',
  },
  'leather-shoes': {
    codes: 'oxford shoes|brogues|loafers|derby shoes|chelsea boots|moccasins|goodyear welted',
    does: 'formal+shoe|dress+shoe|leather+footwear|shoe+leather',
  },
  'leather-jackets': {
    codes: 'biker jacket|bomber jacket|motorcycle jacket',
    does: 'jacket+leather|leather+jacket',
  },
  'leather-gloves': {
    does: 'glove+leather|leather+glove|protect+hand+weld|proteg+mano|proteg+mao|proteg+main|gant+soud|soud+main|guante+sold|luva+sold|hand+schutz+schweis|schweisser|guante+soldar|gant+soud|handschuh+schweiss|luva+solda|glove+weld|weld+glove|焊接+手套|电焊+手套',
  },
  saddlery: {
    codes: 'bridle|stirrup',
    does: 'horse+riding|equestrian|horse+tack|घुड़सवारी|ركوب+خيل|silla+montar|selle+cheval|montaria|骑马+马鞍|骑马用|silla+montar|montura+caballo|selle+equitation|reitsattel|sela+cavalgar',
  },
  'safety-shoes': {
    codes: 's1p|=S3|steel toe|composite toe|en iso 20345',
    does: 'protect+feet|safety+toe|steel+toe|foot+protect|puntera+acero|embout+acier|stahlkappe|biqueira+aco|seguridad+minera|puntera+acero|embout+acier|stahlkappe|biqueira+aco|bota+seguridad|chaussure+securite|sicherheitsschuh|sapato+seguranca',
  },
  'pet-leather': { does: 'dog+lead|walk+dog|dog+collar|dog+leash|pet+collar' },
  'leather-accessories': { does: 'key+chain|key+ring|card+case' },
  'leather-sandals': { does: 'chappal|flip+flop|sandal+leather|leather+sandal|slipper+leather' },

  // Handicrafts
  carpets: {
    codes: 'kpsi|hand knotted|hand tufted|flatweave|kilim|dhurrie|durries|jute rug|persian rug',
    does: 'floor+cover|floor+rug|hand+knot|hand+tuft|rug|alfombra|tapis|teppich|tapete|कालीन|سجاد|floor+covering|anudada+mano|noue+main|handgeknupft|atado+mao|地板+覆盖',
  },
  brassware: {
    does: 'brass+decor|brass+statue|brass+lamp|brass+idol|brass+item|brass+utensil|brass+art|brass+craft|brass|lampara+aceite|lampe+huile|ollampe|lamparina|diwali',
  },
  'wooden-handicrafts': {
    codes: 'sheesham|rosewood|mango wood|acacia wood|teak wood|sandalwood carving',
    does: 'wood+carv|carved+wood|wooden+decor|wooden+craft|wooden+box|wooden+toy|wooden+elephant|wooden+item|wooden+art|hand+carved|bois+sculpt|madera+tallad|holz+geschnitz|madeira+entalhad|wood+mask|wooden+mask|masque+bois',
  },
  'incense-sticks': {
    codes: 'dhoop|masala agarbatti|sambrani|bakhoor|oudh|oud',
    does: 'fragran+stick|aroma+stick|scent+stick|prayer+stick|pooja+stick|burn+fragran|incense|incienso|encens|raucher|incenso|अगरबत्ती|بخور|熏香|焚香',
  },
  candles: {
    does: 'fragran+wax|wax+light|scent+wax|soy+wax|wax+candle|vela+aromat|bougie|kerze|vela+perfumad',
  },
  pottery: {
    codes: 'stoneware|glazed|khurja|blue pottery',
    does: 'clay+pot|mud+pot|clay+vase|clay+craft|clay+item|ceramic+vase|ceramic+mug|earthen|ceramica|ceramique|keramik|barro|argile|ton+gefass|मिट्टी',
  },
  'bamboo-products': {
    codes: 'seagrass|water hyacinth|rattan',
    does: 'bamboo|cane+basket|wicker|woven+basket|basket|cesta|panier|korb|cesto|टोकरी|سلة|hierba+marina|jonc+mer|seegras|junco|cesta|cesto|panier|korb',
  },
  paintings: {
    codes: 'gond|phad|kalamkari|miniature painting|thangka',
    does: 'art+canvas|wall+art|folk+art|hand+painted|painting+canvas|oil+painting|painting+wall|pintura+tradicional|peinture+tradition|malerei|pintura+artesanal|folk+painting|चित्रकला|mithila|papiro|papyrus|pintura+papiro',
  },
  'statues-idols': {
    does: 'figurine|sculpt|statue|idol|estatua|escultura|statue+bouddha|buddha+figur|estatueta|雕像|塑像',
  },
  'home-decor': {
    does: 'wall+decor|wall+hang|home+decor|decorat+item|decor+item|table+decor|interior+decor|festive+decor|show+piece|decoracion|decoration+maison|wohndeko|decoracao',
  },
  'christmas-decorations': {
    does: 'festive+ornament|christmas+decor|christmas+ornament|christmas+tree|xmas+decor',
  },
  'metal-handicrafts': {
    codes: 'dhokra|bidri',
    does: 'copper+bottle|copper+vessel|copper+water|metal+craft|metal+art|iron+craft|bronze+statue|copper+utensil|पानी+बोतल|तांबे|water+bottle+copper|botella+cobre|bouteille+cuivre|kupferflasche|garrafa+cobre|ayurved|botella+cobre|bouteille+cuivre|kupferflasche|garrafa+cobre|铜+水瓶|铜+水壶|装水+铜',
  },
  'marble-handicrafts': {
    codes: 'pietra dura|soapstone|makrana',
    does: 'marble+inlay|marble+craft|marble+item|marble+statue|stone+carv|stone+craft',
  },
  'handmade-paper': { does: 'handmade+paper|paper+craft|recycled+paper|cotton+rag+paper' },
  'handmade-soap': { codes: 'cold process|glycerin soap|goat milk soap', does: 'soap|bath+bar' },
  'papier-mache': { does: 'paper+pulp+craft|papier|lacquer' },
  'macrame-textile-crafts': {
    does: 'crochet|knot+craft|macrame|hand+embroider|tetera|theiere|teekanne|bule|tea+pot|teapot|cubre+tetera|茶壶+保暖|茶壶套',
  },
  'glass-handicrafts': { codes: 'firozabad|murano', does: 'glass+craft|glass+art|glass+decor|glass+vase' },
  'packaging-films': {
    does: 'packaging+film|pelicula+embalaje|film+emballage|verpackungsfolie|filme+embalagem|wrap+food|envolver+aliment|pelicula+envolver|film+alimentaire|frischhaltefolie|filme+pvc|embalar+alimento|包装+膜|保鲜膜',
  },
  'poly-aluminium-chloride': {
    does: 'water+treat|tratamiento+agua|traitement+eau|wasseraufbereit|tratamento+agua|coagula|flocula|coagulante|coagulant|flockungsmittel|floculante|tratamiento+agua|traitement+eau|tratamento+agua|水处理|净水剂',
  },
  'ice-machines': {
    does: 'make+ice|ice+making|hacer+hielo|fabricar+hielo|fabriquer+glace|eis+herstell|fazer+gelo|fabricar+gelo|बर्फ+बना|صنع+ثلج|glace+machine|eis+maschine|fabrica+gelo|gelo+escama|制冰|maquina+hielo|hielo+escama',
  },
  'coffee-roasters': {
    does: 'roast+coffee|coffee+roast|tostar+cafe|torrefier|torrefaction|kaffee+rost|torrar+cafe|تحميص+قهوة|torrar|tostar+cafe|torrefi|rosten|rost+kaffee|kaffee+rost|烘焙+咖啡|烘+咖啡豆',
  },
  'nut-processing-machines': {
    does: 'shell+cashew|cashew+shell|cashew+machin|crack+cashew|crack+nut|nut+crack|peanut+shell|groundnut+shell|remov+shell|shell+remov|shelling|decortic|peel+groundnut|shell+peanut|descascar+castanha|descascar+amendoim|decortiquer|pelar+mani|schal+nuss|descascar+castanha|decortiqu+arachide|decortiqu+cajou|schal+nuss|erdnuss+schal|pelar+mani|descascar+amendoim|descascar+caju|剥壳|脱壳',
  },
  'dairy-equipment': {
    does: 'pasteuri|pasteuris|pasteuriz|pastoris|heat+milk|calentar+leche|chauffer+lait|milch+erhitz|aquecer+leite|pasteuri|pasteur|杀菌+牛奶|牛奶+杀菌',
  },
  'test-meters': {
    does: 'medir+tension|medir+voltaje|medir+corriente|mesurer+tension|mesurer+courant|spannung+mess|strom+mess|medir+tensao|medir+corrente|measure+voltage|measure+current|voltage+measur|वोल्टेज+माप|قياس+جهد|测量+电压|测量+电流|测+电压',
  },
  'voltage-stabilizers': {
    does: 'estabiliz+voltaje|stabilis+tension|spannung+stabil|estabiliz+tensao|protect+voltage|voltage+fluctuat|fluctuaciones+voltaje|surtension|वोल्टेज+स्थिर|تثبيت+جهد|spannungsschwank|fluctuacion|fluctuation+tension|oscilacao+tensao|variacion+voltaje|schwankung|稳定+电压|电压+波动',
  },
  'brake-cylinders': { does: 'brake+hydraul|hydraulic+brake|frenos+hidraulic|bomba+freno' },
  'seat-covers': {
    does: 'protect+seat|seat+protect|proteger+asiento|proteger+banco|bancos+carro|asientos+auto|proteger+sieges|sieges+voiture|sitze+schutz|कार+सीट|مقاعد+سيارة|banco+carro|asiento+auto|asiento+coche|siege+voiture|autositz|sitzbezug|funda+asiento|capa+banco|保护+座椅|座椅+保护',
  },
  antimalarials: { does: 'malari|paludism|antimalari|मलेरिया|ملاريا|疟疾' },
  'surgical-instruments': {
    does: 'tijera+quirurg|ciseaux+chirurg|chirurgische+schere|tesoura+cirurg|cirugia|chirurgie|surgery|surgical+tool|tijera+cirugia|tesoura+cirurgia|ciseaux+chirurgie|cirugia|cirurgia|chirurgie',
  },
  'polyester-fabric': {
    does: 'elastic+fabric|tela+elastica|tissu+elastique|stretchstoff|tecido+elastico|swimwear+fabric|activewear+fabric',
  },
  'syrups-sweeteners': {
    does: 'endulz|edulcor|sucrant|sussung|adocant|अगेव|محلي+طبيعي|low+glycemic|indice+glucemico|glycemic|endulzante|edulcorante|sucrant|sussstoff|adocante|甜味|代糖',
  },
  'canned-fruits': {
    does: 'en+almibar|au+sirop|in+dosen|em+calda|enlatad|conserve|in+syrup|enlatad|almibar|en+conserve|em+calda|罐装',
  },
  'poultry-meat': {
    does: 'pollo+congelado|frango+congelado|poulet+congele|hahnchen+gefror|pollo|poulet|hahnchen|frango',
  },
  hazelnuts: { does: 'avellan|noisett|haselnus' },
  'evil-eye-jewellery': {
    does: 'evil+eye|mauvais+oeil|mal+de+ojo|bose+blick|olho+grego|ojo+turco|नज़र|عين+حسود|mal+ojo|ojo+turco|mauvais+oeil|olho+grego|bose+blick|辟邪|邪恶之眼',
  },
  anklets: {
    codes: 'चांदी की पायल',
    does: 'adorno+tobillo|脚踝+饰品|脚踝+链|pulsera+tobillo|adorno+tobillo|bracelet+cheville|chaine+cheville|fusskett|tornozeleira',
  },
  'black-cardamom': { does: 'smoky+aroma|smoky+spice|biryani+smok|ahumad|fume' },
  'star-anise': { does: 'anis+estrell|badiane|sternanis|anis+estrelado' },
  briefcases: {
    does: 'laptop+bag|bag+laptop|carry+laptop|llevar+portatil|porter+ordinateur|laptoptasche|levar+notebook|bolso+portatil|sac+ordinateur|笔记本+包|电脑+包',
  },
  'filter-press': {
    does: 'filtr+aceite|clarif+oil|aclarar+aceite|filtrer+huile|ol+filtr|filtrar+oleo|oil+clarif|oil+filtration|过滤+油',
  },
  'blow-moulding-machines': {
    does: 'soplar+botella|soplado|souffl+bouteille|blas+flasche|soprar+garrafa|soprador|blow+bottle|bottle+blow|吹瓶|吹塑',
  },
};
