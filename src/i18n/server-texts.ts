/**
 * The platform texts only a server answers with (section 8 and the editor's option check), kept
 * beside the shoppers' catalogue (`messages.ts`) so the mock server writes none of its own.
 * The shop's widgets never import this file: these texts reach a shopper only as a response's
 * message (the owner's editor catalogue, `src/editor/messages.ts`, reuses `notAnOption`).
 */
export const serverTexts = {
  /** A save or edit whose fields break a rule. */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** Values that are not the form's shape. */
  unparsableFields: 'Could not parse the form fields, please check your entries.',
  /** A choice that is not one of the field's options; `{val}` is the choice. */
  notAnOption: '{val} is not one of the expected options',
} as const;
