import { COMPARE_SECTIONS, type CompareSection } from '../../core/domain';
import { Link } from '../routing/link';
import { Icon, type IconName } from '../shell/icons';
import styles from './home-page.module.css';

const SECTION_BLURBS: Readonly<Record<CompareSection, { icon: IconName; text: string }>> = {
  'Polizas-de-Salud': {
    icon: 'stethoscope',
    text: 'Pólizas de Sura, Allianz, Seguros Bolívar y AXA Colpatria con su red de clínicas.',
  },
  'Medicina-Prepagada': {
    icon: 'hospital',
    text: 'Colsanitas, Colmédica, Coomeva y más: precios por edad y copagos claros.',
  },
  EPS: { icon: 'plus', text: 'Planes complementarios de Compensar, Sanitas, Famisanar y tu EPS actual.' },
  Empresas: {
    icon: 'building',
    text: 'Seguros colectivos para tus empleados, con aporte de la empresa a tu medida.',
  },
  Mascotas: {
    icon: 'paw',
    text: 'Seguros para perros y gatos: consultas, urgencias y responsabilidad civil.',
  },
};

const STEPS = [
  {
    title: 'Cuéntanos quiénes se asegurarán',
    text: 'Edad y sexo de cada persona: el precio depende de ello.',
  },
  { title: 'Compara con filtros claros', text: 'Precio mensual, coberturas, copagos y red, lado a lado.' },
  { title: 'Solicita o compra en línea', text: 'Un asesor te contacta o contratas sin salir de casa.' },
];

export default function HomePage() {
  const sections = Object.entries(COMPARE_SECTIONS) as Array<
    [CompareSection, (typeof COMPARE_SECTIONS)[CompareSection]]
  >;
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>Compara seguros de salud en Colombia y elige con confianza</h1>
          <p className={styles.lead}>
            Pólizas de salud, medicina prepagada, planes complementarios de EPS, seguros para empresas y para
            mascotas. Precios para tu perfil, sin letra pequeña.
          </p>
          <div className={styles.heroActions}>
            <Link to="/Comparar/Polizas-de-Salud" className="button button-primary">
              Comparar pólizas de salud
            </Link>
            <Link to="/Comparar/Medicina-Prepagada" className={`button ${styles.ghost}`}>
              Ver medicina prepagada
            </Link>
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="home-sections">
        <h2 id="home-sections" className={styles.sectionTitle}>
          ¿Qué quieres comparar?
        </h2>
        <ul className={styles.grid}>
          {sections.map(([section, { title }]) => (
            <li key={section}>
              <Link to={`/Comparar/${section}`} className={styles.card}>
                <span className={styles.icon}>
                  <Icon name={SECTION_BLURBS[section].icon} />
                </span>
                <span className={styles.cardTitle}>{title}</span>
                <span className={styles.cardText}>{SECTION_BLURBS[section].text}</span>
                <span className={styles.cardCta}>Comparar {title.toLowerCase()} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.steps}`} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.sectionTitle}>
          Así funciona
        </h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
