import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProducts, createAccount, startApiHarness, type ApiHarness } from '../../testing.ts';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness();
});

afterAll(async () => {
  await harness?.close();
});

const chat = (payload: unknown, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url: '/krishika/chat', headers, payload: payload as object });

describe('POST /krishika/chat', () => {
  it('answers visitors who are not signed in', async () => {
    const response = await chat({ message: 'What does CIF mean?' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ reply: string }>();
    expect(body.reply).toMatch(/insurance/i);
  });

  it('answers questions about the platform', async () => {
    const response = await chat({ message: 'How much is the Pro plan?' });
    expect(response.json<{ reply: string }>().reply).toContain('$12');
  });

  it('has no practical length limit on a question', async () => {
    const response = await chat({ message: `${'Please tell me about letters of credit. '.repeat(2000)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ reply: string }>().reply.length).toBeGreaterThan(0);
  });

  it('refuses an empty or mistyped message, and a forged token', async () => {
    expect((await chat({ message: '' })).statusCode).toBe(400);
    expect((await chat({ message: 12 })).statusCode).toBe(400);
    expect((await chat({})).statusCode).toBe(400);
    expect((await chat({ message: 'hi' }, { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });
});

describe('POST /krishika/chat: answers from live marketplace data', () => {
  let buyerToken: string;

  beforeAll(async () => {
    const malabar = await createAccount(harness, 'chat.malabar@example.com', {
      businessName: 'Malabar Spice Exports',
      country: 'India',
      verification: 'verified',
    });
    const nile = await createAccount(harness, 'chat.nile@example.com', {
      businessName: 'Nile Valley Agro',
      country: 'Egypt',
      verification: 'pending',
    });
    await addProducts(harness, malabar.id, [
      {
        name: 'Black Pepper 550 GL',
        category: 'Spices & Herbs',
        price_min: 6800,
        price_max: 7200,
        currency: 'USD',
        price_unit: 'MT',
        moq: 2,
        moq_unit: 'MT',
        origin_country: 'India',
        lead_time: '3-4 weeks',
      },
      { name: 'Green Cardamom 8 mm', category: 'Spices & Herbs', origin_country: 'India' },
    ]);
    await addProducts(harness, nile.id, [
      {
        name: 'Egyptian Cumin Seeds',
        category: 'Spices & Herbs',
        moq: 5,
        moq_unit: 'MT',
        origin_country: 'Egypt',
      },
    ]);
    buyerToken = (await createAccount(harness, 'chat.buyer@example.com', { role: 'buyer', plan: 'free' }))
      .token;
  });

  type Body = { reply: string; topic: string | null; source: string };

  it("answers a named supplier's product MOQ from its listing, with its verification state", async () => {
    const body = (
      await chat({ message: 'What is the MOQ for black pepper from Malabar Spice Exports?' })
    ).json<Body>();
    expect(body.source).toBe('marketplace');
    expect(body.topic).toBe('supplier-product');
    expect(body.reply).toContain('Malabar Spice Exports (India) is a verified supplier');
    expect(body.reply).toContain('Black Pepper 550 GL');
    expect(body.reply).toMatch(/^[^;]*minimum order: 2 MT/m);
    expect(body.reply).not.toMatch(/registration/i);
  });

  it('finds the supplier without its company suffix and says what the listing does not state', async () => {
    const body = (await chat({ message: "what's the lead time on cardamom at malabar spice?" })).json<Body>();
    expect(body.topic).toBe('supplier-product');
    expect(body.reply).toContain('Green Cardamom 8 mm');
    expect(body.reply).toContain('lead time: not stated in the listing');
  });

  it('names a supplier that is not verified yet as such, and lists what it sells', async () => {
    const body = (await chat({ message: 'Is Nile Valley Agro verified?' })).json<Body>();
    expect(body.topic).toBe('supplier');
    expect(body.reply).toContain('Nile Valley Agro (Egypt) is not verified yet');
    expect(body.reply).toContain('Egyptian Cumin Seeds');
  });

  it('lists who offers a product with prices and MOQs when no supplier is named', async () => {
    const body = (await chat({ message: 'Who sells black pepper and at what price?' })).json<Body>();
    expect(body.topic).toBe('product-offers');
    expect(body.reply).toContain(
      'Black Pepper 550 GL — Malabar Spice Exports (India, verified): price: USD 6,800–7,200 per MT',
    );
  });

  it("tells a signed-in buyer their plan's usage; a visitor gets the plans from the knowledge base", async () => {
    const mine = (
      await chat(
        { message: 'How many inquiries do I have left on my plan?' },
        { authorization: `Bearer ${buyerToken}` },
      )
    ).json<Body>();
    expect(mine.topic).toBe('my-plan');
    expect(mine.reply).toMatch(/You are on the Free plan\. You have posted 0 of 5 inquiries this month/);
    const visitor = (await chat({ message: 'How many inquiries do I have left on my plan?' })).json<Body>();
    expect(visitor.source).toBe('knowledge');
  });

  it('leaves trade and platform questions to the knowledge base', async () => {
    const body = (await chat({ message: 'What is MOQ?' })).json<Body>();
    expect(body.source).toBe('knowledge');
    const unknown = (await chat({ message: 'who won the world cup' })).json<Body>();
    expect(unknown.source).toBe('knowledge');
    expect(unknown.topic).toBeNull();
  });
});
