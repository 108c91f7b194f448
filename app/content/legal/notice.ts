/** Days of notice before a material change to the terms takes effect (both languages say it). */
export const TERMS_NOTICE_DAYS = 30;
