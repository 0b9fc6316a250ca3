import type { BlogArticle } from '../../../domain';

const section = (id: string, heading: string, ...paragraphs: string[]) => ({ id, heading, paragraphs });

/** The sample blog: guides a visitor reads before comparing (sample texts, figures as of their date). */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'medicina-prepagada-vs-poliza-de-salud',
    title: 'Medicina prepagada o póliza de salud: cuál te conviene',
    description:
      'Qué cubre cada una, cómo se pagan las consultas y qué mirar antes de elegir entre medicina prepagada y una póliza de salud en Colombia.',
    publishedAt: '2026-10-14',
    author: 'Equipo QueSeguro',
    tag: 'Guías',
    readingMinutes: 6,
    sections: [
      section(
        'que-es-cada-una',
        '¿Qué es cada una?',
        'La medicina prepagada es un plan de salud vigilado por la Superintendencia Nacional de Salud: pagas una cuota mensual y accedes a una red de médicos, clínicas y laboratorios propia o contratada, con copagos por servicio.',
        'La póliza de salud es un seguro vigilado por la Superintendencia Financiera de Colombia: la aseguradora reembolsa o paga directamente los gastos médicos cubiertos, con un valor asegurado y, a veces, libre elección de médicos en Colombia y en el exterior.',
      ),
      section(
        'requisitos',
        'Requisitos para afiliarte',
        'Ambas exigen estar afiliado a una EPS del régimen contributivo. Te pedirán una declaración de salud: según tus antecedentes, la solicitud se acepta, se acepta con exclusiones o se rechaza.',
        'Ten a mano tu cédula de ciudadanía o de extranjería, o tu pasaporte, y los datos de las personas que quieres incluir.',
      ),
      section(
        'costos',
        'Cuánto cuestan y cómo suben',
        'La cuota depende de la edad, el sexo y el plan. Un plan básico de medicina prepagada parte de unos 150.000 pesos al mes por persona; una póliza para alguien de 50 a 59 años suele costar entre 300.000 y 600.000 pesos.',
        'Revisa cómo sube la cuota al cambiar de rango de edad: en los últimos años los reajustes de la medicina prepagada superaron con creces la inflación.',
      ),
      section(
        'copagos-y-carencias',
        'Copagos, carencias y exclusiones',
        'Los copagos son lo que pagas en cada consulta o examen. Las carencias son los meses que debes esperar para usar ciertos servicios, como la maternidad (de 8 a 10 meses) o las cirugías programadas.',
        'Lee las exclusiones: preexistencias, tratamientos estéticos o experimentales suelen quedar por fuera.',
      ),
      section(
        'como-elegir',
        'Cómo elegir',
        'Si quieres una red cerrada con copagos bajos y previsibles, la medicina prepagada suele encajar. Si valoras la libre elección, la cobertura internacional o un valor asegurado alto para eventos graves, mira las pólizas.',
        'Compara al menos tres opciones con tu perfil real: el comparador te muestra el precio para tu edad y sexo, y las coberturas lado a lado.',
      ),
    ],
  },
  {
    slug: 'planes-complementarios-eps',
    title: 'Planes complementarios de EPS: qué son y quién puede tomarlos',
    description:
      'Los planes complementarios (PAC) amplían lo que cubre tu EPS: más especialistas sin remisión, habitación individual y atención preferente.',
    publishedAt: '2026-09-02',
    author: 'Equipo QueSeguro',
    tag: 'EPS',
    readingMinutes: 4,
    sections: [
      section(
        'que-cubren',
        '¿Qué cubren?',
        'Un plan de atención complementaria suma servicios a los del Plan de Beneficios en Salud de tu EPS: consulta con especialistas sin remisión, habitación individual en hospitalización, sedes exclusivas y, en algunos planes, cobertura de urgencias en otras ciudades.',
      ),
      section(
        'quien-puede',
        '¿Quién puede tomarlos?',
        'Debes estar afiliado a la misma EPS que ofrece el plan. La edad de ingreso suele ir de los 3 meses a los 59 años, y cada solicitud pasa por un estudio médico.',
      ),
      section(
        'precios',
        'Precios de referencia',
        'Los planes parten de unos 53.000 pesos al mes para menores de 60 años y de unos 103.000 pesos desde los 60. Compensar, Famisanar y EPS Sanitas ofrecen planes; EPS Sura no recibe nuevos afiliados desde 2024.',
      ),
    ],
  },
  {
    slug: 'seguro-para-mascotas-en-colombia',
    title: 'Seguro para mascotas en Colombia: lo que cubre y lo que cuesta',
    description:
      'Consultas veterinarias, urgencias, responsabilidad civil y exequias: qué incluye un seguro para perros y gatos y cómo elegirlo.',
    publishedAt: '2026-08-19',
    author: 'Equipo QueSeguro',
    tag: 'Mascotas',
    readingMinutes: 5,
    sections: [
      section(
        'que-incluye',
        '¿Qué incluye?',
        'Los seguros para mascotas en Colombia aseguran perros y gatos. Cubren gastos veterinarios por accidente o enfermedad, urgencias, responsabilidad civil por daños a terceros y, en algunos planes, exequias y asistencia en viaje.',
      ),
      section(
        'cuanto-cuesta',
        '¿Cuánto cuesta?',
        'Los planes van de unos 18.600 a 133.800 pesos al mes, según el valor asegurado (de 1,5 a 6 millones de pesos), la raza y la edad de tu mascota.',
      ),
      section(
        'como-elegir',
        'Cómo elegir',
        'Mira el tope anual de gastos veterinarios, los deducibles, la edad máxima de ingreso y si la red de clínicas veterinarias está cerca de tu casa.',
      ),
    ],
  },
  {
    slug: 'seguro-colectivo-de-salud-para-empresas',
    title: 'Seguro colectivo de salud para empresas: guía para empleadores',
    description:
      'Cómo funciona un seguro colectivo de salud, desde cuántos empleados se puede tomar y cómo repartir el costo entre empresa y trabajador.',
    publishedAt: '2026-07-07',
    author: 'Equipo QueSeguro',
    tag: 'Empresas',
    readingMinutes: 5,
    sections: [
      section(
        'como-funciona',
        '¿Cómo funciona?',
        'La empresa contrata una póliza para su equipo y, si quiere, para sus familias. Las condiciones suelen ser mejores que en un plan individual: menos exclusiones y carencias más cortas.',
      ),
      section(
        'desde-cuantos-empleados',
        '¿Desde cuántos empleados?',
        'En QueSeguro puedes cotizar un seguro colectivo desde 10 empleados. Cada plan indica su propio mínimo de asegurados.',
      ),
      section(
        'aporte-de-la-empresa',
        'El aporte de la empresa',
        'Puedes pagar todo el costo o compartirlo: en el comparador eliges el porcentaje que aporta la empresa y ves cuánto paga cada empleado.',
      ),
    ],
  },
];
