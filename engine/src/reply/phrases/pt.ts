import type { QuantityUnit } from '../../facts.ts';
import { type Phrases, joinList, namesOrigin } from './types.ts';

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

const UNITS: Record<QuantityUnit, readonly [one: string, many: string]> = {
  MT: ['tonelada', 'toneladas'],
  kg: ['kg', 'kg'],
  g: ['g', 'g'],
  ton: ['tonelada', 'toneladas'],
  lb: ['libra', 'libras'],
  container: ['contêiner', 'contêineres'],
  bag: ['saco', 'sacos'],
  piece: ['peça', 'peças'],
  unit: ['unidade', 'unidades'],
  set: ['jogo', 'jogos'],
  pair: ['par', 'pares'],
  dozen: ['dúzia', 'dúzias'],
  roll: ['rolo', 'rolos'],
  carton: ['caixa de papelão', 'caixas de papelão'],
  box: ['caixa', 'caixas'],
  drum: ['tambor', 'tambores'],
  bottle: ['garrafa', 'garrafas'],
  pallet: ['palete', 'paletes'],
  bale: ['fardo', 'fardos'],
  litre: ['litro', 'litros'],
  gallon: ['galão', 'galões'],
  m: ['metro', 'metros'],
  yd: ['jarda', 'jardas'],
  sqm: ['metro quadrado', 'metros quadrados'],
  sqft: ['pé quadrado', 'pés quadrados'],
  carat: ['quilate', 'quilates'],
  quintal: ['quintal', 'quintais'],
  vial: ['frasco-ampola', 'frascos-ampola'],
  strip: ['cartela', 'cartelas'],
};

const PER_UNIT: Record<QuantityUnit, string> = {
  MT: ' por tonelada',
  kg: ' por kg',
  g: ' por g',
  ton: ' por tonelada',
  lb: ' por libra',
  container: ' por contêiner',
  bag: ' por saco',
  piece: ' por peça',
  unit: ' por unidade',
  set: ' por jogo',
  pair: ' por par',
  dozen: ' por dúzia',
  roll: ' por rolo',
  carton: ' por caixa de papelão',
  box: ' por caixa',
  drum: ' por tambor',
  bottle: ' por garrafa',
  pallet: ' por palete',
  bale: ' por fardo',
  litre: ' por litro',
  gallon: ' por galão',
  m: ' por metro',
  yd: ' por jarda',
  sqm: ' por metro quadrado',
  sqft: ' por pé quadrado',
  carat: ' por quilate',
  quintal: ' por quintal',
  vial: ' por frasco-ampola',
  strip: ' por cartela',
};

