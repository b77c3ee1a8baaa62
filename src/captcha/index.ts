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
