import { describe, expect, it } from 'vitest';
import { insurerPath } from '../../../core/domain';

describe('insurerPath (§2)', () => {
  it('Chile: clinics, isapres, otherwise Seguros', () => {
    expect(insurerPath('CL', 'CLINICA', 'clinica-alemana', 'seguro-x')).toBe(
      '/Clinicas-y-Hospitales/clinica-alemana/Seguro/seguro-x',
    );
    expect(insurerPath('CL', 'ISAPRE', 'colmena', 'plan-1')).toBe('/Isapre/colmena/Complementos/plan-1');
    expect(insurerPath('CL', 'ASEG', 'bci', 'vida')).toBe('/Seguros/bci/vida');
  });
  it('Colombia: EPS, prepaid or home medicine, otherwise Seguros', () => {
    expect(insurerPath('CO', 'EPS', 'sura', 'plan')).toBe('/EPS/sura/plan');
    expect(insurerPath('CO', 'MEDICINA PREPAGADA', 'colsanitas', 'plan')).toBe(
      '/Medicina-Prepagada/colsanitas/plan',
    );
    expect(insurerPath('CO', 'DOMICILIO', 'emi', 'plan')).toBe('/Medicina-Prepagada/emi/plan');
    expect(insurerPath('CO', 'ASEG', 'sura', 'poliza')).toBe('/Seguros/sura/poliza');
  });
  it('Peru: clinics, EPS with Planes, otherwise Seguros', () => {
    expect(insurerPath('PE', 'CLINICA', 'ricardo-palma', 'x')).toBe('/Clinicas-y-Hospitales/ricardo-palma/x');
    expect(insurerPath('PE', 'EPS', 'pacifico', 'y')).toBe('/EPS/pacifico/Planes/y');
    expect(insurerPath('PE', 'ASEG', 'rimac', 'z')).toBe('/Seguros/rimac/z');
  });
  it('international: /{type}/{a}/{b}', () => {
    expect(insurerPath('INT', 'Seguros', 'bupa', 'global')).toBe('/Seguros/bupa/global');
  });
});
