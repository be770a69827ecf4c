import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CLIENT_ROLES } from '@shared/constants';
import type { SessionUser } from '@shared/profile/session-user';
import { AbilityConditions } from './AbilityConditions';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalXL,
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  tableWrap: { overflowX: 'auto' },
});

export function AccessTab({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const { t } = useTranslation('profile');
  const clientRoles = user.roles.filter((role) => (CLIENT_ROLES as readonly string[]).includes(role));
  const abilities = Object.entries(user.abilities).sort(([a], [b]) => a.localeCompare(b));
  const facts = [
    { label: t('access.name'), value: user.name },
    { label: t('access.email'), value: user.email },
    { label: t('access.timeZone'), value: user.timeZone },
    { label: t('access.role'), value: t(`accountRole.${user.role.name}`) },
    { label: t('access.clientRole'), value: clientRoles.map((role) => t(`clientRole.${role}`)).join(', ') },
    { label: t('access.group'), value: user.group.name },
    ...(user.contractor ? [{ label: t('access.contractor'), value: user.contractor.name }] : []),
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} style={{ display: 'contents' }}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd style={{ margin: 0 }}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {abilities.length === 0 ? (
        <Text>{t('access.noAbilities')}</Text>
      ) : (
        <div className={styles.tableWrap}>
          <Table size="small" aria-label={t('access.abilities')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('access.ability')}</TableHeaderCell>
                <TableHeaderCell>{t('access.conditions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {abilities.map(([name, conditions]) => (
                <TableRow key={name}>
                  <TableCell>
                    <span className={styles.code}>{name}</span>
                  </TableCell>
                  <TableCell>
                    <AbilityConditions conditions={conditions} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
