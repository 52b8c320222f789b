import type { Language } from '../../language.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { pt } from './pt.ts';
import type { Phrases } from './types.ts';
import { zh } from './zh.ts';

/** The sales-desk wording of every reply language. */
export const PHRASES: Readonly<Record<Language, Phrases>> = { en, hi, es, fr, de, pt, ar, zh };

export type {
  FixedPaymentTerm,
  KnownCountry,
  MissingItem,
  Pack,
  PackKind,
  PaymentLine,
  Phrases,
} from './types.ts';
