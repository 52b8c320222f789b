// Optional hosted LLM: any OpenAI-compatible chat-completions endpoint. Krishika's offline engine stays
// the default and the fallback: a slow, failing or unfaithful completion is replaced by the offline draft.
import { z } from 'zod';

export interface LlmConfig {
  /** e.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

const llmEnvSchema = z.object({
  KRISHIKA_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  KRISHIKA_LLM_MODEL: z.string().trim().min(1).optional(),
  KRISHIKA_LLM_API_KEY: z.string().trim().min(1).optional(),
  KRISHIKA_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
});

/** The LLM settings from env, or null when no endpoint is configured (the offline engine only). */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv): LlmConfig | null {
  const parsed = llmEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid ${issue?.path.join('.') ?? 'LLM setting'}: ${issue?.message ?? 'unknown error'}`,
    );
  }
  const e = parsed.data;
  if (!e.KRISHIKA_LLM_BASE_URL) return null;
  if (!e.KRISHIKA_LLM_MODEL)
    throw new Error('Invalid KRISHIKA_LLM_MODEL: required when KRISHIKA_LLM_BASE_URL is set');
  return {
    baseUrl: e.KRISHIKA_LLM_BASE_URL.replace(/\/+$/, ''),
    model: e.KRISHIKA_LLM_MODEL,
    apiKey: e.KRISHIKA_LLM_API_KEY ?? null,
    timeoutMs: e.KRISHIKA_LLM_TIMEOUT_MS,
  };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http' | 'network' | 'malformed' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** One chat completion, bounded by the configured timeout. Throws LlmError; never hangs. */
export async function complete(config: LlmConfig, messages: ChatMessage[]): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 600 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new LlmError('timeout', `no answer within ${config.timeoutMs} ms`);
    throw new LlmError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new LlmError('http', `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new LlmError('malformed', 'the answer is not JSON');
  }
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) throw new LlmError('malformed', 'the answer has no choices[0].message.content');
  const content = parsed.data.choices[0]?.message.content?.trim() ?? '';
  if (!content) throw new LlmError('empty', 'the answer is empty');
  return content;
}
