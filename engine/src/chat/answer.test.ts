import { describe, expect, it } from 'vitest';

import { FALLBACK_ANSWER, answerChat } from './answer.ts';
import { KNOWLEDGE } from './knowledge.ts';

const topic = (question: string): string | null => answerChat(question).topic;

describe('chat knowledge base', () => {
  it('has 40–70 entries with unique ids, questions, keywords and an answer', () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(40);
    expect(KNOWLEDGE.length).toBeLessThanOrEqual(70);
    expect(new Set(KNOWLEDGE.map((entry) => entry.id)).size).toBe(KNOWLEDGE.length);
    for (const entry of KNOWLEDGE) {
      expect(entry.questions.length, entry.id).toBeGreaterThan(0);
      expect(entry.keywords.length, entry.id).toBeGreaterThan(0);
      expect(entry.answer.length, entry.id).toBeGreaterThan(40);
    }
  });

  it('answers each of its own questions with its own entry', () => {
    for (const entry of KNOWLEDGE) {
      for (const question of entry.questions) expect(topic(question), question).toBe(entry.id);
    }
  });

  it('states the plans exactly as the spec does', () => {
    const plans = KNOWLEDGE.find((entry) => entry.id === 'plans')?.answer ?? '';
    expect(plans).toContain('Free: $0/month');
    expect(plans).toContain('up to 10 product listings');
    expect(plans).toContain('5 inquiries per month');
    expect(plans).toContain('Pro: $12/month');
    expect(plans).toContain('Enterprise: $18/month');
  });

  it('explains each of the 11 Incoterms 2020', () => {
    for (const term of ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']) {
      expect(topic(`What does ${term} mean?`), term).toBe(`incoterm-${term.toLowerCase()}`);
      expect(answerChat(term).answer, term).toContain(term);
    }
  });
});

describe('answerChat: platform questions', () => {
  it.each([
    ['How do I register as a buyer?', 'register-buyer'],
    ['how to sign up as buyer', 'register-buyer'],
    ['Hi, how do I register as a supplier?', 'register-supplier'],
    ['how are suppliers verified', 'verification'],
    ['verfication', 'verification'],
    ['how are exporters verified', 'verification'],
    ['how do i post an inquiry', 'post-inquiry'],
    ['forgot password', 'sign-in'],
    ['How much does Krishika cost?', 'plans'],
    ['what is included in the pro plan', 'plan-pro'],
    ['Is Krishika free?', 'plan-free'],
    ['what does enterprise include', 'plan-enterprise'],
    ['what is the AI assistant', 'ai-assistant'],
    ['can the AI draft a reply to a buyer', 'ai-reply'],
    ['how does product matching work', 'ai-matching'],
    ['can it speak replies', 'ai-voice'],
    ['upload catalog pdf size limit', 'ai-catalog-upload'],
    ['export logs csv', 'ai-logs'],
    ['which languages do you support', 'languages'],
    ['whatsapp integration', 'whatsapp-sync'],
    ['what is krishika', 'about'],
    ['who are you', 'bot'],
    ['tell me about your office address', 'support'],
    ['what can you help me with', 'bot'],
    ['can I pay with a credit card', 'billing'],
    ['what is the price of turmeric', 'product-prices'],
  ])('%s → %s', (question, expected) => {
    expect(topic(question)).toBe(expected);
  });
});

describe('answerChat: trade basics', () => {
  it.each([
    ['What does FOB mean?', 'incoterm-fob'],
    ['fob vs cif', 'fob-vs-cif'],
    ['difference between FOB and CIF', 'fob-vs-cif'],
    ['what is cost and freight', 'incoterm-cfr'],
    ['C&F meaning', 'incoterm-cfr'],
    ['incoterms 2020', 'incoterms'],
    ['L/C vs T/T vs CAD', 'payment-terms'],
    ['what is L/C at sight', 'letter-of-credit'],
    ['explain T/T 30% advance', 'telegraphic-transfer'],
    ['what is CAD payment', 'documentary-collection'],
    ['D/P vs D/A', 'documentary-collection'],
    ['HS code for turmeric', 'hs-codes'],
    ['do i need phyto certificate for spices', 'phytosanitary'],
    ['certificate of origin', 'certificate-of-origin'],
    ['FCL or LCL?', 'fcl-lcl'],
    ['what is MOQ', 'moq'],
    ['can I get free samples', 'samples'],
    ['which documents are needed for export', 'export-documents'],
    ['bill of lading', 'bill-of-lading'],
    ['proforma invoice', 'proforma-invoice'],
    ['what is FSSAI', 'fssai'],
    ['HACCP', 'haccp'],
    ['ISO 22000', 'iso-22000'],
    ['organic certification for EU', 'organic'],
    ['IEC code', 'export-from-india'],
  ])('%s → %s', (question, expected) => {
    expect(topic(question)).toBe(expected);
  });
});

describe('answerChat: small talk and fallback', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello there!', 'greeting'],
    ['good morning krishika', 'greeting'],
    ['how are you?', 'greeting'],
    ['thanks a lot', 'thanks'],
    ['ok thanks', 'thanks'],
    ['Thank you so much for the help!', 'thanks'],
    ['bye', 'goodbye'],
    ['see you later', 'goodbye'],
  ])('%s → %s', (message, expected) => {
    const reply = answerChat(message);
    expect(reply.topic).toBe(expected);
    expect(reply.answer.length).toBeLessThan(200);
  });

  it.each([
    ['what is the weather today'],
    ['tell me a joke'],
    ['asdkjh qwe'],
    ['I love pizza'],
    ['what is the capital of France'],
    ['who won the world cup'],
    ['how tall is mount everest'],
    ['recipe for chocolate cake'],
    ['the'],
    ['12345'],
    ['?'],
  ])('falls back, saying what it can help with: %s', (question) => {
    const reply = answerChat(question);
    expect(reply.topic).toBeNull();
    expect(reply.answer).toBe(FALLBACK_ANSWER);
  });

  it('prompts on an empty message', () => {
    for (const empty of ['', '   ', '\n\t']) {
      const reply = answerChat(empty);
      expect(reply.topic).toBeNull();
      expect(reply.answer).toMatch(/Krishika/);
    }
  });

  it('only ever answers with knowledge-base text', () => {
    const allowed = new Set([FALLBACK_ANSWER, ...KNOWLEDGE.map((entry) => entry.answer)]);
    for (const question of [
      'FOB',
      'register',
      'price',
      'random words here',
      'what is bitcoin',
      'how to export rice',
    ]) {
      const { answer, topic: id } = answerChat(question);
      if (id === null || !['greeting', 'thanks', 'goodbye'].includes(id))
        expect(allowed.has(answer), question).toBe(true);
    }
  });

  it('reads any length of message', () => {
    const long = `${'Hello team, I have a question about my shipment. '.repeat(30_000)} What does FOB mean?`;
    expect(topic(long)).toBe('incoterm-fob');
    expect(topic('x'.repeat(2_000_000))).toBeNull();
    expect(topic(`${'lorem ipsum dolor sit amet '.repeat(100_000)} how do I register as a supplier`)).toBe(
      'register-supplier',
    );
  });
});
