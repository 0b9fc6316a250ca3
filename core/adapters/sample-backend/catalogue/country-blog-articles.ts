import type { BlogArticle } from '../../../domain';
import type { SiteCountryCode } from '../../../domain/site/country';
import { siteBrandName } from '../../../domain/site/country-site';

type OtherSite = Exclude<SiteCountryCode, 'CO'>;

const section = (id: string, heading: string, ...paragraphs: string[]) => ({ id, heading, paragraphs });

/** Each site's articles are signed by its own brand's team (QuePlan, QuePlan Internacional). */
const team = (country: OtherSite) => `Equipo ${siteBrandName(country)}`;

/**
 * Chile's sample blog: public facts of Fonasa, the isapres, GES and the UF (Superintendencia de Salud,
 * ../shared/market-facts.md); sample texts, figures as of their date.
 */
const CHILE: readonly BlogArticle[] = [
  {
    slug: 'fonasa-o-isapre',
    title: 'Fonasa o isapre: cómo elegir tu sistema de salud',
    description:
      'Qué pasa con tu 7 % de cotización en cada sistema, cuándo conviene una isapre y qué mirar antes de cambiarte.',
    publishedAt: '2026-10-21',
    author: team('CL'),
    tag: 'Guías',
    readingMinutes: 6,
    sections: [
      section(
        'tu-siete-por-ciento',
        'Tu 7 % de cotización',
        'Todo trabajador dependiente cotiza para salud el 7 % de su remuneración imponible, con el tope imponible que se fija cada año (87,8 UF al mes en 2025). Los independientes que emiten boletas de honorarios también cotizan al hacer su declaración de renta.',
        'Esa cotización va a Fonasa, el seguro público, o a la isapre que elijas. En Fonasa pagas lo mismo sin importar tu edad, tu sexo ni cuántas cargas tengas; en una isapre tu 7 % paga un plan con precio en UF y, si no alcanza, pagas la diferencia.',
      ),
      section(
        'fonasa',
        'Cómo funciona Fonasa',
        'Fonasa clasifica a sus afiliados en los tramos A, B, C y D según su ingreso. En la Modalidad de Atención Institucional, en hospitales y consultorios públicos, la atención no tiene copago para ningún tramo desde septiembre de 2022.',
        'Con la Modalidad Libre Elección puedes atenderte con médicos y clínicas privadas en convenio comprando un bono, con un copago que depende del nivel (1, 2 o 3) en que esté inscrito el prestador.',
      ),
      section(
        'isapre',
        'Cómo funciona una isapre',
        'Las isapres abiertas son Banmédica, Colmena, Consalud, Cruz Blanca, Nueva Masvida, Esencial y Vida Tres. Cada plan tiene un precio base en UF que se multiplica por los factores de riesgo de cada beneficiario según su edad; a eso se suma el precio GES de la isapre por beneficiario.',
        'Los planes pueden ser de libre elección (te atiendes donde quieras con la misma bonificación), preferentes (mejor cobertura en una red de clínicas) o cerrados (solo en la red del plan). Al afiliarte firmas una declaración de salud: las enfermedades preexistentes declaradas pueden quedar con cobertura restringida.',
      ),
      section(
        'cuando-conviene',
        '¿Cuándo conviene cada uno?',
        'Fonasa suele convenir si tienes varias cargas, un ingreso bajo o una enfermedad preexistente, porque el precio no cambia con tu riesgo. Una isapre suele convenir si tu 7 % alcanza para un plan con la red de clínicas que prefieres y valoras tiempos de espera más cortos.',
        'Compara siempre el precio total del plan en pesos con tu 7 %: la diferencia es lo que pagarás cada mes, y sube cuando sube la UF.',
      ),
    ],
  },
  {
    slug: 'que-es-el-ges',
    title: 'GES: qué garantiza y cómo usarlo en tu isapre',
    description:
      'Las Garantías Explícitas en Salud cubren 87 problemas de salud con plazos y copagos máximos. Así se usan y así se cobran.',
    publishedAt: '2026-09-16',
    author: team('CL'),
    tag: 'GES',
    readingMinutes: 5,
    sections: [
      section(
        'que-es',
        '¿Qué es el GES?',
        'Las Garantías Explícitas en Salud (GES, antes AUGE) nacieron con la Ley 19.966 de 2004. Hoy cubren 87 problemas de salud, entre ellos varios cánceres, el infarto, la diabetes, la depresión, el parto y las cataratas, tanto en Fonasa como en las isapres.',
      ),
      section(
        'cuatro-garantias',
        'Las cuatro garantías',
        'Acceso: la isapre o Fonasa deben atenderte. Oportunidad: hay plazos máximos para cada etapa, desde el diagnóstico hasta el tratamiento. Protección financiera: en una isapre pagas como máximo el 20 % del valor del arancel de referencia. Calidad: te atienden prestadores acreditados.',
      ),
      section(
        'precio-ges',
        'El precio GES',
        'En las isapres el GES tiene un precio propio por beneficiario, igual en todos los planes de la misma isapre y expresado en UF. Como referencia: Banmédica 0,59 UF, Consalud 0,595, Vida Tres 0,63, Cruz Blanca 0,74, Colmena 0,77, Nueva Masvida 0,795 y Esencial 0,8 UF.',
        'En Fonasa el GES no tiene un cobro aparte: está incluido en tu 7 %.',
      ),
      section(
        'como-activarlo',
        'Cómo activarlo',
        'Cuando un médico confirma un diagnóstico GES, debe informarte por escrito con el formulario de constancia GES. Preséntalo en tu isapre: te asignará un prestador de su red GES y desde ahí corren los plazos garantizados. Si te atiendes fuera de esa red, se aplica la cobertura normal de tu plan.',
        'Si no se cumple un plazo o un copago, puedes reclamar ante la Superintendencia de Salud.',
      ),
    ],
  },
  {
    slug: 'como-se-calcula-el-precio-de-un-plan-de-isapre',
    title: 'Cómo se calcula el precio de tu plan de isapre en UF',
    description:
      'Precio base, factores por edad, precio GES y el valor de la UF: un ejemplo en pesos para saber cuánto pagarás cada mes.',
    publishedAt: '2026-08-26',
    author: team('CL'),
    tag: 'Isapres',
    readingMinutes: 5,
    sections: [
      section(
        'la-uf',
        'Por qué el precio está en UF',
        'La Unidad de Fomento (UF) es una unidad que se reajusta cada día con la inflación; hoy ronda los 39.000 pesos. Como los planes se pactan en UF, su precio en pesos sube un poco cada mes aunque el plan no cambie.',
      ),
      section(
        'componentes',
        'Las partes del precio',
        'El precio de un plan es su precio base multiplicado por la suma de los factores de riesgo de tus beneficiarios (tú y tus cargas, según su edad), más el precio GES por cada beneficiario. Algunas isapres suman además beneficios adicionales, como la cobertura para enfermedades catastróficas (CAEC).',
        'La isapre puede subir cada año el precio base de sus planes hasta el tope que fija la Superintendencia de Salud: en 2024 el alza máxima permitida fue de 7,4 %.',
      ),
      section(
        'ejemplo',
        'Un ejemplo en pesos',
        'Un plan preferente de 3,10 UF para una persona de 25 años, más un precio GES de 0,59 UF, suma 3,69 UF. Con la UF a 39.214,80 pesos son unos 144.700 pesos al mes.',
        'Si ganas 1.500.000 pesos, tu 7 % es de 105.000 pesos: pagarías unos 39.700 pesos adicionales cada mes. Son cifras de muestra: el comparador calcula el precio para tu edad, tu ingreso y tus cargas.',
      ),
    ],
  },
  {
    slug: 'seguro-complementario-de-salud',
    title: 'Seguro complementario de salud: qué reembolsa y cuánto cuesta',
    description:
      'Cómo un seguro complementario cubre lo que tu isapre o Fonasa no pagan, y qué mirar en los seguros dentales y catastróficos.',
    publishedAt: '2026-07-29',
    author: team('CL'),
    tag: 'Seguros',
    readingMinutes: 4,
    sections: [
      section(
        'que-reembolsa',
        '¿Qué reembolsa?',
        'Un seguro complementario de salud te devuelve un porcentaje de lo que pagaste después de la bonificación de tu isapre o de Fonasa: consultas, exámenes, hospitalizaciones y, según el plan, medicamentos. Lo venden compañías de seguros como Vida Cámara, BICE Vida, MetLife o Consorcio, fiscalizadas por la Comisión para el Mercado Financiero (CMF).',
      ),
      section(
        'cuanto-cuesta',
        '¿Cuánto cuesta?',
        'Un plan individual que reembolsa el 60 % del copago parte en unos 35.000 pesos al mes. Muchas empresas lo contratan como seguro colectivo para sus trabajadores, con precios menores por persona.',
      ),
      section(
        'dental-y-catastrofico',
        'Dental y catastrófico',
        'Los seguros dentales reembolsan tratamientos que los planes de salud casi no cubren. Los catastróficos pagan enfermedades graves por sobre un deducible; en las isapres existe además la CAEC, cuyo deducible es de 30 veces la cotización pactada, con un mínimo de 60 UF y un máximo de 126 UF por evento.',
      ),
    ],
  },
];

