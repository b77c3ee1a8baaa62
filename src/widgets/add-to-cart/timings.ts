/** Add-to-cart timings of the commerce document (section 9), in milliseconds. */
export const TIMING = {
  /** From a successful add to the 'Added!' label. */
  addedDelay: 1000,
  /** How long 'Added!' stays before the button is idle again. */
  addedHold: 2000,
  /** From a failed add back to idle. */
  errorReset: 1000,
  /** How long a listing button reads 'Select Option' before reverting. */
  selectOptionRevert: 2000,
} as const;
