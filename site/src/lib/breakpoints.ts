/** SPEC §9: under 768 px is mobile. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Users who ask the system for less motion get no animations. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
