import type { InsuranceType } from '../../../domain/api';

export const INSURANCE_TYPES = {
  poliza: {
    id: 1,
    name: 'SEGURO_INTEGRAL_GENERAL',
    displayName: 'Póliza de Salud',
    description: 'Seguro de salud vigilado por la Superintendencia Financiera de Colombia.',
    color: '#0b5fff',
    upperType: { name: 'SALUD', displayName: 'Salud' },
    metadata: { detailGtm: 'detalle_poliza', checkoutGtm: 'checkout_poliza', purchaseGtm: 'compra_poliza' },
  },
  pac: {
    id: 2,
    name: 'SEGURO_COMPLEMENTARIO_GENERAL',
    displayName: 'Plan Complementario EPS',
    description: 'Plan de atención complementaria (PAC) vigilado por la Superintendencia Nacional de Salud.',
    color: '#00a36c',
    upperType: { name: 'SALUD', displayName: 'Salud' },
    metadata: { detailGtm: 'detalle_pac', checkoutGtm: 'checkout_pac', purchaseGtm: 'compra_pac' },
  },
  prepagada: {
    id: 3,
    name: 'MEDICINA_PREPAGADA',
    displayName: 'Medicina Prepagada',
    description: 'Plan de medicina prepagada vigilado por la Superintendencia Nacional de Salud.',
    color: '#7a3cff',
    upperType: { name: 'SALUD', displayName: 'Salud' },
    metadata: { detailGtm: 'detalle_mp', checkoutGtm: 'checkout_mp', purchaseGtm: 'compra_mp' },
  },
  colectivo: {
    id: 4,
    name: 'SEGURO_COLECTIVO_SALUD',
    displayName: 'Seguro Colectivo de Salud',
    description: 'Póliza de salud para los empleados de una empresa y sus familias.',
    color: '#ff7a00',
    upperType: { name: 'EMPRESAS', displayName: 'Empresas' },
    metadata: {
      detailGtm: 'detalle_colectivo',
      checkoutGtm: 'checkout_colectivo',
      purchaseGtm: 'compra_colectivo',
    },
  },
  mascotas: {
    id: 246,
    name: 'PET_INSURANCE_CO',
    displayName: 'Seguro de Mascotas',
    description: 'Seguro para perros y gatos: gastos veterinarios, responsabilidad civil y asistencias.',
    color: '#e6007e',
    upperType: { name: 'MASCOTAS', displayName: 'Mascotas' },
    metadata: {
      detailGtm: 'detalle_mascotas',
      checkoutGtm: 'checkout_mascotas',
      purchaseGtm: 'compra_mascotas',
    },
  },
} as const satisfies Record<string, InsuranceType>;

export type CategoryKey = keyof typeof INSURANCE_TYPES;
