import { z } from 'zod/mini';
import { PROFILE_PARAM_REMOVAL_DELAY_MS } from '../shared/constants/limits';

/** Sex as the profile stores it (labels Hombre/Mujer are the view's). Empty defaults to 'Masculino'. */
export const Sexo = z.enum(['Masculino', 'Femenino']);
export type Sexo = z.infer<typeof Sexo>;

export const DEFAULT_AGE = 25;
export const DEFAULT_SEX: Sexo = 'Masculino';
/** The default couple partner is female (§5). */
export const DEFAULT_PARTNER_SEX: Sexo = 'Femenino';

const age = z.number().check(z.int(), z.minimum(0), z.maximum(120));

/** A person who pays (cotizante); Colombia adds maternidad and eps_actual, international nacionalidad and paisCobertura. */
export const Cotizante = z.object({
  sexo: Sexo,
  edad: age,
  nacionalidad: z.optional(z.string().check(z.maxLength(60))),
  paisCobertura: z.optional(z.string().check(z.maxLength(60))),
  ingreso: z.optional(z.number().check(z.nonnegative())),
  parentesco: z.optional(z.string().check(z.maxLength(40))),
  maternidad: z.optional(z.boolean()),
  eps_actual: z.optional(z.string().check(z.maxLength(60))),
});
export type Cotizante = z.infer<typeof Cotizante>;

/** A dependant (carga). */
export const Carga = z.object({
  parentescoCarga: z.string().check(z.minLength(1), z.maxLength(40)),
  edad: age,
  sexo: z.optional(Sexo),
});
export type Carga = z.infer<typeof Carga>;

export const Mascota = z.object({
  especie: z.string().check(z.minLength(1), z.maxLength(40)),
  raza: z.string().check(z.minLength(1), z.maxLength(60)),
  edad: z.number().check(z.int(), z.minimum(0), z.maximum(30)),
});
export type Mascota = z.infer<typeof Mascota>;

export const Colectivo = z.object({
  cantidadDeTrabajadores: z.number().check(z.int(), z.nonnegative()),
  cantidadDeCargas: z.number().check(z.int(), z.nonnegative()),
});
export type Colectivo = z.infer<typeof Colectivo>;

const Region = z.object({
  stateCode: z.union([z.string(), z.number()]),
  stateName: z.string(),
  orderPosition: z.optional(z.number().check(z.int())),
  abbreviation: z.optional(z.string()),
});

export const Referido = z.object({
  email: z.string().check(z.maxLength(50)),
  name: z.optional(z.string().check(z.maxLength(120))),
});

/** The insured profile of public-site §3, stored per country and product type. */
export const Profile = z.object({
  cotizante: z.array(Cotizante).check(z.minLength(1), z.maxLength(10)),
  cargas: z._default(z.array(Carga).check(z.maxLength(20)), []),
  enPareja: z._default(z.boolean(), false),
  ingresodatos: z.optional(z.boolean()),
  colectivo: z.optional(z.object({ cantidadempleados: z.number().check(z.int(), z.nonnegative()) })),
  colectivos: z.optional(z.array(Colectivo).check(z.maxLength(50))),
  titular: z.optional(
    z.object({
      epsActual: z.optional(z.string().check(z.maxLength(60))),
      nacionalidad: z.optional(z.string().check(z.maxLength(60))),
      paisCobertura: z.optional(z.string().check(z.maxLength(60))),
    }),
  ),
  mascota: z.optional(z.array(Mascota).check(z.maxLength(10))),
  region: z.optional(Region),
  /** Peru's pension system (sistema previsional: ONP or an AFP), which its EPS quotes ask for. */
  sistemaprevisional: z.optional(z.string().check(z.maxLength(40))),
  referido: z.optional(Referido),
  sctr: z.optional(
    z.object({ ingreso: z.number().check(z.nonnegative()), sector: z.string(), tipo_trabajo: z.string() }),
  ),
});
export type Profile = z.infer<typeof Profile>;

/** Default profile: one male aged 25 (public-site §3). */
export function defaultProfile(): Profile {
  return { cotizante: [{ sexo: DEFAULT_SEX, edad: DEFAULT_AGE }], cargas: [], enPareja: false };
}

/**
 * Profiles are kept per product type. The general health comparison (Seguros) has an empty product type
 * (§2 category resolution); its storage key is 'general'.
 */
export const ProductTypeKey = z.string().check(z.maxLength(40));
export type ProductTypeKey = z.infer<typeof ProductTypeKey>;
export const GENERAL_PRODUCT_TYPE: ProductTypeKey = 'general';
export function productTypeKey(productType: string | null | undefined): ProductTypeKey {
  return productType && productType.trim() !== '' ? productType : GENERAL_PRODUCT_TYPE;
}

/** The texts of §5 and §8 the profile form shows (es-CO, verbatim). */
export const PROFILE_MESSAGES = {
  invalid: 'Perfil inválido',
  noEps: 'No hay opciones de seguros o planes de salud disponibles para personas sin EPS',
  minEmployees: 'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
  /** Logged only, never shown (§8). */
  scriptNotLoaded: 'Validation script not loaded',
} as const;

/** The EPS answer that means "I have no EPS" (§4). */
export const NO_EPS = 'notengo';
/** Collective quote minimum (§9). */
export const MIN_COLLECTIVE_EMPLOYEES = 10;
/** Profile prefill delay and URL parameter removal delay (§9). */
export const PROFILE_PREFILL_MS = 200;
export const PERFIL_REMOVAL_MS = PROFILE_PARAM_REMOVAL_DELAY_MS;
