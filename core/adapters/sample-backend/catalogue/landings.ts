import type { LandingContent } from '../../../domain';

/** Country landings of the content service (locale es; other locales fall back to the page's own texts). */
export const LANDINGS: readonly (LandingContent & { readonly locale: string })[] = [
  {
    locale: 'es',
    slug: 'Que-es-QueSeguro',
    title: '¿Qué es QueSeguro?',
    description:
      'QueSeguro es un comparador independiente de seguros y planes de salud en Colombia: te mostramos precios para tu perfil y te ayudamos a contratar.',
    sections: [
      {
        heading: 'Comparamos por ti',
        body: 'Reunimos pólizas de salud, medicina prepagada, planes complementarios de EPS, seguros para empresas y para mascotas en un solo lugar, con el precio para tu edad y las coberturas lado a lado.',
      },
      {
        heading: 'Sin costo para ti',
        body: 'Comparar y recibir asesoría no tiene costo. Las aseguradoras y compañías de medicina prepagada nos pagan una comisión cuando contratas, y el precio es el mismo que pagarías directamente.',
      },
      {
        heading: 'Tus datos, cuidados',
        body: 'Tratamos tus datos según la Ley 1581 de 2012 y solo te contactamos por los canales que autorizas, de lunes a viernes de 07:00 a 19:00 y los sábados de 08:00 a 15:00.',
      },
    ],
    items: [
      { title: '+40 planes', text: 'de 20 compañías vigiladas en Colombia.' },
      { title: 'Asesoría humana', text: 'Un asesor resuelve tus dudas antes de contratar.' },
      { title: 'Compra en línea', text: 'Algunos planes se contratan sin salir de casa.' },
    ],
  },
  {
    locale: 'es',
    slug: 'Partners-y-Alianzas',
    title: 'Partners y alianzas',
    description:
      'Trabajamos con aseguradoras, compañías de medicina prepagada, EPS y cajas de compensación para llevar planes de salud claros a más personas.',
    sections: [
      {
        heading: 'Para aseguradoras y compañías de salud',
        body: 'Publica tus planes con precios por perfil, coberturas y red de clínicas, y recibe solicitudes calificadas de personas y empresas.',
      },
      {
        heading: 'Para empresas y cajas de compensación',
        body: 'Ofrece a tus afiliados o empleados un comparador con tu marca, en tu propio subdominio, con las compañías que elijas.',
      },
    ],
    items: [
      { title: 'Seguros Sura', text: 'Pólizas de salud y seguros para mascotas.' },
      { title: 'Allianz', text: 'Pólizas de salud con cobertura internacional.' },
      { title: 'Colsanitas', text: 'Medicina prepagada en las principales ciudades.' },
      { title: 'Compensar', text: 'Planes complementarios y medicina prepagada.' },
    ],
  },
  {
    locale: 'es',
    slug: 'Referidos-QueSeguro',
    title: 'Programa de referidos',
    description:
      'Recomienda QueSeguro a tus amigos, familiares o clientes: tu asesor te acompaña y cada contratación cuenta para ti.',
    sections: [
      {
        heading: 'Cómo funciona',
        body: 'Comparte el enlace del comparador con tu correo de referidor. Cuando alguien compara desde tu enlace, su solicitud llega a tu asesor.',
      },
      {
        heading: 'Quién puede ser referidor',
        body: 'Asesores independientes, corredores y personas que ya confían en nosotros. Escríbenos para activar tu correo.',
      },
    ],
    items: [
      { title: 'Comparte', text: 'Tu enlace con tus contactos.' },
      { title: 'Acompañamos', text: 'Un asesor atiende cada solicitud.' },
      { title: 'Sigue tus referidos', text: 'Te contamos cuando alguien contrata.' },
    ],
  },
  {
    locale: 'es',
    slug: 'Registro',
    title: 'Encuentra tu plan de salud',
    description:
      'Déjanos tus datos y un asesor te llama para ayudarte a comparar pólizas de salud y medicina prepagada con el precio para tu edad.',
    sections: [],
    items: [
      { title: 'Respuesta el mismo día', text: 'En horario hábil, de lunes a sábado.' },
      { title: 'Sin costo', text: 'La asesoría no tiene costo para ti.' },
      { title: 'Planes vigilados', text: 'Solo compañías vigiladas en Colombia.' },
    ],
  },
];
