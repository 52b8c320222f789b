import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { Button, media, VisuallyHidden } from 'shared-ui';
import styled, { css } from 'styled-components';
import { useChat } from '../hooks/useChat';

/*
 * Placement: the dashboards' floating action button sits at the bottom right (1.5rem from the edges,
 * 0.75rem below 480px, about 3rem tall). The launcher stacks above that spot on every page, so both
 * stay visible and usable; the open chat is a modal dialog anchored there (full screen on phones).
 */
const FAB_CLEARANCE = '5.25rem';
const FAB_CLEARANCE_SMALL = '4.5rem';

const Launcher = styled.button<{ $open: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${FAB_CLEARANCE};
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
  ${({ $open }) =>
    $open &&
    css`
      transform: scale(0.9);
    `}

  ${media.down('sm')} {
    right: ${({ theme }) => theme.space[3]};
    bottom: ${FAB_CLEARANCE_SMALL};
    width: 3rem;
    height: 3rem;
  }
`;

const Panel = styled.dialog`
  /* In the top layer (showModal), anchored where the launcher is. */
  position: fixed;
  inset: auto ${({ theme }) => theme.space[6]} ${FAB_CLEARANCE} auto;
  margin: 0;
  padding: 0;
  width: min(24rem, calc(100vw - 2rem));
  height: min(36rem, calc(100dvh - ${FAB_CLEARANCE} - 1rem));
  max-width: none;
  max-height: none;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(10, 20, 16, 0.25);
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  ${media.down('sm')} {
    inset: ${({ theme }) => theme.space[2]};
    width: auto;
    height: auto;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    opacity: 0.9;
  }
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const CloseButton = styled.button`
  margin-inline-start: auto;
  display: grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  font-size: 1.5rem;
  line-height: 1;
  color: inherit;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.textInverse};
    outline-offset: -3px;
  }
`;

const Log = styled.ol`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Bubble = styled.li<{ $from: 'user' | 'bot'; $error: boolean }>`
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $from, $error, theme }) =>
    $from === 'user'
      ? css`
          align-self: flex-end;
          background: ${theme.color.brand};
          color: ${theme.color.textInverse};
          border-bottom-right-radius: ${theme.radius.sm};
        `
      : css`
          align-self: flex-start;
          background: ${$error ? theme.color.dangerSoft : theme.color.surface};
          color: ${$error ? theme.color.danger : theme.color.text};
          border: 1px solid ${$error ? theme.color.danger : theme.color.border};
          border-bottom-left-radius: ${theme.radius.sm};
        `}
`;

const Typing = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  min-height: 1.5rem;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const MessageInput = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  max-height: 8rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  resize: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01"
      />
    </svg>
  );
}

const FOCUSABLE =
  'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The site's floating chat (docs/product.md#chat): a bot titled Krishika, in English, no limit on the question's
 * length, answered by POST /chat. A modal dialog: focus stays inside, Escape or the close button
 * closes it, and focus returns to the launcher.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { messages, busy, send } = useChat();
  const titleId = useId();
  const descriptionId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, open]);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft;
    if (!text.trim() || busy) return;
    setDraft('');
    await send(text);
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (and IME composition is left alone).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  // The native modal keeps the page inert; this also keeps Tab cycling inside the dialog.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault(); // Escape: we close it ourselves so state and focus stay in step
    close();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog has no padding: a click on the dialog element itself is a click on the backdrop.
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <Launcher
        ref={launcherRef}
        type="button"
        $open={open}
        aria-label="Chat with Krishika"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ChatIcon />
      </Launcher>
      {/* Keyboard users close it with Escape or the close button; the click is the pointer's backdrop. */}
      <Panel
        ref={dialogRef}
        lang="en"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onCancel={onCancel}
        onClose={() => open && close()}
        onClick={onBackdropClick}
        onKeyDown={trapFocus}
      >
        {open && (
          <>
            <Header>
              <Avatar aria-hidden="true">K</Avatar>
              <div>
                <h2 id={titleId}>Krishika</h2>
                <p id={descriptionId}>AI trade assistant · English</p>
              </div>
              <CloseButton type="button" aria-label="Close chat" onClick={close}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            </Header>
            <Log ref={logRef} role="log" aria-live="polite" aria-label="Conversation with Krishika">
              {messages.map((message) => (
                <Bubble key={message.id} dir="auto" $from={message.from} $error={Boolean(message.error)}>
                  {/* Its own dir keeps the hidden English label out of the bubble's dir="auto" guess. */}
                  <VisuallyHidden dir="ltr">
                    {message.from === 'user' ? 'You: ' : 'Krishika: '}
                  </VisuallyHidden>
                  {message.text}
                </Bubble>
              ))}
            </Log>
            <Typing role="status">{busy ? 'Krishika is typing…' : ''}</Typing>
            <Composer onSubmit={(event) => void submit(event)}>
              <MessageInput
                ref={inputRef}
                dir="auto"
                aria-label="Message Krishika"
                rows={1}
                placeholder="Ask Krishika…"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onInputKeyDown}
              />
              <Button type="submit" loading={busy} disabled={!draft.trim()}>
                Send
              </Button>
            </Composer>
          </>
        )}
      </Panel>
    </>
  );
}
