import { z } from 'zod';

/** Field types of the server-defined profile form (§3). */
export const FieldType = z.enum(['checkbox', 'radio', 'input', 'select', 'array', 'group']);
export type FieldType = z.infer<typeof FieldType>;

export const AllowedValue = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
});
export type AllowedValue = z.infer<typeof AllowedValue>;

/**
 * A field of the profile form. Fields are a flat list; groupedBy names the parent array or group.
 * hideExpression is a single comparison `<path> <op> <literal>` (op one of == != < <= > >=, path
 * relative to the field's group item, or to the form model for top-level fields, e.g. `sexo != 'Femenino'`),
 * so it can be read without eval.
 */
export const ProfileFormField = z.object({
  fldName: z.string().min(1),
  groupedBy: z.string().nullable().optional(),
  wrapper: z.string().nullable().optional(),
  isMultiple: z.boolean().optional(),
  fieldType: z.object({ fldType: FieldType, htmlType: z.string().optional() }),
  label: z.string().optional(),
  placeholder: z.string().optional(),
  mask: z.string().nullable().optional(),
  helper: z.string().nullable().optional(),
  class: z.string().optional(),
  groupClass: z.string().optional(),
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
  dataType: z.enum(['boolean', 'number', 'string']).optional(),
  allowedValues: z.array(AllowedValue).optional(),
  retrieveFunction: z.string().nullable().optional(),
  hideExpression: z.string().nullable().optional(),
  changeAction: z.string().nullable().optional(),
  required: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  maxLength: z.number().int().optional(),
  order: z.number().int().optional(),
});
export type ProfileFormField = z.infer<typeof ProfileFormField>;

export const ProfileForm = z.object({
  id: z.number().int().optional(),
  productType: z.string(),
  profileFormFields: z.array(ProfileFormField).min(1),
  /** A JavaScript module whose default export validates the parsed profile (§5). */
  validationScriptUrl: z.string().nullable(),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

/** GET /api/profile-form/form answers data.profileForm. */
export const ProfileFormResponse = z.object({ data: z.object({ profileForm: ProfileForm }) });

/** POST /api/profile-form/data {form, productType{name}}: how the site sends a submitted profile. */
export const SendProfileResponse = z.object({ id: z.string(), receivedAt: z.string() });
export type SendProfileResponse = z.infer<typeof SendProfileResponse>;
