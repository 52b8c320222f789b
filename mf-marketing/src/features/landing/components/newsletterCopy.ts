// Part 10 of the landing page, word for word as docs/product.md#public-pages quotes it.
export const NEWSLETTER_TITLE = 'Stay Updated with Global Trade Insights';
export const NEWSLETTER_NOTE = 'Join 10,000+ trade professionals. Unsubscribe anytime.';
export const SUBSCRIBED_TITLE = 'Successfully subscribed!';
export const SUBSCRIBED_DESCRIPTION = "You'll receive weekly trade insights and exclusive updates.";
/** Double opt-in: the subscription waits for the link mailed to the address (after the line above). */
export const CONFIRM_BY_EMAIL = 'Please check your email to confirm your subscription.';
/** The subscribing state lasts about a second, however fast the api answers. */
export const SUBSCRIBE_MIN_BUSY_MS = 1000;
