import { z } from 'zod/mini';

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
  fldName: z.string().check(z.minLength(1)),
  groupedBy: z.optional(z.nullable(z.string())),
  wrapper: z.optional(z.nullable(z.string())),
  isMultiple: z.optional(z.boolean()),
  fieldType: z.object({ fldType: FieldType, htmlType: z.optional(z.string()) }),
  label: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  mask: z.optional(z.nullable(z.string())),
  helper: z.optional(z.nullable(z.string())),
  class: z.optional(z.string()),
  groupClass: z.optional(z.string()),
  defaultValue: z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  dataType: z.optional(z.enum(['boolean', 'number', 'string'])),
  allowedValues: z.optional(z.array(AllowedValue)),
  retrieveFunction: z.optional(z.nullable(z.string())),
  hideExpression: z.optional(z.nullable(z.string())),
  changeAction: z.optional(z.nullable(z.string())),
  required: z.optional(z.boolean()),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  maxLength: z.optional(z.number().check(z.int())),
  order: z.optional(z.number().check(z.int())),
});
export type ProfileFormField = z.infer<typeof ProfileFormField>;

export const ProfileForm = z.object({
  id: z.optional(z.number().check(z.int())),
  productType: z.string(),
  profileFormFields: z.array(ProfileFormField).check(z.minLength(1)),
  /** A JavaScript module whose default export validates the parsed profile (§5). */
  validationScriptUrl: z.nullable(z.string()),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

/** GET /api/profile-form/form answers data.profileForm. */
export const ProfileFormResponse = z.object({ data: z.object({ profileForm: ProfileForm }) });

/** POST /api/profile-form/data {form, productType{name}}: how the site sends a submitted profile. */
export const SendProfileResponse = z.object({ id: z.string(), receivedAt: z.string() });
export type SendProfileResponse = z.infer<typeof SendProfileResponse>;
