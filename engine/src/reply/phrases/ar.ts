import type { QuantityUnit } from '../../facts.ts';
import type { DurationUnit } from '../../context.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

/** Singular, dual, plural (3–10) and tamyiz (11+) forms of a counted noun. */
type Forms = readonly [one: string, two: string, few: string, many: string];

function counted(value: number, [one, two, few, many]: Forms): string {
  if (!Number.isInteger(value)) return one;
  if (value === 1) return one;
  if (value === 2) return two;
  if (value >= 3 && value <= 10) return few;
  return many;
}

const UNITS: Record<QuantityUnit, Forms> = {
  MT: ['طن متري', 'طن متري', 'طن متري', 'طن متري'],
  kg: ['كجم', 'كجم', 'كجم', 'كجم'],
  g: ['غرام', 'غرام', 'غرام', 'غرام'],
  ton: ['طن', 'طن', 'طن', 'طن'],
  lb: ['رطل', 'رطل', 'رطل', 'رطل'],
  container: ['حاوية', 'حاويتان', 'حاويات', 'حاوية'],
  bag: ['كيس', 'كيسان', 'أكياس', 'كيسًا'],
  piece: ['قطعة', 'قطعتان', 'قطع', 'قطعة'],
  unit: ['وحدة', 'وحدتان', 'وحدات', 'وحدة'],
  set: ['طقم', 'طقمان', 'أطقم', 'طقمًا'],
  pair: ['زوج', 'زوجان', 'أزواج', 'زوجًا'],
  dozen: ['دزينة', 'دزينتان', 'دزينات', 'دزينة'],
  roll: ['لفة', 'لفتان', 'لفات', 'لفة'],
  carton: ['كرتونة', 'كرتونتان', 'كراتين', 'كرتونة'],
  box: ['صندوق', 'صندوقان', 'صناديق', 'صندوقًا'],
  drum: ['برميل', 'برميلان', 'براميل', 'برميلًا'],
  bottle: ['زجاجة', 'زجاجتان', 'زجاجات', 'زجاجة'],
  pallet: ['منصة', 'منصتان', 'منصات', 'منصة'],
  bale: ['بالة', 'بالتان', 'بالات', 'بالة'],
  litre: ['لتر', 'لتران', 'لترات', 'لترًا'],
  gallon: ['جالون', 'جالونان', 'جالونات', 'جالونًا'],
  m: ['متر', 'متران', 'أمتار', 'مترًا'],
  yd: ['ياردة', 'ياردتان', 'ياردات', 'ياردة'],
  sqm: ['متر مربع', 'متران مربعان', 'أمتار مربعة', 'مترًا مربعًا'],
  sqft: ['قدم مربع', 'قدمان مربعتان', 'أقدام مربعة', 'قدمًا مربعًا'],
  carat: ['قيراط', 'قيراطان', 'قراريط', 'قيراطًا'],
  quintal: ['قنطار', 'قنطاران', 'قناطير', 'قنطارًا'],
  vial: ['قارورة', 'قارورتان', 'قوارير', 'قارورة'],
  strip: ['شريط', 'شريطان', 'شرائط', 'شريطًا'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' للطن المتري',
  kg: ' للكيلوغرام',
  g: ' للغرام',
  ton: ' للطن',
  lb: ' للرطل',
  container: ' للحاوية',
  bag: ' للكيس',
  piece: ' للقطعة',
  unit: ' للوحدة',
  set: ' للطقم',
  pair: ' للزوج',
  dozen: ' للدزينة',
  roll: ' للفة',
  carton: ' للكرتونة',
  box: ' للصندوق',
  drum: ' للبرميل',
  bottle: ' للزجاجة',
  pallet: ' للمنصة',
  bale: ' للبالة',
  litre: ' للتر',
  gallon: ' للجالون',
  m: ' للمتر',
  yd: ' للياردة',
  sqm: ' للمتر المربع',
  sqft: ' للقدم المربع',
  carat: ' للقيراط',
  quintal: ' للقنطار',
  vial: ' للقارورة',
  strip: ' للشريط',
};

const DURATIONS: Record<DurationUnit, Forms> = {
  day: ['يوم', 'يومان', 'أيام', 'يومًا'],
  week: ['أسبوع', 'أسبوعان', 'أسابيع', 'أسبوعًا'],
  month: ['شهر', 'شهران', 'أشهر', 'شهرًا'],
};

export const ar: Phrases = {
  greeting: 'السادة المحترمون،',
  thanks({ product, quantity, terms, empty }) {
    if (empty) return product ? `نشكركم على اهتمامكم بـ${product}.` : 'نشكركم على رسالتكم.';
    const subject = quantity && product ? `${quantity} من ${product}` : (product ?? quantity);
    const tail = terms ? ` (${terms})` : '';
    return subject ? `نشكركم على استفساركم بشأن ${subject}${tail}.` : `نشكركم على استفساركم${tail}.`;
  },
  terms(incoterm, destination) {
    const to = destination ? `الشحن إلى ${destination}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}، ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: 'يسعدنا أن نقدم لكم عرضنا التالي:',
  teamWillConfirm: (product) =>
    product
      ? `سيؤكد لكم فريقنا قريبًا السعر والشروط الخاصة بـ${product}.`
      : 'سيؤكد لكم فريقنا قريبًا السعر والشروط.',
  price: (amount, basis) => `السعر: ${amount}${basis ? `، ${basis}` : ''}.`,
  priceOtherBasis: (basis) => ` وسنؤكد لكم سعر ${basis} بعد التحقق من تكلفة الشحن.`,
  priceToConfirm: 'السعر: سنؤكده لكم في عرض الأسعار.',
  moq(quantity, fit) {
    const base = `الحد الأدنى للطلب: ${quantity}.`;
    if (fit === 'meets') return `${base} والكمية التي تطلبونها تستوفيه.`;
    if (fit === 'below') return `${base} يرجى ملاحظة أنه يزيد على الكمية المذكورة في استفساركم.`;
    return base;
  },
  origin: (country) => `بلد المنشأ: ${country}.`,
  grade: (grade) => `الدرجة: ${grade}.`,
  specs: (list) => `المواصفات: ${list}.`,
  certificationsHeld: (list) => `الشهادات: ${list}.`,
  certificationsToConfirm: (list, count) =>
    count === 1 ? `سنؤكد لكم شهادة ${list} بشكل منفصل.` : `سنؤكد لكم شهادات ${list} بشكل منفصل.`,
  leadTime: (duration, window) =>
    `مدة التسليم: ${duration}.${window ? ` وسنؤكد لكم إمكانية الالتزام بموعد التسليم المطلوب (${window}).` : ''}`,
  deliveryNoted: (window) => `التسليم: أخذنا علمًا بالموعد المطلوب (${window}) وسنؤكد لكم جدول الشحن.`,
  packaging(ours, theirs) {
    if (ours && theirs) return `التعبئة: ${ours}، وقد أخذنا علمًا بطلبكم (${theirs}).`;
    if (ours) return `التعبئة: ${ours}.`;
    return `التعبئة: أخذنا علمًا بطلبكم (${theirs ?? ''}) وسنؤكده لكم.`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted) return `الدفع: أخذنا علمًا بطلبكم الدفع عبر ${noted} وسنؤكده لكم.`;
    const check = toCheck ? ` وسندرس إمكانية الدفع عبر ${toCheck} ونعود إليكم.` : '';
    if (accepted) return `الدفع: نقبل ${accepted}.${check}`;
    return `شروط الدفع: ${ours ?? ''}.${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'نوفر عينات مجانية.'
      : kind === 'available'
        ? 'العينات متوفرة عند الطلب.'
        : 'العينات: سنؤكد لكم مدى توفرها وتفاصيل إرسالها.',
  moqToConfirm: 'الحد الأدنى للطلب: سنؤكده لكم في عرض الأسعار.',
  leadTimeToConfirm: 'مدة التسليم: سنؤكدها لكم في عرض الأسعار.',
  paymentToConfirm: 'شروط الدفع: سنؤكدها لكم في عرض الأسعار.',
  certificatesToConfirm: 'الشهادات: سنؤكد لكم الشهادات التي يمكننا تقديمها.',
  documents(available, toConfirm) {
    if (available && toConfirm) return `المستندات: يتوفر لدينا ${available}، وسنؤكد لكم ${toConfirm}.`;
    if (available) return `المستندات: يتوفر لدينا ${available} عند الطلب.`;
    if (toConfirm) return `المستندات: سنؤكد لكم ${toConfirm} ونرسلها مع عرض الأسعار.`;
    return 'المستندات: سنرسل لكم المستندات المطلوبة مع عرض الأسعار.';
  },
  documentNames: {
    coa: 'شهادة التحليل (COA)',
    sds: 'صحيفة بيانات السلامة (MSDS/SDS)',
    tds: 'صحيفة البيانات الفنية (TDS)',
    origin: 'شهادة المنشأ',
    phyto: 'شهادة الصحة النباتية',
    testReport: 'تقرير الاختبار',
  },
  packagingToConfirm: 'التعبئة: سنؤكد لكم خيارات التعبئة في عرض الأسعار.',
  targetPrice: (amount) => `أخذنا علمًا بالسعر المستهدف لديكم (${amount}).`,
  ask: (items) => `ولإعداد عرض سعر دقيق، نرجو تزويدنا بـ${items}.`,
  askItems: {
    product: 'المنتج المطلوب',
    quantity: 'الكمية المطلوبة',
    destination: 'ميناء الوصول',
    incoterm: 'شرط التسليم المفضل (Incoterm، مثل FOB أو CIF)',
    deliveryWindow: 'موعد التسليم المطلوب',
  },
  close: 'نتطلع إلى ردكم.',
  signOff: 'مع خالص التحية،',
  team: 'فريق المبيعات',
  list: (items) => joinList(items, '، ', ' و'),
  quantity: (amount, unit, value) => (unit ? `${amount} ${counted(value, UNITS[unit])}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
  duration: (amount, unit, value) => `${amount} ${counted(value, DURATIONS[unit])}`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'أكياس', carton: 'كراتين', drum: 'براميل' }[kind];
    const unit = weightUnit ? { kg: 'كجم', lb: 'رطل', g: 'غرام' }[weightUnit] : null;
    return [noun, material, weight && unit ? `سعة ${weight} ${unit}` : null].filter(Boolean).join(' ');
  },
  bulk: 'سائبة (بدون تعبئة)',
  paymentTerms: {
    'Letter of credit': 'خطاب اعتماد (L/C)',
    'Telegraphic transfer': 'حوالة بنكية (T/T)',
    'Advance payment': 'الدفع المقدم',
    'Cash against documents': 'الدفع مقابل المستندات (CAD)',
    'Documents against payment': 'المستندات مقابل الدفع (D/P)',
    'Documents against acceptance': 'المستندات مقابل القبول (D/A)',
  },
  net: (days) => `الدفع خلال ${days} يومًا`,
  certifications: { Organic: 'عضوي (Organic)', Halal: 'حلال', Kosher: 'كوشر (Kosher)' },
  countries: {
    India: 'الهند',
    'Sri Lanka': 'سريلانكا',
    Vietnam: 'فيتنام',
    Indonesia: 'إندونيسيا',
    China: 'الصين',
    Bangladesh: 'بنغلاديش',
    Nepal: 'نيبال',
    Egypt: 'مصر',
    Turkey: 'تركيا',
    Brazil: 'البرازيل',
  },
};
