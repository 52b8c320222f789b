// Public API of the engine: pure functions only (no I/O, no network), safe to run anywhere.
export { LANGUAGES, LANGUAGE_NAMES, detectLanguage, type Language } from './language.ts';
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
export { QUANTITY_UNITS } from './facts.ts';
export {
  CATEGORIES,
  GLOSSARY,
  displayName,
  findGlossaryTerms,
  foldText,
  type Category,
  type GlossaryEntry,
} from './glossary.ts';
export {
  certificationCovers,
  extractContextFacts,
  numbersIn,
  type ContextLeadTime,
  type ContextMoq,
  type ContextPrice,
  type Currency,
  type DurationUnit,
  type ProductContextFacts,
} from './context.ts';
export {
  MAX_INPUT_CHARACTERS,
  MAX_REPLY_CHARACTERS,
  composeReply,
  type ComposedReply,
  type InquiryForm,
  type MissingItem,
  type QuestionTopic,
  type ReplyInput,
} from './reply/compose.ts';
export { draftProblems } from './reply/faithful.ts';
export {
  detectQuestions,
  QUESTION_TOPICS,
  type AskedQuestions,
  type DocumentKind,
} from './reply/questions.ts';
export {
  MAX_QUERY_CHARS,
  ProductIndex,
  type IndexedProduct,
  type MatchScope,
  type ProductMatch,
} from './match/product-index.ts';
// The matching rules every backend shares (the api's Postgres repository among them).
export {
  FIELDS,
  analyzeSearch,
  candidateOf,
  candidateTerms,
  expansion,
  nameNorm,
  planQuery,
  rankHits,
  searchDocument,
  statisticsLookups,
  type Candidate,
  type CandidateTerm,
  type Expansion,
  type Field,
  type QueryPlan,
  type SearchDocument,
  type TermStatistics,
} from './match/ranking.ts';
export { editDistance } from './match/spelling.ts';
export {
  analyzeQuery,
  type CategoryMatch,
  type ConceptEvidence,
  type ConceptMatch,
  type QueryAnalysis,
  type QueryTerm,
} from './match/query.ts';
export {
  categoryToken,
  conceptToken,
  descConceptToken,
  productConcepts,
  relatedToken,
  type ProductConcepts,
  type ProductText,
} from './match/concepts.ts';
export { FALLBACK_ANSWER, answerChat, type ChatAnswer } from './chat/answer.ts';
export { KNOWLEDGE, type KnowledgeEntry } from './chat/knowledge.ts';
