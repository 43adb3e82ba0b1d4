/**
 * Breached and common passwords on the wire (issue 35), apart from the error catalogue and the
 * member paths so that only the screens that set a password carry them (not the first download).
 */

/**
 * A new password refused: found in a breach (the service's bundled list or its range API), or a
 * very common one, even in disguise. Checked after the rules and before a code or token is used
 * up; the screens say why at the password field.
 */
export const PASSWORD_BREACHED_CODE = 'PL-USER-PASSWORD-BREACHED';
export const PASSWORD_COMMON_CODE = 'PL-USER-PASSWORD-COMMON';

/**
 * The reset-password page's `reason` when a login found the member's password in a breach:
 * COMPLETE_PASSWORD_FOR_LOGIN's url carries it, and the page says why a new password is asked.
 */
export const BREACHED_PASSWORD_REASON = 'breached';
