// The sales-desk wording of one reply language. Templates carry no digits and no number words:
// every number in a reply is a span of the inquiry or of the product context, quoted as written.
import type { DurationUnit } from '../../context.ts';
import type { Certification, Incoterm, PaymentTerm, QuantityUnit } from '../../facts.ts';
import type { DocumentKind } from '../questions.ts';

export type MissingItem = 'destination' | 'incoterm' | 'quantity' | 'deliveryWindow' | 'product';

export type FixedPaymentTerm = Exclude<PaymentTerm, `Net ${number}`>;

/** Packs the composer can name in every language; anything else is quoted as the context wrote it. */
export type PackKind = 'bag' | 'carton' | 'drum';

/** Countries of origin with a name in every reply language; others are quoted as written. */
export type KnownCountry =
  | 'India'
  | 'Sri Lanka'
  | 'Vietnam'
  | 'Indonesia'
  | 'China'
  | 'Bangladesh'
  | 'Nepal'
  | 'Egypt'
  | 'Turkey'
  | 'Brazil';

export interface Pack {
  /** "25" as written, with its unit, or null for "jute bags". */
  weight: string | null;
  weightUnit: 'kg' | 'lb' | 'g' | null;
  /** A material acronym kept as written ("PP", "HDPE"), or null. */
  material: string | null;
  kind: PackKind;
}

export interface PaymentLine {
  /** The supplier's terms (from the context). */
  ours: string | null;
  /** Buyer's terms that the context also lists. */
  accepted: string | null;
  /** Buyer's terms the context does not list: checked, never promised. */
  toCheck: string | null;
  /** Buyer's terms when the context says nothing about payment. */
  noted: string | null;
}

export interface Phrases {
  greeting: string;
  /** The opening thanks; `empty` when the inquiry says nothing readable. */
  thanks(args: {
    product: string | null;
    quantity: string | null;
    terms: string | null;
    empty: boolean;
  }): string;
  /** The buyer's Incoterm and destination as one phrase ("CIF Rotterdam", "to Rotterdam"). */
  terms(incoterm: Incoterm | null, destination: string | null): string | null;
  offerIntro: string;
  /** No usable context: the team confirms price and terms. */
  teamWillConfirm(product: string | null): string;
  price(amount: string, basis: string | null): string;
  /** Appended to the price when the buyer asked for another basis ("CIF Rotterdam"). */
  priceOtherBasis(basis: string): string;
  priceToConfirm: string;
  moq(quantity: string, fit: 'meets' | 'below' | null): string;
  origin(country: string): string;
  grade(grade: string): string;
  specs(list: string): string;
  certificationsHeld(list: string): string;
  certificationsToConfirm(list: string, count: number): string;
  leadTime(duration: string, window: string | null): string;
  deliveryNoted(window: string): string;
  packaging(ours: string | null, theirs: string | null): string;
  payment(line: PaymentLine): string;
  samples(kind: 'free' | 'available' | 'toConfirm'): string;
  /** Answers to a question the context cannot answer: the team confirms it. */
  moqToConfirm: string;
  leadTimeToConfirm: string;
  paymentToConfirm: string;
  certificatesToConfirm: string;
  /** Documents the context lists (available) and the ones asked for that it does not (to confirm). */
  documents(available: string | null, toConfirm: string | null): string;
  documentNames: Record<DocumentKind, string>;
  packagingToConfirm: string;
  /** The buyer's target price, quoted as given. */
  targetPrice(amount: string): string;
  ask(items: string): string;
  askItems: Record<MissingItem, string>;
  close: string;
  signOff: string;
  team: string;
  list(items: readonly string[]): string;
  quantity(amount: string, unit: QuantityUnit | null, value: number): string;
  /** "USD 1,150–1,250" + this: " per MT", "/吨". */
  perUnit(unit: QuantityUnit): string;
  duration(amount: string, unit: DurationUnit, value: number): string;
  pack(pack: Pack): string;
  bulk: string;
  paymentTerms: Record<FixedPaymentTerm, string>;
  net(days: string): string;
  certifications: Partial<Record<Certification, string>>;
  countries: Record<KnownCountry, string>;
}

/** "a, b and c" with the language's conjunction. */
export function joinList(items: readonly string[], separator: string, last: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(separator)}${last}${items[items.length - 1] ?? ''}`;
}

/** E/F-terms (EXW, FCA, FAS, FOB) name the place of departure; C/D-terms name the destination. */
export function namesOrigin(incoterm: Incoterm): boolean {
  return incoterm === 'EXW' || incoterm === 'FCA' || incoterm === 'FAS' || incoterm === 'FOB';
}
