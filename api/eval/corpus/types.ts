// The shapes of Krishika's evaluation corpus (pnpm eval:ai). The corpus is written by hand for the
// evaluation, labelled with what each item gives, asks and lacks, and split once by a hash of its id
// into `tune/` (rules may be tuned on it) and `holdout/` (never read while changing rules).

/** The 8 reply languages. */
export type EvalLanguage = 'en' | 'hi' | 'es' | 'fr' | 'de' | 'pt' | 'ar' | 'zh';

/** The spec's 12 product categories. */
export type EvalCategory =
  | 'Spices & Herbs'
  | 'Textiles & Garments'
  | 'Agricultural Products'
  | 'Chemicals'
  | 'Machinery & Equipment'
  | 'Pharmaceuticals'
  | 'Electronics'
  | 'Automotive Parts'
  | 'Food & Beverages'
  | 'Jewelry & Gems'
  | 'Leather Products'
  | 'Handicrafts';

/** Questions a buyer asks that a reply must answer (from the product context, or "to be confirmed"). */
export type QuestionTopic =
  | 'price'
  | 'moq'
  | 'leadTime'
  | 'paymentTerms'
  | 'samples'
  | 'certificates'
  | 'documents'
  | 'packaging';

/** What a quote needs; a reply asks for these when the inquiry lacks them (the engine's MissingItem). */
export type NeededItem = 'product' | 'quantity' | 'destination' | 'incoterm' | 'deliveryWindow';

/** The inquiry form's fields (POST /v1/inquiries), when the inquiry was posted through the form. */
export interface InquiryFormFields {
  product_name: string;
  category?: EvalCategory;
  quantity: number;
  quantity_unit: string;
  target_price?: number;
  target_currency?: string;
  incoterm?: 'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';
  destination_country: string;
  destination_port?: string;
  /** YYYY-MM-DD */
  needed_by?: string;
}

export interface InquiryCase {
  /** `<lang>-<nnn>`, unique: the split is a hash of it. */
  id: string;
  language: EvalLanguage;
  category: EvalCategory;
  /** What the buyer wrote (the message box when `fields` is present; may then be short). */
  inquiry: string;
  /** Present when the inquiry came through the form: its facts count as given. */
  fields?: InquiryFormFields;
  /** The supplier's product, written as a listing (name, category, price, MOQ, origin, grade,
   * certifications, lead time, packaging, payment terms, samples…); '' when the supplier has none. */
  productContext: string;
  supplierName: string;
  expect: {
    /** Surface forms of the product any of which a good reply in `language` names (case and
     * accents ignored), e.g. ["cúrcuma", "turmeric"]. Empty when the inquiry names no product. */
    product: string[];
    /** The quantity as the buyer gave it, or null: `value` is the number as written ("20", "5,000"),
     * `unitForms` the ways a reply in `language` may write the buyer's unit ("toneladas", "t", "MT").
     * `value` is the number as the buyer wrote it: digits, digits with 万/lakh, or words ("3万",
     * "two hundred and fifty") — never digits the buyer did not write. */
    quantity: { value: string; unitForms: string[] } | null;
    /** Facts the inquiry (or its form) gives, each with surface forms a reply may echo. */
    gives: {
      destination?: string[];
      incoterm?: string;
      deliveryWindow?: string[];
      packaging?: string[];
      paymentTerms?: string[];
    };
    /** The questions the buyer asks. */
    asks: QuestionTopic[];
    /** What a quote needs and neither the inquiry nor its form gives. */
    missing: NeededItem[];
  };
}

/** One product of the matching evaluation's catalog (a supplier's listing). */
export interface MatchProduct {
  /** `m-<category slug>-<nn>`, unique. */
  id: string;
  supplier: string;
  name: string;
  category: EvalCategory;
  description: string;
  origin: string;
  grade?: string;
  certifications: string[];
}

export type MatchQueryKind =
  | 'name' // the product's own words
  | 'synonym' // a trade synonym or local name
  | 'abbreviation' // HLSO, CTC, GSM, API, PCB…
  | 'formula' // TiO2, LiFePO4, NaOH…
  | 'function' // "oil pressing machine"
  | 'translation' // the product named in another of the 8 languages
  | 'misspelling'
  | 'inquiry'; // a whole buyer sentence

export interface MatchQuery {
  /** `q-<nnn>`, unique. */
  id: string;
  language: EvalLanguage;
  kind: MatchQueryKind;
  query: string;
  /** Catalog ids any of which is a right answer (the best first). */
  expect: string[];
}

/** Small talk or nonsense: a good matcher returns nothing. */
export interface QuietQuery {
  /** `n-<nnn>`, unique. */
  id: string;
  language: EvalLanguage;
  query: string;
}
