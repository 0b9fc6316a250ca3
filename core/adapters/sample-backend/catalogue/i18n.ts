import type { Language, Translations } from '../../../domain/api';
import { ES_TEXTS, routeTexts } from '../../../domain';
import { EN_TEXTS, PT_TEXTS } from './i18n-site';

/** The translation files served at i18n/{lang}.json (es is the site's language; en and pt follow). */
const BASE: Readonly<Record<Language, Translations>> = {
  es: {
    common: {
      compare: 'Comparar',
      contact: 'Contacto',
      customerPortal: 'Portal clientes',
      perMonth: '/mes p/p',
      perEmployee: '/mes p/empl',
      samplePrice: 'Precio de muestra',
      retry: 'Reintentar',
      backHome: 'Volver al Home',
      seeMore: 'Ver más',
      keepReading: 'Seguir leyendo...',
    },
    profile: {
      title: '¿Quiénes se asegurarán?',
      subtitlePersons: 'El precio varía según el sexo y la edad',
      subtitlePets: 'El precio varía según la raza y la edad',
      addPerson: 'Agregar Persona',
      addPet: 'Agregar Mascota',
      addBurden: 'Agregar Beneficiario',
      invalid: 'Perfil inválido',
    },
    errors: {
      loadTitle: 'Error al cargar resultados',
      loadText:
        'No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente.',
      noCoverage: 'No disponemos de informacion de coberturas o beneficios para este producto',
      robot: 'El sistema piensa que eres un robot...',
      human: 'Soy humano!',
      menu: 'Ups! algo salió mal.',
    },
    referral: { 'Asesor-not-foud': 'No encontramos un asesor con ese correo.' },
  },
  en: {
    common: {
      compare: 'Compare',
      contact: 'Contact',
      customerPortal: 'Customer portal',
      perMonth: '/month per person',
      perEmployee: '/month per employee',
      samplePrice: 'Sample price',
      retry: 'Retry',
      backHome: 'Back to Home',
      seeMore: 'See more',
      keepReading: 'Keep reading...',
    },
    profile: {
      title: 'Who will be insured?',
      subtitlePersons: 'The price varies with sex and age',
      subtitlePets: 'The price varies with breed and age',
      addPerson: 'Add Person',
      addPet: 'Add Pet',
      addBurden: 'Add Dependant',
      invalid: 'Invalid profile',
    },
    errors: {
      loadTitle: 'Error loading results',
      loadText: 'We could not load the results. Check your internet connection and try again.',
      noCoverage: 'We have no coverage or benefit information for this product',
      robot: 'The system thinks you are a robot...',
      human: 'I am human!',
      menu: 'Oops! Something went wrong.',
    },
    referral: { 'Asesor-not-foud': 'We found no advisor with that e-mail.' },
  },
  pt: {
    common: {
      compare: 'Comparar',
      contact: 'Contato',
      customerPortal: 'Portal do cliente',
      perMonth: '/mês por pessoa',
      perEmployee: '/mês por funcionário',
      samplePrice: 'Preço de amostra',
      retry: 'Tentar novamente',
      backHome: 'Voltar ao início',
      seeMore: 'Ver mais',
      keepReading: 'Continuar lendo...',
    },
    profile: {
      title: 'Quem será segurado?',
      subtitlePersons: 'O preço varia conforme o sexo e a idade',
      subtitlePets: 'O preço varia conforme a raça e a idade',
      addPerson: 'Adicionar Pessoa',
      addPet: 'Adicionar Animal',
      addBurden: 'Adicionar Dependente',
      invalid: 'Perfil inválido',
    },
    errors: {
      loadTitle: 'Erro ao carregar resultados',
      loadText: 'Não foi possível carregar os resultados. Verifique sua conexão e tente novamente.',
      noCoverage: 'Não temos informações de coberturas ou benefícios para este produto',
      robot: 'O sistema acha que você é um robô...',
      human: 'Sou humano!',
      menu: 'Ops! Algo deu errado.',
    },
    referral: { 'Asesor-not-foud': 'Não encontramos um consultor com esse e-mail.' },
  },
};

/** A namespace present in both keeps the keys of each (the site's texts and the earlier ones). */
function merge(base: Translations, site: Translations): Translations {
  const merged: Record<string, Translations[string]> = { ...base };
  for (const [name, value] of Object.entries(site)) {
    const before = merged[name];
    merged[name] = typeof before === 'object' && typeof value === 'object' ? { ...before, ...value } : value;
  }
  return merged;
}

export const TRANSLATIONS: Readonly<Record<Language, Translations>> = {
  es: merge(BASE.es, { ...ES_TEXTS, routes: routeTexts('es') }),
  en: merge(BASE.en, { ...EN_TEXTS, routes: routeTexts('en') }),
  pt: merge(BASE.pt, { ...PT_TEXTS, routes: routeTexts('pt') }),
};
