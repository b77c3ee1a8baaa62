/** The captcha actions a token is requested for (section 7), shared with the mock server. */
export const CAPTCHA_ACTIONS = [
  'FORM_BLOCK_SUBMISSION',
  'NEWSLETTER_BLOCK_SUBMISSION',
  'PRODUCT_WAITLIST_SUBMISSION',
  'PROMO_POPUP_SUBMISSION',
] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];
