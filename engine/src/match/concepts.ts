import { CATEGORIES, GLOSSARY, type Category } from '../glossary.ts';
import { GLOSSARY_BROADER } from '../glossary/data.ts';
import { matchForm } from '../glossary/phrases.ts';
import { categoryToken } from './categories.ts';
import { describedProducts, namedProducts } from './query.ts';
import { vocabulary } from './vocabulary.ts';

/** Index tokens of a glossary product, one prefix per field: named, in the description, broader. */
export const conceptToken = (id: string): string => `~${id}`;
export const descConceptToken = (id: string): string => `^${id}`;
export const relatedToken = (id: string): string => `>${id}`;

const ENTRY_BY_ID = new Map(GLOSSARY.map((entry) => [entry.id, entry]));

/** Every broader product of `id`, nearest first ("denim" → cotton-fabric, cotton). */
export function broaderOf(id: string): string[] {
  const chain: string[] = [];
  for (let next = GLOSSARY_BROADER[id]; next && !chain.includes(next); next = GLOSSARY_BROADER[next]) {
    chain.push(next);
  }
  return chain;
}

// Packaging is not the product: "turmeric in 25 kg jute bags" is not a jute-bag listing.
export const PACKAGING =
  /(?:\d+ (?:kg|kgs|lb|lbs|g) )?(?:new )?(?:pp|hdpe|ldpe|jute|gunny|hessian|paper|kraft|woven|poly|laminated|cotton|cloth|plastic|bopp) (?:bags?|sacks?|bales?|pouch(?:es)?|cartons?|packing|packaging)(?![a-z])/gu;

export interface ProductConcepts {
  /** Products named in the product's name (and grade). */
  name: string[];
  /** Products named only in the description (packaging phrases removed). */
  description: string[];
  /** Broader products of both ("basmati" → rice). */
  related: string[];
  /** The declared category (when it is one of the 12) and the categories of the named products. */
  kinds: Category[];
}

const CATEGORY_BY_FORM = new Map(CATEGORIES.map((category) => [matchForm(category), category]));

export interface ProductText {
  name: string;
  nameForm: string;
  grade: string;
  gradeForm: string;
  description: string;
  descriptionForm: string;
  category: string | null;
}

/** Glossary ids named (by a name or trade code) in a folded text, each once. */
function namedIds(form: string, text: string): string[] {
  if (!form) return [];
  return [...new Set(namedProducts(form, text).hits.map((hit) => hit.value.entry.id))];
}

/**
 * Glossary ids a product name names, or describes by function ("Screw Type Oil Pressing
 * Machine"), each once.
 */
function idsInName(form: string, text: string): string[] {
  if (!form) return [];
  const { hits, stemmed } = namedProducts(form, text);
  const ids = new Set(hits.map((hit) => hit.value.entry.id));
  if (!stemmed.includes(' ')) return [...ids];
  const tokens: { text: string; start: number; end: number }[] = [];
  let at = 0;
  for (const word of stemmed.split(' ')) {
    tokens.push({ text: word, start: at, end: at + word.length });
    at += word.length + 1;
  }
  const covered = new Set<number>();
  tokens.forEach((token, index) => {
    if (hits.some((hit) => token.start < hit.end && token.end > hit.start)) covered.add(index);
  });
  for (const found of describedProducts(tokens, covered)) ids.add(found.id);
  return [...ids];
}

export function productConcepts(product: ProductText): ProductConcepts {
  const nameIds = [
    ...new Set([...idsInName(product.nameForm, product.name), ...namedIds(product.gradeForm, product.grade)]),
  ];
  const descIds = namedIds(product.descriptionForm.replace(PACKAGING, ' '), product.description).filter(
    (id) => !nameIds.includes(id),
  );
  const related = [...new Set([...nameIds, ...descIds].flatMap(broaderOf))].filter(
    (id) => !nameIds.includes(id) && !descIds.includes(id),
  );
  const kinds = new Set<Category>();
  if (product.category) {
    const declared = CATEGORY_BY_FORM.get(matchForm(product.category));
    if (declared) kinds.add(declared);
    else for (const hit of vocabulary().categories.find(product.category)) kinds.add(hit.value);
  }
  for (const id of nameIds) {
    const entry = ENTRY_BY_ID.get(id);
    if (entry) kinds.add(entry.category);
  }
  return { name: nameIds, description: descIds, related, kinds: [...kinds] };
}

export { categoryToken };
