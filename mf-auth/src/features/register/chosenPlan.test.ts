import { describe, expect, it } from 'vitest';
import { chosenPlan, chosenPlanNote } from './chosenPlan';

describe('chosenPlan', () => {
  it('reads the three plans, in any case, and nothing else', () => {
    expect(chosenPlan('pro')).toBe('pro');
    expect(chosenPlan(' Enterprise ')).toBe('enterprise');
    expect(chosenPlan('free')).toBe('free');
    for (const value of [null, '', 'gold', 'constructor', 'toString', '__proto__']) {
      expect(chosenPlan(value)).toBeNull();
    }
  });

  it('says a paid plan starts on Free and is kept', () => {
    expect(chosenPlanNote('pro')).toContain('You chose the Pro plan.');
    expect(chosenPlanNote('pro')).toContain('starts on Free');
    expect(chosenPlanNote('free')).toContain('You chose the Free plan');
  });
});
