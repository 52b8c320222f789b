// The inquiry form's fields (POST /v1/inquiries): facts the buyer gave, so a reply never asks for
// them again and may quote their numbers. Read defensively: a field of the wrong type is ignored.
import { INCOTERMS, isOneOf } from 'contracts';
import { UNIT_PATTERNS, type Incoterm, type QuantityUnit } from '../facts.ts';

export interface InquiryForm {
  productName?: string;
  category?: string;
  quantity?: number;
  quantityUnit?: string;
  targetPrice?: number;
  targetCurrency?: string;
  incoterm?: Incoterm;
  destinationCountry?: string;
  destinationPort?: string;
  /** YYYY-MM-DD */
  neededBy?: string;
}

/** The form's facts, cleaned: strings bounded, numbers finite and positive, written as a reply quotes them. */
export interface FormFacts {
  productName: string | null;
  quantity: { value: number; amountText: string; unit: QuantityUnit | null; unitText: string | null } | null;
  /** "USD 1200", the buyer's target price as the reply quotes it. */
  targetPrice: string | null;
  incoterm: Incoterm | null;
  /** The port, else the country, as the form gives it. */
  destination: string | null;
  neededBy: string | null;
  /** Every text the reply may quote from the form (their numbers are the buyer's). */
  quotable: string[];
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || !/[\p{L}\p{N}]/u.test(clean)) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 3 ? cut.slice(0, space) : cut).replace(/[\d.,]+$/u, '').trim() || null;
}

/** A positive finite number written plainly ("5000", "2.5"), never in exponent form. */
function amount(value: unknown): { value: number; text: string } | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1e15) return null;
  // Written exactly as the buyer's number reads ("2.2"), so the reply quotes nothing else.
  const written = String(value);
  return /e/i.test(written) ? null : { value, text: written };
}

/** The quantity unit a form's unit field names ("pcs", "metres", "MT", "sets", "20ft container"). */
export function unitOfField(field: string): QuantityUnit | null {
  const probe = ` ${field.trim()}`;
  for (const { unit, pattern } of UNIT_PATTERNS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(probe);
    if (match && match[0].length === probe.length) return unit;
  }
  if (/container|fcl|集装箱|柜|حاوية|कंटेनर/iu.test(field)) return 'container';
  return null;
}

export function readForm(form: unknown): FormFacts | null {
  if (!form || typeof form !== 'object') return null;
  const fields = form as Record<string, unknown>;
  const productName = text(fields.productName, 60);
  const count = amount(fields.quantity);
  const unitText = text(fields.quantityUnit, 24);
  const unit = unitText ? unitOfField(unitText) : null;
  const price = amount(fields.targetPrice);
  const currency =
    typeof fields.targetCurrency === 'string' && /^[A-Za-z$€£¥₹]{1,4}$/u.test(fields.targetCurrency.trim())
      ? fields.targetCurrency.trim().toUpperCase()
      : null;
  const incoterm =
    typeof fields.incoterm === 'string' && isOneOf(INCOTERMS, fields.incoterm.toUpperCase())
      ? (fields.incoterm.toUpperCase() as Incoterm)
      : null;
  const port = text(fields.destinationPort, 40);
  const country = text(fields.destinationCountry, 40);
  const neededBy = text(fields.neededBy, 30);
  const facts: FormFacts = {
    productName,
    quantity: count ? { value: count.value, amountText: count.text, unit, unitText } : null,
    targetPrice: price ? `${currency ? `${currency} ` : ''}${price.text}` : null,
    incoterm,
    destination: port ?? country,
    neededBy,
    quotable: [],
  };
  facts.quotable = [
    productName,
    count?.text ?? null,
    unitText,
    facts.targetPrice,
    facts.destination,
    neededBy,
  ].filter((value): value is string => value !== null);
  return facts;
}
