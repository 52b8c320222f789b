import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeConversation, fakeConversationLog, fakeReplyAnswer } from 'shared-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KrishikaRequestError } from '../lib/krishikaClient';
import {
  AUDIO_READY,
  FILL_IN_BOTH_FIELDS,
  GENERATE_REPLY_FIRST,
  MISSING_INFORMATION,
  RATE_LIMIT_EXCEEDED,
  REPLY_FAILED,
  REPLY_GENERATED,
  SERVICE_UNAVAILABLE,
  VOICE_FAILED,
  VOICE_REPLY_GENERATED,
} from '../lib/messages';
import { createFakeClient, deferred, findToast, renderWithClient, type FakeClient } from '../test/render';
import { KrishikaAssistant } from './KrishikaAssistant';

const LOG = fakeConversation({
  inquiry: 'Need 5 MT turmeric',
  reply: 'Dear buyer, we can supply 5 MT of turmeric powder.',
  product: 'Turmeric powder',
  timestamp: '2026-11-21T08:00:00.000Z',
});

let client: FakeClient;
let celebrate: ReturnType<typeof vi.fn<() => void>>;

function renderAssistant() {
  return renderWithClient(<KrishikaAssistant celebrate={celebrate} />, client);
}

const inquiryField = () => screen.getByLabelText(/^Buyer inquiry\*?$/);
const contextField = () => screen.getByLabelText(/^Product context/);
const askButton = () => screen.getByRole('button', { name: 'Ask Krishika' });
const logCalls = () => client.json.mock.calls.filter(([path]) => path === '/log').length;

