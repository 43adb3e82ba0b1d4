/** The member area's cookies that the popup reads or writes (spec sections 3 and 4). */

/** The logged-in member's id; the gateway sends it as the uid header. */
export const USER_ID_COOKIE = 'member_uid';
/** The sample max age of the user id cookie: 30 days. */
export const USER_ID_MAX_AGE_SECONDS = 2_592_000;
