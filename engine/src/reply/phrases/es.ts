import { joinList, type Phrases } from './types.ts';

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

export const es: Phrases = {
  greeting: 'Estimados señores:',
  thanks({ product, quantity, terms, empty }) {
    if (empty)
      return product ? `Muchas gracias por su interés en ${product}.` : 'Muchas gracias por su mensaje.';
    const subject = quantity && product ? `${quantity} de ${product}` : (product ?? quantity);
    const tail = terms ? ` (${terms})` : '';
    return subject
      ? `Muchas gracias por su solicitud de cotización de ${subject}${tail}.`
      : `Muchas gracias por su consulta${tail}.`;
  },
  terms(incoterm, destination) {
    if (incoterm && destination) return `${incoterm} ${destination}`;
    if (destination) return `con destino a ${destination}`;
    return incoterm;
  },
  offerIntro: 'Le detallamos nuestra oferta:',
  teamWillConfirm: (product) =>
    product
      ? `Nuestro equipo le confirmará en breve el precio y las condiciones para su consulta de ${product}.`
      : 'Nuestro equipo le confirmará en breve el precio y las condiciones.',
  price: (amount, basis) => `Precio: ${amount}${basis ? `, ${basis}` : ''}.`,
  priceOtherBasis: (basis) => ` Le confirmaremos el precio ${basis} una vez verificado el flete.`,
  priceToConfirm: 'Precio: se lo confirmaremos en nuestra cotización.',
  moq(quantity, fit) {
    const base = `Pedido mínimo: ${quantity}.`;
    if (fit === 'meets') return `${base} Su cantidad lo cumple.`;
    if (fit === 'below') return `${base} Tenga en cuenta que supera la cantidad indicada en su consulta.`;
    return base;
  },
  origin: (country) => `Origen: ${country}.`,
  grade: (grade) => `Grado: ${grade}.`,
  specs: (list) => `Especificación: ${list}.`,
  certificationsHeld: (list) => `Certificaciones: ${list}.`,
  certificationsToConfirm: (list, count) =>
    count === 1
      ? `La certificación ${list} se la confirmaremos por separado.`
      : `Las certificaciones ${list} se las confirmaremos por separado.`,
  leadTime: (duration, window) =>
    `Plazo de entrega: ${duration}.${window ? ` Le confirmaremos si podemos cumplir su fecha de entrega (${window}).` : ''}`,
  deliveryNoted: (window) =>
    `Entrega: tomamos nota de su plazo (${window}) y le confirmaremos el calendario de embarque.`,
  packaging(ours, theirs) {
    if (ours && theirs) return `Embalaje: ${ours}; tomamos nota de su solicitud (${theirs}).`;
    if (ours) return `Embalaje: ${ours}.`;
    return `Embalaje: tomamos nota de su solicitud (${theirs ?? ''}) y se la confirmaremos.`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted) return `Pago: tomamos nota de su solicitud de pago mediante ${noted} y se la confirmaremos.`;
    const check = toCheck ? ` Revisaremos la opción de ${toCheck} y le confirmaremos.` : '';
    if (accepted) return `Pago: aceptamos ${accepted}.${check}`;
    return `Condiciones de pago: ${ours ?? ''}.${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'Ofrecemos muestras gratuitas.'
      : kind === 'available'
        ? 'Disponemos de muestras bajo solicitud.'
        : 'Muestras: le confirmaremos la disponibilidad y el envío.',
  ask: (items) => `Para preparar una cotización exacta, ¿podría indicarnos ${items}?`,
  askItems: {
    product: 'el producto que necesita',
    quantity: 'la cantidad requerida',
    destination: 'el puerto de destino',
    incoterm: 'el Incoterm preferido (por ejemplo, FOB o CIF)',
    deliveryWindow: 'la fecha de entrega deseada',
  },
  close: 'Quedamos atentos a sus comentarios.',
  signOff: 'Saludos cordiales,',
  team: 'Equipo de ventas',
  list: (items) => joinList(items, ', ', ' y '),
  quantity(amount, unit, value) {
    switch (unit) {
      case 'MT':
      case 'ton':
        return `${amount} ${plural(value, 'tonelada', 'toneladas')}`;
      case 'kg':
        return `${amount} kg`;
      case 'lb':
        return `${amount} ${plural(value, 'libra', 'libras')}`;
      case 'container':
        return `${amount} ${plural(value, 'contenedor', 'contenedores')}`;
      case 'bag':
        return `${amount} ${plural(value, 'saco', 'sacos')}`;
      case 'piece':
        return `${amount} ${plural(value, 'pieza', 'piezas')}`;
      default:
        return amount;
    }
  },
  perUnit: (unit) =>
    ({
      MT: ' por tonelada',
      ton: ' por tonelada',
      kg: ' por kg',
      lb: ' por libra',
      container: ' por contenedor',
      bag: ' por saco',
      piece: ' por pieza',
    })[unit],
  duration: (amount, unit, value) =>
    `${amount} ${
      {
        day: plural(value, 'día', 'días'),
        week: plural(value, 'semana', 'semanas'),
        month: plural(value, 'mes', 'meses'),
      }[unit]
    }`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'sacos', carton: 'cajas de cartón', drum: 'bidones' }[kind];
    return [noun, material, weight && weightUnit ? `de ${weight} ${weightUnit}` : null]
      .filter(Boolean)
      .join(' ');
  },
  bulk: 'a granel',
  paymentTerms: {
    'Letter of credit': 'carta de crédito (L/C)',
    'Telegraphic transfer': 'transferencia bancaria (T/T)',
    'Advance payment': 'pago anticipado',
    'Cash against documents': 'pago contra documentos (CAD)',
    'Documents against payment': 'documentos contra pago (D/P)',
    'Documents against acceptance': 'documentos contra aceptación (D/A)',
  },
  net: (days) => `pago a ${days} días`,
  certifications: { Organic: 'orgánica', 'Fair Trade': 'Comercio Justo (Fair Trade)' },
  countries: {
    India: 'India',
    'Sri Lanka': 'Sri Lanka',
    Vietnam: 'Vietnam',
    Indonesia: 'Indonesia',
    China: 'China',
    Bangladesh: 'Bangladés',
    Nepal: 'Nepal',
    Egypt: 'Egipto',
    Turkey: 'Turquía',
    Brazil: 'Brasil',
  },
};
