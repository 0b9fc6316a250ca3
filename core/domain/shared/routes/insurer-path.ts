import type { SiteCountryCode } from '../../site/country';

const segment = (value: string): string => encodeURIComponent(value.trim());

/** Clinics are CLINICA organizations; PRESTADOR (health provider) is a clinic too (docs/decisions.md). */
const isClinic = (type: string): boolean => type === 'CLINICA' || type === 'PRESTADOR';

/**
 * The insurer page path by country (§2). `a` is the organization's url segment and `b` the product's
 * (or, for clinics, the insurance's); international pages put the type first.
 */
export function insurerPath(
  country: SiteCountryCode,
  organizationType: string,
  a: string,
  b: string,
): string {
  const [first, second] = [segment(a), segment(b)];
  const type = organizationType.trim().toUpperCase();
  switch (country) {
    case 'CL':
      if (isClinic(type)) return `/Clinicas-y-Hospitales/${first}/Seguro/${second}`;
      if (type === 'ISAPRE') return `/Isapre/${first}/Complementos/${second}`;
      return `/Seguros/${first}/${second}`;
    case 'CO':
      if (type === 'EPS') return `/EPS/${first}/${second}`;
      if (type === 'MEDICINA PREPAGADA' || type === 'DOMICILIO')
        return `/Medicina-Prepagada/${first}/${second}`;
      return `/Seguros/${first}/${second}`;
    case 'PE':
      if (isClinic(type)) return `/Clinicas-y-Hospitales/${first}/${second}`;
      if (type === 'EPS') return `/EPS/${first}/Planes/${second}`;
      return `/Seguros/${first}/${second}`;
    case 'INT':
      return `/${segment(organizationType)}/${first}/${second}`;
    default: {
      const other: never = country;
      return other;
    }
  }
}