/**
 * Peru's sample blog: public facts of EsSalud, the EPS, the SCTR and the SIS (SuSalud, SBS,
 * ../shared/market-facts.md); sample texts, figures as of their date.
 */
const PERU: readonly BlogArticle[] = [
  {
    slug: 'eps-o-essalud',
    title: 'EPS o EsSalud: cómo funciona el plan EPS de tu empresa',
    description:
      'Qué parte del aporte de tu empleador va a la EPS, qué sigue cubriendo EsSalud y qué pagas tú en cada atención.',
    publishedAt: '2026-10-28',
    author: team('PE'),
    tag: 'EPS',
    readingMinutes: 6,
    sections: [
      section(
        'el-aporte',
        'El aporte del 9 %',
        'Tu empleador aporta a EsSalud el 9 % de tu remuneración. Ese aporte te cubre a ti y a tus derechohabientes: tu cónyuge o conviviente y tus hijos menores de edad.',
        'Si tu empresa ofrece un plan EPS y lo eliges, el 25 % de ese aporte (2,25 % de tu remuneración) pasa a la EPS como crédito y el 6,75 % sigue en EsSalud.',
      ),
      section(
        'quien-cubre-que',
        '¿Quién cubre qué?',
        'La EPS atiende las consultas, exámenes, hospitalizaciones y cirugías de menor complejidad en su red de clínicas. EsSalud sigue a cargo de las atenciones de alta complejidad y de las prestaciones económicas, como los subsidios por incapacidad y maternidad.',
        'Las EPS del Perú son Rímac EPS, Pacífico EPS, Mapfre EPS y Sanitas Perú, supervisadas por la Superintendencia Nacional de Salud (SuSalud).',
      ),
      section(
        'lo-que-pagas',
        'Lo que pagas tú',
        'El plan suele tener un aporte mensual del trabajador, que tu empresa puede asumir en parte. En cada atención pagas un deducible, un monto fijo en soles por consulta, y un coaseguro, un porcentaje de los gastos que cubre el plan.',
      ),
      section(
        'como-elegir',
        'Cómo elegir',
        'Mira qué clínicas están en la red y cerca de tu casa o trabajo, el deducible por consulta y el coaseguro en hospitalización. Compara los planes con tu perfil: el comparador muestra el precio en soles para tu edad.',
      ),
    ],
  },
  {
    slug: 'que-es-el-sctr',
    title: 'SCTR: el seguro obligatorio para trabajos de riesgo',
    description:
      'Qué empresas deben contratar el Seguro Complementario de Trabajo de Riesgo, qué cubren su parte de salud y su parte de pensión.',
    publishedAt: '2026-09-30',
    author: team('PE'),
    tag: 'Empresas',
    readingMinutes: 4,
    sections: [
      section(
        'que-es',
        '¿Qué es el SCTR?',
        'El Seguro Complementario de Trabajo de Riesgo nació con la Ley 26790 de 1997. Cubre a los trabajadores de actividades de riesgo, como construcción, minería, manufactura o electricidad, frente a accidentes de trabajo y enfermedades profesionales.',
      ),
      section(
        'dos-coberturas',
        'Sus dos coberturas',
        'SCTR Salud paga la atención médica, la rehabilitación y los medicamentos; se contrata con EsSalud o con una EPS. SCTR Pensión paga pensiones de invalidez o de sobrevivencia y los gastos de sepelio; se contrata con la ONP o con una compañía de seguros supervisada por la SBS.',
      ),
      section(
        'quien-paga',
        '¿Quién lo paga?',
        'Lo paga por completo el empleador, que además debe exigir a sus contratistas que aseguren a los trabajadores que envían a labores de riesgo. La Sunafil fiscaliza que esté vigente: trabajar sin SCTR en una actividad de riesgo es una infracción grave.',
      ),
    ],
  },
  {
    slug: 'sis-essalud-o-seguro-privado',
    title: 'SIS, EsSalud o seguro privado: quién te cubre en el Perú',
    description:
      'Los tres caminos de la cobertura de salud en el Perú, a quién atiende cada uno y cuándo conviene sumar un seguro privado.',
    publishedAt: '2026-08-12',
    author: team('PE'),
    tag: 'Guías',
    readingMinutes: 5,
    sections: [
      section(
        'sis',
        'El SIS',
        'El Seguro Integral de Salud es el seguro público para quienes no tienen otro seguro y cubre a cerca del 45 % de los peruanos. Te atiendes en los establecimientos del Ministerio de Salud y de los gobiernos regionales. Hay versiones pagadas para independientes y emprendedores.',
      ),
      section(
        'essalud',
        'EsSalud',
        'EsSalud cubre a los trabajadores en planilla y a sus derechohabientes, cerca del 26 % de la población, con el aporte del 9 % que paga el empleador. Si tu empresa tiene plan EPS, puedes atender los casos de menor complejidad en clínicas privadas.',
      ),
      section(
        'seguro-privado',
        'El seguro privado',
        'Los seguros de salud de Rímac Seguros, Pacífico Seguros, Mapfre o La Positiva, supervisados por la SBS, te dan acceso a clínicas privadas con un deducible y un coaseguro. Los planes oncológicos, como los de Oncosalud, cubren el diagnóstico y el tratamiento del cáncer.',
        'Un seguro privado no reemplaza a EsSalud ni al SIS: se suma a ellos. Compara la red de clínicas, la suma asegurada anual y las carencias antes de contratar.',
      ),
    ],
  },
  {
    slug: 'seguro-oncologico',
    title: 'Seguro oncológico: qué cubre y qué mirar antes de contratarlo',
    description:
      'Carencias, preexistencias, edad de ingreso y precio en soles: lo que conviene revisar en un plan oncológico.',
    publishedAt: '2026-07-15',
    author: team('PE'),
    tag: 'Seguros',
    readingMinutes: 4,
    sections: [
      section(
        'que-cubre',
        '¿Qué cubre?',
        'Un plan oncológico cubre el diagnóstico y el tratamiento del cáncer: quimioterapia, radioterapia, cirugía y medicamentos, en la red de clínicas del plan. Oncosalud es el mayor, con unos 650.000 afiliados; las aseguradoras también ofrecen coberturas oncológicas dentro de sus seguros de salud.',
      ),
      section(
        'carencias-y-preexistencias',
        'Carencias y preexistencias',
        'Los planes tienen un periodo de carencia: un cáncer diagnosticado durante los primeros meses no se cubre. Un cáncer diagnosticado antes de contratar es una preexistencia y queda excluido, así que conviene afiliarse joven y sano.',
      ),
      section(
        'precio',
        'El precio',
        'La cuota se paga en soles y sube con la edad. Revisa la edad máxima de ingreso, si hay copagos por tratamiento y si la cobertura es ilimitada o tiene un tope anual.',
      ),
    ],
  },
];