export const pt: Phrases = {
  greeting: 'Prezados senhores,',
  thanks({ product, quantity, terms, empty }) {
    if (empty) return product ? `Agradecemos o seu interesse em ${product}.` : 'Agradecemos a sua mensagem.';
    const subject = quantity && product ? `${quantity} de ${product}` : (product ?? quantity);
    const tail = terms ? ` (${terms})` : '';
    return subject
      ? `Agradecemos a sua solicitação de cotação de ${subject}${tail}.`
      : `Agradecemos a sua solicitação de cotação${tail}.`;
  },
  terms(incoterm, destination) {
    const to = destination ? `com destino a ${destination}` : null;
    // FOB Rotterdam would name Rotterdam as the port of loading: an E/F-term's place is the origin.
    if (incoterm && to) return namesOrigin(incoterm) ? `${incoterm}, ${to}` : `${incoterm} ${destination}`;
    return to ?? incoterm;
  },
  offerIntro: 'Segue a nossa oferta:',
  teamWillConfirm: (product) =>
    product
      ? `A nossa equipe confirmará em breve o preço e as condições para a sua solicitação de ${product}.`
      : 'A nossa equipe confirmará em breve o preço e as condições.',
  price: (amount, basis) => `Preço: ${amount}${basis ? `, ${basis}` : ''}.`,
  priceOtherBasis: (basis) => ` Confirmaremos o preço ${basis} após verificar o frete.`,
  priceToConfirm: 'Preço: será confirmado na nossa cotação.',
  moq(quantity, fit) {
    const base = `Pedido mínimo: ${quantity}.`;
    if (fit === 'meets') return `${base} A sua quantidade atende a este mínimo.`;
    if (fit === 'below')
      return `${base} Observe que este mínimo é superior à quantidade indicada na sua solicitação.`;
    return base;
  },
  origin: (country) => `Origem: ${country}.`,
  grade: (grade) => `Classificação: ${grade}.`,
  specs: (list) => `Especificação: ${list}.`,
  certificationsHeld: (list) => `Certificações: ${list}.`,
  certificationsToConfirm: (list, count) =>
    count === 1
      ? `Confirmaremos separadamente a certificação ${list}.`
      : `Confirmaremos separadamente as certificações ${list}.`,
  leadTime: (duration, window) =>
    `Prazo de entrega: ${duration}.${window ? ` Confirmaremos se podemos atender ao seu prazo de entrega (${window}).` : ''}`,
  deliveryNoted: (window) =>
    `Entrega: anotamos o seu prazo (${window}) e confirmaremos o cronograma de embarque.`,
  packaging(ours, theirs) {
    if (ours && theirs) return `Embalagem: ${ours}; anotamos o seu pedido (${theirs}).`;
    if (ours) return `Embalagem: ${ours}.`;
    return `Embalagem: anotamos o seu pedido (${theirs ?? ''}) e confirmaremos.`;
  },
  payment({ ours, accepted, toCheck, noted }) {
    if (noted) return `Pagamento: anotamos o seu pedido de pagamento por ${noted} e confirmaremos.`;
    const check = toCheck ? ` Vamos verificar a opção de ${toCheck} e confirmaremos.` : '';
    if (accepted) return `Pagamento: aceitamos ${accepted}.${check}`;
    return `Condições de pagamento: ${ours ?? ''}.${check}`;
  },
  samples: (kind) =>
    kind === 'free'
      ? 'Oferecemos amostras grátis.'
      : kind === 'available'
        ? 'Temos amostras disponíveis mediante solicitação.'
        : 'Amostras: confirmaremos a disponibilidade e o envio.',
  moqToConfirm: 'Pedido mínimo: confirmaremos na nossa cotação.',
  leadTimeToConfirm: 'Prazo de entrega: confirmaremos na nossa cotação.',
  paymentToConfirm: 'Condições de pagamento: confirmaremos na nossa cotação.',
  certificatesToConfirm: 'Certificados: confirmaremos quais certificados podemos fornecer.',
  documents(available, toConfirm) {
    if (available && toConfirm)
      return `Documentos: podemos fornecer ${available}; confirmaremos ${toConfirm}.`;
    if (available) return `Documentos: podemos fornecer ${available} mediante solicitação.`;
    if (toConfirm) return `Documentos: confirmaremos ${toConfirm} e enviaremos com a nossa cotação.`;
    return 'Documentos: enviaremos a documentação necessária com a nossa cotação.';
  },
  documentNames: {
    coa: 'certificado de análise (COA)',
    sds: 'ficha de dados de segurança (FDS/MSDS)',
    tds: 'ficha técnica (TDS)',
    origin: 'certificado de origem',
    phyto: 'certificado fitossanitário',
    testReport: 'relatório de ensaio',
  },
  packagingToConfirm: 'Embalagem: confirmaremos as opções de embalagem na nossa cotação.',
  targetPrice: (amount) => `Anotamos o seu preço-alvo (${amount}).`,
  ask: (items) => `Para prepararmos uma cotação exata, poderia nos informar ${items}?`,
  askItems: {
    product: 'o produto desejado',
    quantity: 'a quantidade necessária',
    destination: 'o porto de destino',
    incoterm: 'o Incoterm preferido (por exemplo, FOB ou CIF)',
    deliveryWindow: 'a data de entrega desejada',
  },
  close: 'Aguardamos o seu retorno.',
  signOff: 'Atenciosamente,',
  team: 'Equipe comercial',
  list: (items) => joinList(items, ', ', ' e '),
  quantity: (amount, unit, value) => (unit ? `${amount} ${plural(value, ...UNITS[unit])}` : amount),
  perUnit: (unit) => PER_UNIT[unit],
  duration: (amount, unit, value) =>
    `${amount} ${
      {
        day: plural(value, 'dia', 'dias'),
        week: plural(value, 'semana', 'semanas'),
        month: plural(value, 'mês', 'meses'),
      }[unit]
    }`,
  pack({ weight, weightUnit, material, kind }) {
    const noun = { bag: 'sacos', carton: 'caixas de papelão', drum: 'tambores' }[kind];
    return [noun, material, weight && weightUnit ? `de ${weight} ${weightUnit}` : null]
      .filter(Boolean)
      .join(' ');
  },
  bulk: 'a granel',
  paymentTerms: {
    'Letter of credit': 'carta de crédito (L/C)',
    'Telegraphic transfer': 'transferência bancária (T/T)',
    'Advance payment': 'pagamento antecipado',
    'Cash against documents': 'pagamento contra documentos (CAD)',
    'Documents against payment': 'documentos contra pagamento (D/P)',
    'Documents against acceptance': 'documentos contra aceite (D/A)',
  },
  net: (days) => `pagamento em ${days} dias`,
  certifications: { Organic: 'orgânica', 'Fair Trade': 'Comércio Justo (Fair Trade)' },
  countries: {
    India: 'Índia',
    'Sri Lanka': 'Sri Lanka',
    Vietnam: 'Vietnã',
    Indonesia: 'Indonésia',
    China: 'China',
    Bangladesh: 'Bangladesh',
    Nepal: 'Nepal',
    Egypt: 'Egito',
    Turkey: 'Turquia',
    Brazil: 'Brasil',
  },
};
