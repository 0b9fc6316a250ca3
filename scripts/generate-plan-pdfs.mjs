// Generates the sample backend's plan-condition PDFs under public/docs (run: node scripts/generate-plan-pdfs.mjs).
// Small real PDFs with Spanish text; one has 9 pages so the viewer's 7-page limit and 'Seguir leyendo...' show.
import { mkdir, writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const DOCS = [
  ['condiciones-poliza-salud.pdf', 'Póliza de Salud', 'Superintendencia Financiera de Colombia', 3],
  [
    'condiciones-plan-complementario-eps.pdf',
    'Plan Complementario EPS',
    'Superintendencia Nacional de Salud',
    2,
  ],
  ['condiciones-medicina-prepagada.pdf', 'Medicina Prepagada', 'Superintendencia Nacional de Salud', 9],
  [
    'condiciones-seguro-colectivo.pdf',
    'Seguro Colectivo de Salud',
    'Superintendencia Financiera de Colombia',
    3,
  ],
  ['condiciones-seguro-mascotas.pdf', 'Seguro de Mascotas', 'Superintendencia Financiera de Colombia', 2],
];

const SECTIONS = [
  [
    'Objeto',
    'Este documento describe las condiciones generales de un plan de muestra. No es un contrato ni una oferta.',
  ],
  [
    'Vigencia',
    'El plan tiene vigencia anual y se renueva automáticamente salvo aviso de cualquiera de las partes.',
  ],
  [
    'Periodos de carencia',
    'Algunas coberturas aplican desde el día 1 y otras desde el mes 4, 7, 11 o 37. Maternidad: 10 meses en planes individuales y 8 en colectivos.',
  ],
  [
    'Copagos',
    'Consulta general alrededor de 30.000 pesos, especialista entre 36.000 y 45.000 y urgencias cerca de 59.000 (cifras de muestra).',
  ],
  [
    'Exclusiones',
    'Preexistencias, cirugía estética no reconstructiva, tratamientos experimentales y lesiones por deportes de alto riesgo.',
  ],
  [
    'Datos personales',
    'El tratamiento de datos sigue la Ley 1581 de 2012 y el Decreto 1377 de 2013, con autorización previa, expresa e informada.',
  ],
];

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

await mkdir('public/docs', { recursive: true });
for (const [file, title, regulator, pages] of DOCS) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Condiciones generales: ${title}`);
  pdf.setAuthor('QueSeguro (documento de muestra)');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n += 1) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    page.drawText(`Condiciones generales: ${title}`, {
      x: 50,
      y,
      size: 18,
      font: bold,
      color: rgb(0.05, 0.2, 0.5),
    });
    y -= 24;
    page.drawText(`Documento de muestra. Vigilado por la ${regulator}.`, {
      x: 50,
      y,
      size: 10,
      font: regular,
    });
    y -= 36;
    const section = SECTIONS[(n - 1) % SECTIONS.length];
    page.drawText(`${n}. ${section[0]}`, { x: 50, y, size: 14, font: bold });
    y -= 22;
    for (const line of wrap(section[1], regular, 11, 495)) {
      page.drawText(line, { x: 50, y, size: 11, font: regular });
      y -= 16;
    }
    page.drawText(`Página ${n} de ${pages}`, {
      x: 50,
      y: 40,
      size: 9,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  }
  await writeFile(`public/docs/${file}`, await pdf.save({ useObjectStreams: true }));
  console.log(`public/docs/${file}`);
}
