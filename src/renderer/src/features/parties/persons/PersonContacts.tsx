import { Link, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/parties/persons';
import type { ResourceRow } from '@shared/resources/list-query';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'minmax(180px, max-content) 1fr', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const HREF: Record<Contact['type'], string> = { phone: 'tel:', fax: 'tel:', email: 'mailto:' };

/** A person's contacts on the info page, phones and addresses ready to call or write to. */
export function PersonContacts({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/persons');
  const contacts = (Array.isArray(row.contacts) ? row.contacts : []) as Contact[];
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('contacts.title')}</Subtitle2>
      {contacts.length ? (
        <dl className={styles.grid}>
          {contacts.map((contact, index) => (
            <div key={index} style={{ display: 'contents' }}>
              <dt className={styles.label}>{t(`contacts.types.${contact.type}`)}</dt>
              <dd className={styles.value}>
                <Link href={`${HREF[contact.type]}${contact.type === 'email' ? contact.value : contact.value.replace(/[\s()-]/g, '')}`}>{contact.value}</Link>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Text className={styles.muted}>{t('contacts.empty')}</Text>
      )}
    </Surface>
  );
}
