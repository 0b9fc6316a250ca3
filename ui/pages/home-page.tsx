import {
  sectionWords,
  type CompareSection,
  HOME_PAGE_ES,
  homeCardText,
  sectionsFor,
  type SiteCountryCode,
} from '../../core/domain';
import { useAppSelector } from '../app-context';
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
  Isapres: 'hospital',
  'Seguros-de-Salud': 'stethoscope',
  'Seguro-Complementario-Empresa': 'building',
  'Seguros-Mascotas': 'paw',
  'Seguros-Internacionales': 'globe',
};

/** The hero's heading and lead: Colombia's, or the other sites' own. */
const HERO = {
  CO: { title: 'home.title', lead: 'home.lead' },
  CL: { title: 'home.titleCL', lead: 'home.leadCL' },
  PE: { title: 'home.titlePE', lead: 'home.leadPE' },
  INT: { title: 'home.titleINT', lead: 'home.leadINT' },
} as const satisfies Record<SiteCountryCode, unknown>;

/** The hero's two calls: Colombia's, or the site's first two comparators. */
function HeroActions({
  country,
  sections,
}: {
  country: SiteCountryCode;
  sections: readonly CompareSection[];
}) {
  if (country === 'CO')
    return (
      <>
        <Link to="/Comparar/Polizas-de-Salud" className="button button-primary">
          <Tx k="home.comparePolicies" />
        </Link>
        <Link to="/Comparar/Medicina-Prepagada" className={`button ${styles.ghost}`}>
          <Tx k="home.seePrepaid" />
        </Link>
      </>
    );
  return (
    <>
      {sections.slice(0, 2).map((section, index) => (
        <Link
          key={section}
          to={`/Comparar/${section}`}
          className={index === 0 ? 'button button-primary' : `button ${styles.ghost}`}
        >
          <Tx k={sectionWords(country, section).head} />
        </Link>
      ))}
    </>
  );
}

const STEPS = [
  { title: 'home.step1Title', text: 'home.step1Text' },
  { title: 'home.step2Title', text: 'home.step2Text' },
  { title: 'home.step3Title', text: 'home.step3Text' },
] as const;

function HomePage() {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const sections = sectionsFor(country);
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>
            <Tx k={HERO[country].title} />
          </h1>
          <p className={styles.lead}>
            <Tx k={HERO[country].lead} />
          </p>
          <div className={styles.heroActions}>
            <HeroActions country={country} sections={sections} />
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
                  <Tx k={sectionWords(country, section).name} />
                </span>
                <span className={styles.cardText}>
                  <Tx k={homeCardText(country, section)} />
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
