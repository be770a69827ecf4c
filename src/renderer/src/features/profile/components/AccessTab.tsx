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
import { abilityCatalogue } from '@shared/accounts/group-abilities';
import { CLIENT_ROLES } from '@shared/constants';
import type { SessionUser } from '@shared/profile/session-user';
import { useTimeZoneLabel } from '@/components/use-time-zone-label';
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
  family: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  tableWrap: { overflowX: 'auto' },
});

/**
 * The user's abilities by family in the access-group editor's order, each by its name. An ability
 * the catalogue does not know (granted by a newer server) is listed last by its key.
 */
function groupedAbilities(held: readonly string[]): { family: string | null; names: string[] }[] {
  const groups: { family: string | null; names: string[] }[] = abilityCatalogue()
    .map((group) => ({ family: group.family, names: group.abilities.filter((name) => held.includes(name)) }))
    .filter((group) => group.names.length);
  const known = new Set(groups.flatMap((group) => group.names));
  const unknown = held.filter((name) => !known.has(name)).sort();
  return unknown.length ? [...groups, { family: null, names: unknown }] : groups;
}

/** Section 6's account role in words; a client's employee by what the client is (an agent, a shipper). */
function roleName(user: SessionUser, clientRoles: string[], t: (key: string) => string): string {
  const kind = user.role.name === 'AGENT' ? clientRoles.find((role) => ['EXPEDITOR', 'SHIPPER', 'APPROVED_SHIPPER'].includes(role)) : undefined;
  return kind ? t(`clientEmployee.${kind}`) : t(`accountRole.${user.role.name}`);
}

export function AccessTab({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const { t } = useTranslation(['profile', 'abilities']);
  const clientRoles = user.roles.filter((role) => (CLIENT_ROLES as readonly string[]).includes(role));
  const groups = groupedAbilities(Object.keys(user.abilities));
  const timeZone = useTimeZoneLabel(user.timeZone);
  const facts = [
    { label: t('access.name'), value: user.name },
    { label: t('access.email'), value: user.email },
    { label: t('access.timeZone'), value: timeZone },
    { label: t('access.role'), value: roleName(user, clientRoles, t) },
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
      {groups.length === 0 ? (
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
              {groups.flatMap(({ family, names }) => [
                <TableRow key={family ?? ''}>
                  <TableCell className={styles.family} colSpan={2}>
                    {family ? t(`abilities:families.${family}`) : t('access.otherAbilities')}
                  </TableCell>
                </TableRow>,
                ...names.map((name) => (
                  <TableRow key={name}>
                    {/* The key stays on hover: staff name it when they ask for a right. */}
                    <TableCell title={name}>{family ? t(`abilities:names.${name}`) : name}</TableCell>
                    <TableCell>
                      <AbilityConditions conditions={user.abilities[name] ?? []} />
                    </TableCell>
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
