import { makeStyles, Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { formatMoney, MoneySchema } from '@shared/money';
import type { PaymentMethodRow } from '@shared/parties/contracts';
import type { ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { Surface } from '@/components/Surface';
import { ContractTariffs } from './ContractTariffs';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  wrap: { overflowX: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Application {
  id: number;
  status: string;
  createdAt: string;
  name: string;
}

function Lines({ lines }: { lines: [string, React.ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.grid}>
      {lines.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ApplicationTab({ application }: { application: Application | null }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/contracts');
  if (!application) return <Text className={styles.muted}>{t('application.none')}</Text>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(application.createdAt));
  return (
    <Lines
      lines={[
        [t('tabs.application'), <AppLink key="link" to={routePath('accreditations-info', { id: String(application.id) })}>{`${t('application.open', { id: application.id })} ${t('application.from', { date })}`}</AppLink>],
        [t('application.status'), t(`application.statuses.${application.status}`)],
        [t('fields.contractorId'), application.name],
      ]}
    />
  );
}

function PaymentMethodsTab({ methods }: { methods: PaymentMethodRow[] }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/contracts', 'resources']);
  if (!methods.length) return <Text className={styles.muted}>{t('methods.empty')}</Text>;
  const flag = (on: boolean) => t(on ? 'resources:yes' : 'resources:no');
  const columns = ['method', 'applicability', 'changeable', 'agentMustSpecify', 'required', 'clientCodeRu', 'clientCodeEn', 'clientName', 'label', 'value'] as const;
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-label={t('tabs.paymentMethods')}>
        <TableHeader>
          <TableRow>
            {columns.map((key) => (
              <TableHeaderCell key={key}>{t(`methods.${key}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {methods.map((row) => (
            <TableRow key={row.method}>
              {columns.map((key) => (
                <TableCell key={key}>{key === 'method' ? t(`methods.codes.${row.method}`) : typeof row[key] === 'boolean' ? flag(row[key]) : (row[key] ?? '—')}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The balance comes as money from the contract's ledger (minor units and currency). */
function balanceText(balance: unknown, locale: string): string | null {
  return v.is(MoneySchema, balance) ? formatMoney(balance, locale) : null;
}

const TABS = ['application', 'balance', 'documents', 'payments', 'paymentMethods', 'tariffs'] as const;
type ContractTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ContractTab => TABS.includes(value as ContractTab);

/**
 * A contract's info below its fields: the supplier and balance, then the tabs of section 2 that
 * exist so far — the application it came from, its balance, documents and payments (the finance
 * feature's tabs, composed in by the app for those who may see them), its payment methods and the fares that apply to it.
 * The tab is the address's `?tab=` (a changed fare's notification opens `tariffs`).
 */
export function ContractInfo({ row, moneyTab, documentsTab, paymentsTab }: { row: ResourceRow; moneyTab?: ReactNode; documentsTab?: ReactNode; paymentsTab?: ReactNode }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/contracts');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: ContractTab = isTab(asked) ? asked : 'application';
  const setTab = (next: ContractTab) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'application') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  const balance = balanceText(row.balance, i18n.language);
  return (
    <>
      <Surface className={styles.surface}>
        <Lines lines={[[t('fields.supplier'), String(row.supplier ?? '—')], ...(balance ? [[t('fields.balance'), balance] as [string, string]] : [])]} />
      </Surface>
      <Surface className={styles.surface}>
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as typeof tab)}>
          <Tab value="application">{t('tabs.application')}</Tab>
          {moneyTab ? <Tab value="balance">{t('tabs.balance')}</Tab> : null}
          {documentsTab ? <Tab value="documents">{t('tabs.documents')}</Tab> : null}
          {paymentsTab ? <Tab value="payments">{t('tabs.payments')}</Tab> : null}
          <Tab value="paymentMethods">{t('tabs.paymentMethods')}</Tab>
          <Tab value="tariffs">{t('tabs.tariffs')}</Tab>
        </TabList>
        <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
          {tab === 'application' ? <ApplicationTab application={(row.application as Application | null) ?? null} /> : null}
          {tab === 'balance' ? moneyTab : null}
          {tab === 'documents' ? documentsTab : null}
          {tab === 'payments' ? paymentsTab : null}
          {tab === 'paymentMethods' ? <PaymentMethodsTab methods={(row.paymentMethods as PaymentMethodRow[] | undefined) ?? []} /> : null}
          {tab === 'tariffs' ? <ContractTariffs contractId={row.id} /> : null}
        </div>
      </Surface>
    </>
  );
}
