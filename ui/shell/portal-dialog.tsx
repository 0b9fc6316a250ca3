import { forwardRef } from 'react';
import { CUSTOMER_PORTALS } from '../../core/domain';
import { useAppSelector } from '../app-context';
import { Tx, useT } from '../i18n/texts';
import { Icon } from './icons';
import styles from './portal-dialog.module.css';

/** The two customer portals as cards; the portal is an external site. */
export function PortalCards() {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const t = useT();
  const portals = CUSTOMER_PORTALS[country];
  const cards = [
    { label: t('portal.persons'), text: t('portal.personsText'), href: portals.persons, icon: 'user' },
    {
      label: t('portal.companies'),
      text: t('portal.companiesText'),
      href: portals.companies,
      icon: 'building',
    },
  ];
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.href} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={card.icon} />
          </span>
          <h3 className={styles.cardTitle}>{card.label}</h3>
          <p>{card.text}</p>
          <a className="button button-primary" href={card.href} target="_blank" rel="noopener noreferrer">
            {t('portal.go', { label: card.label })}
            <span className="visually-hidden"> ({t('portal.external')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The 'Portal clientes' modal: a native <dialog>, so focus, Escape and the backdrop work by keyboard. */
export const PortalDialog = forwardRef<HTMLDialogElement>(function PortalDialog(_, ref) {
  const t = useT();
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="portal-title">
      <div className={styles.head}>
        <h2 id="portal-title">
          <Tx k="portal.title" />
        </h2>
        <form method="dialog">
          <button type="submit" className={styles.close} aria-label={t('portal.close')}>
            <Icon name="close" />
          </button>
        </form>
      </div>
      <p className={styles.intro}>
        <Tx k="portal.intro" />
      </p>
      <PortalCards />
    </dialog>
  );
});
