// The words of asking for a new verification e-mail: on /verify-email and on the guard's
// 'Email Verification Required' card (spec 000: the API's success message, and the page's error).

export const RESEND_SENT = 'Verification email sent! Please check your inbox.';
export const RESEND_FALLBACK_ERROR = 'Failed to resend verification email';
export const RESEND_LABEL = 'Resend Verification Email';