/**
 * The international site's sample blog: what a resident of Latin America compares in international
 * health insurance (BMI, VUMI, Allianz Care; ../shared/market-facts.md); sample texts, figures as of
 * their date.
 */
const INTERNATIONAL: readonly BlogArticle[] = [
  {
    slug: 'como-elegir-el-deducible',
    title: 'El deducible en un seguro de salud internacional: cómo elegirlo',
    description:
      'Cómo funciona el deducible anual, cuánto baja la prima con un deducible alto y cómo combinarlo con tu plan local.',
    publishedAt: '2026-10-07',
    author: team('INT'),
    tag: 'Guías',
    readingMinutes: 5,
    sections: [
      section(
        'que-es',
        '¿Qué es el deducible?',
        'Es lo que pagas tú en cada año de póliza antes de que la aseguradora empiece a pagar. Los seguros internacionales ofrecen varias opciones: BMI Serie 3000, por ejemplo, tiene diez, desde US$ 500 hasta US$ 60.000.',
        'Algunos planes aplican un deducible distinto dentro y fuera de tu país de residencia, y otros cobran como máximo dos deducibles por familia en el año.',
      ),
      section(
        'prima-y-deducible',
        'Prima y deducible',
        'Cuanto más alto el deducible, más baja la prima anual. Un deducible alto tiene sentido si puedes pagar de tus ahorros los gastos de un año normal y quieres el seguro para los eventos graves: una hospitalización, una cirugía o un cáncer.',
      ),
      section(
        'combinarlo',
        'Combínalo con tu plan local',
        'Muchos asegurados combinan un plan local, que cubre consultas y exámenes del día a día, con un seguro internacional de deducible alto. Algunas aseguradoras aceptan que lo que pagó tu plan local cuente para el deducible: pregúntalo antes de contratar.',
      ),
    ],
  },
  {
    slug: 'cobertura-con-o-sin-estados-unidos',
    title: 'Cobertura con o sin Estados Unidos: cuánto cambia tu seguro',
    description:
      'El área de cobertura es lo que más mueve el precio de un seguro internacional. Qué incluye cada opción y cuándo vale la pena pagar por Estados Unidos.',
    publishedAt: '2026-09-09',
    author: team('INT'),
    tag: 'Cobertura',
    readingMinutes: 4,
    sections: [
      section(
        'areas',
        'Las áreas de cobertura',
        'Los planes se ofrecen con cobertura mundial que incluye Estados Unidos o con cobertura mundial que lo excluye; algunos suman opciones solo para Latinoamérica. VUMI Global Flex, por ejemplo, ofrece hasta US$ 3 millones al año con áreas con o sin Estados Unidos.',
      ),
      section(
        'por-que-cuesta-mas',
        'Por qué Estados Unidos cuesta más',
        'La atención médica en Estados Unidos es la más cara del mundo, así que incluirla sube de forma notoria la prima. Vale la pena si quieres tratarte en centros como los de Miami, Houston o Boston, o si pasas allí temporadas largas.',
      ),
      section(
        'emergencias',
        'Emergencias en viaje',
        'Un plan sin Estados Unidos puede cubrir emergencias durante un viaje corto allí, con un límite y por un número de días. Revisa ese límite y si incluye evacuación médica antes de elegir.',
      ),
    ],
  },
  {
    slug: 'beneficio-maximo-anual-y-carencias',
    title: 'Beneficio máximo anual, carencias y maternidad: lo que compara un expatriado',
    description:
      'El tope que paga tu seguro cada año, los periodos de espera y la edad de ingreso: las cláusulas que separan un buen seguro internacional.',
    publishedAt: '2026-08-05',
    author: team('INT'),
    tag: 'Expatriados',
    readingMinutes: 5,
    sections: [
      section(
        'beneficio-maximo',
        'Beneficio máximo anual',
        'Es lo máximo que la aseguradora paga por persona en un año de póliza. Va de uno a varios millones de dólares, e incluso sin límite en algunos planes; los planes de Allianz Care para expatriados tienen límites de unos EUR 2,25 millones o 1,125 millones según el nivel.',
      ),
      section(
        'carencias',
        'Carencias y maternidad',
        'La maternidad suele tener una carencia de 10 meses desde el inicio de la póliza, y algunos tratamientos, como los trasplantes, tienen esperas propias. Las enfermedades que ya tenías pueden quedar excluidas según tu declaración de salud.',
      ),
      section(
        'edad-y-renovacion',
        'Edad de ingreso y renovación',
        'Revisa la edad máxima de ingreso (BMI Serie 3000 acepta hasta los 74 años) y si la renovación está garantizada de por vida: así la aseguradora no puede cancelarte por enfermarte.',
        'Si vas a mudarte, confirma que el seguro te acompañe al nuevo país y si ese país exige un seguro emitido por una aseguradora local.',
      ),
    ],
  },
];

/** The blogs of Chile, Peru and the international site: each its own articles, newest first. */
export const COUNTRY_BLOG_ARTICLES: Readonly<Record<OtherSite, readonly BlogArticle[]>> = {
  CL: CHILE,
  PE: PERU,
  INT: INTERNATIONAL,
};
