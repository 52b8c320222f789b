// The assistant feature's public entry: what other features of mf-supplier may use.
export { draftReply } from './api/assistant';
export { AiAssistantPanel } from './components/AiAssistantPanel';
