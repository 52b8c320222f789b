// What each plan allows. The database enforces the Free plan's limits in its triggers (so every door,
// the api and the REST interface, is held to them); supabase-emulator/src/db/contracts.test.ts proves
// the triggers and these numbers agree.

export const FREE_PLAN_LIMITS = {
  /** Active (listed) products a supplier may have at once. */
  activeListings: 10,
  /** Inquiries a buyer may post per calendar month (UTC). */
  monthlyInquiries: 5,
  /** Inquiries a supplier may respond to per calendar month (UTC). */
  monthlyResponses: 5,
} as const;
