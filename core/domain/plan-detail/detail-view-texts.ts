// The plan detail's es-CO texts that no rule says: they come with the detail's code (PLAN_DETAIL_ES).

/** Texts of the plan detail (ours where §2 gives none); en and pt under `detail` in i18n/{lang}.json. */
export const DETAIL_TEXTS = {
  loading: 'Cargando el plan…',
  failedTitle: 'No pudimos cargar este plan',
  failedText: 'Verifica tu conexión a internet e inténtalo nuevamente.',
  retry: 'Reintentar',
  close: 'Cerrar',
  fullPage: 'Ver página completa',
  more: 'Ver más',
  priceFor: 'Precio para tu perfil',
  priceFrom: 'Desde',
  request: 'Solicitar',
  buy: 'Comprar',
  paymentMethods: 'Tarjetas de Crédito/Débito/Prepago',
  exactPrice: 'Calcular mi precio',
  enterProfile: 'Ingresar perfil',
  changeProfile: 'Cambiar perfil',
  noNetwork: 'Este plan no informa su red de clínicas.',
  yourClinic: 'Tu clínica',
  download: 'Descargar PDF',
  requestTitle: 'Solicita una asesoría sin costo',
  requestLead: 'Un asesor te llama para cotizar este plan con la aseguradora. No pagas nada por la asesoría.',
  send: 'Enviar solicitud',
  sending: 'Guardando…',
  channelsLegend: 'Acepto que me contacten por',
  thanks: '¡Gracias!',
  thanksNamed: '¡Gracias, {{name}}!',
  thanksNext:
    'Un asesor revisará tu perfil y te contactará en máximo 1 día hábil por los canales que elegiste, con la cotización de la aseguradora.',
  another: 'Enviar otra solicitud',
  additionalLegend: 'Seguros adicionales (opcional)',
  additionalLead:
    'La aseguradora ofrece estos seguros con el plan. Marca los que quieras cotizar también: recibirás su cotización aparte, sin compromiso.',
  additionalTitle: 'Solicitud de seguro adicional: {{names}}',
  additionalFailed:
    'No pudimos guardar tu solicitud de seguro adicional. Tus datos siguen aquí: inténtalo de nuevo.',
  additionalRetry: 'Enviar solicitud de seguro adicional',
  howItWorksTitle: '¿Cómo funciona la solicitud?',
  howItWorks1: 'Envía tus datos con el formulario: solo tarda un minuto.',
  howItWorks2: 'Un asesor revisa tu perfil y pide la cotización exacta a la aseguradora.',
  howItWorks3:
    'Te contactamos por los canales que elijas, en el horario permitido, con el precio final y los pasos para afiliarte.',
  closedBadge: 'No disponible para nuevos afiliados',
  breadcrumb: 'Ruta de navegación',
  requestAside: 'Solicitud',
  tabsNav: 'Secciones del plan',
  modalLabel: 'Detalle del plan',
  viewerLoading: 'Cargando el visor de documentos…',
  documents: 'Documentos',
  opening: 'Abriendo el documento',
  documentFailed: 'No pudimos mostrar el documento. Puedes descargarlo con el enlace de abajo.',
  previous: 'Anterior',
  next: 'Siguiente',
  page: 'Página {{page}} de {{count}}',
  keepReading: 'Seguir leyendo...',
  price: 'Precio',
  priceTable: 'Tabla de precios por persona',
  priceCaption: 'Precio por persona según su edad',
  person: 'Persona',
  monthlyPrice: 'Precio mensual',
  notForAge: 'No disponible para esta edad',
  priceWithProfile:
    'El precio se calcula con el perfil que guardaste. Si cambia quién se asegura, actualízalo.',
  exactPets:
    'El precio depende de la especie, la raza y la edad de tu mascota. Cuéntanos de ella para ver el precio exacto.',
  exactCompany:
    'El precio depende de cuántos empleados y beneficiarios tendrá la póliza. Cuéntanos de tu empresa para ver el precio exacto.',
  exactPersons:
    'El precio depende de la edad y el sexo de quienes se asegurarán. Cuéntanos quiénes son para ver el precio exacto.',
  holder: 'Titular',
  holderAge: 'Titular, {{age}} años',
  dependant: 'Beneficiario {{index}}',
  dependantAge: 'Beneficiario {{index}}, {{age}} años',
  coveragesTitle: 'Coberturas y copagos',
  coveragesTable: 'Tabla de coberturas y copagos',
  coverage: 'Cobertura',
  covers: 'Cubre',
  top: 'Tope',
  copay: 'Copago',
  noTop: 'Sin tope',
  yearlyTops: 'Topes anuales',
  agreement: 'En la red de convenio',
  freeChoice: 'Libre elección',
  foreign: 'En el exterior',
  copays: 'Copagos y cuotas moderadoras',
  // Chile and Peru say Deducible (§9 wording).
  coveragesTitleDeductible: 'Coberturas y deducibles',
  coveragesTableDeductible: 'Tabla de coberturas y deducibles',
  deductible: 'Deducible',
  deductibles: 'Deducibles',
  exclusions: 'Exclusiones',
  exclusionsLead: 'Lo que este plan no cubre:',
  network: 'Red de clínicas',
  faq: 'Preguntas frecuentes',
  degraded: 'No pudimos cargar {{parts}}. Lo que ves puede estar incompleto.',
} as const;

/** Where a sent request is on its way (the outbox item's status); en and pt under `requestStatus`. */
export const REQUEST_STATUS_TEXTS = {
  sending: 'Enviando tu solicitud…',
  waiting: 'No pudimos enviarla todavía: lo intentaremos de nuevo en unos segundos, sin que hagas nada.',
  offline:
    'Estás sin conexión. Tu solicitud quedó guardada en este dispositivo y se enviará sola cuando vuelvas a tener internet, aunque cierres la página.',
  refused:
    'La aseguradora no aceptó la solicitud tal como está. Quedó guardada; escríbenos a {{siteEmail}} y la revisamos contigo.',
  sent: 'Solicitud enviada.',
  delivered: 'Solicitud enviada.',
} as const;

/** A deductible's amount per event in the detail's tables (under `staff`, where the staff tools' are). */
export const STAFF_DETAIL_TEXTS = {
  deductibleMode: '{{amount}} por {{mode}}',
} as const;
