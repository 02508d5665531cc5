/** A cluster worker tells the primary it could not listen, so the primary prints the reason once and stops. */
export const LISTEN_FAILURE = 'utility-tools:listen-failure';
