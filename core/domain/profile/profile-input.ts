import { accept, reject, type Outcome } from '../shared/outcome';
import { DEFAULT_AGE, DEFAULT_SEX, Profile, type Sexo } from './profile';
import { normaliseParentesco } from '../shared/rules/parentesco';
import { chileanRegion } from '../shared/catalogues/chilean-regions';

/**
 * Loose profile input (a decoded URL parameter, a validation script's payload) made ready for the
 * Profile schema: ages and counts read as integers (Colombia and Peru, §5), an empty sex read as
 * 'Masculino', a missing age as 25, dependants' kinship in English or Portuguese read in Spanish.
 * Only known keys are read and every object is rebuilt, so nothing like `__proto__` is ever merged.
 */
function coerceProfileInput(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) if (Object.hasOwn(raw, key)) out[key] = raw[key];
  if (Array.isArray(out.cotizante)) out.cotizante = out.cotizante.map(coerceCotizante);
  if (Array.isArray(out.cargas)) out.cargas = out.cargas.map(coerceCarga);
  if (Array.isArray(out.mascota)) out.mascota = out.mascota.map(coerceMascota);
  if (typeof out.region === 'number' || typeof out.region === 'string') out.region = regionOf(out.region);
  if (typeof out.enPareja === 'string') out.enPareja = textToBoolean(out.enPareja) ?? out.enPareja;
  if (isRecord(out.colectivo) && Object.hasOwn(out.colectivo, 'cantidadempleados')) {
    out.colectivo = { cantidadempleados: toCount(out.colectivo.cantidadempleados) };
  }
  return out;
}

/** Loose input to a Profile, or a rejection; never throws. */
export function parseProfileInput(raw: unknown): Outcome<Profile, 'invalid'> {
  const parsed = Profile.safeParse(coerceProfileInput(raw));
  return parsed.success ? accept(parsed.data) : reject('invalid');
}

const PROFILE_KEYS = [
  'cotizante',
  'cargas',
  'enPareja',
  'ingresodatos',
  'colectivo',
  'colectivos',
  'titular',
  'mascota',
  'region',
  'sistemaprevisional',
  'referido',
  'sctr',
] as const;

/**
 * A Chilean region chosen by its number (a form's select) as the stored region (§3: stateCode,
 * stateName, orderPosition, abbreviation); a number that names no region stays for zod to refuse.
 */
function regionOf(value: number | string): unknown {
  const id = toInteger(value);
  const region = id === null ? undefined : chileanRegion(id);
  return region
    ? {
        stateCode: region.id,
        stateName: region.name,
        orderPosition: region.order,
        abbreviation: region.abbreviation,
      }
    : value;
}

function coerceCotizante(row: unknown): unknown {
  if (!isRecord(row)) return row;
  return { ...pick(row, COTIZANTE_KEYS), sexo: toSexo(row.sexo), edad: toAge(row.edad, DEFAULT_AGE) };
}
const COTIZANTE_KEYS = [
  'nacionalidad',
  'paisCobertura',
  'ingreso',
  'parentesco',
  'maternidad',
  'eps_actual',
] as const;

function coerceCarga(row: unknown): unknown {
  if (!isRecord(row)) return row;
  const out: Record<string, unknown> = {
    parentescoCarga:
      typeof row.parentescoCarga === 'string' ? normaliseKinship(row.parentescoCarga) : row.parentescoCarga,
    edad: toAge(row.edad, undefined),
  };
  if (row.sexo !== undefined && row.sexo !== null && row.sexo !== '') out.sexo = toSexo(row.sexo);
  return out;
}

function coerceMascota(row: unknown): unknown {
  if (!isRecord(row)) return row;
  return { especie: row.especie, raza: row.raza, edad: toAge(row.edad, undefined) };
}

/** Spouse and child in English or Portuguese read in Spanish (001 §3): the shared rule, under its profile name. */
export const normaliseKinship = normaliseParentesco;

/** An empty sex reads as 'Masculino' (§5); the labels Hombre and Mujer read as the stored values. */
function toSexo(value: unknown): Sexo | unknown {
  if (value === undefined || value === null || value === '') return DEFAULT_SEX;
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase();
  if (key === 'masculino' || key === 'hombre') return 'Masculino';
  if (key === 'femenino' || key === 'mujer') return 'Femenino';
  return value;
}

/** An age as an integer; a missing one takes the fallback; text that is no number stays for zod to refuse. */
function toAge(value: unknown, fallback: number | undefined): unknown {
  if (value === undefined || value === null || value === '') return fallback;
  return toInteger(value) ?? value;
}

/** A count with thousands dots stripped ('1.200' is 1200, 001 §3). */
function toCount(value: unknown): unknown {
  if (typeof value === 'string') return toInteger(value.replace(/\./g, '')) ?? value;
  return toInteger(value) ?? value;
}

/** Integers parse as integers ('25', 25, 25.9 → 25); anything else is null. */
export function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^-?\d{1,12}$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

/** 'true' and 'false' (any case) as booleans; anything else null. */
function textToBoolean(value: string): boolean | null {
  const key = value.trim().toLowerCase();
  if (key === 'true') return true;
  if (key === 'false') return false;
  return null;
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(source, key)) out[key] = source[key];
  return out;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
