import type { Category } from '../glossary.ts';

/**
 * Words for each of the 12 product categories in the 8 languages, so "especias", "Gewürze" or "香料" find the
 * products of "Spices & Herbs". Kept to words that name the category, not single products.
 */
export const CATEGORY_WORDS: Readonly<Record<Category, readonly string[]>> = {
  'Spices & Herbs': [
    'spices', 'spice', 'herbs', 'masala', 'masalas', 'मसाले', 'मसाला', 'जड़ी बूटी', 'masale',
    'especias', 'hierbas', 'épices', 'herbes aromatiques', 'Gewürze', 'Kräuter', 'especiarias',
    'temperos', 'ervas', 'توابل', 'بهارات', 'أعشاب', '香料', '调味料', '草药',
  ],
  'Textiles & Garments': [
    'textiles', 'textile', 'garments', 'garment', 'apparel', 'clothing', 'fabrics', 'fabric', 'yarns',
    'yarn', 'कपड़ा', 'कपड़े', 'वस्त्र', 'kapda', 'ropa', 'prendas', 'tejidos', 'telas', 'vêtements',
    'tissus', 'Textilien', 'Bekleidung', 'Kleidung', 'Stoffe', 'têxteis', 'roupas', 'vestuário',
    'tecidos', 'منسوجات', 'ملابس', 'أقمشة', '纺织品', '服装', '面料',
  ],
  'Agricultural Products': [
    'agricultural', 'agriculture', 'agro', 'grains', 'grain', 'cereals', 'pulses', 'कृषि', 'अनाज',
    'दालें', 'agrícolas', 'granos', 'cereales', 'legumbres', 'agricoles', 'céréales', 'légumineuses',
    'Agrarprodukte', 'Getreide', 'Hülsenfrüchte', 'grãos', 'cereais', 'leguminosas', 'زراعية',
    'حبوب', 'بقوليات', '农产品', '谷物', '粮食', '豆类',
  ],
  Chemicals: [
    'chemicals', 'chemical', 'रसायन', 'केमिकल', 'químicos', 'productos químicos', 'produits chimiques',
    'chimiques', 'Chemikalien', 'produtos químicos', 'كيماويات', 'مواد كيميائية', '化学品', '化工',
  ],
  'Machinery & Equipment': [
    'machinery', 'machines', 'machine', 'equipment', 'मशीनरी', 'मशीन', 'उपकरण', 'maquinaria',
    'máquinas', 'equipos', 'équipements', 'machinerie', 'Maschinen', 'Anlagen', 'Ausrüstung',
    'maquinário', 'equipamentos', 'آلات', 'معدات', 'ماكينات', '机械', '设备', '机器',
  ],
  Pharmaceuticals: [
    'pharmaceuticals', 'pharmaceutical', 'pharma', 'medicines', 'medicine', 'drugs', 'दवाइयां', 'दवा',
    'दवाएं', 'फार्मा', 'farmacéuticos', 'medicamentos', 'médicaments', 'pharmaceutiques',
    'Arzneimittel', 'Medikamente', 'Pharmazeutika', 'farmacêuticos', 'أدوية', 'مستحضرات صيدلانية',
    '药品', '医药', '原料药',
  ],
  Electronics: [
    'electronics', 'electronic', 'इलेक्ट्रॉनिक्स', 'electrónica', 'electrónicos', 'électronique',
    'Elektronik', 'eletrônicos', 'eletrónica', 'إلكترونيات', '电子产品',
  ],
  'Automotive Parts': [
    'automotive', 'auto parts', 'car parts', 'spare parts', 'autoparts', 'ऑटो पार्ट्स',
    'स्पेयर पार्ट्स', 'autopartes', 'repuestos', 'refacciones', 'pièces auto', 'pièces détachées',
    'Autoteile', 'Kfz-Teile', 'Ersatzteile', 'autopeças', 'peças automotivas', 'قطع غيار', '汽车配件',
    '汽配', '零部件',
  ],
  'Food & Beverages': [
    'food', 'foods', 'beverages', 'beverage', 'drinks', 'edible oils', 'खाद्य', 'पेय', 'alimentos',
    'bebidas', 'alimentaire', 'aliments', 'boissons', 'Lebensmittel', 'Getränke', 'أغذية',
    'مواد غذائية', 'مشروبات', '食品', '饮料',
  ],
  'Jewelry & Gems': [
    'jewelry', 'jewellery', 'gems', 'jewels', 'गहने', 'आभूषण', 'ज्वेलरी', 'gehne', 'joyería', 'joyas',
    'bijoux', 'bijouterie', 'joaillerie', 'Schmuck', 'joias', 'joalheria', 'مجوهرات', 'حلي', '珠宝',
    '首饰',
  ],
  'Leather Products': [
    'leather goods', 'leather products', 'चमड़े का सामान', 'artículos de cuero', 'marroquinería',
    'maroquinerie', 'articles en cuir', 'Lederwaren', 'artigos de couro', 'منتجات جلدية', '皮具',
    '皮革制品',
  ],
  Handicrafts: [
    'handicrafts', 'handicraft', 'crafts', 'handmade', 'हस्तशिल्प', 'दस्तकारी', 'artesanías',
    'artesanía', 'artisanat', 'Kunsthandwerk', 'artesanato', 'حرف يدوية', 'مشغولات يدوية',
    'صناعات يدوية', '手工艺品', '工艺品',
  ],
}; // prettier-ignore

/** The index token of a category: "#spices-herbs". */
export function categoryToken(category: Category): string {
  return `#${category
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
