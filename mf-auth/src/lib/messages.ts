// User-facing strings, word for word as docs/product.md#registration-and-sign-in quotes them. Change
// them only together with that page (and the tests that read them).

/** Login screen heading. */
export const LOGIN_HEADING = 'Welcome Back';
/** Register screen heading. */
export const REGISTER_HEADING = 'Join the Global Trade Revolution';

/** Success toasts. */
export const LOGIN_SUCCESS = 'Logged in successfully!';
export const SIGN_UP_SUCCESS =
  'Account created successfully! Please check your email to verify your account.';

/** A failed auth call shows a destructive toast with this title and the server's message. */
export const ERROR_TITLE = 'Error';

/** Validation messages. */
export const CREDENTIALS_REQUIRED = 'You must provide either an email or phone number and a password';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const TERMS_REQUIRED = 'Please accept the terms and conditions';
export const CATEGORY_REQUIRED = 'Please select at least one product category';
export const INVALID_FILE_TITLE = 'Invalid File';
export const INVALID_FILE_DESCRIPTION = 'Please upload a PDF file under 10MB';

/** Shown while the session is being read. */
export const LOADING = 'Loading...';
