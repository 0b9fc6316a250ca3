/** The open ranking's es texts: above every result list, on every card and on every plan page. */
export const RANKING_TEXTS = {
  compared: 'Comparamos {{count}} de {{total}} entidades',
  missingTitle: 'Quién falta y por qué',
  allIn: 'Están todas las entidades que venden este tipo de plan en Colombia.',
  missingItem: '{{name}}: {{reason}}',
  reason_closed: 'no recibe nuevos afiliados',
  reason_noPublicPrices: 'no publica precios que podamos verificar',
  reason_notYet: 'aún no está en nuestro catálogo',
  reason_noOnlineData: 'no nos ha entregado sus tarifas vigentes',
  whyTitle: '¿Por qué este orden?',
  why_lowerPrice:
    'Del precio más bajo al más alto para tu perfil; a igual precio, primero el plan con mejor puntaje de cobertura.',
  why_higherPrice:
    'Del precio más alto al más bajo para tu perfil; a igual precio, primero el plan con mejor puntaje de cobertura.',
  why_recommended:
    'Primero los planes con mejor puntaje de cobertura (coberturas, red, copagos y carencias); a igual puntaje, el más barato para tu perfil.',
  why_popular:
    'Primero los planes que más eligen los visitantes; luego por puntaje de cobertura y por precio.',
  why_distance:
    'Primero los planes con la red de clínicas más cercana; luego por puntaje de cobertura y por precio.',
  why_lowerYearlyCost:
    'Del menor al mayor costo total al año para tu hogar (cuotas más copagos al nivel de uso elegido); a igual costo, el de menor cuota.',
  neverPaid:
    'Lo que una entidad nos paga nunca cambia este orden: ni comisiones, ni patrocinios, ni planes destacados.',
  intermediary:
    '{{brand}} es un intermediario de seguros: no somos una aseguradora ni una entidad de salud. Cuando contratas, la entidad nos paga una comisión, que no cambia tu precio ni el orden.',
  source: 'Fuente: {{source}}',
  updated: 'Actualizado el {{date}}',
  stale: 'Datos de hace {{days}} días: pueden haber cambiado',
} as const;

/** The complaint routes on a plan page, by body. */
export const COMPLAINT_TEXTS = {
  title: '¿Dónde presentar una queja?',
  leadPolicy:
    'Es una póliza de seguro: primero ante la aseguradora; si no quedas conforme, ante su Defensor del Consumidor Financiero o la Superintendencia Financiera de Colombia.',
  leadHealth:
    'Es un plan de salud vigilado por la Superintendencia Nacional de Salud: primero ante la entidad; si no quedas conforme, ante Supersalud.',
  company: 'La entidad',
  defensor: 'Defensor del Consumidor Financiero',
  sfc: 'Superintendencia Financiera',
  supersalud: 'Superintendencia de Salud',
  leadIsapre:
    'Es un plan de isapre fiscalizado por la Superintendencia de Salud: primero reclama ante la isapre; si no quedas conforme, ante la Superintendencia de Salud.',
  leadPolicyCL:
    'Es un seguro fiscalizado por la Comisión para el Mercado Financiero (CMF): primero reclama ante la compañía; si no quedas conforme, ante la CMF o, si la compañía adhiere al Consejo de Autorregulación de las Compañías de Seguros, ante su Defensor del Asegurado.',
  leadHealthPE:
    'Es un plan de salud supervisado por la Superintendencia Nacional de Salud (SUSALUD): primero reclama ante la entidad, en su libro de reclamaciones; si no quedas conforme, ante SUSALUD.',
  leadPolicyPE:
    'Es un seguro supervisado por la Superintendencia de Banca, Seguros y AFP (SBS): primero reclama ante la aseguradora; si no quedas conforme, ante la SBS o, si la aseguradora está asociada a ella, ante la Defensoría del Asegurado (DEFASEG).',
  leadForeign:
    'Es un seguro de una aseguradora extranjera: primero reclama ante la aseguradora; si no quedas conforme, ante el regulador de su país de origen.',
  leadCompanyOnly:
    'Es un seguro de una aseguradora extranjera y nuestro catálogo no indica qué autoridad la supervisa: reclama ante la aseguradora y pídele el nombre de su regulador y cómo acudir a él.',
  defensorAsegurado: 'Defensor del Asegurado',
  healthSupervisor: 'Supervisor de salud',
  financialSupervisor: 'Supervisor de seguros',
  regulator: 'Regulador en su país de origen',
} as const;
