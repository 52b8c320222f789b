// Public API of the engine: pure functions only (no I/O, no network), safe to run anywhere.
export { LANGUAGES, detectLanguage, type Language } from './language.ts';
export {
  extractFacts,
  normaliseDigits,
  parseNumberToken,
  type Certification,
  type Incoterm,
  type PaymentTerm,
  type Quantity,
  type QuantityUnit,
  type TradeFacts,
} from './facts.ts';
export {
  CATEGORIES,
  GLOSSARY,
  displayName,
  findGlossaryTerms,
  foldText,
  type Category,
  type GlossaryEntry,
} from './glossary.ts';
