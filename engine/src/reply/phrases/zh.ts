import type { QuantityUnit } from '../../facts.ts';
import { namesOrigin, type Phrases } from './types.ts';

// Simplified Chinese. Chinese numerals (一, 两, 十…) are avoided like digits: templates state no count.
const UNITS: Record<QuantityUnit, string> = {
  MT: '吨',
  kg: '公斤',
  g: '克',
  ton: '吨',
  lb: '磅',
  container: '个集装箱',
  bag: '袋',
  piece: '件',
  unit: '台',
  set: '套',
  pair: '双',
  dozen: '打',
  roll: '卷',
  carton: '箱',
  box: '盒',
  drum: '桶',
  bottle: '瓶',
  pallet: '托盘',
  bale: '包',
  litre: '升',
  gallon: '加仑',
  m: '米',
  yd: '码',
  sqm: '平方米',
  sqft: '平方英尺',
  carat: '克拉',
  quintal: '公担',
  vial: '支',
  strip: '板',
};

const PER_UNIT: Record<QuantityUnit, string> = { ...UNITS, container: '柜' };

export const zh: Phrases = {
  greeting: '您好！',
  thanks({ product, quantity, terms, empty }) {
    if (empty) return product ? `感谢您对${product}的关注。` : '感谢您的来信。';
    const tail = terms ? `（${terms}）` : '';
    // A product starting with a digit ("925银饰") is kept apart from the count ("3公斤 925银饰").
    if (quantity && product)
      return `感谢您询购${quantity}${/^\d/.test(product) ? ' ' : ''}${product}${tail}。`;
    if (product) return `感谢您对${product}的询价${tail}。`;
    if (quantity) return `感谢您询购${quantity}${tail}。`;
    return `感谢您的询价${tail}。`;
  },
  terms(incoterm, destination) {
    const to = destination ? `运往${destination}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}，${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: '现报价如下：',
  teamWillConfirm: (product) =>
    product ? `我们的团队将尽快确认${product}的价格和条款。` : '我们的团队将尽快确认价格和条款。',
  price: (amount, basis) => `价格：${amount}${basis ? `，${basis}` : ''}。`,
  priceOtherBasis: (basis) => `${basis}价格将在核实运费后另行确认。`,
  priceToConfirm: '价格：将在正式报价中确认。',
  moq(quantity, fit) {
    const base = `最小起订量：${quantity}。`;
    if (fit === 'meets') return `${base}您的采购量符合要求。`;
    if (fit === 'below') return `${base}请注意，该起订量高于您询价中的数量。`;
    return base;
  },
  origin: (country) => `原产地：${country}。`,
  grade: (grade) => `等级：${grade}。`,
  specs: (list) => `规格：${list}。`,
  certificationsHeld: (list) => `认证：${list}。`,
  certificationsToConfirm: (list) => `${list}认证我们将另行确认。`,
  leadTime: (duration, window) =>
    `交货期：${duration}。${window ? `我们将确认能否满足您要求的交货时间（${window}）。` : ''}`,
  deliveryNoted: (window) => `交货：已知悉您的交货要求（${window}），我们将确认船期。`,
  packaging(ours, theirs) {
    if (ours && theirs) return `包装：${ours}；已知悉您的包装要求（${theirs}）。`;
    if (ours) return `包装：${ours}。`;
    return `包装：已知悉您的包装要求（${theirs ?? ''}），我们将予以确认。`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted) return `付款：已知悉您希望以${noted}付款，我们将予以确认。`;
    const check = toCheck ? `${toCheck}我们将核实后答复。` : '';
    if (accepted) return `付款：我们接受${accepted}。${check}`;
    return `付款方式：${ours ?? ''}。${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? '可提供免费样品。'
      : kind === 'available'
        ? '可应要求提供样品。'
        : '样品：我们将确认供样及寄送安排。',
  moqToConfirm: '最小起订量：将在正式报价中确认。',
  leadTimeToConfirm: '交货期：将在正式报价中确认。',
  paymentToConfirm: '付款方式：将在正式报价中确认。',
  certificatesToConfirm: '证书：我们将确认可提供的证书。',
  documents(available, toConfirm) {
    if (available && toConfirm) return `单证：可提供${available}；${toConfirm}我们将另行确认。`;
    if (available) return `单证：可应要求提供${available}。`;
    if (toConfirm) return `单证：${toConfirm}我们将确认后随报价发送。`;
    return '单证：所需单证将随报价发送。';
  },
  documentNames: {
    coa: '分析证书（COA）',
    sds: '安全数据表（MSDS/SDS）',
    tds: '技术数据表（TDS）',
    origin: '原产地证书',
    phyto: '植物检疫证书',
    testReport: '检测报告',
  },
  packagingToConfirm: '包装：包装方式将在正式报价中确认。',
  targetPrice: (amount) => `已知悉您的目标价格（${amount}）。`,
  ask: (items) => `为便于准确报价，请告知${items}。`,
  askItems: {
    product: '所需产品',
    quantity: '采购数量',
    destination: '目的港',
    incoterm: '贸易术语（如FOB或CIF）',
    deliveryWindow: '要求的交货时间',
  },
  close: '期待您的回复。',
  signOff: '顺颂商祺！',
  team: '销售部',
  list(items) {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join('、')}和${items[items.length - 1] ?? ''}`;
  },
  quantity: (amount, unit) => (unit ? `${amount}${UNITS[unit]}` : amount),
  perUnit: (unit) => `/${PER_UNIT[unit]}`,
  duration: (amount, unit) => `${amount}${{ day: '天', week: '周', month: '个月' }[unit]}`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: '袋装', carton: '纸箱装', drum: '桶装' }[kind];
    const unit = weightUnit ? { kg: '公斤', lb: '磅', g: '克' }[weightUnit] : null;
    return `${weight && unit ? `${weight}${unit}` : ''}${material ?? ''}${noun}`;
  },
  bulk: '散装',
  paymentTerms: {
    'Letter of credit': '信用证（L/C）',
    'Telegraphic transfer': '电汇（T/T）',
    'Advance payment': '预付款',
    'Cash against documents': '交单付现（CAD）',
    'Documents against payment': '付款交单（D/P）',
    'Documents against acceptance': '承兑交单（D/A）',
  },
  net: (days) => `${days}天账期`,
  certifications: {
    Organic: '有机',
    Halal: '清真（Halal）',
    Kosher: '犹太洁食（Kosher）',
    'Fair Trade': '公平贸易（Fair Trade）',
  },
  countries: {
    India: '印度',
    'Sri Lanka': '斯里兰卡',
    Vietnam: '越南',
    Indonesia: '印度尼西亚',
    China: '中国',
    Bangladesh: '孟加拉国',
    Nepal: '尼泊尔',
    Egypt: '埃及',
    Turkey: '土耳其',
    Brazil: '巴西',
  },
};
