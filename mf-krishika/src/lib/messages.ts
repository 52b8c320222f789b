// User-facing strings, word for word as docs/product.md#krishika-assistant quotes them. Change them
// only together with that page (and the tests that read them). A 'Title' / 'description' pair there is
// a toast title with its description.

/** Validation. */
export const MISSING_INFORMATION = 'Missing Information';
export const FILL_IN_BOTH_FIELDS = 'Please fill in both the buyer inquiry and product context.';
export const GENERATE_REPLY_FIRST = 'Please generate a reply first.';
export const MISSING_INQUIRY = 'Missing Inquiry';
export const ENTER_INQUIRY_TO_MATCH = 'Please enter a buyer inquiry to match products.';
export const INVALID_FILE_TYPE = 'Invalid File Type';
export const FILE_TOO_LARGE = 'File Too Large';
export const FILE_MUST_BE_PDF = '❌ File must be PDF under 10MB';

/** Success toasts. */
export const REPLY_GENERATED = 'Reply Generated!';
export const VOICE_REPLY_GENERATED = 'Voice Reply Generated';
export const AUDIO_READY = 'Audio is ready to play!';
export const PRODUCTS_MATCHED = 'Products Matched';
export const foundMatchingProducts = (count: number) => `Found ${count} matching products.`;
export const UPLOAD_SUCCESSFUL = 'Upload Successful';
export const CATALOG_UPLOADED = '✅ Catalog uploaded!';
export const EXPORT_SUCCESSFUL = 'Export Successful!';

/** Failure toasts. */
export const REPLY_FAILED = 'Failed to generate reply. Please check your connection and try again.';
export const VOICE_FAILED = 'Failed to generate voice reply. Please try again.';
export const MATCH_FAILED = 'Failed to match products. Please try again.';
export const UPLOAD_FAILED = 'Upload Failed';
export const UPLOAD_FAILED_DESCRIPTION = '❌ Failed to upload catalog. Please try again.';
export const EXPORT_FAILED = 'Export Failed';
export const EXPORT_FAILED_DESCRIPTION = 'Failed to export logs. Please try again.';

/** Client request errors (docs/product.md#client-request-errors), defined once in api-client. */
export { RATE_LIMIT_EXCEEDED, REPEATED_FAILURES, REQUEST_FAILED, SERVICE_UNAVAILABLE } from 'api-client';

/** Buttons and labels. */
export const ASK_KRISHIKA = 'Ask Krishika';
export const SPEAK_REPLY = 'Speak Reply';
export const PLAY_AUDIO = 'Play Audio';
export const PAUSE_AUDIO = 'Pause Audio';
export const MATCH_PRODUCT = 'Match Product';
export const UPLOAD_ANOTHER_FILE = 'Upload Another File';
export const TRY_AGAIN = 'Try Again';
export const EXPORT_CSV = 'Export CSV';
export const showingLogs = (shown: number, total: number) => `Showing ${shown} of ${total} logs`;

/** Log text is cut to 60 characters plus an ellipsis. */
export const LOG_TEXT_LIMIT = 60;
/** Uploads: 10 MB (10485760 bytes), PDF only. */
export const MAX_CATALOG_BYTES = 10_485_760;
