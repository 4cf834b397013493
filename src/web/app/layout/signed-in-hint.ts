/**
 * Set while this browser has a session, so the header keeps an empty slot instead of flashing
 * the login links before the session is read. Only a hint: the server decides.
 */
export const SIGNED_IN_HINT_KEY = 'hydroparts.signed-in';
