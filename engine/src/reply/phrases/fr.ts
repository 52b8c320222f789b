import type { QuantityUnit } from '../../facts.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

// French uses the singular below two ("1,5 tonne").
const plural = (value: number, one: string, many: string) => (value < 2 ? one : many);
/** "de curcuma", "d'huile". */
const de = (word: string) => (/^[aeiouyhàâäéèêëîïôöùûü]/iu.test(word) ? `d'${word}` : `de ${word}`);

const UNITS: Record<QuantityUnit, readonly [one: string, many: string]> = {
  MT: ['tonne', 'tonnes'],
  kg: ['kg', 'kg'],
  g: ['g', 'g'],
  ton: ['tonne', 'tonnes'],
  lb: ['livre', 'livres'],
  container: ['conteneur', 'conteneurs'],
  bag: ['sac', 'sacs'],
  piece: ['pièce', 'pièces'],
  unit: ['unité', 'unités'],
  set: ['ensemble', 'ensembles'],
  pair: ['paire', 'paires'],
  dozen: ['douzaine', 'douzaines'],
  roll: ['rouleau', 'rouleaux'],
  carton: ['carton', 'cartons'],
  box: ['boîte', 'boîtes'],
  drum: ['fût', 'fûts'],
  bottle: ['bouteille', 'bouteilles'],
  pallet: ['palette', 'palettes'],
  bale: ['balle', 'balles'],
  litre: ['litre', 'litres'],
  gallon: ['gallon', 'gallons'],
  m: ['mètre', 'mètres'],
  yd: ['yard', 'yards'],
  sqm: ['mètre carré', 'mètres carrés'],
  sqft: ['pied carré', 'pieds carrés'],
  carat: ['carat', 'carats'],
  quintal: ['quintal', 'quintaux'],
  vial: ['flacon', 'flacons'],
  strip: ['plaquette', 'plaquettes'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' la tonne',
  kg: ' le kg',
  g: ' le g',
  ton: ' la tonne',
  lb: ' la livre',
  container: ' par conteneur',
  bag: ' par sac',
  piece: ' la pièce',
  unit: ' par unité',
  set: ' par lot',
  pair: ' par paire',
  dozen: ' par douzaine',
  roll: ' par rouleau',
  carton: ' par carton',
  box: ' par boîte',
  drum: ' par fût',
  bottle: ' par bouteille',
  pallet: ' par palette',
  bale: ' par balle',
  litre: ' le litre',
  gallon: ' par gallon',
  m: ' le mètre',
  yd: ' par yard',
  sqm: ' par mètre carré',
  sqft: ' par pied carré',
  carat: ' par carat',
  quintal: ' le quintal',
  vial: ' par flacon',
  strip: ' par plaquette',
};

export const fr: Phrases = {
  greeting: 'Madame, Monsieur,',
  thanks({ product, quantity, terms, empty }) {
    if (empty)
      return product
        ? `Nous vous remercions de votre intérêt pour notre ${product}.`
        : 'Nous vous remercions de votre message.';
    const subject = quantity && product ? `${quantity} ${de(product)}` : (product ?? quantity);
    const tail = terms ? ` (${terms})` : '';
    return subject
      ? `Nous vous remercions de votre demande ${de(subject)}${tail}.`
      : `Nous vous remercions de votre demande${tail}.`;
  },
  terms(incoterm, destination) {
    const to = destination ? `à destination ${de(destination)}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}, ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: 'Veuillez trouver ci-dessous notre offre :',
  teamWillConfirm: (product) =>
    product
      ? `Notre équipe vous confirmera rapidement le prix et les conditions pour votre demande ${de(product)}.`
      : 'Notre équipe vous confirmera rapidement le prix et les conditions.',
  price: (amount, basis) => `Prix : ${amount}${basis ? `, ${basis}` : ''}.`,
  priceOtherBasis: (basis) => ` Nous vous confirmerons le prix ${basis} après vérification du fret.`,
  priceToConfirm: 'Prix : nous vous le confirmerons dans notre cotation.',
  moq(quantity, fit) {
    const base = `Quantité minimale de commande : ${quantity}.`;
    if (fit === 'meets') return `${base} Votre quantité la respecte.`;
    if (fit === 'below')
      return `${base} Veuillez noter qu'elle dépasse la quantité indiquée dans votre demande.`;
    return base;
  },
  origin: (country) => `Origine : ${country}.`,
  grade: (grade) => `Qualité : ${grade}.`,
  specs: (list) => `Spécifications : ${list}.`,
  certificationsHeld: (list) => `Certifications : ${list}.`,
  certificationsToConfirm: (list, count) =>
    count === 1
      ? `Nous vous confirmerons séparément la certification ${list}.`
      : `Nous vous confirmerons séparément les certifications ${list}.`,
  leadTime: (duration, window) =>
    `Délai de livraison : ${duration}.${window ? ` Nous vous confirmerons si nous pouvons respecter votre date de livraison (${window}).` : ''}`,
  deliveryNoted: (window) =>
    `Livraison : nous notons votre délai (${window}) et vous confirmerons le calendrier d'expédition.`,
  packaging(ours, theirs) {
    if (ours && theirs) return `Emballage : ${ours} ; nous notons votre demande (${theirs}).`;
    if (ours) return `Emballage : ${ours}.`;
    return `Emballage : nous notons votre demande (${theirs ?? ''}) et vous la confirmerons.`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted)
      return `Paiement : nous notons votre demande de paiement par ${noted} et vous la confirmerons.`;
    const check = toCheck
      ? ` Nous étudierons la possibilité d'un paiement par ${toCheck} et vous répondrons.`
      : '';
    if (accepted) return `Paiement : nous acceptons ${accepted}.${check}`;
    return `Conditions de paiement : ${ours ?? ''}.${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'Nous proposons des échantillons gratuits.'
      : kind === 'available'
        ? 'Des échantillons sont disponibles sur demande.'
        : "Échantillons : nous vous confirmerons leur disponibilité et les modalités d'envoi.",
  moqToConfirm: 'Quantité minimale de commande : nous vous la confirmerons dans notre cotation.',
  leadTimeToConfirm: 'Délai de livraison : nous vous le confirmerons dans notre cotation.',
  paymentToConfirm: 'Conditions de paiement : nous vous les confirmerons dans notre cotation.',
  certificatesToConfirm: 'Certificats : nous vous confirmerons les certificats que nous pouvons fournir.',
  documents(available, toConfirm) {
    if (available && toConfirm)
      return `Documents : nous pouvons fournir ${available} ; nous vous confirmerons ${toConfirm}.`;
    if (available) return `Documents : nous pouvons fournir ${available} sur demande.`;
    if (toConfirm) return `Documents : nous vous confirmerons ${toConfirm} et le joindrons à notre cotation.`;
    return 'Documents : nous vous enverrons les documents nécessaires avec notre cotation.';
  },
  documentNames: {
    coa: "le certificat d'analyse (COA)",
    sds: 'la fiche de données de sécurité (FDS/MSDS)',
    tds: 'la fiche technique (TDS)',
    origin: "le certificat d'origine",
    phyto: 'le certificat phytosanitaire',
    testReport: "le rapport d'essai",
  },
  packagingToConfirm: "Emballage : nous vous confirmerons les options d'emballage dans notre cotation.",
  targetPrice: (amount) => `Nous notons votre prix cible (${amount}).`,
  ask: (items) => `Afin de préparer une cotation précise, pourriez-vous nous indiquer ${items} ?`,
  askItems: {
    product: 'le produit souhaité',
    quantity: 'la quantité souhaitée',
    destination: 'le port de destination',
    incoterm: "l'Incoterm souhaité (par exemple FOB ou CIF)",
    deliveryWindow: 'la date de livraison souhaitée',
  },
  close: 'Dans l’attente de votre retour, nous restons à votre disposition.',
  signOff: 'Cordialement,',
  team: 'Le service commercial',
  list: (items) => joinList(items, ', ', ' et '),
  quantity: (amount, unit, value) => (unit ? `${amount} ${plural(value, ...UNITS[unit])}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
  duration: (amount, unit, value) =>
    `${amount} ${
      {
        day: plural(value, 'jour', 'jours'),
        week: plural(value, 'semaine', 'semaines'),
        month: 'mois',
      }[unit]
    }`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'sacs', carton: 'cartons', drum: 'fûts' }[kind];
    return [noun, material, weight && weightUnit ? `de ${weight} ${weightUnit}` : null]
      .filter(Boolean)
      .join(' ');
  },
  bulk: 'en vrac',
  paymentTerms: {
    'Letter of credit': 'lettre de crédit (L/C)',
    'Telegraphic transfer': 'virement bancaire (T/T)',
    'Advance payment': 'paiement anticipé',
    'Cash against documents': 'paiement contre documents (CAD)',
    'Documents against payment': 'documents contre paiement (D/P)',
    'Documents against acceptance': 'documents contre acceptation (D/A)',
  },
  net: (days) => `paiement à ${days} jours`,
  certifications: { Organic: 'bio', 'Fair Trade': 'commerce équitable (Fair Trade)' },
  countries: {
    India: 'Inde',
    'Sri Lanka': 'Sri Lanka',
    Vietnam: 'Viêt Nam',
    Indonesia: 'Indonésie',
    China: 'Chine',
    Bangladesh: 'Bangladesh',
    Nepal: 'Népal',
    Egypt: 'Égypte',
    Turkey: 'Turquie',
    Brazil: 'Brésil',
  },
};
