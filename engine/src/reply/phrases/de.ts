import type { QuantityUnit } from '../../facts.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

const UNITS: Record<QuantityUnit, readonly [one: string, many: string]> = {
  MT: ['Tonne', 'Tonnen'],
  kg: ['kg', 'kg'],
  g: ['g', 'g'],
  ton: ['Tonne', 'Tonnen'],
  lb: ['Pfund', 'Pfund'],
  container: ['Container', 'Container'],
  bag: ['Sack', 'Säcke'],
  piece: ['Stück', 'Stück'],
  unit: ['Einheit', 'Einheiten'],
  set: ['Set', 'Sets'],
  pair: ['Paar', 'Paar'],
  dozen: ['Dutzend', 'Dutzend'],
  roll: ['Rolle', 'Rollen'],
  carton: ['Karton', 'Kartons'],
  box: ['Schachtel', 'Schachteln'],
  drum: ['Fass', 'Fässer'],
  bottle: ['Flasche', 'Flaschen'],
  pallet: ['Palette', 'Paletten'],
  bale: ['Ballen', 'Ballen'],
  litre: ['Liter', 'Liter'],
  gallon: ['Gallone', 'Gallonen'],
  m: ['Meter', 'Meter'],
  yd: ['Yard', 'Yard'],
  sqm: ['Quadratmeter', 'Quadratmeter'],
  sqft: ['Quadratfuß', 'Quadratfuß'],
  carat: ['Karat', 'Karat'],
  quintal: ['Doppelzentner', 'Doppelzentner'],
  vial: ['Durchstechflasche', 'Durchstechflaschen'],
  strip: ['Streifen', 'Streifen'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' pro Tonne',
  kg: ' pro kg',
  g: ' pro g',
  ton: ' pro Tonne',
  lb: ' pro Pfund',
  container: ' pro Container',
  bag: ' pro Sack',
  piece: ' pro Stück',
  unit: ' pro Einheit',
  set: ' pro Set',
  pair: ' pro Paar',
  dozen: ' pro Dutzend',
  roll: ' pro Rolle',
  carton: ' pro Karton',
  box: ' pro Schachtel',
  drum: ' pro Fass',
  bottle: ' pro Flasche',
  pallet: ' pro Palette',
  bale: ' pro Ballen',
  litre: ' pro Liter',
  gallon: ' pro Gallone',
  m: ' pro Meter',
  yd: ' pro Yard',
  sqm: ' pro Quadratmeter',
  sqft: ' pro Quadratfuß',
  carat: ' pro Karat',
  quintal: ' pro Doppelzentner',
  vial: ' pro Durchstechflasche',
  strip: ' pro Streifen',
};

export const de: Phrases = {
  greeting: 'Sehr geehrte Damen und Herren,',
  thanks({ product, quantity, terms, empty }) {
    if (empty)
      return product ? `vielen Dank für Ihr Interesse an ${product}.` : 'vielen Dank für Ihre Nachricht.';
    const subject =
      quantity && product
        ? `über ${quantity} ${product}`
        : product
          ? `zu ${product}`
          : quantity
            ? `über ${quantity}`
            : null;
    const tail = terms ? ` (${terms})` : '';
    return subject
      ? `vielen Dank für Ihre Anfrage ${subject}${tail}.`
      : `vielen Dank für Ihre Anfrage${tail}.`;
  },
  terms(incoterm, destination) {
    const to = destination ? `Lieferung nach ${destination}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}, ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: 'Gerne unterbreiten wir Ihnen folgendes Angebot:',
  teamWillConfirm: (product) =>
    product
      ? `Unser Team bestätigt Ihnen in Kürze Preis und Konditionen für ${product}.`
      : 'Unser Team bestätigt Ihnen in Kürze Preis und Konditionen.',
  price: (amount, basis) => `Preis: ${amount}${basis ? `, ${basis}` : ''}.`,
  priceOtherBasis: (basis) => ` Den Preis ${basis} bestätigen wir nach Prüfung der Frachtkosten.`,
  priceToConfirm: 'Preis: Diesen bestätigen wir Ihnen mit unserem Angebot.',
  moq(quantity, fit) {
    const base = `Mindestbestellmenge: ${quantity}.`;
    if (fit === 'meets') return `${base} Ihre Menge erfüllt diese.`;
    if (fit === 'below')
      return `${base} Bitte beachten Sie, dass diese über der in Ihrer Anfrage genannten Menge liegt.`;
    return base;
  },
  origin: (country) => `Herkunft: ${country}.`,
  grade: (grade) => `Qualität: ${grade}.`,
  specs: (list) => `Spezifikation: ${list}.`,
  certificationsHeld: (list) => `Zertifizierungen: ${list}.`,
  certificationsToConfirm: (list, count) =>
    count === 1
      ? `Die Zertifizierung ${list} bestätigen wir Ihnen gesondert.`
      : `Die Zertifizierungen ${list} bestätigen wir Ihnen gesondert.`,
  leadTime: (duration, window) =>
    `Lieferzeit: ${duration}.${window ? ` Ob wir Ihren Liefertermin (${window}) einhalten können, bestätigen wir Ihnen.` : ''}`,
  deliveryNoted: (window) =>
    `Lieferung: Ihren Termin (${window}) haben wir notiert; den Verschiffungsplan bestätigen wir Ihnen.`,
  packaging(ours, theirs) {
    if (ours && theirs) return `Verpackung: ${ours}; Ihren Wunsch (${theirs}) haben wir notiert.`;
    if (ours) return `Verpackung: ${ours}.`;
    return `Verpackung: Ihren Wunsch (${theirs ?? ''}) haben wir notiert und bestätigen ihn Ihnen.`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted)
      return `Zahlung: Ihren Wunsch nach Zahlung per ${noted} haben wir notiert und bestätigen ihn Ihnen.`;
    const check = toCheck ? ` Die Zahlung per ${toCheck} prüfen wir und geben Ihnen Bescheid.` : '';
    if (accepted) return `Zahlung: Wir akzeptieren die Zahlung per ${accepted}.${check}`;
    return `Zahlungsbedingungen: ${ours ?? ''}.${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'Wir bieten kostenlose Muster an.'
      : kind === 'available'
        ? 'Muster sind auf Anfrage erhältlich.'
        : 'Muster: Verfügbarkeit und Versand bestätigen wir Ihnen.',
  moqToConfirm: 'Mindestbestellmenge: Diese bestätigen wir Ihnen mit unserem Angebot.',
  leadTimeToConfirm: 'Lieferzeit: Diese bestätigen wir Ihnen mit unserem Angebot.',
  paymentToConfirm: 'Zahlungsbedingungen: Diese bestätigen wir Ihnen mit unserem Angebot.',
  certificatesToConfirm: 'Zertifikate: Wir bestätigen Ihnen, welche Zertifikate wir vorlegen können.',
  documents(available, toConfirm) {
    if (available && toConfirm)
      return `Unterlagen: Verfügbar sind ${available}; ${toConfirm} bestätigen wir Ihnen gesondert.`;
    if (available) return `Unterlagen: ${available} senden wir Ihnen auf Anfrage.`;
    if (toConfirm) return `Unterlagen: ${toConfirm} bestätigen wir Ihnen und senden es mit unserem Angebot.`;
    return 'Unterlagen: Die benötigten Dokumente senden wir Ihnen mit unserem Angebot.';
  },
  documentNames: {
    coa: 'Analysenzertifikat (COA)',
    sds: 'Sicherheitsdatenblatt (SDB/MSDS)',
    tds: 'technisches Datenblatt (TDS)',
    origin: 'Ursprungszeugnis',
    phyto: 'Pflanzengesundheitszeugnis',
    testReport: 'Prüfbericht',
  },
  packagingToConfirm: 'Verpackung: Die Verpackungsoptionen bestätigen wir Ihnen mit unserem Angebot.',
  targetPrice: (amount) => `Ihren Zielpreis (${amount}) haben wir notiert.`,
  ask: (items) => `Für ein genaues Angebot teilen Sie uns bitte ${items} mit.`,
  askItems: {
    product: 'das gewünschte Produkt',
    quantity: 'die benötigte Menge',
    destination: 'den Bestimmungshafen',
    incoterm: 'den gewünschten Incoterm (zum Beispiel FOB oder CIF)',
    deliveryWindow: 'den gewünschten Liefertermin',
  },
  close: 'Wir freuen uns auf Ihre Rückmeldung.',
  signOff: 'Mit freundlichen Grüßen',
  team: 'Ihr Vertriebsteam',
  list: (items) => joinList(items, ', ', ' und '),
  quantity: (amount, unit, value) => (unit ? `${amount} ${plural(value, ...UNITS[unit])}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
  duration: (amount, unit, value) =>
    `${amount} ${
      {
        day: plural(value, 'Tag', 'Tage'),
        week: plural(value, 'Woche', 'Wochen'),
        month: plural(value, 'Monat', 'Monate'),
      }[unit]
    }`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'Säcke', carton: 'Kartons', drum: 'Fässer' }[kind];
    const named = material ? `${material}-${noun}` : noun;
    return weight && weightUnit ? `${named} à ${weight} ${weightUnit}` : named;
  },
  bulk: 'lose (Schüttgut)',
  paymentTerms: {
    'Letter of credit': 'Akkreditiv (L/C)',
    'Telegraphic transfer': 'Banküberweisung (T/T)',
    'Advance payment': 'Vorauskasse',
    'Cash against documents': 'Kasse gegen Dokumente (CAD)',
    'Documents against payment': 'Dokumente gegen Zahlung (D/P)',
    'Documents against acceptance': 'Dokumente gegen Akzept (D/A)',
  },
  net: (days) => `Zahlungsziel ${days} Tage netto`,
  certifications: { Organic: 'Bio' },
  countries: {
    India: 'Indien',
    'Sri Lanka': 'Sri Lanka',
    Vietnam: 'Vietnam',
    Indonesia: 'Indonesien',
    China: 'China',
    Bangladesh: 'Bangladesch',
    Nepal: 'Nepal',
    Egypt: 'Ägypten',
    Turkey: 'Türkei',
    Brazil: 'Brasilien',
  },
};
