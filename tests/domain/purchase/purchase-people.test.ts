import { describe, expect, it } from 'vitest';
import {
  fieldGroups,
  formsForInsured,
  insuredPeople,
  insuredRecords,
  purchaseInsured,
  type PurchaseForm,
} from '../../../core/domain/purchase';

/**
 * Issue 24: everyone a purchase insures is registered. A mother of 60 and her son of 30: the son is
 * named, identified and answers the health declaration as his mother does; the lead lists both.
 */
const household = {
  cotizante: [{ sexo: 'Femenino' as const, edad: 60 }],
  cargas: [{ parentescoCarga: 'Hijo', edad: 30 }],
  enPareja: false,
};

const personal: PurchaseForm = {
  code: 'personal-payment-data',
  title: 'Datos personales',
  orderPosition: 1,
  fields: [
    { name: 'nombre', label: 'Nombre completo', kind: 'name', required: true, perInsured: true },
    { name: 'documento', label: 'Número de documento', kind: 'id-number', required: true, perInsured: true },
    { name: 'email', label: 'Correo electrónico', kind: 'email', required: true },
    { name: 'autorizacion', label: 'Autorizo', kind: 'consent', required: true },
  ],
};
const declaration: PurchaseForm = {
  code: 'dps',
  title: 'Declaración de salud',
  orderPosition: 2,
  fields: [
    {
      name: 'cronica',
      label: '¿Tienes una enfermedad crónica?',
      insuredLabel: '¿Tiene una enfermedad crónica?',
      kind: 'yes-no',
      required: true,
      perInsured: true,
    },
    { name: 'embarazo', label: '¿Alguna persona está en embarazo?', kind: 'yes-no', required: true },
  ],
};

describe('everyone insured is registered', () => {
  it('lists the buyer, then each other person of the profile', () => {
    const people = insuredPeople({
      cotizante: [
        { sexo: 'Masculino', edad: 40 },
        { sexo: 'Femenino', edad: 38, parentesco: 'Cónyuge' },
      ],
      cargas: [{ parentescoCarga: 'Hija', edad: 8 }],
    });
    expect(people.map((person) => [person.relation, person.age])).toEqual([
      [null, 40],
      ['Cónyuge', 38],
      ['Hija', 8],
    ]);
  });

  it('asks the son his name and document, before the consent, and keeps the buyer-only fields once', () => {
    const [form] = formsForInsured([personal], household);
    const names = form?.fields.map((field) => field.name);
    expect(names).toEqual([
      'nombre',
      'documento',
      'email',
      'asegurado2.nombre',
      'asegurado2.documento',
      'autorizacion',
    ]);
    const groups = fieldGroups(form?.fields ?? []);
    expect(groups.map((group) => [group.person?.relation ?? null, group.fields.length])).toEqual([
      [null, 3],
      ['Hijo', 2],
      [null, 1],
    ]);
    // The first run is the buyer's (a person of index 0), the last one is asked of nobody in particular.
    expect(groups[0]?.person?.index).toBe(0);
    expect(groups[2]?.person).toBeNull();
  });

  it('asks the son the declaration in his own words, and the shared question once', () => {
    const [form] = formsForInsured([declaration], household);
    expect(form?.fields.map((field) => [field.name, field.label])).toEqual([
      ['cronica', '¿Tienes una enfermedad crónica?'],
      ['asegurado2.cronica', '¿Tiene una enfermedad crónica?'],
      ['embarazo', '¿Alguna persona está en embarazo?'],
    ]);
  });

  it('leaves a buyer alone with the form as the product gives it', () => {
    const alone = { cotizante: [{ sexo: 'Femenino' as const, edad: 60 }], cargas: [] };
    expect(formsForInsured([personal, declaration], alone)).toEqual([personal, declaration]);
  });

  it("tells the back office both people with each one's answers", () => {
    const forms = formsForInsured([personal, declaration], household);
    const values = {
      nombre: 'Ana María Pérez',
      documento: '1020304050',
      email: 'ana@correo.co',
      'asegurado2.nombre': 'Juan Pérez',
      'asegurado2.documento': '1030405060',
      cronica: 'no',
      'asegurado2.cronica': 'si',
      embarazo: 'no',
    };
    expect(insuredRecords(forms, values)).toEqual([
      {
        asegurado: 1,
        parentesco: 'Titular',
        edad: 60,
        datos: { nombre: 'Ana María Pérez', documento: '1020304050', cronica: 'no' },
      },
      {
        asegurado: 2,
        parentesco: 'Hijo',
        edad: 30,
        datos: { nombre: 'Juan Pérez', documento: '1030405060', cronica: 'si' },
      },
    ]);
  });

  it('prices the son for the birth date typed for him', () => {
    const profile = purchaseInsured(
      household,
      {
        'personal-payment-data': {
          fechanacimiento: '1966-02-10',
          'asegurado2.fechanacimiento': '2001-06-01',
        },
      },
      '2026-11-27',
    );
    expect(profile.cotizante[0]?.edad).toBe(60);
    expect(profile.cargas[0]?.edad).toBe(25);
  });
});
