import type { QuantityUnit } from '../../facts.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

const UNITS: Record<QuantityUnit, readonly [one: string, many: string]> = {
  MT: ['MT', 'MT'],
  kg: ['kg', 'kg'],
  g: ['g', 'g'],
  ton: ['ton', 'tons'],
  lb: ['lb', 'lb'],
  container: ['container', 'containers'],
  bag: ['bag', 'bags'],
  piece: ['piece', 'pieces'],
  unit: ['unit', 'units'],
  set: ['set', 'sets'],
  pair: ['pair', 'pairs'],
  dozen: ['dozen', 'dozen'],
  roll: ['roll', 'rolls'],
  carton: ['carton', 'cartons'],
  box: ['box', 'boxes'],
  drum: ['drum', 'drums'],
  bottle: ['bottle', 'bottles'],
  pallet: ['pallet', 'pallets'],
  bale: ['bale', 'bales'],
  litre: ['litre', 'litres'],
  gallon: ['gallon', 'gallons'],
  m: ['metre', 'metres'],
  yd: ['yard', 'yards'],
  sqm: ['square metre', 'square metres'],
  sqft: ['square foot', 'square feet'],
  carat: ['carat', 'carats'],
  quintal: ['quintal', 'quintals'],
  vial: ['vial', 'vials'],
  strip: ['strip', 'strips'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' per MT',
  kg: ' per kg',
  g: ' per g',
  ton: ' per ton',
  lb: ' per lb',
  container: ' per container',
  bag: ' per bag',
  piece: ' per piece',
  unit: ' per unit',
  set: ' per set',
  pair: ' per pair',
  dozen: ' per dozen',
  roll: ' per roll',
  carton: ' per carton',
  box: ' per box',
  drum: ' per drum',
  bottle: ' per bottle',
  pallet: ' per pallet',
  bale: ' per bale',
  litre: ' per litre',
  gallon: ' per gallon',
  m: ' per metre',
  yd: ' per yard',
  sqm: ' per square metre',
  sqft: ' per square foot',
  carat: ' per carat',
  quintal: ' per quintal',
  vial: ' per vial',
  strip: ' per strip',
};

export const en: Phrases = {
  greeting: 'Dear Sir/Madam,',
  thanks({ product, quantity, terms, empty }) {
    if (empty) return product ? `Thank you for your interest in ${product}.` : 'Thank you for your message.';
    const subject = quantity && product ? `${quantity} of ${product}` : (product ?? quantity);
    const tail = terms ? ` (${terms})` : '';
    return subject
      ? `Thank you for your inquiry for ${subject}${tail}.`
      : `Thank you for your inquiry${tail}.`;
  },
  terms(incoterm, destination) {
    const to = destination ? `delivery to ${destination}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}, ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: 'Please find our offer below:',
  teamWillConfirm: (product) =>
    product
      ? `Our team will confirm the price and terms for ${product} shortly.`
      : 'Our team will confirm the price and terms shortly.',
  price: (amount, basis) => `Price: ${amount}${basis ? `, ${basis}` : ''}.`,
  priceOtherBasis: (basis) => ` We will confirm the ${basis} price once freight is checked.`,
  priceToConfirm: 'Price: we will confirm it in our quotation.',
  moq(quantity, fit) {
    const base = `Minimum order: ${quantity}.`;
    if (fit === 'meets') return `${base} Your quantity meets it.`;
    if (fit === 'below') return `${base} Please note that this is more than the quantity in your inquiry.`;
    return base;
  },
  origin: (country) => `Origin: ${country}.`,
  grade: (grade) => `Grade: ${grade}.`,
  specs: (list) => `Specification: ${list}.`,
  certificationsHeld: (list) => `Certifications: ${list}.`,
  certificationsToConfirm: (list, count) =>
    `We will confirm the ${list} ${count === 1 ? 'certification' : 'certifications'} separately.`,
  leadTime: (duration, window) =>
    `Lead time: ${duration}.${window ? ` We will confirm whether we can meet your delivery date (${window}).` : ''}`,
  deliveryNoted: (window) =>
    `Delivery: we have noted your requirement (${window}) and will confirm the shipment schedule.`,
  packaging(ours, theirs) {
    if (ours && theirs) return `Packaging: ${ours}; we have noted your request (${theirs}).`;
    if (ours) return `Packaging: ${ours}.`;
    return `Packaging: we have noted your request (${theirs ?? ''}) and will confirm it.`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted) return `Payment: we have noted your request for ${noted} and will confirm it.`;
    const check = toCheck ? ` We will check ${toCheck} and confirm.` : '';
    if (accepted) return `Payment: we accept ${accepted}.${check}`;
    return `Payment terms: ${ours ?? ''}.${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'Free samples are available.'
      : kind === 'available'
        ? 'Samples are available on request.'
        : 'Samples: we will confirm availability and dispatch details.',
  moqToConfirm: 'Minimum order: we will confirm it in our quotation.',
  leadTimeToConfirm: 'Lead time: we will confirm it in our quotation.',
  paymentToConfirm: 'Payment terms: we will confirm them in our quotation.',
  certificatesToConfirm: 'Certificates: we will confirm which certificates we can provide.',
  documents(available, toConfirm) {
    if (available && toConfirm) return `Documents: ${available} available; we will confirm the ${toConfirm}.`;
    if (available) return `Documents: ${available} available on request.`;
    if (toConfirm) return `Documents: we will confirm the ${toConfirm} and send it with our quotation.`;
    return 'Documents: we will send the documents you need with our quotation.';
  },
  documentNames: {
    coa: 'certificate of analysis (COA)',
    sds: 'safety data sheet (MSDS/SDS)',
    tds: 'technical data sheet (TDS)',
    origin: 'certificate of origin',
    phyto: 'phytosanitary certificate',
    testReport: 'test report',
  },
  packagingToConfirm: 'Packaging: we will confirm the packing options in our quotation.',
  targetPrice: (amount) => `We have noted your target price (${amount}).`,
  ask: (items) => `To prepare an exact quotation, could you please confirm ${items}?`,
  askItems: {
    product: 'the product you need',
    quantity: 'the quantity required',
    destination: 'the destination port',
    incoterm: 'your preferred Incoterm (e.g. FOB or CIF)',
    deliveryWindow: 'your required delivery date',
  },
  close: 'We look forward to hearing from you.',
  signOff: 'Best regards,',
  team: 'Sales Team',
  list: (items) => joinList(items, ', ', ' and '),
  quantity: (amount, unit, value) => (unit ? `${amount} ${plural(value, ...UNITS[unit])}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
  duration: (amount, unit, value) => `${amount} ${unit}${value === 1 ? '' : 's'}`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'bags', carton: 'cartons', drum: 'drums' }[kind];
    return [weight && weightUnit ? `${weight} ${weightUnit}` : null, material, noun]
      .filter(Boolean)
      .join(' ');
  },
  bulk: 'bulk',
  paymentTerms: {
    'Letter of credit': 'L/C',
    'Telegraphic transfer': 'T/T (bank transfer)',
    'Advance payment': 'advance payment',
    'Cash against documents': 'cash against documents (CAD)',
    'Documents against payment': 'D/P',
    'Documents against acceptance': 'D/A',
  },
  net: (days) => `net ${days} days`,
  certifications: {},
  countries: {
    India: 'India',
    'Sri Lanka': 'Sri Lanka',
    Vietnam: 'Vietnam',
    Indonesia: 'Indonesia',
    China: 'China',
    Bangladesh: 'Bangladesh',
    Nepal: 'Nepal',
    Egypt: 'Egypt',
    Turkey: 'Turkey',
    Brazil: 'Brazil',
  },
};