beforeEach(() => {
  client = createFakeClient();
  celebrate = vi.fn();
  let urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:krishika/${++urls}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('KrishikaAssistant page', () => {
  it('shows the hero and every section, and loads the logs when it opens', async () => {
    client.on('/log', () => fakeConversationLog([LOG]));
    renderAssistant();
    expect(screen.getByRole('heading', { level: 1, name: 'Krishika AI' })).toBeInTheDocument();
    for (const name of [
      'Inquiry Assistant',
      'Voice Reply Generator',
      'Product Match Engine',
      'Upload Catalog PDF',
      'Export Logs and View Past Logs',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(await screen.findByText('Showing 1 of 1 logs')).toBeInTheDocument();
    expect(client.json).toHaveBeenCalledWith('/log', expect.objectContaining({ method: 'GET' }));
  });

  it('only logs a failed log load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.on('/log', () => {
      throw new KrishikaRequestError('server', SERVICE_UNAVAILABLE, { status: 500 });
    });
    renderAssistant();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByText('Showing 0 of 0 logs')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});

describe('Inquiry Assistant', () => {
  it.each([
    ['both empty', '', ''],
    ['only spaces', '   ', '  '],
    ['no product context', 'Need turmeric', ''],
  ])('asks for both fields (%s) and focuses the missing one', async (_, inquiry, context) => {
    const { user } = renderAssistant();
    if (inquiry) await user.type(inquiryField(), inquiry);
    if (context) await user.type(contextField(), context);
    await user.click(askButton());
    expect(await findToast(MISSING_INFORMATION)).toEqual({
      title: MISSING_INFORMATION,
      description: FILL_IN_BOTH_FIELDS,
    });
    expect(client.json).not.toHaveBeenCalledWith('/reply', expect.anything());
    expect(inquiry.trim() ? contextField() : inquiryField()).toHaveFocus();
  });

  it('asks Krishika, shows the reply with its time, celebrates and reloads the logs', async () => {
    const pending = deferred<unknown>();
    client.on('/reply', () => pending.promise);
    const { user } = renderAssistant();
    await waitFor(() => expect(logCalls()).toBe(1));

    await user.type(inquiryField(), '  Need 5 MT turmeric ');
    await user.type(contextField(), 'Turmeric powder, USD 2.10/kg');
    await user.click(askButton());

    expect(client.json).toHaveBeenCalledWith('/reply', {
      body: { inquiry: 'Need 5 MT turmeric', product_context: 'Turmeric powder, USD 2.10/kg' },
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(askButton()).toHaveAttribute('aria-busy', 'true'));
    expect(askButton()).toBeDisabled();

    client.on('/log', () => fakeConversationLog([LOG]));
    pending.resolve(fakeReplyAnswer(LOG.reply));

    const bubble = await screen.findByRole('article', { name: "Krishika's reply" });
    expect(within(bubble).getByText(LOG.reply)).toBeInTheDocument();
    expect(bubble.querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-/));
    expect(bubble.closest('[aria-live="polite"]')).not.toBeNull();
    expect((await findToast(REPLY_GENERATED)).title).toBe(REPLY_GENERATED);
    expect(celebrate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(logCalls()).toBe(2));
    expect(await screen.findByText('Showing 1 of 1 logs')).toBeInTheDocument();
    expect(askButton()).toBeEnabled();
  });

  it("toasts the failure message with the request layer's reason", async () => {
    client.on('/reply', () => {
      throw new KrishikaRequestError('rate_limited', RATE_LIMIT_EXCEEDED);
    });
    const { user } = renderAssistant();
    await user.type(inquiryField(), 'Need turmeric');
    await user.type(contextField(), 'Turmeric');
    await user.click(askButton());
    expect(await findToast(REPLY_FAILED)).toEqual({ title: REPLY_FAILED, description: RATE_LIMIT_EXCEEDED });
    expect(celebrate).not.toHaveBeenCalled();
    expect(screen.queryByRole('article', { name: "Krishika's reply" })).toBeNull();
  });
});

describe('Voice Reply Generator', () => {
  async function withReply() {
    client.on('/reply', () => fakeReplyAnswer(LOG.reply));
    const view = renderAssistant();
    await view.user.type(inquiryField(), 'Need turmeric');
    await view.user.type(contextField(), 'Turmeric');
    await view.user.click(askButton());
    await screen.findByRole('article', { name: "Krishika's reply" });
    return view;
  }
  const speakButton = () => screen.getByRole('button', { name: 'Speak Reply' });

  it('needs a reply first', async () => {
    const { user } = renderAssistant();
    await user.type(inquiryField(), 'Need turmeric');
    await user.type(contextField(), 'Turmeric');
    await user.click(speakButton());
    expect(await findToast(MISSING_INFORMATION)).toEqual({
      title: MISSING_INFORMATION,
      description: GENERATE_REPLY_FIRST,
    });
    expect(client.blob).not.toHaveBeenCalled();
  });

  it('needs both fields even with a reply', async () => {
    const { user } = await withReply();
    await user.clear(contextField());
    await user.click(speakButton());
    expect((await findToast(MISSING_INFORMATION)).description).toBe(GENERATE_REPLY_FIRST);
    expect(client.blob).not.toHaveBeenCalled();
  });

  it('speaks the reply, then plays, pauses, and resets when playback ends', async () => {
    const pending = deferred<{ blob: Blob; fileName: null }>();
    client.on('/speak_reply', () => pending.promise);
    const { user } = await withReply();
    await user.click(speakButton());
    expect(client.blob).toHaveBeenCalledWith('/speak_reply', {
      method: 'POST',
      body: { inquiry: 'Need turmeric', product_context: 'Turmeric' },
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(speakButton()).toBeDisabled());
    pending.resolve({ blob: new Blob(['RIFF'], { type: 'audio/wav' }), fileName: null });

    expect(await findToast(VOICE_REPLY_GENERATED)).toEqual({
      title: VOICE_REPLY_GENERATED,
      description: AUDIO_READY,
    });
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'blob:krishika/1');

    await user.click(screen.getByRole('button', { name: 'Play Audio' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Pause Audio' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Play Audio' }));
    await screen.findByRole('button', { name: 'Pause Audio' });
    fireEvent.ended(audio as HTMLAudioElement);
    expect(await screen.findByRole('button', { name: 'Play Audio' })).toBeInTheDocument();
  });

  it('revokes the object URL when the audio is replaced and when the page goes away', async () => {
    client.on('/speak_reply', () => ({ blob: new Blob(['RIFF']), fileName: null }));
    const { user, unmount } = await withReply();
    await user.click(speakButton());
    await screen.findByRole('button', { name: 'Play Audio' });
    await user.click(speakButton());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:krishika/1'));
    expect(document.querySelector('audio')).toHaveAttribute('src', 'blob:krishika/2');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:krishika/2');
  });

  it('drops the audio of an older reply when a new reply comes', async () => {
    client.on('/speak_reply', () => ({ blob: new Blob(['RIFF']), fileName: null }));
    const { user } = await withReply();
    await user.click(speakButton());
    await screen.findByRole('button', { name: 'Play Audio' });
    await user.click(askButton());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Audio' })).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:krishika/1');
  });

  it('toasts a failure', async () => {
    client.on('/speak_reply', () => {
      throw new KrishikaRequestError('server', SERVICE_UNAVAILABLE, { status: 503 });
    });
    const { user } = await withReply();
    await user.click(speakButton());
    expect(await findToast(VOICE_FAILED)).toEqual({ title: VOICE_FAILED, description: SERVICE_UNAVAILABLE });
    expect(screen.queryByRole('button', { name: 'Play Audio' })).toBeNull();
    await act(async () => undefined);
  });
});
