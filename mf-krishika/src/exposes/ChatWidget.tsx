// `mf_krishika/ChatWidget`: the floating chat the shell mounts on every page once the browser is idle
// (typed by ChatWidgetModule in tooling/contracts.ts). Rendered inside the shell's UiProvider.
import type { ChatWidgetModule } from '@krishika/tooling/contracts';
import { ChatWidget as Widget } from '../features/chat/components/ChatWidget';

export const ChatWidget: ChatWidgetModule['ChatWidget'] = Widget;
export default ChatWidget;
