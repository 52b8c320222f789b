import type { QuantityUnit } from '../../facts.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

// Indian export desks write Hindi with the trade terms (FOB, MOQ, L/C) kept in English.
const UNITS: Record<QuantityUnit, readonly [one: string, many: string]> = {
  MT: ['मीट्रिक टन', 'मीट्रिक टन'],
  kg: ['किलो', 'किलो'],
  g: ['ग्राम', 'ग्राम'],
  ton: ['टन', 'टन'],
  lb: ['पाउंड', 'पाउंड'],
  container: ['कंटेनर', 'कंटेनर'],
  bag: ['बोरी', 'बोरी'],
  piece: ['पीस', 'पीस'],
  unit: ['यूनिट', 'यूनिट'],
  set: ['सेट', 'सेट'],
  pair: ['जोड़ी', 'जोड़ी'],
  dozen: ['दर्जन', 'दर्जन'],
  roll: ['रोल', 'रोल'],
  carton: ['कार्टन', 'कार्टन'],
  box: ['बॉक्स', 'बॉक्स'],
  drum: ['ड्रम', 'ड्रम'],
  bottle: ['बोतल', 'बोतल'],
  pallet: ['पैलेट', 'पैलेट'],
  bale: ['गांठ', 'गांठ'],
  litre: ['लीटर', 'लीटर'],
  gallon: ['गैलन', 'गैलन'],
  m: ['मीटर', 'मीटर'],
  yd: ['गज', 'गज'],
  sqm: ['वर्ग मीटर', 'वर्ग मीटर'],
  sqft: ['वर्ग फुट', 'वर्ग फुट'],
  carat: ['कैरेट', 'कैरेट'],
  quintal: ['क्विंटल', 'क्विंटल'],
  vial: ['वायल', 'वायल'],
  strip: ['स्ट्रिप', 'स्ट्रिप'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' प्रति मीट्रिक टन',
  kg: ' प्रति किलो',
  g: ' प्रति ग्राम',
  ton: ' प्रति टन',
  lb: ' प्रति पाउंड',
  container: ' प्रति कंटेनर',
  bag: ' प्रति बोरी',
  piece: ' प्रति पीस',
  unit: ' प्रति यूनिट',
  set: ' प्रति सेट',
  pair: ' प्रति जोड़ी',
  dozen: ' प्रति दर्जन',
  roll: ' प्रति रोल',
  carton: ' प्रति कार्टन',
  box: ' प्रति बॉक्स',
  drum: ' प्रति ड्रम',
  bottle: ' प्रति बोतल',
  pallet: ' प्रति पैलेट',
  bale: ' प्रति गांठ',
  litre: ' प्रति लीटर',
  gallon: ' प्रति गैलन',
  m: ' प्रति मीटर',
  yd: ' प्रति गज',
  sqm: ' प्रति वर्ग मीटर',
  sqft: ' प्रति वर्ग फुट',
  carat: ' प्रति कैरेट',
  quintal: ' प्रति क्विंटल',
  vial: ' प्रति वायल',
  strip: ' प्रति स्ट्रिप',
};

export const hi: Phrases = {
  greeting: 'नमस्कार,',
  thanks({ product, quantity, terms, empty }) {
    if (empty) return product ? `${product} में आपकी रुचि के लिए धन्यवाद।` : 'आपके संदेश के लिए धन्यवाद।';
    const subject = quantity && product ? `${quantity} ${product}` : (product ?? quantity);
    const tail = terms ? ` (${terms})` : '';
    return subject
      ? `${subject}${tail} के बारे में आपकी पूछताछ के लिए धन्यवाद।`
      : `आपकी पूछताछ${tail} के लिए धन्यवाद।`;
  },
  terms(incoterm, destination) {
    const to = destination ? `${destination} तक डिलीवरी` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}, ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: 'हमारा प्रस्ताव इस प्रकार है:',
  teamWillConfirm: (product) =>
    product
      ? `हमारी टीम जल्द ही ${product} की कीमत और शर्तों की पुष्टि करेगी।`
      : 'हमारी टीम जल्द ही कीमत और शर्तों की पुष्टि करेगी।',
  price: (amount, basis) => `कीमत: ${amount}${basis ? `, ${basis}` : ''}।`,
  priceOtherBasis: (basis) => ` ${basis} कीमत की पुष्टि हम भाड़ा जाँचने के बाद करेंगे।`,
  priceToConfirm: 'कीमत: हम अपने कोटेशन में इसकी पुष्टि करेंगे।',
  moq(quantity, fit) {
    const base = `न्यूनतम ऑर्डर (MOQ): ${quantity}।`;
    if (fit === 'meets') return `${base} आपकी मात्रा इसके अनुरूप है।`;
    if (fit === 'below') return `${base} कृपया ध्यान दें कि यह आपकी बताई गई मात्रा से अधिक है।`;
    return base;
  },
  origin: (country) => `मूल देश: ${country}।`,
  grade: (grade) => `ग्रेड: ${grade}।`,
  specs: (list) => `विनिर्देश: ${list}।`,
  certificationsHeld: (list) => `प्रमाणन: ${list}।`,
  certificationsToConfirm: (list) => `${list} प्रमाणन की पुष्टि हम अलग से करेंगे।`,
  leadTime: (duration, window) =>
    `लीड टाइम: ${duration}।${window ? ` आपकी डिलीवरी तिथि (${window}) पूरी हो सकेगी या नहीं, इसकी पुष्टि हम करेंगे।` : ''}`,
  deliveryNoted: (window) =>
    `डिलीवरी: आपकी आवश्यकता (${window}) नोट कर ली गई है; शिपमेंट शेड्यूल की पुष्टि हम करेंगे।`,
  packaging(ours, theirs) {
    if (ours && theirs) return `पैकिंग: ${ours}; आपका अनुरोध (${theirs}) नोट कर लिया गया है।`;
    if (ours) return `पैकिंग: ${ours}।`;
    return `पैकिंग: आपका अनुरोध (${theirs ?? ''}) नोट कर लिया गया है, हम पुष्टि करेंगे।`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted) return `भुगतान: ${noted} द्वारा भुगतान का आपका अनुरोध नोट कर लिया गया है, हम पुष्टि करेंगे।`;
    const check = toCheck ? ` ${toCheck} की संभावना जाँचकर हम बताएँगे।` : '';
    if (accepted) return `भुगतान: ${accepted} हमें स्वीकार्य है।${check}`;
    return `भुगतान की शर्तें: ${ours ?? ''}।${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'निःशुल्क नमूने उपलब्ध हैं।'
      : kind === 'available'
        ? 'अनुरोध पर नमूने उपलब्ध हैं।'
        : 'नमूने: उपलब्धता और भेजने के विवरण की पुष्टि हम करेंगे।',
  moqToConfirm: 'न्यूनतम ऑर्डर (MOQ): इसकी पुष्टि हम अपने कोटेशन में करेंगे।',
  leadTimeToConfirm: 'लीड टाइम: इसकी पुष्टि हम अपने कोटेशन में करेंगे।',
  paymentToConfirm: 'भुगतान की शर्तें: इनकी पुष्टि हम अपने कोटेशन में करेंगे।',
  certificatesToConfirm: 'प्रमाणपत्र: हम कौन-से प्रमाणपत्र दे सकते हैं, इसकी पुष्टि हम करेंगे।',
  documents(available, toConfirm) {
    if (available && toConfirm)
      return `दस्तावेज़: ${available} उपलब्ध हैं; ${toConfirm} की पुष्टि हम करेंगे।`;
    if (available) return `दस्तावेज़: अनुरोध पर ${available} उपलब्ध हैं।`;
    if (toConfirm) return `दस्तावेज़: ${toConfirm} की पुष्टि करके हम इसे अपने कोटेशन के साथ भेजेंगे।`;
    return 'दस्तावेज़: आवश्यक दस्तावेज़ हम अपने कोटेशन के साथ भेजेंगे।';
  },
  documentNames: {
    coa: 'विश्लेषण प्रमाणपत्र (COA)',
    sds: 'सुरक्षा डेटा शीट (MSDS/SDS)',
    tds: 'तकनीकी डेटा शीट (TDS)',
    origin: 'उत्पत्ति प्रमाणपत्र (Certificate of Origin)',
    phyto: 'फाइटोसैनिटरी प्रमाणपत्र',
    testReport: 'परीक्षण रिपोर्ट',
  },
  packagingToConfirm: 'पैकिंग: पैकिंग के विकल्पों की पुष्टि हम अपने कोटेशन में करेंगे।',
  targetPrice: (amount) => `आपकी लक्षित कीमत (${amount}) नोट कर ली गई है।`,
  ask: (items) => `सटीक कोटेशन तैयार करने के लिए कृपया ${items} बताएँ।`,
  askItems: {
    product: 'आपको कौन-सा उत्पाद चाहिए',
    quantity: 'आवश्यक मात्रा',
    destination: 'गंतव्य बंदरगाह',
    incoterm: 'पसंदीदा Incoterm (जैसे FOB या CIF)',
    deliveryWindow: 'डिलीवरी की अपेक्षित तिथि',
  },
  close: 'आपके उत्तर की प्रतीक्षा रहेगी।',
  signOff: 'सादर,',
  team: 'बिक्री टीम',
  list: (items) => joinList(items, ', ', ' और '),
  quantity: (amount, unit) => (unit ? `${amount} ${UNITS[unit][0]}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
  duration: (amount, unit, value) =>
    `${amount} ${{ day: 'दिन', week: 'सप्ताह', month: value === 1 ? 'महीना' : 'महीने' }[unit]}`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'बैग', carton: 'कार्टन', drum: 'ड्रम' }[kind];
    const unit = weightUnit ? { kg: 'किलो', lb: 'पाउंड', g: 'ग्राम' }[weightUnit] : null;
    return [weight && unit ? `${weight} ${unit} के` : null, material, noun].filter(Boolean).join(' ');
  },
  bulk: 'बल्क (खुला)',
  paymentTerms: {
    'Letter of credit': 'साख पत्र (L/C)',
    'Telegraphic transfer': 'बैंक ट्रांसफ़र (T/T)',
    'Advance payment': 'अग्रिम भुगतान',
    'Cash against documents': 'दस्तावेज़ों के बदले भुगतान (CAD)',
    'Documents against payment': 'भुगतान पर दस्तावेज़ (D/P)',
    'Documents against acceptance': 'स्वीकृति पर दस्तावेज़ (D/A)',
  },
  net: (days) => `${days} दिन का क्रेडिट`,
  certifications: { Organic: 'जैविक (Organic)', Halal: 'हलाल (Halal)' },
  countries: {
    India: 'भारत',
    'Sri Lanka': 'श्रीलंका',
    Vietnam: 'वियतनाम',
    Indonesia: 'इंडोनेशिया',
    China: 'चीन',
    Bangladesh: 'बांग्लादेश',
    Nepal: 'नेपाल',
    Egypt: 'मिस्र',
    Turkey: 'तुर्की',
    Brazil: 'ब्राज़ील',
  },
};
