import type { Page } from '@playwright/test';

/** The first step of the pet purchase (PET-ALLI-02), filled with valid data, consent ticked. */
export async function fillPersonalData(page: Page) {
  await page.getByLabel('Nombre completo').fill('Ana María Pérez');
  await page.getByLabel('Tipo de documento').selectOption('CC');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-10');
  await page.getByLabel('Correo electrónico').fill('ana.perez@example.com');
  await page.getByLabel('Celular').fill('+573001234567');
  await page.getByLabel('Dirección de residencia').fill('Calle 80 # 12-34, Bogotá');
  await page.getByLabel('Nombre de tu mascota').fill('Luna');
  await page.getByLabel('Especie').selectOption('perro');
  await page.getByLabel('Raza').fill('Criolla');
  await page.getByLabel('Edad de tu mascota (años)').fill('3');
  await page.getByLabel(/Autorizo el tratamiento/).check();
}
