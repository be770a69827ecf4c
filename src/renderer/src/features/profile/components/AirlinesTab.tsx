import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/profile/session-user';

/** The airlines the user works with (section 3's availableAirlines). */
export function AirlinesTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const airlines = user.availableAirlinesKeys.flatMap((key) => user.availableAirlines[key] ?? []);
  if (!airlines.length) return <Text>{t('airlines.empty')}</Text>;
  return (
    <Table size="small" aria-label={t('airlines.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('airlines.iata')}</TableHeaderCell>
          <TableHeaderCell>{t('airlines.name')}</TableHeaderCell>
          <TableHeaderCell>{t('airlines.awbPrefixes')}</TableHeaderCell>
          <TableHeaderCell>{t('airlines.bookingPriorities')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {airlines.map((airline) => (
          <TableRow key={airline.marker}>
            <TableCell>{airline.iata}</TableCell>
            <TableCell>{airline.name}</TableCell>
            <TableCell>{airline.awbPrefixes.join(', ') || '—'}</TableCell>
            <TableCell>
              {airline.bookingPriorities.length
                ? [...airline.bookingPriorities]
                    .sort((a, b) => a.priority - b.priority)
                    .map((p) => `${p.priority}. ${p.code}`)
                    .join(', ')
                : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
