import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectLanguage, extractFacts } from 'engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProducts, startApiHarness, type ApiHarness, type TestUser } from '../../testing.ts';

let harness: ApiHarness;
let supplier: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  harness = await startApiHarness();
  supplier = await harness.createUser('spice-house@example.com', 'supplier');
  buyer = await harness.createUser('buyer@example.com', 'buyer');
});

afterAll(async () => {
  await harness?.close();
});

const post = (url: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });

const CONTEXT =
  'Turmeric powder, curcumin 3%, USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT, lead time 3-4 weeks, ISO 22000, origin India';

describe('POST /krishika/reply', () => {
  it('answers in the inquiry language from the context, asks for what is missing, and logs the conversation', async () => {
    const inquiry = 'Hola, necesitamos 20 toneladas de cúrcuma en polvo. ¿Cuál es su mejor precio?';
    const response = await post('/krishika/reply', { inquiry, product_context: CONTEXT }, supplier.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ reply: string }>();
    expect(Object.keys(body)).toEqual(['reply']);
    expect(detectLanguage(body.reply)).toBe('es');
    expect(body.reply).toMatch(/1[.,]?150/);
    // Every number quoted comes from the inquiry or the context.
    const allowed = new Set([...extractFacts(inquiry).numbers, ...extractFacts(CONTEXT).numbers]);
    for (const value of extractFacts(body.reply).numbers) expect(allowed).toContain(value);

    const log = await harness.app.inject({
      method: 'GET',
      url: '/krishika/log',
      headers: { authorization: `Bearer ${supplier.token}` },
    });
    const [latest] = log.json<{ conversations: { inquiry: string; reply: string; product: string }[] }>()
      .conversations;
    expect(latest).toMatchObject({ inquiry, reply: body.reply });
    expect(latest?.product.toLowerCase()).toContain('turmeric');
  });

  it.each([
    ['en', 'We need 20 MT of turmeric powder CIF Rotterdam, please quote.'],
    ['hi', 'हमें 20 टन हल्दी पाउडर चाहिए। कृपया कीमत बताएं।'],
    ['fr', 'Bonjour, nous cherchons 20 tonnes de curcuma en poudre. Quel est votre prix ?'],
    ['de', 'Guten Tag, wir benötigen 20 Tonnen Kurkuma-Pulver. Bitte senden Sie uns Ihr Angebot.'],
    ['pt', 'Olá, precisamos de 20 toneladas de cúrcuma em pó. Qual é o seu preço?'],
    ['ar', 'مرحبا، نحتاج إلى 20 طن من مسحوق الكركم. ما هو أفضل سعر لديكم؟'],
    ['zh', '您好，我们需要20吨姜黄粉，请报价。'],
  ])('replies in %s', async (language, inquiry) => {
    const response = await post('/krishika/reply', { inquiry, product_context: CONTEXT }, supplier.token);
    expect(response.statusCode).toBe(200);
    expect(detectLanguage(response.json<{ reply: string }>().reply)).toBe(language);
  });

  it("answers from the supplier's own catalog when no context is given", async () => {
    await addProducts(harness, supplier.id, [
      {
        name: 'Malabar Black Pepper',
        category: 'Spices & Herbs',
        price_min: 6400,
        price_max: 6400,
        currency: 'USD',
        price_unit: 'MT',
        moq: 2,
        moq_unit: 'MT',
        origin_country: 'India',
      },
    ]);
    const response = await post(
      '/krishika/reply',
      { inquiry: 'Please quote black pepper, 10 MT, CIF Jebel Ali.' },
      supplier.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ reply: string }>().reply).toMatch(/6[,.]?400/);
  });

  it("never answers from another supplier's catalog", async () => {
    const other = await harness.createUser('other-supplier@example.com', 'supplier');
    await addProducts(harness, other.id, [
      { name: 'Saffron Super Negin', price_min: 987654, currency: 'USD', price_unit: 'kg', status: 'active' },
    ]);
    const response = await post(
      '/krishika/reply',
      { inquiry: 'Price of saffron please, 5 kg.' },
      supplier.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ reply: string }>().reply).not.toMatch(/987/);
  });

  it.each([
    ['a missing inquiry', { product_context: CONTEXT }, /inquiry/],
    ['an inquiry of the wrong type', { inquiry: 42, product_context: CONTEXT }, /string/],
    ['a blank inquiry', { inquiry: '   ', product_context: '' }, /pattern|inquiry/],
    ['an empty inquiry', { inquiry: '', product_context: '' }, /fewer than 1|inquiry/],
    ['an inquiry over 5,000 characters', { inquiry: 'x'.repeat(5001) }, /more than 5000/],
    ['a context of the wrong type', { inquiry: 'Need rice', product_context: ['a'] }, /string/],
    ['an unknown field', { inquiry: 'Need rice', extra: true }, /additional/],
  ])('refuses %s with a clear 400', async (_name, body, message) => {
    const response = await post('/krishika/reply', body, supplier.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(message),
    });
  });

  it('refuses a body that is not JSON, and one over the 1 MB limit', async () => {
    const broken = await post('/krishika/reply', '{"inquiry":', supplier.token, {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await post('/krishika/reply', { inquiry: 'x'.repeat(1024 * 1024 + 10) }, supplier.token);
    expect(huge.statusCode).toBe(413);
  });

  it('refuses callers without a valid token and logs nothing for them', async () => {
    expect((await post('/krishika/reply', { inquiry: 'Need rice' })).statusCode).toBe(401);
    expect((await post('/krishika/reply', { inquiry: 'Need rice' }, 'not-a-jwt')).statusCode).toBe(401);
    const expired = await harness.emulator.ctx.keys.sign(
      { iss: harness.issuer, sub: buyer.id, role: 'authenticated', aud: 'authenticated' },
      -60,
    );
    expect((await post('/krishika/reply', { inquiry: 'Need rice' }, expired)).statusCode).toBe(401);
    // Signed with the right key but issued for another host (or for none): not ours.
    for (const iss of ['http://evil.example.org/auth/v1', undefined]) {
      const foreign = await harness.emulator.ctx.keys.sign(
        { ...(iss ? { iss } : {}), sub: buyer.id, role: 'authenticated', aud: 'authenticated' },
        3600,
      );
      expect((await post('/krishika/reply', { inquiry: 'Need rice' }, foreign)).statusCode, iss).toBe(401);
    }
    const { rows } = await harness.pool.query(
      `select 1 from public.krishika_conversations where inquiry = 'Need rice'`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe('POST /krishika/speak_reply', () => {
  it('speaks the reply last generated for the inquiry, as a WAV file', async () => {
    const inquiry = 'We need 20 MT of turmeric powder CIF Rotterdam, please quote.';
    const response = await post(
      '/krishika/speak_reply',
      { inquiry, product_context: CONTEXT },
      supplier.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    const wav = response.rawPayload;
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.length).toBeGreaterThan(10_000);
  });

  it('drafts and speaks a reply for an inquiry never answered, without logging it', async () => {
    const inquiry = 'Necesito 5 toneladas de pimienta negra.';
    const response = await post('/krishika/speak_reply', { inquiry, product_context: '' }, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const { rows } = await harness.pool.query(
      `select 1 from public.krishika_conversations where inquiry = $1`,
      [inquiry],
    );
    expect(rows).toHaveLength(0);
  });

  it('validates like /reply and needs a token', async () => {
    expect((await post('/krishika/speak_reply', {}, supplier.token)).statusCode).toBe(400);
    expect((await post('/krishika/speak_reply', { inquiry: 'Need rice' })).statusCode).toBe(401);
  });
});

describe('optional OpenAI-compatible LLM', () => {
  let server: Server;
  let behaviour: (body: { messages: { content: string }[] }) => {
    status: number;
    delayMs?: number;
    content?: string;
  };
  let llmHarness: ApiHarness;
  let user: TestUser;
  const requests: unknown[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(raw) as { messages: { content: string }[] };
        requests.push({ url: request.url, authorization: request.headers.authorization, body });
        const { status, delayMs = 0, content } = behaviour(body);
        setTimeout(() => {
          if (response.destroyed) return;
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    llmHarness = await startApiHarness({
      env: {
        KRISHIKA_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        KRISHIKA_LLM_MODEL: 'test-model',
        KRISHIKA_LLM_API_KEY: 'sk-test',
        KRISHIKA_LLM_TIMEOUT_MS: '300',
      },
    });
    user = await llmHarness.createUser('llm-user@example.com', 'supplier');
  });

  afterAll(async () => {
    await llmHarness?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const ask = (inquiry: string) =>
    llmHarness.app.inject({
      method: 'POST',
      url: '/krishika/reply',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { inquiry, product_context: CONTEXT },
    });
  const INQUIRY = 'We need 20 MT of turmeric powder, please quote CIF Rotterdam.';

  it('uses a faithful completion, sending the model, key, inquiry and context', async () => {
    const faithful =
      'Dear buyer, thank you for your inquiry for 20 MT of turmeric powder. Our price is USD 1,150-1,250/MT FOB Kochi, MOQ 5 MT. Best regards.';
    behaviour = () => ({ status: 200, content: faithful });
    const response = await ask(INQUIRY);
    expect(response.json()).toEqual({ reply: faithful });
    expect(requests.at(-1)).toMatchObject({
      url: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'test-model' },
    });
    expect(JSON.stringify(requests.at(-1))).toContain('MOQ 5 MT');
  });

  it.each([
    [
      'invents a price',
      () => ({ status: 200, content: 'Dear buyer, our price is USD 999/MT. Best regards.' }),
    ],
    [
      'answers in another language',
      () => ({ status: 200, content: 'Estimado comprador, gracias por su consulta. Saludos.' }),
    ],
    [
      'asks again for the destination the buyer gave',
      () => ({
        status: 200,
        content:
          'Dear buyer, thank you for your inquiry for 20 MT of turmeric powder at USD 1,150-1,250/MT. Could you please tell us your destination port? Best regards.',
      }),
    ],
    [
      "drops the buyer's quantity",
      () => ({
        status: 200,
        content:
          'Dear buyer, thank you for your inquiry for turmeric powder CIF Rotterdam. Our price is USD 1,150-1,250/MT FOB Kochi. Best regards.',
      }),
    ],
    ['fails', () => ({ status: 500, content: 'boom' })],
    ['times out', () => ({ status: 200, delayMs: 2000, content: 'Too late.' })],
    ['answers nothing', () => ({ status: 200, content: '' })],
  ])('falls back to the offline engine when the model %s', async (_name, next) => {
    behaviour = next;
    const response = await ask(INQUIRY);
    expect(response.statusCode).toBe(200);
    const { reply } = response.json<{ reply: string }>();
    expect(reply).not.toMatch(/999|Too late|Estimado|boom|Could you please tell us your destination/);
    expect(reply).toContain('20 MT');
    expect(detectLanguage(reply)).toBe('en');
  });

  it('refuses a bad LLM setting at start', async () => {
    await expect(startApiHarness({ env: { KRISHIKA_LLM_BASE_URL: 'ftp://example.com' } })).rejects.toThrow(
      /KRISHIKA_LLM_BASE_URL/,
    );
    await expect(
      startApiHarness({ env: { KRISHIKA_LLM_BASE_URL: 'https://llm.example.com/v1' } }),
    ).rejects.toThrow(/KRISHIKA_LLM_MODEL/);
  });
});

describe('durability', () => {
  it('keeps the log across a restart of the api and of the database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'krishika-api-'));
    try {
      let persistent = await startApiHarness({ dataDir });
      const user = await persistent.createUser('durable@example.com', 'buyer');
      const inquiry = 'Need 12 MT basmati rice CIF Dubai';
      const first = await persistent.app.inject({
        method: 'POST',
        url: '/krishika/reply',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { inquiry, product_context: '' },
      });
      expect(first.statusCode).toBe(200);
      await persistent.restartApp();
      const readLog = async (h: ApiHarness, token: string) =>
        (
          await h.app.inject({
            method: 'GET',
            url: '/krishika/log',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json<{ conversations: { inquiry: string }[] }>().conversations;
      expect(await readLog(persistent, user.token)).toEqual([expect.objectContaining({ inquiry })]);
      await persistent.close();

      persistent = await startApiHarness({ dataDir });
      try {
        expect(await readLog(persistent, await persistent.tokenFor(user))).toEqual([
          expect.objectContaining({ inquiry }),
        ]);
      } finally {
        await persistent.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
