import { describe, expect, it } from 'vitest';

import { LANGUAGES, detectLanguage, extractFacts } from './index.ts';

describe('public API', () => {
  it('exposes language detection and fact extraction', () => {
    expect(LANGUAGES).toHaveLength(8);
    expect(detectLanguage('Necesito 20 toneladas de cúrcuma')).toBe('es');
    expect(extractFacts('Necesito 20 toneladas de cúrcuma').quantity?.value).toBe(20);
  });
});
