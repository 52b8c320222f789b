// Drafts the supplier's reply to a buyer's inquiry: the offline engine always, and — when an
// OpenAI-compatible LLM is configured — a completion that must stay as faithful as the offline draft.
import {
  composeReply,
  detectLanguage,
  draftProblems,
  LANGUAGE_NAMES,
  extractFacts,
  type InquiryForm,
  type Language,
} from 'engine';
import { complete, LlmError, type LlmConfig } from '../lib/llm.ts';

export interface ReplyInput {
  /** What the buyer wrote (an inquiry's message box, or the whole inquiry on the assistant page). */
  inquiry: string;
  /** The inquiry form's fields, when the inquiry was posted through it: facts the buyer gave. */
  form?: InquiryForm;
  productContext: string;
  supplierName?: string | null;
}

export interface DraftedReply {
  reply: string;
  /** The product the conversation is about, for the log ('' when unknown). */
  product: string;
  language: Language;
  engine: 'offline' | 'llm';
  /** Why an LLM completion was not used, when one was tried. */
  fallbackReason?: string;
}

const MAX_LLM_REPLY_CHARACTERS = 4000;

/** The form's fields as text, so their numbers and words count as the buyer's. */
function formText(form: InquiryForm | undefined): string {
  return form
    ? Object.values(form)
        .filter((value) => value !== undefined)
        .join('\n')
    : '';
}

/** Numbers a reply may quote: the ones in the inquiry, its form and the product context. */
function allowedNumbers(input: ReplyInput): Set<number> {
  return new Set([
    ...extractFacts(input.inquiry).numbers,
    ...extractFacts(formText(input.form)).numbers,
    ...extractFacts(input.productContext).numbers,
  ]);
}

/** Why a completion can't be sent to the buyer, or null when it is as faithful as the offline draft. */
export function unfaithfulness(candidate: string, input: ReplyInput, language: Language): string | null {
  if (candidate.length > MAX_LLM_REPLY_CHARACTERS) return 'too long';
  if (detectLanguage(candidate) !== language) return `not in ${LANGUAGE_NAMES[language]}`;
  const allowed = allowedNumbers(input);
  const invented = extractFacts(candidate).numbers.filter((value) => !allowed.has(value));
  if (invented.length > 0) return `quotes numbers not in the inquiry or context: ${invented.join(', ')}`;
  // The engine's rules for what the offline draft guarantees: nothing given is asked again, the
  // buyer's quantity and product are kept.
  const [problem] = draftProblems(candidate, input);
  return problem ?? null;
}

function llmMessages(input: ReplyInput, draft: string, language: Language) {
  return [
    {
      role: 'system' as const,
      content: [
        "You are Krishika, the export sales desk assistant of a B2B trade platform. Write the supplier's reply to the buyer's inquiry.",
        `Write only in ${LANGUAGE_NAMES[language]}. Be concise, professional and concrete; no emojis, no markdown.`,
        'Use only facts from the inquiry and the product context. Never state a number, price, date, lead time or certification that is not written there.',
        'If the destination port, Incoterm or quantity is missing, ask for it.',
        'A faithful draft is given; you may improve its wording but not add facts.',
      ].join('\n'),
    },
    {
      role: 'user' as const,
      content: `Buyer inquiry:\n${input.inquiry}${input.form ? `\n\nInquiry form:\n${JSON.stringify(input.form)}` : ''}\n\nProduct context:\n${input.productContext || '(none)'}\n\nDraft:\n${draft}`,
    },
  ];
}

export async function draftReply(
  input: ReplyInput,
  llm: LlmConfig | null,
  onFallback: (reason: string) => void = () => undefined,
): Promise<DraftedReply> {
  const offline = composeReply(input);
  const base = { product: offline.product ?? '', language: offline.language };
  if (!llm) return { ...base, reply: offline.reply, engine: 'offline' };
  let reason: string;
  try {
    const candidate = await complete(llm, llmMessages(input, offline.reply, offline.language));
    const problem = unfaithfulness(candidate, input, offline.language);
    if (!problem) return { ...base, reply: candidate, engine: 'llm' };
    reason = problem;
  } catch (error) {
    reason = error instanceof LlmError ? `${error.reason}: ${error.message}` : String(error);
  }
  onFallback(reason);
  return { ...base, reply: offline.reply, engine: 'offline', fallbackReason: reason };
}
