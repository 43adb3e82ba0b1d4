/** Limits of the journeys that several screens share (spec sections 4 and 9: Verify, Registry's e-mail code, the merge's proof code). */

/** How long a sent code must wait before it can be sent again, in seconds. */
export const RESEND_SECONDS = 60;
