import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN_REQUEST,
  additionalInsuranceError,
  additionalOffersOf,
  buildAdditionalInsuranceLead,
  initialVisitorState,
  leadPlanOf,
  type PlanRequestValues,
} from '../../../core/domain';
import { AdditionalInsuranceRequest } from '../../../core/domain/api';

const values: PlanRequestValues = {
  ...EMPTY_PLAN_REQUEST,
  nombre: 'Ana María Pérez',
  rut: '1020304050',
  email: 'ana@example.co',
  telefono: '300 123 4567',
  consent: true,
  channels: ['telefono'],
};
const offers = [
  { code: 'odontologico', name: 'Plan odontológico', description: 'Limpiezas y urgencias' },
  { code: 'vida', name: 'Seguro de vida' },
];
const plan = { id: 7, productCode: 'MP-SURA-01', productType: 'Medicina Prepagada', offers };
const build = (chosen: string[], typed: PlanRequestValues = values) =>
  buildAdditionalInsuranceLead({
    values: typed,
    plan,
    offers,
    chosen,
    visitor: initialVisitorState('CO'),
    now: 1000,
    origin: '/Medicina-Prepagada/Sura/Plan/Solicitar',
  });

describe('the additional-insurance request (api/seguro-adicional/solicitar)', () => {
  it("carries the plan request's contact data and the insurances ticked, in the plan's order", () => {
    const body = build(['vida', 'odontologico']);
    expect(body).toMatchObject({
      nombre: 'Ana María Pérez',
      email: 'ana@example.co',
      telefono: '+573001234567',
      agree: true,
      productCode: 'MP-SURA-01',
      consent: { dataProcessing: true, channels: ['telefono'] },
      seguroAdicional: [
        { code: 'odontologico', name: 'Plan odontológico' },
        { code: 'vida', name: 'Seguro de vida' },
      ],
    });
    expect(AdditionalInsuranceRequest.safeParse(body).success).toBe(true);
  });

  it('is not built with nothing ticked, a choice not offered, or values that cannot be sent', () => {
    expect(build([])).toBeNull();
    expect(build(['mascota'])).toBeNull();
    expect(build(['vida'], { ...values, consent: false })).toBeNull();
    expect(build(['vida'], { ...values, email: 'no-es-correo' })).toBeNull();
  });

  it('the backend refuses a request that names no additional insurance', () => {
    const body = { ...build(['vida']), seguroAdicional: [] };
    expect(AdditionalInsuranceRequest.safeParse(body).success).toBe(false);
  });

  it('says in Spanish when a choice is not among the plan offers', () => {
    expect(additionalInsuranceError(offers, ['vida'])).toBeNull();
    expect(additionalInsuranceError(offers, ['vida', 'mascota'])).toBe(
      'Elige solo entre los seguros adicionales que ofrece este plan.',
    );
  });

  it('a plan offers what its product names, and nothing when it names none', () => {
    expect(additionalOffersOf({ additionalInsurance: offers })).toEqual(offers);
    expect(additionalOffersOf({})).toEqual([]);
    expect(leadPlanOf({ id: 1, productCode: 'X', additionalInsurance: offers }).offers).toEqual(offers);
    expect(leadPlanOf({ id: 1, productCode: 'X' }).offers).toEqual([]);
  });
});
