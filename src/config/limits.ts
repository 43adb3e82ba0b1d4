/** Limits of the popup's journeys that several screens share (spec section 4: Verify, and Registry's e-mail code). */

/** How long a sent code must wait before it can be sent again, in seconds. */
export const RESEND_SECONDS = 60;
