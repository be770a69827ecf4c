import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Abilities } from '@shared/abilities';
import { abilityCatalogue } from '@shared/accounts/group-abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { Surface } from '@/components/Surface';
import { ConditionBadges } from './ConditionBadges';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  family: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  code: { display: 'block', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  label: { minWidth: '260px' },
});

/** The info page's list of what the group grants: by family, each ability with its conditions. */
export function AbilitiesInfo({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/access-groups', 'abilities']);
  const abilities = (row.abilities ?? {}) as Abilities;
  const families = abilityCatalogue()
    .map((group) => ({ family: group.family, names: group.abilities.filter((name) => name in abilities) }))
    .filter((group) => group.names.length);
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('info.title')}</Subtitle2>
      {families.length ? (
        <div className={styles.wrap}>
          <Table size="small" aria-label={t('info.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.label}>{t('info.ability')}</TableHeaderCell>
                <TableHeaderCell>{t('info.conditions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {families.flatMap(({ family, names }) => [
                <TableRow key={family}>
                  <TableCell className={styles.family} colSpan={2}>
                    {t(`abilities:families.${family}`)}
                  </TableCell>
                </TableRow>,
                ...names.map((name) => (
                  <TableRow key={name}>
                    <TableCell>
                      {t(`abilities:names.${name}`)}
                      <span className={styles.code}>{name}</span>
                    </TableCell>
                    <TableCell>
                      <ConditionBadges conditions={abilities[name] ?? []} />
                    </TableCell>
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Text>{t('info.none')}</Text>
      )}
    </Surface>
  );
}
