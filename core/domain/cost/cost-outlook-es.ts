// The plan page's cost outlook's es-CO texts (issue 28): only its lazily loaded part carries them.

/** The namespace `costOutlook`: the plan page's scenarios, price history and age rises. */
export const COST_OUTLOOK_TEXTS = {
  scenariosTitle: '¿Cuánto pagarías si…?',
  scenariosLead:
    'Lo que pagarías de tu bolsillo con este plan, además de la cuota, según su tabla de copagos.',
  scenario_parto: 'Un parto',
  scenario_diabetes: 'Un año con diabetes',
  scenario_fractura: 'Una fractura',
  scenario_mascota: 'Un accidente de tu mascota',
  scenarioLead_parto: '8 controles con especialista, 6 exámenes, 4 ecografías y el parto.',
  scenarioLead_diabetes: '4 consultas generales, 4 con especialista, 8 exámenes y los medicamentos del año.',
  scenarioLead_fractura: '1 urgencia, 3 radiografías, 3 consultas de ortopedia y 10 sesiones de terapia.',
  scenarioLead_mascota: '1 atención de urgencia, 2 controles y una cirugía con su hospitalización.',
  youPay: 'Pagarías',
  unknown: 'Sin dato',
  unknownNote: 'La tabla de copagos de este plan no dice cuánto cuesta todo: no lo adivinamos.',
  waiting: 'Ojo: la maternidad suele tener carencia (10 meses en planes individuales).',
  usesLine: '{{uses}} × {{service}} a {{amount}}: {{pays}}',
  billLine: '{{service}} por {{bill}} (referencia): pagas el {{percent}} %, {{pays}}',
  billCapLine:
    '{{service}} por {{bill}} (referencia): pagas el {{percent}} % hasta el tope de {{cap}} y el resto, {{pays}}',
  lineUnknown: '{{service}}: sin dato',
  assumptions: 'Supuestos',
  historyTitle: 'Ajustes de precio e inflación',
  historyLead:
    'Cuánto subió este plan cada año, frente a la inflación de salud (IPC salud) y la general (IPC total) del DANE.',
  year: 'Año',
  planAdjustment: 'Ajuste del plan',
  healthInflation: 'IPC salud',
  inflation: 'IPC total',
  noData: 'sin dato',
  percent: '{{value}} %',
  above: 'por encima',
  below: 'igual o por debajo',
  historySample: 'Ajustes del plan de muestra; inflación: {{source}}, variación de diciembre a diciembre.',
  historyEmpty: 'Sin dato de ajustes de precio para este plan.',
  risesTitle: 'Cuándo sube tu precio por edad',
  risesLead:
    'Con la tabla de precios por edad del plan, para quienes aseguras hoy (sin contar los ajustes anuales).',
  rise: 'A los {{age}} años ({{who}}, en {{years}} años): {{price}}',
  person: 'persona {{number}}',
  pet: 'mascota {{number}}',
  noRises: 'Con el perfil de hoy, el precio no sube por edad en las franjas de este plan.',
  risesUnknown: 'Sin dato: ingresa tu perfil para ver cuándo sube tu precio por edad.',
  risesCompany: 'Sin dato: los planes de empresa se cotizan por grupo, no por franjas de edad.',
} as const;

/** The es pack of the plan page's cost outlook (scenarios, price history, age rises): loaded with it. */
export const COST_OUTLOOK_ES = { costOutlook: COST_OUTLOOK_TEXTS } as const;
