import { z } from 'zod';
import { PROFILE_PARAM_REMOVAL_DELAY_MS } from '../shared/constants/limits';

/** Sex as the profile stores it (labels Hombre/Mujer are the view's). Empty defaults to 'Masculino'. */
export const Sexo = z.enum(['Masculino', 'Femenino']);
export type Sexo = z.infer<typeof Sexo>;

export const DEFAULT_AGE = 25;
export const DEFAULT_SEX: Sexo = 'Masculino';
/** The default couple partner is female (§5). */
export const DEFAULT_PARTNER_SEX: Sexo = 'Femenino';

const age = z.number().int().min(0).max(120);

/** A person who pays (cotizante); Colombia adds maternidad and eps_actual, international nacionalidad and paisCobertura. */
export const Cotizante = z.object({
  sexo: Sexo,
  edad: age,
  nacionalidad: z.string().max(60).optional(),
  paisCobertura: z.string().max(60).optional(),
  ingreso: z.number().nonnegative().optional(),
  parentesco: z.string().max(40).optional(),
  maternidad: z.boolean().optional(),
  eps_actual: z.string().max(60).optional(),
});
export type Cotizante = z.infer<typeof Cotizante>;

/** A dependant (carga). */
export const Carga = z.object({
  parentescoCarga: z.string().min(1).max(40),
  edad: age,
  sexo: Sexo.optional(),
});
export type Carga = z.infer<typeof Carga>;

export const Mascota = z.object({
  especie: z.string().min(1).max(40),
  raza: z.string().min(1).max(60),
  edad: z.number().int().min(0).max(30),
});
export type Mascota = z.infer<typeof Mascota>;

export const Colectivo = z.object({
  cantidadDeTrabajadores: z.number().int().nonnegative(),
  cantidadDeCargas: z.number().int().nonnegative(),
});
export type Colectivo = z.infer<typeof Colectivo>;

export const Region = z.object({
  stateCode: z.union([z.string(), z.number()]),
  stateName: z.string(),
  orderPosition: z.number().int().optional(),
  abbreviation: z.string().optional(),
});

export const Referido = z.object({ email: z.string().max(50), name: z.string().max(120).optional() });

/** The insured profile of public-site §3, stored per country and product type. */
export const Profile = z.object({
  cotizante: z.array(Cotizante).min(1).max(10),
  cargas: z.array(Carga).max(20).default([]),
  enPareja: z.boolean().default(false),
  ingresodatos: z.boolean().optional(),
  colectivo: z.object({ cantidadempleados: z.number().int().nonnegative() }).optional(),
  colectivos: z.array(Colectivo).max(50).optional(),
  titular: z
    .object({
      epsActual: z.string().max(60).optional(),
      nacionalidad: z.string().max(60).optional(),
      paisCobertura: z.string().max(60).optional(),
    })
    .optional(),
  mascota: z.array(Mascota).max(10).optional(),
  region: Region.optional(),
  referido: Referido.optional(),
  sctr: z
    .object({ ingreso: z.number().nonnegative(), sector: z.string(), tipo_trabajo: z.string() })
    .optional(),
});
export type Profile = z.infer<typeof Profile>;

/** Default profile: one male aged 25 (public-site §3). */
export function defaultProfile(): Profile {
  return { cotizante: [{ sexo: DEFAULT_SEX, edad: DEFAULT_AGE }], cargas: [], enPareja: false };
}

/** Contact data kept beside the profile. */
export const ProfileContact = z.object({
  email: z.string().max(120).optional(),
  rut: z.string().max(20).optional(),
  telefono: z.string().max(20).optional(),
  nombre: z.string().max(120).optional(),
  idSalesforce: z.string().max(40).optional(),
});
export type ProfileContact = z.infer<typeof ProfileContact>;

/**
 * Profiles are kept per product type. The general health comparison (Seguros) has an empty product type
 * (§2 category resolution); its storage key is 'general'.
 */
export const ProductTypeKey = z.string().max(40);
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
