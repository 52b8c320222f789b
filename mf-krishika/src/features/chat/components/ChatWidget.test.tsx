import { screen, waitFor, within } from '@testing-library/react';
import { fakeChatAnswer } from 'shared-api/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { KrishikaRequestError } from '../../../lib/krishikaClient';
import { RATE_LIMIT_EXCEEDED } from '../../../lib/messages';
import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { createFakeClient, deferred, renderWithClient, type FakeClient } from '../../../test/render';
import { GREETING } from '../hooks/useChat';
import { ChatWidget } from './ChatWidget';

installDialogPolyfill();

let client: FakeClient;
beforeEach(() => {
  client = createFakeClient();
});

const launcher = () => screen.getByRole('button', { name: 'Chat with Krishika' });

async function openChat() {
  const view = renderWithClient(<ChatWidget />, client);
  await view.user.click(launcher());
  const dialog = screen.getByRole('dialog', { name: 'Krishika' });
  return { ...view, dialog };
}

describe('ChatWidget', () => {
  it('opens a dialog titled Krishika, in English, with a greeting and the message field focused', async () => {
    const { user } = renderWithClient(<ChatWidget />, client);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(launcher());
    const dialog = screen.getByRole('dialog', { name: 'Krishika' });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('lang', 'en');
    expect(dialog).toHaveAccessibleDescription('AI trade assistant · English');
    expect(within(dialog).getByRole('log', { name: 'Conversation with Krishika' })).toHaveTextContent(
      GREETING,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message Krishika' })).toHaveFocus();
  });

  it('sends a question of any length and shows the answer', async () => {
    const pending = deferred<unknown>();
    client.on('/chat', () => pending.promise);
    const { user, dialog } = await openChat();
    const field = within(dialog).getByRole('textbox', { name: 'Message Krishika' });
    expect(field).not.toHaveAttribute('maxlength');
    const question = `What is an MOQ? ${'Please explain in detail. '.repeat(200)}`;
    await user.click(field);
    await user.paste(question);
    await user.keyboard('{Enter}');

    expect(client.json).toHaveBeenCalledWith('/chat', {
      body: { message: question },
      signal: expect.any(AbortSignal),
    });
    expect(field).toHaveValue('');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Krishika is typing…');
    pending.resolve(fakeChatAnswer({ reply: 'MOQ is the minimum order quantity.', topic: 'moq' }));

    const log = within(dialog).getByRole('log');
    expect(await within(log).findByText('MOQ is the minimum order quantity.')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(field).toHaveFocus();
  });

  it('keeps Shift+Enter for new lines and does not send blank messages', async () => {
    const { user, dialog } = await openChat();
    const field = within(dialog).getByRole('textbox', { name: 'Message Krishika' });
    await user.type(field, '   ');
    await user.keyboard('{Enter}');
    expect(client.json).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(field, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(field).toHaveValue('   line one\nline two');
  });

  it('shows a failed call as a line in the chat', async () => {
    client.on('/chat', () => {
      throw new KrishikaRequestError('rate_limited', RATE_LIMIT_EXCEEDED);
    });
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), 'Hello{Enter}');
    expect(await within(dialog).findByText(RATE_LIMIT_EXCEEDED)).toBeInTheDocument();
  });

  it('closes with Escape and with the close button, returning focus to the launcher', async () => {
    const { user, dialog } = await openChat();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');

    await user.click(launcher());
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(launcher()).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    client.on('/chat', () => fakeChatAnswer({ reply: 'ok', topic: null }));
    const { user, dialog } = await openChat();
    const field = within(dialog).getByRole('textbox');
    await user.type(field, 'x');
    const close = within(dialog).getByRole('button', { name: 'Close chat' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    send.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('keeps the conversation when closed and opened again', async () => {
    client.on('/chat', () => fakeChatAnswer({ reply: 'Namaste!', topic: null }));
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), 'Hi{Enter}');
    await within(dialog).findByText('Namaste!');
    await user.keyboard('{Escape}');
    await user.click(launcher());
    expect(within(dialog).getByText('Namaste!')).toBeInTheDocument();
  });
});
