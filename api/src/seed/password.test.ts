import { assessPassword, passwordUserInputs } from 'contracts/password';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data.ts';

// The seed writes its password hash directly, past the auth server's check: the password it
// documents must still be one the server would accept for each of its accounts.
describe('the demo password', () => {
  it("passes the auth server's rule for every demo account", () => {
    for (const account of DEMO_ACCOUNTS) {
      const userInputs = passwordUserInputs(account.email, account.full_name, account.business_name);
      expect(assessPassword(DEMO_PASSWORD, { userInputs }).reasons, account.email).toEqual([]);
    }
  });
});
