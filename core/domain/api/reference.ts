import { z } from 'zod/mini';

/** Reference data of the shared layer: countries, regions, work sectors, UF, comparators. */
export const Country = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  code: z.string(),
  dialingCode: z.nullable(z.string()),
  lang: z.string(),
});
export type Country = z.infer<typeof Country>;
export const CountryList = z.array(Country);

export const CountryState = z.object({
  stateCode: z.union([z.string(), z.number()]),
  stateName: z.string(),
  orderPosition: z.optional(z.number().check(z.int())),
  abbreviation: z.optional(z.string()),
});
export type CountryState = z.infer<typeof CountryState>;
export const CountryStateList = z.array(CountryState);

export const WorkSector = z.object({ id: z.number().check(z.int()), name: z.string() });
export type WorkSector = z.infer<typeof WorkSector>;
export const WorkSectorList = z.array(WorkSector);

/** Daily UF value (Chile); default 39214.8 (§9). */
export const Uf = z.object({ value: z.number().check(z.positive()), date: z.string() });
export type Uf = z.infer<typeof Uf>;

export const Comparator = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  url: z.string(),
  productType: z.optional(z.string()),
});
export type Comparator = z.infer<typeof Comparator>;
export const ComparatorList = z.array(Comparator);

/** GET /hashtoken/{hash}: the token once it is ready, null while waiting. */
export const HashToken = z.object({ token: z.nullable(z.string()) });
