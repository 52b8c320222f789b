// The landing page's copy (docs/product.md#public-pages): facts about the product, no sample figures.
import type { IconName } from './components/Icon';

export const HERO_TITLE = 'AI Meets Global Trade.';
export const HERO_SUBTITLE =
  'Krishika connects verified buyers and suppliers worldwide in seconds, with a multilingual AI co-pilot that answers trade inquiries 24x7.';
export const TYPED_LINE = 'Krishika is analyzing your request...';
/** The typing effect's speed. */
export const TYPING_INTERVAL_MS = 100;

export interface Card {
  icon: IconName;
  title: string;
  text: string;
}

export const PRODUCT_PILLARS: readonly { title: string; text: string }[] = [
  {
    title: 'Vision',
    text: 'A world where any business, in any country, can find a trusted trading partner and close a deal without language, distance or paperwork standing in the way.',
  },
  {
    title: 'Mission',
    text: 'To democratize global trade by connecting buyers and suppliers through AI that understands trade nuances.',
  },
  {
    title: 'Why Now',
    text: 'B2B buying has moved online, yet buyers still wait days for replies in languages they may not read. AI can now answer a trade inquiry in seconds, in the buyer’s own language, with the facts that matter: quantities, certifications, Incoterms and lead times.',
  },
];

export const PLATFORM_FEATURES: readonly Card[] = [
  {
    icon: 'shield',
    title: 'Verified Matching',
    text: 'Suppliers are verified before they trade, and buyers are matched only with businesses that fit their request.',
  },
  {
    icon: 'message',
    title: 'AI Reply Assistant',
    text: 'Krishika drafts accurate answers to buyer inquiries in several languages, ready to review and send.',
  },
  {
    icon: 'upload',
    title: 'Live Catalog Uploads',
    text: 'Upload a product catalog as a PDF and your listings are searchable by buyers worldwide.',
  },
  {
    icon: 'clipboard',
    title: 'RFQ Management',
    text: 'Post, track and answer requests for quotation in one place, from first inquiry to final offer.',
  },
  {
    icon: 'sync',
    title: 'WhatsApp & Email Sync',
    text: 'Conversations from WhatsApp and email land in one inbox, so no buyer message is missed.',
  },
  {
    icon: 'chart',
    title: 'Dashboard Insights',
    text: 'See inquiries, response times and product interest at a glance on your dashboard.',
  },
];

export const AI_FEATURES: readonly Card[] = [
  {
    icon: 'sparkles',
    title: 'Inquiry Assistant',
    text: 'Paste a buyer inquiry with your product context and get a clear, professional reply in seconds.',
  },
  {
    icon: 'volume',
    title: 'Voice Reply Generator',
    text: 'Turn a written reply into speech and play it back, for buyers who prefer a voice message.',
  },
  {
    icon: 'target',
    title: 'Product Match Engine',
    text: 'Match an inquiry to the right products with a relevance score and the tags that explain it.',
  },
  {
    icon: 'file',
    title: 'Catalog & Conversation Logs',
    text: 'Upload catalogs as PDFs, search past conversations and export them as CSV whenever you need.',
  },
];

export const SUPPLIER_BENEFITS: readonly string[] = [
  'Verified buyer leads',
  'AI replies to buyer inquiries',
  'A listing in the global catalog',
  'WhatsApp and email messaging sync',
  'Analytics on inquiries and products',
];

export const BUYER_BENEFITS: readonly string[] = [
  'Verified suppliers with their certifications',
  'Smart quote suggestions',
  'Region-based filtering',
  'AI product matching',
  'Reply tracking for every inquiry',
];

export const ASSISTANT_CAPABILITIES: readonly string[] = [
  'Answers buyer inquiries for suppliers, in several languages',
  'Matches products to what a buyer is asking for',
  'Generates spoken replies',
  'Reads your catalog and exports your conversation logs',
];

export const COMPARISON: readonly { aspect: string; traditional: string; krishika: string }[] = [
  {
    aspect: 'Trust',
    traditional: 'Anyone can list; buyers vet suppliers themselves.',
    krishika: 'Suppliers are verified before they trade.',
  },
  {
    aspect: 'Response time',
    traditional: 'Replies take days, often across time zones.',
    krishika: 'AI drafts a reply in seconds, 24x7.',
  },
  {
    aspect: 'Language',
    traditional: 'One language, or a translator you pay for.',
    krishika: 'Multilingual replies built in.',
  },
  {
    aspect: 'Matching',
    traditional: 'Keyword search and endless scrolling.',
    krishika: 'AI product matching with relevance scores.',
  },
  {
    aspect: 'Messages',
    traditional: 'Scattered across email, chat apps and portals.',
    krishika: 'WhatsApp and email synced in one place.',
  },
];

export const LAUNCH_BADGES: readonly { icon: IconName; label: string }[] = [
  { icon: 'shield', label: 'Verified' },
  { icon: 'lock', label: 'Secure' },
  { icon: 'sparkles', label: '24x7 AI' },
];
