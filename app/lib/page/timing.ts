// Durations from the product specification, in one place.
export const GENERATION_DELAY_MS = 500;
export const FETCH_DELAY_MS = 1500;
export const COPIED_STATE_MS = 3000;
export const DEFAULT_TOAST_MS = 5000;
export const BACKEND_TOAST_MS = 5000;
export const AFFILIATE_TOAST_MS = 3000;
