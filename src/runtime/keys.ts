/** The keys that activate a button-like element: one rule for the loader's held presses and the plain-DOM widgets. */

/** Whether `event` activates what has focus, as Enter and Space activate a native button. */
export const isActivationKey = ({ key }: KeyboardEvent): boolean => key === 'Enter' || key === ' ';
