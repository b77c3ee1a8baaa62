/** The Likert scale of form blocks (sections 3 and 5): the answers -2 to 2 and their words. */

/** The answer values a likert question takes, lowest first. */
export const LIKERT_VALUES = ['-2', '-1', '0', '1', '2'] as const;

/** The documents' English words of {@link LIKERT_VALUES}, in the same order. */
export const LIKERT_ANSWERS = [
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
] as const;

/** Whether `answer` is one of the scale's values. */
export const isLikertValue = (answer: string): boolean =>
  (LIKERT_VALUES as readonly string[]).includes(answer);
