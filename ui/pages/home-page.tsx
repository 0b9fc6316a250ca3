import { COMPARE_SECTIONS, type CompareSection, HOME_PAGE_ES } from '../../core/domain';
import { Tx, withTexts } from '../i18n/texts';
import { Link } from '../routing/link';
import { Icon, type IconName } from '../shell/icons';
import styles from './home-page.module.css';

const SECTION_ICONS: Readonly<Record<CompareSection, IconName>> = {
  'Polizas-de-Salud': 'stethoscope',
  'Medicina-Prepagada': 'hospital',
  EPS: 'plus',
  Empresas: 'building',
  Mascotas: 'paw',
};

const STEPS = [
  { title: 'home.step1Title', text: 'home.step1Text' },
  { title: 'home.step2Title', text: 'home.step2Text' },
  { title: 'home.step3Title', text: 'home.step3Text' },
] as const;

function HomePage() {
  const sections = Object.keys(COMPARE_SECTIONS) as CompareSection[];
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>
            <Tx k="home.title" />
          </h1>
          <p className={styles.lead}>
            <Tx k="home.lead" />
          </p>
          <div className={styles.heroActions}>
            <Link to="/Comparar/Polizas-de-Salud" className="button button-primary">
              <Tx k="home.comparePolicies" />
            </Link>
            <Link to="/Comparar/Medicina-Prepagada" className={`button ${styles.ghost}`}>
              <Tx k="home.seePrepaid" />
            </Link>
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="home-sections">
        <h2 id="home-sections" className={styles.sectionTitle}>
          <Tx k="home.sectionsTitle" />
        </h2>
        <ul className={styles.grid}>
          {sections.map((section) => (
            <li key={section}>
              <Link to={`/Comparar/${section}`} className={styles.card}>
                <span className={styles.icon}>
                  <Icon name={SECTION_ICONS[section]} />
                </span>
                <span className={styles.cardTitle}>
                  <Tx k={`sections.${section}`} />
                </span>
                <span className={styles.cardText}>
                  <Tx k={`home.${section}`} />
                </span>
                <span className={styles.cardCta} aria-hidden="true">
                  <Tx k="home.cardCta" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.steps}`} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.sectionTitle}>
          <Tx k="home.stepsTitle" />
        </h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <Tx k={step.title} />
              </h3>
              <p>
                <Tx k={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export default withTexts(HOME_PAGE_ES, HomePage);
