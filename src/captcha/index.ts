/** The captcha module's public exports, re-exported from `./captcha`. */
export {
  CAPTCHA_ERRORS,
  COMPACT_BELOW_PX,
  CaptchaWidget,
  captchaSiteKey,
  captchaToken,
  loadCaptcha,
  type CaptchaAction,
  type CaptchaWidgetOptions,
  type Enterprise,
} from './captcha';
