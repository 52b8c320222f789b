import type { QuantityUnit } from '../../facts.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

const UNITS: Record<QuantityUnit, readonly [one: string, many: string]> = {
  MT: ['tonelada', 'toneladas'],
  kg: ['kg', 'kg'],
  g: ['g', 'g'],
  ton: ['tonelada', 'toneladas'],
  lb: ['libra', 'libras'],
  container: ['contenedor', 'contenedores'],
  bag: ['saco', 'sacos'],
  piece: ['pieza', 'piezas'],
  unit: ['unidad', 'unidades'],
  set: ['juego', 'juegos'],
  pair: ['par', 'pares'],
  dozen: ['docena', 'docenas'],
  roll: ['rollo', 'rollos'],
  carton: ['caja de cartón', 'cajas de cartón'],
  box: ['caja', 'cajas'],
  drum: ['bidón', 'bidones'],
  bottle: ['botella', 'botellas'],
  pallet: ['palé', 'palés'],
  bale: ['fardo', 'fardos'],
  litre: ['litro', 'litros'],
  gallon: ['galón', 'galones'],
  m: ['metro', 'metros'],
  yd: ['yarda', 'yardas'],
  sqm: ['metro cuadrado', 'metros cuadrados'],
  sqft: ['pie cuadrado', 'pies cuadrados'],
  carat: ['quilate', 'quilates'],
  quintal: ['quintal', 'quintales'],
  vial: ['vial', 'viales'],
  strip: ['tira', 'tiras'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' por tonelada',
  kg: ' por kg',
  g: ' por g',
  ton: ' por tonelada',
  lb: ' por libra',
  container: ' por contenedor',
  bag: ' por saco',
  piece: ' por pieza',
  unit: ' por unidad',
  set: ' por juego',
  pair: ' por par',
  dozen: ' por docena',
  roll: ' por rollo',
  carton: ' por caja de cartón',
  box: ' por caja',
  drum: ' por bidón',
  bottle: ' por botella',
  pallet: ' por palé',
  bale: ' por fardo',
  litre: ' por litro',
  gallon: ' por galón',
  m: ' por metro',
  yd: ' por yarda',
  sqm: ' por metro cuadrado',
  sqft: ' por pie cuadrado',
  carat: ' por quilate',
  quintal: ' por quintal',
  vial: ' por vial',
  strip: ' por tira',
};

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
    const to = destination ? `con destino a ${destination}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}, ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
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
  moqToConfirm: 'Pedido mínimo: se lo confirmaremos en nuestra cotización.',
  leadTimeToConfirm: 'Plazo de entrega: se lo confirmaremos en nuestra cotización.',
  paymentToConfirm: 'Condiciones de pago: se las confirmaremos en nuestra cotización.',
  certificatesToConfirm: 'Certificados: le confirmaremos qué certificados podemos facilitar.',
  documents(available, toConfirm) {
    if (available && toConfirm)
      return `Documentos: podemos facilitar ${available}; le confirmaremos ${toConfirm}.`;
    if (available) return `Documentos: podemos facilitar ${available} bajo solicitud.`;
    if (toConfirm)
      return `Documentos: le confirmaremos ${toConfirm} y se lo enviaremos con nuestra cotización.`;
    return 'Documentos: le enviaremos la documentación necesaria con nuestra cotización.';
  },
  documentNames: {
    coa: 'certificado de análisis (COA)',
    sds: 'hoja de datos de seguridad (MSDS/SDS)',
    tds: 'ficha técnica (TDS)',
    origin: 'certificado de origen',
    phyto: 'certificado fitosanitario',
    testReport: 'informe de ensayo',
  },
  packagingToConfirm: 'Embalaje: le confirmaremos las opciones de embalaje en nuestra cotización.',
  targetPrice: (amount) => `Tomamos nota de su precio objetivo (${amount}).`,
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
  quantity: (amount, unit, value) => (unit ? `${amount} ${plural(value, ...UNITS[unit])}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
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
