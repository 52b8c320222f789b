import { joinList, type Phrases } from './types.ts';

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

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
    if (incoterm && destination) return `${incoterm} ${destination}`;
    if (destination) return `delivery to ${destination}`;
    return incoterm;
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
  quantity(amount, unit, value) {
    switch (unit) {
      case 'MT':
        return `${amount} MT`;
      case 'ton':
        return `${amount} ${plural(value, 'ton', 'tons')}`;
      case 'kg':
        return `${amount} kg`;
      case 'lb':
        return `${amount} lb`;
      case 'container':
        return `${amount} ${plural(value, 'container', 'containers')}`;
      case 'bag':
        return `${amount} ${plural(value, 'bag', 'bags')}`;
      case 'piece':
        return `${amount} ${plural(value, 'piece', 'pieces')}`;
      default:
        return amount;
    }
  },
  perUnit: (unit) =>
    ({
      MT: ' per MT',
      ton: ' per ton',
      kg: ' per kg',
      lb: ' per lb',
      container: ' per container',
      bag: ' per bag',
      piece: ' per piece',
    })[unit],
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
