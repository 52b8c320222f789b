/**
 * What the site's chat bot (Krishika) knows. Platform answers state only what the product spec
 * says (registration fields, manual verification, plans and limits, the AI assistant page); trade
 * answers are general, widely published trade practice (ICC Incoterms 2020, UCP 600, the WCO
 * Harmonized System…). The bot never answers outside this list.
 */
export interface KnowledgeEntry {
  /** Stable topic id, returned with the answer. */
  id: string;
  /** Ways people ask it. */
  questions: readonly string[];
  /** Words and abbreviations that point to it. */
  keywords: readonly string[];
  answer: string;
}

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  // ------------------------------------------------------------------------------ The platform
  {
    id: 'about',
    questions: ['What is Krishika?', 'What does this platform do?', 'Tell me about Krishika', 'How does Krishika work?'],
    keywords: ['krishika', 'platform', 'marketplace', 'website', 'site', 'b2b', 'mission'],
    answer:
      'Krishika is an AI-assisted B2B trade platform that connects verified suppliers (exporters of goods such as spices, grain and cotton) with buyers worldwide. It offers verified matching and an AI assistant that answers trade inquiries in several languages. Its mission is to democratize global trade through AI that understands trade nuances.',
  },
  {
    id: 'bot',
    questions: ['Who are you?', 'Are you a bot?', 'Are you human?', 'What can you help with?', 'What can you do?'],
    keywords: ['bot', 'chatbot', 'human', 'agent', 'help', 'assistant'],
    answer:
      "I'm Krishika, the site's chat assistant. I answer questions about using the platform (registering, verification, inquiries, plans, the AI assistant) and about trade basics such as Incoterms, payment terms, HS codes, export documents and certifications. I can't see your account, orders or messages.",
  },
  {
    id: 'register-buyer',
    questions: ['How do I register as a buyer?', 'How can I sign up to buy products?', 'Create a buyer account'],
    keywords: ['register', 'registration', 'signup', 'sign up', 'join', 'account', 'create', 'buyer', 'importer'],
    answer:
      'Open Register, choose the account type Buyer (the default), and fill in your full name, email, a password (twice), company name, country, WhatsApp number and business address; a website is optional. Pick at least one product category you are interested in, upload your business registration document (PDF, up to 10 MB), accept the terms and privacy policy, and press Create Account. Then check your email to verify your account.',
  },
  {
    id: 'register-supplier',
    questions: ['How do I register as a supplier?', 'How can I sell on Krishika?', 'How do I join as an exporter?'],
    keywords: ['register', 'registration', 'signup', 'sign up', 'join', 'account', 'supplier', 'exporter', 'seller', 'sell', 'manufacturer', 'vendor'],
    answer:
      'Open Register and choose the account type Supplier. Fill in your full name, email, a password (twice), company name, country of origin, WhatsApp number and business address (a website is optional), pick the product categories you trade in, upload your business registration document (PDF, up to 10 MB), accept the terms and privacy policy, and press Create Account. Check your email to verify your account; new exporters are then verified manually.',
  },
  {
    id: 'account-types',
    questions: ['What is the difference between a buyer and a supplier account?', 'Which account type should I choose?', 'Can I change my role?'],
    keywords: ['role', 'roles', 'account type', 'difference', 'buyer', 'supplier', 'dashboard', 'both'],
    answer:
      "There are two account types, chosen when you register: Buyer and Supplier. Buyers get a dashboard to post inquiries, track their enquiries, find suppliers and save them. Suppliers get a dashboard with live buyer inquiries, an inbox, product management and catalog upload. Each role only sees its own dashboard; the AI assistant page is open to any signed-in user.",
  },
  {
    id: 'verification',
    questions: ['How are suppliers verified?', 'What does verified supplier mean?', 'How long does verification take?', 'Why was I asked for a business registration document?'],
    keywords: ['verify', 'verified', 'verification', 'trust', 'trusted', 'genuine', 'fake', 'scam', 'approval', 'approve', 'kyc', 'document'],
    answer:
      'New exporters are verified manually after they register, which is why registration asks for a business registration document (PDF, up to 10 MB). Buyers see verified suppliers together with their certifications. I have no information on how long the review takes.',
  },
  {
    id: 'email-verification',
    questions: ['I did not get the verification email', 'How do I verify my email?', 'Confirm my email'],
    keywords: ['email', 'mail', 'confirm', 'confirmation', 'inbox', 'link', 'activate', 'activation'],
    answer:
      'After you press Create Account, Krishika shows "Account created successfully! Please check your email to verify your account." Open that email and follow its link to verify your address. If it is not in your inbox, check your spam folder.',
  },
  {
    id: 'sign-in',
    questions: ['How do I log in?', 'I forgot my password', 'How do I reset my password?', 'I cannot sign in'],
    keywords: ['login', 'log in', 'sign in', 'signin', 'password', 'forgot', 'reset', 'logout', 'log out'],
    answer:
      'Use Login: enter your email and password and press Sign In (tick Remember me to stay signed in). If you forgot your password, use the Forgot password link on the login screen. To sign out, use Logout in the side menu of your dashboard.',
  },
  {
    id: 'post-inquiry',
    questions: ['How do I post an inquiry?', 'How can I request a quote?', 'How do I post a buying requirement?', 'Create an RFQ'],
    keywords: ['post', 'inquiry', 'enquiry', 'rfq', 'request', 'quotation', 'requirement', 'buying', 'need'],
    answer:
      'As a buyer, open your dashboard and use Post Inquiry in the side menu (or the "+ Post Inquiry" button) to create a new request. A clear inquiry names the product and grade, quantity, destination port, Incoterm and payment terms. You can follow your requests under My Enquiries, filtered by All, Active, Pending and Closed.',
  },
  {
    id: 'track-inquiries',
    questions: ['Where can I see my inquiries?', 'How do I check responses to my request?', 'Track my enquiries'],
    keywords: ['track', 'status', 'responses', 'replies', 'my enquiries', 'pending', 'closed', 'active', 'messages'],
    answer:
      'Buyers find their requests under My Enquiries in the side menu, filtered by All, Active, Pending and Closed; View Messages on the dashboard leads there too. Suppliers see buyer inquiries on their dashboard, marked new or responded.',
  },
  {
    id: 'find-suppliers',
    questions: ['How do I find suppliers?', 'Where can I search for products?', 'How do I save a supplier?'],
    keywords: ['find', 'search', 'suppliers', 'catalog', 'catalogue', 'browse', 'saved', 'save', 'recommended', 'filter', 'region'],
    answer:
      'Use Find Suppliers on your buyer dashboard to open the catalog. Krishika offers verified suppliers with certifications, region-based filtering and AI product matching, and recommends suppliers on your dashboard. Suppliers you want to keep track of go to Saved Suppliers.',
  },
  {
    id: 'add-products',
    questions: ['How do I add products?', 'How do I list my products?', 'How do I edit a product?'],
    keywords: ['add', 'list', 'listing', 'listings', 'products', 'product', 'edit', 'upload', 'my products'],
    answer:
      'As a supplier, use the "+ Add Product" button or My Products (Product Management) in the side menu of your dashboard. You can also upload a catalog as a PDF (up to 10 MB) under Catalog Upload. On the Free plan you can list up to 10 products; Pro and Enterprise have no listing limit.',
  },
  {
    id: 'plans',
    questions: ['What are the plans?', 'How much does Krishika cost?', 'What is the pricing?', 'Compare the plans'],
    keywords: ['plan', 'plans', 'pricing', 'cost', 'fee', 'fees', 'subscription', 'monthly', 'charges', 'compare plans'],
    answer:
      'There are three plans. Free: $0/month, up to 10 product listings, basic AI matching and 5 inquiries per month. Pro: $12/month, unlimited listings and inquiries, the AI assistant, WhatsApp integration, analytics and custom branding. Enterprise: $18/month, everything in Pro plus custom AI training, an account manager, API access, white-label and 24/7 phone support.',
  },
  {
    id: 'plan-free',
    questions: ['What do I get on the free plan?', 'What are the limits of the free plan?', 'Is Krishika free?'],
    keywords: ['free', 'free plan', 'free account', 'limit', 'limits', 'trial', 'basic', '10 listings', '5 inquiries'],
    answer:
      'The Free plan costs $0 per month and includes up to 10 product listings, basic AI matching and 5 inquiries per month. For unlimited listings and inquiries and the AI assistant, there is Pro at $12 per month.',
  },
  {
    id: 'plan-pro',
    questions: ['What is included in Pro?', 'Should I upgrade to Pro?'],
    keywords: ['pro', 'upgrade', 'unlimited', 'whatsapp', 'analytics', 'branding'],
    answer:
      'Pro costs $12 per month: unlimited product listings and inquiries, the AI assistant, WhatsApp integration, analytics and custom branding.',
  },
  {
    id: 'plan-enterprise',
    questions: ['What is included in Enterprise?', 'Do you have an enterprise plan?', 'How do I contact sales?'],
    keywords: ['enterprise', 'sales', 'contact sales', 'api', 'white label', 'white-label', 'account manager', 'custom ai'],
    answer:
      'Enterprise costs $18 per month and adds to Pro: custom AI training, a dedicated account manager, API access, white-label and 24/7 phone support. Use the Contact Sales button on the Enterprise plan in the pricing section.',
  },
  {
    id: 'product-prices',
    questions: ['What is the price of turmeric?', 'How much is rice per ton?', 'Can you give me a quote?', 'What are current market rates?'],
    keywords: ['price', 'prices', 'rate', 'rates', 'quote', 'quotes', 'per kg', 'per ton', 'market price', 'cheapest'],
    answer:
      "I don't have product prices: each supplier quotes its own, depending on grade, quantity, packing, Incoterm and the market. Buyers can post an inquiry with the product, quantity, destination and terms to get quotations from suppliers, and the Product Match Engine on the Krishika AI page finds matching products.",
  },
  {
    id: 'billing',
    questions: ['How do I pay for a plan?', 'Can I pay by credit card?', 'How does billing work?', 'Can I get a refund?'],
    keywords: ['billing', 'bill', 'card', 'credit card', 'debit card', 'paypal', 'upi', 'refund', 'invoice for plan', 'cancel', 'cancellation', 'renewal'],
    answer:
      "I don't have details on how plan subscriptions are billed, paid, renewed or refunded. What I can tell you: Free is $0, Pro $12 and Enterprise $18 per month, and for Enterprise the pricing section has a Contact Sales button.",
  },
  {
    id: 'ai-assistant',
    questions: ['What is the AI assistant?', 'What can Krishika AI do?', 'What are the AI features?'],
    keywords: ['ai', 'assistant', 'copilot', 'co-pilot', 'features', 'krishika ai', 'automation'],
    answer:
      'The AI assistant (the Krishika AI page) is a 24x7 multilingual co-pilot for trade communication. It drafts replies to buyer inquiries, matches products to an inquiry, turns a reply into speech, lets you upload a catalog PDF, and keeps a log of inquiries and replies that you can search and export as CSV. Any signed-in user can open it.',
  },
  {
    id: 'ai-reply',
    questions: ['How do I draft a reply with AI?', 'How does the inquiry assistant work?', 'Can the AI reply to buyers for me?'],
    keywords: ['reply', 'replies', 'draft', 'respond', 'response', 'answer', 'ask krishika', 'inquiry assistant', 'write'],
    answer:
      'On the Krishika AI page, use the Inquiry Assistant: paste the buyer\'s inquiry, add your product context (product, price, MOQ, certifications…), and press "Ask Krishika". Both fields are required. Krishika drafts a reply for you to review and use.',
  },
  {
    id: 'ai-matching',
    questions: ['How does product matching work?', 'How do I match products to an inquiry?', 'What is the relevance score?'],
    keywords: ['match', 'matching', 'matches', 'relevance', 'score', 'product match', 'recommend'],
    answer:
      'In the Product Match Engine on the Krishika AI page, paste a buyer inquiry and press "Match Product". You get result cards with the product name, a relevance percentage and tags (category, origin, certifications). Matching understands product names in English, Hindi, Spanish, French, German, Portuguese, Arabic and Chinese, and common misspellings.',
  },
  {
    id: 'ai-voice',
    questions: ['Can Krishika speak the reply?', 'How do voice replies work?', 'Generate an audio reply'],
    keywords: ['voice', 'audio', 'speak', 'speech', 'listen', 'play'],
    answer:
      'Yes. After a reply is drafted in the Inquiry Assistant, press "Speak Reply" to generate a voice version, then Play or Pause the audio. Speak Reply needs a reply to exist first.',
  },
  {
    id: 'ai-catalog-upload',
    questions: ['How do I upload my catalog?', 'Can I upload a PDF catalog?', 'What file types can I upload?'],
    keywords: ['upload', 'catalog', 'catalogue', 'pdf', 'file', 'size', 'drag', 'drop', '10 mb'],
    answer:
      'Use Upload Catalog PDF on the Krishika AI page (suppliers also have Catalog Upload in their menu): drag and drop the file or pick it. It must be a PDF of at most 10 MB. Registration documents follow the same rule: PDF, up to 10 MB.',
  },
  {
    id: 'ai-logs',
    questions: ['How do I export my logs?', 'Where can I see past replies?', 'Can I download my conversation history?'],
    keywords: ['log', 'logs', 'export', 'csv', 'download', 'history', 'past', 'conversations'],
    answer:
      'Under Export Logs and View Past Logs on the Krishika AI page you see your past inquiries, replies, products and times. Search filters them (by inquiry, reply or product), and "Export CSV" downloads them as krishika-logs-YYYY-MM-DD.csv.',
  },
  {
    id: 'languages',
    questions: ['Which languages does Krishika support?', 'Can it reply in Hindi?', 'Do you support Arabic and Chinese?'],
    keywords: ['language', 'languages', 'multilingual', 'translate', 'translation', 'hindi', 'spanish', 'french', 'german', 'portuguese', 'arabic', 'chinese'],
    answer:
      "Krishika's AI assistant reads and replies in English, Hindi, Spanish, French, German, Portuguese, Arabic and Simplified Chinese. This chat answers in English.",
  },
  {
    id: 'whatsapp-sync',
    questions: ['Does Krishika work with WhatsApp?', 'Can I sync my email and WhatsApp messages?'],
    keywords: ['whatsapp', 'sync', 'email sync', 'integration', 'messages', 'messaging'],
    answer:
      'WhatsApp and email message sync is one of Krishika\'s features, and WhatsApp integration is part of the Pro plan ($12/month). Your WhatsApp number is asked for at registration.',
  },
  {
    id: 'categories',
    questions: ['What product categories are there?', 'Which products can I trade?', 'What kinds of products are on Krishika?'],
    keywords: ['categories', 'category', 'products', 'goods', 'industries', 'sectors'],
    answer:
      'Krishika has 12 categories: Spices & Herbs, Textiles & Garments, Agricultural Products, Chemicals, Machinery & Equipment, Pharmaceuticals, Electronics, Automotive Parts, Food & Beverages, Jewelry & Gems, Leather Products and Handicrafts.',
  },
  {
    id: 'countries',
    questions: ['Which countries can register?', 'Is my country supported?'],
    keywords: ['country', 'countries', 'worldwide', 'international', 'supported', 'location', 'region'],
    answer:
      'The registration form offers 30 countries: India, United States, China, Germany, United Kingdom, Japan, France, Italy, Brazil, Canada, Australia, South Korea, Russia, Mexico, Spain, Indonesia, Netherlands, Saudi Arabia, Turkey, Taiwan, Belgium, Poland, Argentina, Ireland, Austria, Israel, Nigeria, South Africa, Egypt and UAE.',
  },
  {
    id: 'newsletter',
    questions: ['How do I subscribe to the newsletter?', 'Do you send trade news?'],
    keywords: ['newsletter', 'subscribe', 'unsubscribe', 'updates', 'news', 'insights'],
    answer:
      'Enter your email under "Stay Updated with Global Trade Insights" on the home page and press Subscribe to get weekly trade insights and updates. You can unsubscribe anytime.',
  },
  {
    id: 'support',
    questions: ['How do I contact support?', 'I need to talk to a person', 'Is there phone support?', 'What is your office address?'],
    keywords: ['support', 'contact', 'phone', 'phone number', 'call', 'person', 'customer service', 'helpdesk', 'complaint', 'address', 'office', 'headquarters'],
    answer:
      "I don't have Krishika's address or contact details. Enterprise plans include a dedicated account manager and 24/7 phone support; for Enterprise, use Contact Sales in the pricing section. I can answer questions about the platform and trade basics here in the chat.",
  },

  // ---------------------------------------------------------------------------- Trade basics
  {
    id: 'incoterms',
    questions: ['What are Incoterms?', 'Which Incoterm should I use?', 'Explain Incoterms 2020'],
    keywords: ['incoterm', 'incoterms', 'trade terms', 'delivery terms', 'shipping terms', 'icc'],
    answer:
      'Incoterms 2020 are the 11 standard trade terms of the International Chamber of Commerce (ICC). Each one says where the seller delivers, where the risk passes to the buyer, and who pays for carriage, insurance and export and import clearance. Seven work for any mode of transport: EXW, FCA, CPT, CIP, DAP, DPU and DDP. Four are for sea and inland waterway only: FAS, FOB, CFR and CIF. Always name the place, e.g. "FOB Mundra" or "CIF Rotterdam". Ask me about any of them.',
  },
  {
    id: 'incoterm-exw',
    questions: ['What does EXW mean?', 'What is Ex Works?'],
    keywords: ['exw', 'ex works', 'ex-works', 'ex factory'],
    answer:
      "EXW (Ex Works): the seller makes the goods available at its own premises or another named place, not loaded on the buyer's vehicle and not cleared for export. The buyer bears all costs and risks from there: loading, export clearance, main carriage, insurance and import. It is the seller's minimum obligation; for exports, FCA is often more practical because the seller handles export clearance.",
  },
  {
    id: 'incoterm-fca',
    questions: ['What does FCA mean?', 'What is Free Carrier?'],
    keywords: ['fca', 'free carrier'],
    answer:
      "FCA (Free Carrier), any mode of transport: the seller clears the goods for export and hands them to the carrier or another person named by the buyer at the agreed place. If that place is the seller's premises, the seller also loads them. Risk passes on that delivery; the buyer pays the main carriage. Under Incoterms 2020 the parties can agree that the buyer's carrier issues an on-board bill of lading to the seller, which helps with letters of credit. The ICC recommends FCA rather than FOB for containers.",
  },
  {
    id: 'incoterm-fas',
    questions: ['What does FAS mean?', 'What is Free Alongside Ship?'],
    keywords: ['fas', 'free alongside ship', 'alongside'],
    answer:
      "FAS (Free Alongside Ship), sea and inland waterway only: the seller clears the goods for export and places them alongside the buyer's vessel (on the quay or a barge) at the named port of shipment. Risk and costs pass to the buyer at that point, including loading on board. It is mostly used for bulk or heavy cargo.",
  },
  {
    id: 'incoterm-fob',
    questions: ['What does FOB mean?', 'What is Free On Board?', 'Explain FOB price'],
    keywords: ['fob', 'free on board'],
    answer:
      'FOB (Free On Board), sea and inland waterway only: the seller clears the goods for export and delivers them on board the vessel named by the buyer at the named port of shipment, e.g. "FOB Mundra". Risk passes once the goods are on board; the buyer books and pays the ocean freight, insurance and import clearance. For container cargo handed over at a terminal, the ICC recommends FCA instead.',
  },
  {
    id: 'incoterm-cfr',
    questions: ['What does CFR mean?', 'What is Cost and Freight?', 'What is C&F?'],
    keywords: ['cfr', 'cost and freight', 'c&f', 'cnf', 'c and f'],
    answer:
      'CFR (Cost and Freight, also written C&F or CNF), sea and inland waterway only: the seller clears the goods for export, books and pays the freight to the named port of destination, and delivers the goods on board at the port of shipment. Risk passes to the buyer when the goods are on board, even though the seller pays the freight; the buyer arranges insurance and import clearance.',
  },
  {
    id: 'incoterm-cif',
    questions: ['What does CIF mean?', 'What is Cost Insurance and Freight?', 'Explain CIF price'],
    keywords: ['cif', 'cost insurance and freight', 'cost insurance freight'],
    answer:
      'CIF (Cost, Insurance and Freight), sea and inland waterway only: like CFR, the seller pays the freight to the named port of destination (e.g. "CIF Rotterdam") and risk passes when the goods are on board at the port of shipment; in addition the seller buys cargo insurance for the buyer, at least the minimum cover (Institute Cargo Clauses C) for 110% of the contract value. The buyer handles import clearance and duties.',
  },
  {
    id: 'incoterm-cpt',
    questions: ['What does CPT mean?', 'What is Carriage Paid To?'],
    keywords: ['cpt', 'carriage paid to', 'carriage paid'],
    answer:
      'CPT (Carriage Paid To), any mode of transport: the seller clears the goods for export, hands them to the first carrier and pays the carriage to the named destination. Risk passes when the goods are handed to the first carrier, not at the destination. The buyer arranges insurance and import clearance.',
  },
  {
    id: 'incoterm-cip',
    questions: ['What does CIP mean?', 'What is Carriage and Insurance Paid To?'],
    keywords: ['cip', 'carriage and insurance paid to', 'carriage insurance paid'],
    answer:
      'CIP (Carriage and Insurance Paid To), any mode of transport: like CPT, the seller pays the carriage to the named destination and risk passes when the goods are handed to the first carrier; in addition the seller insures the goods. Under Incoterms 2020 the cover must be extensive (Institute Cargo Clauses A) for 110% of the contract value, unless agreed otherwise.',
  },
  {
    id: 'incoterm-dap',
    questions: ['What does DAP mean?', 'What is Delivered at Place?'],
    keywords: ['dap', 'delivered at place'],
    answer:
      "DAP (Delivered at Place), any mode of transport: the seller bears all costs and risks of bringing the goods to the named place of destination, where they are placed at the buyer's disposal on the arriving vehicle, ready for unloading. The buyer unloads and handles import clearance, duties and taxes.",
  },
  {
    id: 'incoterm-dpu',
    questions: ['What does DPU mean?', 'What is Delivered at Place Unloaded?', 'What happened to DAT?'],
    keywords: ['dpu', 'delivered at place unloaded', 'dat', 'delivered at terminal', 'unloaded'],
    answer:
      'DPU (Delivered at Place Unloaded), any mode of transport: the seller delivers the goods to the named place of destination and unloads them there, bearing the risk until they are unloaded. It is the only Incoterm where the seller unloads at destination. DPU replaced DAT (Delivered at Terminal) in Incoterms 2020, and the place can be anywhere, not only a terminal. The buyer handles import clearance and duties.',
  },
  {
    id: 'incoterm-ddp',
    questions: ['What does DDP mean?', 'What is Delivered Duty Paid?'],
    keywords: ['ddp', 'delivered duty paid', 'duty paid', 'door to door'],
    answer:
      "DDP (Delivered Duty Paid), any mode of transport: the seller's maximum obligation. The seller delivers the goods to the named place of destination, cleared for import with duties and taxes paid, ready for unloading, and bears all costs and risks until then. The buyer only unloads. The seller must be able to clear goods into the buyer's country.",
  },
  {
    id: 'fob-vs-cif',
    questions: ['What is the difference between FOB and CIF?', 'FOB or CIF, which is better?', 'FOB vs CIF'],
    keywords: ['fob', 'cif', 'difference', 'versus', 'vs', 'compare', 'better', 'cfr'],
    answer:
      'Under both FOB and CIF the risk passes to the buyer when the goods are on board the vessel at the port of shipment. The difference is who pays what after that: with FOB (named port of shipment, e.g. "FOB Mundra") the buyer books and pays the ocean freight and insurance; with CIF (named port of destination, e.g. "CIF Rotterdam") the seller pays the freight and buys minimum insurance (110% of the value) for the buyer. CFR is CIF without the insurance.',
  },
  {
    id: 'payment-terms',
    questions: ['What payment terms are common in export?', 'L/C vs T/T vs CAD, what is the difference?', 'Which payment method is safest?'],
    keywords: ['payment', 'payment terms', 'payment methods', 'pay', 'safest', 'secure', 'risk', 'methods', 'open account'],
    answer:
      "The usual export payment terms, from safest for the seller to safest for the buyer: advance payment by T/T (telegraphic transfer, a bank wire), often part before production and the balance against a copy of the bill of lading; L/C (letter of credit), where the buyer's bank promises to pay when the seller presents documents that comply with the credit, which is secure but costs bank fees and needs exact paperwork; and CAD (cash against documents, also D/P), where banks release the shipping documents only when the buyer pays but give no payment guarantee. Open account (payment after delivery) carries the most risk for the seller.",
  },
  {
    id: 'letter-of-credit',
    questions: ['What is a letter of credit?', 'How does an L/C work?', 'What is an LC at sight?', 'What is a confirmed L/C?'],
    keywords: ['lc', 'letter of credit', 'letters of credit', 'documentary credit', 'ucp', 'ucp 600', 'at sight', 'usance', 'confirmed', 'irrevocable'],
    answer:
      "A letter of credit (L/C, documentary credit) is a bank's promise, issued at the buyer's request, to pay the seller when the seller presents documents (invoice, bill of lading, certificates…) that comply exactly with the credit's terms. Most follow the ICC's UCP 600 rules and are irrevocable. \"At sight\" means payment when compliant documents are presented; a usance L/C pays at a later date. A confirmed L/C adds a second bank's promise, usually in the seller's country. Discrepancies in documents are the most common cause of delay.",
  },
  {
    id: 'telegraphic-transfer',
    questions: ['What is T/T payment?', 'What does TT mean?', 'What is 30% advance 70% against BL copy?'],
    keywords: ['tt', 'tt payment', 'telegraphic transfer', 'wire transfer', 'bank transfer', 'swift', 'advance', 'balance', 'bl copy'],
    answer:
      "T/T (telegraphic transfer) is a bank wire transfer, usually through SWIFT. In export it is often split: part in advance (for example 30%) before production or shipment, and the balance against a copy of the bill of lading or before the original documents are released. It is fast and cheap; the risk depends on timing: money in advance protects the seller, payment after shipment protects the buyer.",
  },
  {
    id: 'documentary-collection',
    questions: ['What is CAD payment?', 'What is D/P and D/A?', 'What is cash against documents?'],
    keywords: ['cad', 'cad payment', 'cash against documents', 'dp', 'd/p', 'da', 'd/a', 'documents against payment', 'documents against acceptance', 'collection', 'urc'],
    answer:
      "With a documentary collection, the seller's bank sends the shipping documents to the buyer's bank, which releases them under the seller's instructions (usually under the ICC's URC 522 rules). D/P (documents against payment), also called CAD (cash against documents): the buyer gets the documents, and so the goods, only by paying. D/A (documents against acceptance): the buyer gets them by accepting a bill of exchange to pay at a later date. It is cheaper than an L/C, but the banks do not guarantee payment: if the buyer does not pay, the seller still owns goods at the destination.",
  },
  {
    id: 'hs-codes',
    questions: ['What is an HS code?', 'How do I find the HS code of my product?', 'What is the HS code for turmeric?'],
    keywords: ['hs', 'hs code', 'hsn', 'harmonized system', 'tariff', 'classification', 'customs code', 'itc hs', 'hts', 'duty'],
    answer:
      "The Harmonized System (HS) of the World Customs Organization classifies traded goods with a 6-digit code used by customs worldwide; countries add digits of their own (India's ITC-HS and the EU's CN use 8, the US HTS 10). The code decides the import duty and which rules and certificates apply. Examples of 4-digit headings: 0904 pepper and dried capsicum, 0908 nutmeg, mace and cardamoms, 0910 ginger, saffron and turmeric, 1006 rice, 5205 cotton yarn. Check the exact code with the importing country's tariff or a customs broker.",
  },
  {
    id: 'phytosanitary',
    questions: ['What is a phytosanitary certificate?', 'Do I need a phytosanitary certificate for spices?', 'Who issues a phyto certificate?'],
    keywords: ['phytosanitary', 'phyto', 'plant health', 'plant quarantine', 'ippc', 'pest', 'pests', 'nppo', 'ephyto'],
    answer:
      "A phytosanitary certificate is issued by the exporting country's national plant protection organisation after inspection, stating that plants or plant products (grains, spices, seeds, fresh produce, some wood) are free from quarantine pests and meet the importing country's requirements. It follows the IPPC model certificate. In India it is issued by the plant quarantine stations of the Directorate of Plant Protection, Quarantine & Storage. Check the importing country's requirements before shipping; some also need fumigation.",
  },
  {
    id: 'certificate-of-origin',
    questions: ['What is a certificate of origin?', 'Do I need a certificate of origin?', 'What is a preferential certificate of origin?'],
    keywords: ['certificate of origin', 'coo', 'origin', 'preferential', 'non preferential', 'fta', 'free trade agreement', 'chamber of commerce'],
    answer:
      'A certificate of origin (CoO) states the country where the goods were made or grown. A non-preferential certificate, usually issued by a chamber of commerce, proves origin in general. A preferential certificate, issued under a free trade agreement by the authorised agency, lets the buyer claim a lower import duty. Buyers, banks under an L/C, and customs in many countries ask for one.',
  },
  {
    id: 'fcl-lcl',
    questions: ['What is the difference between FCL and LCL?', 'What is a full container load?', 'How much fits in a 20ft container?'],
    keywords: ['fcl', 'lcl', 'full container load', 'less than container load', 'container', '20ft', '40ft', 'consolidation', 'groupage', 'cbm'],
    answer:
      'FCL (full container load): you book a whole container for your cargo, sealed at origin; it is cheaper per unit for larger volumes. LCL (less than container load): your cargo shares a container with others, consolidated by a forwarder, and you pay by volume or weight; it suits small shipments but means more handling and longer transit. A standard 20ft container holds about 33 m³ and a 40ft about 67 m³ (a 40ft high cube about 76 m³); the weight you can load also depends on road limits.',
  },
  {
    id: 'moq',
    questions: ['What is MOQ?', 'What is the minimum order quantity?', 'Can I order less than the MOQ?'],
    keywords: ['moq', 'minimum order', 'minimum order quantity', 'minimum', 'small order', 'trial order'],
    answer:
      "MOQ (minimum order quantity) is the smallest order a supplier accepts, set by production runs, packing and shipping costs; for bulk commodities it is often one container. Each supplier sets its own MOQ, so ask in your inquiry. Trial orders below MOQ are sometimes possible at a higher unit price or as LCL.",
  },
  {
    id: 'samples',
    questions: ['Can I get a sample?', 'Are samples free?', 'How do samples work in export?'],
    keywords: ['sample', 'samples', 'free sample', 'courier', 'pre shipment sample', 'approval sample'],
    answer:
      'Samples let a buyer check quality before ordering. Commonly, small samples are free and the buyer pays the courier, while larger or costly samples are charged and may be credited against the first order; each supplier decides. Agree on an approved (sealed) sample that the shipment must match. Ask for samples in your inquiry on Krishika.',
  },
  {
    id: 'export-documents',
    questions: ['What documents are needed for export?', 'Which shipping documents do I need?', 'Export documentation checklist'],
    keywords: ['documents', 'documentation', 'paperwork', 'commercial invoice', 'packing list', 'shipping documents', 'shipping bill', 'checklist'],
    answer:
      'A typical export shipment needs: a commercial invoice; a packing list; the transport document (bill of lading for sea, air waybill for air); a certificate of origin; an insurance certificate under CIF or CIP; and, depending on the product and destination, a phytosanitary certificate, fumigation certificate, health certificate, certificate of analysis or inspection certificate. In India the exporter also files a shipping bill with customs. An L/C or contract may ask for more.',
  },
  {
    id: 'bill-of-lading',
    questions: ['What is a bill of lading?', 'What is a B/L?', 'What is a telex release?'],
    keywords: ['bill of lading', 'bl', 'b/l', 'obl', 'telex release', 'seaway bill', 'carrier', 'title'],
    answer:
      'A bill of lading (B/L) is issued by the carrier when it takes the goods: a receipt for the cargo, evidence of the contract of carriage, and, when negotiable ("to order"), a document of title, so whoever holds the original can take delivery. That is why banks use it under L/Cs and collections. A telex release or a sea waybill lets the consignee take delivery without the original paper B/L.',
  },
  {
    id: 'proforma-invoice',
    questions: ['What is a proforma invoice?', 'Why do I need a PI?'],
    keywords: ['proforma', 'pro forma', 'pi', 'proforma invoice', 'quotation'],
    answer:
      "A proforma invoice (PI) is a preliminary invoice sent before shipment that states the goods, quantity, price, Incoterm, payment terms, delivery time and bank details. Buyers use it to approve the order, pay an advance, apply for an import licence or open an L/C. The commercial invoice is issued at shipment.",
  },
  {
    id: 'certifications',
    questions: ['Which quality certifications matter for food export?', 'What certificates do buyers ask for?'],
    keywords: ['certification', 'certifications', 'certificate', 'certificates', 'quality', 'standards', 'compliance', 'halal', 'kosher', 'brc', 'fda', 'globalgap'],
    answer:
      "Buyers of food products commonly ask for: FSSAI licensing (India); HACCP, ISO 22000 or FSSC 22000 for food safety; ISO 9001 for quality management; organic certification (India's NPOP, USDA Organic, EU organic) for organic goods; Halal or Kosher for those markets; BRCGS with many UK and European retailers; GlobalG.A.P. for farm produce; and FDA food facility registration to export food to the United States. Ask me about any of them.",
  },
  {
    id: 'fssai',
    questions: ['What is FSSAI?', 'Do exporters need an FSSAI licence?'],
    keywords: ['fssai', 'food safety and standards authority', 'food licence', 'food license', 'central licence'],
    answer:
      "FSSAI is the Food Safety and Standards Authority of India, which licenses and registers food businesses in India. Food businesses need an FSSAI registration or licence, and food importers and exporters need a Central Licence. Buyers of Indian food products often ask for the FSSAI licence number.",
  },
  {
    id: 'haccp',
    questions: ['What is HACCP?', 'Why do buyers ask for HACCP?'],
    keywords: ['haccp', 'hazard analysis', 'critical control points', 'food safety'],
    answer:
      'HACCP (Hazard Analysis and Critical Control Points) is a preventive food-safety system: it identifies biological, chemical and physical hazards in production and controls them at critical control points, following seven principles set out by the Codex Alimentarius. Many importers require suppliers to have a HACCP plan, often certified by a third party.',
  },
  {
    id: 'iso-22000',
    questions: ['What is ISO 22000?', 'What is FSSC 22000?', 'ISO 22000 vs HACCP'],
    keywords: ['iso 22000', 'iso22000', '22000', 'fssc', 'fssc 22000', 'food safety management', 'gfsi', 'iso'],
    answer:
      'ISO 22000 is the international standard for food safety management systems: it combines HACCP principles with prerequisite programmes and ISO management-system requirements. FSSC 22000 is a certification scheme built on ISO 22000 and recognised by the GFSI, which many large food buyers ask for.',
  },
  {
    id: 'organic',
    questions: ['How do I get organic certification?', 'What is NPOP?', 'Can I export organic products to the EU and the US?'],
    keywords: ['organic', 'npop', 'india organic', 'usda organic', 'nop', 'eu organic', 'bio', 'certificate of inspection', 'coi', 'traces'],
    answer:
      "Organic products must be certified by an accredited certification body under the standard of the market: India's NPOP (India Organic), the USDA National Organic Program for the United States, and the EU organic regulation for the European Union. Certification covers the farm and the processing. Organic shipments to the EU also need an electronic certificate of inspection (COI) issued in the EU's TRACES system.",
  },
  {
    id: 'export-from-india',
    questions: ['What registrations do I need to export from India?', 'What is an IEC?', 'Do I need Spices Board registration?'],
    keywords: ['iec', 'importer exporter code', 'dgft', 'rcmc', 'apeda', 'spices board', 'cres', 'start exporting', 'registration', 'export license', 'licence'],
    answer:
      "To export from India you need an IEC (Importer-Exporter Code) from the DGFT. Many products also need an RCMC (registration-cum-membership certificate) from the relevant export promotion council or board, for example APEDA for many agricultural and processed food products, or the Spices Board, whose Certificate of Registration as Exporter of Spices (CRES) is required to export spices. Food exporters also need an FSSAI Central Licence.",
  },
]; // prettier-ignore
