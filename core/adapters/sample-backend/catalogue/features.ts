import type { Feature } from '../../../domain/api';

/** Features shown as icons on cards; the icon is a name the view maps to its icon set. */
export const FEATURES = {
  telemedicina: {
    id: 1,
    name: 'Telemedicina 24/7',
    icon: 'video-call',
    description: 'Consulta médica por video a cualquier hora.',
  },
  domicilio: {
    id: 2,
    name: 'Médico a domicilio',
    icon: 'home-doctor',
    description: 'Visita médica en casa con copago reducido.',
  },
  internacional: {
    id: 3,
    name: 'Cobertura internacional',
    icon: 'globe',
    description: 'Atención de urgencias en el exterior.',
  },
  habitacion: {
    id: 4,
    name: 'Habitación individual',
    icon: 'bed',
    description: 'Cuarto individual en hospitalización.',
  },
  odontologia: {
    id: 5,
    name: 'Odontología',
    icon: 'tooth',
    description: 'Consultas y limpiezas odontológicas.',
  },
  urgencias: {
    id: 6,
    name: 'Urgencias sin copago',
    icon: 'ambulance',
    description: 'Atención de urgencias sin cuota moderadora.',
  },
  app: {
    id: 7,
    name: 'App para autorizaciones',
    icon: 'smartphone',
    description: 'Autorizaciones y citas desde el celular.',
  },
  red: {
    id: 8,
    name: 'Red de clínicas de alto nivel',
    icon: 'hospital',
    description: 'Acceso a clínicas y fundaciones acreditadas.',
  },
  chequeo: {
    id: 9,
    name: 'Chequeo preventivo anual',
    icon: 'stethoscope',
    description: 'Exámenes de prevención una vez al año.',
  },
  maternidad: {
    id: 10,
    name: 'Maternidad',
    icon: 'baby',
    description: 'Control prenatal, parto y cesárea tras el periodo de carencia.',
  },
  ambulancia: {
    id: 11,
    name: 'Ambulancia',
    icon: 'siren',
    description: 'Traslado en ambulancia medicalizada.',
  },
  viaje: {
    id: 12,
    name: 'Asistencia en viaje',
    icon: 'plane',
    description: 'Asistencia médica en viajes nacionales.',
  },
  guarderia: {
    id: 13,
    name: 'Guardería para mascotas',
    icon: 'paw-house',
    description: 'Hospedaje si el dueño es hospitalizado.',
  },
  peluqueria: {
    id: 14,
    name: 'Baño y peluquería',
    icon: 'scissors',
    description: 'Un servicio de baño y peluquería al año.',
  },
  vacunacion: {
    id: 15,
    name: 'Vacunación',
    icon: 'syringe',
    description: 'Vacunas anuales en la red veterinaria.',
  },
  responsabilidad: {
    id: 16,
    name: 'Responsabilidad civil',
    icon: 'shield',
    description: 'Daños que la mascota cause a terceros.',
  },
} as const satisfies Record<string, Feature>;

export type FeatureKey = keyof typeof FEATURES;
