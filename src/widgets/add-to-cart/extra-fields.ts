/**
 * A product's extra-fields form as the add-to-cart dialog fills it: its fields as the shared
 * additional-fields rule sees them (the title is the label its value is sent under).
 */
import type { AdditionalFieldRule } from '../../forms/additional-fields';
import type { ExtraField } from './extra-fields-form';

/** The rule's view of an extra field: the value is keyed by its title, else its id. */
export const extraFieldRule = (field: ExtraField): AdditionalFieldRule => ({
  id: field.id,
  label: field.title || field.id,
  type: field.type,
  required: field.required,
});
