import { Badge, Button, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Publication } from '@shared/publications';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { Pending } from '@/components/Pending';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { Surface } from '@/components/Surface';
import { formatDay } from '@/lib/dates';
import { formatDateTime } from '@/lib/format';
import { useConfirmPublication, usePublication } from '../api/publications';
import { AttachmentsTab } from '../components/AttachmentsTab';
import { PublicationText } from '../components/PublicationText';
import { RecipientsTab } from '../components/RecipientsTab';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalL },
  meta: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  links: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const TABS = ['attachments', 'recipients'] as const;
type InfoTab = (typeof TABS)[number];

/** Section 4's familiarization for the reader: the confirm action while not confirmed, then when it was. */
function Familiarization({ publication }: { publication: Publication }) {
  const { t, i18n } = useTranslation('publications');
  const confirm = useConfirmPublication(publication.id);
  if (!publication.familiarizationRequired || publication.editable) return null;
  if (publication.familiarizedAt) {
    return (
      <MessageBar intent="success">
        <MessageBarBody>{t('familiarized.at', { at: formatDateTime(publication.familiarizedAt, i18n.language) })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('familiarized.asked')}</MessageBarTitle>
        {confirm.error ? ` ${confirm.error.message}` : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" icon={confirm.isPending ? <Spinner size="tiny" /> : <CheckmarkRegular />} disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('familiarized.confirm')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** What the current version changed since the previous one, for readers to look at first. */
function Changes({ publication }: { publication: Publication }) {
  const { t } = useTranslation('publications');
  if (publication.version < 2) return null;
  const names = publication.changedProperties.map((key) => t(`fields.${key}`)).join(', ');
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        <MessageBarTitle>{t('versions.title', { version: publication.version })}</MessageBarTitle>
        {t('versions.changed', { names })}
      </MessageBarBody>
    </MessageBar>
  );
}

function Body({ publication }: { publication: Publication }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['publications', 'reference']);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as InfoTab | null;
  const tab: InfoTab = asked && TABS.includes(asked) ? asked : 'attachments';
  const list = t('title');
  return (
    <PageFrame
      title={publication.title}
      back={<ResourceBreadcrumb crumbs={[{ label: list, to: routePath('publications') }, { label: publication.title }]} />}
      actions={
        publication.editable ? (
          <Button icon={<EditRegular />} onClick={() => void navigate(routePath('publications-edit', { id: String(publication.id) }))}>
            {t('actions.edit')}
          </Button>
        ) : null
      }
    >
      <Changes publication={publication} />
      <Familiarization publication={publication} />
      <Surface className={styles.surface}>
        <div className={styles.meta}>
          <Badge appearance="tint" color={publication.type === 'fare' ? 'brand' : 'informative'}>
            {t(`reference:publicationType.${publication.type}`)}
          </Badge>
          <Text>{formatDay(publication.date, i18n.language)}</Text>
          {publication.author ? <Text>{t('info.author', { name: publication.author })}</Text> : null}
          <Text>{t('info.version', { version: publication.version })}</Text>
          {publication.familiarizationRequired ? <Text>{t('familiarized.required')}</Text> : null}
        </div>
        <PublicationText text={publication.text} />
        {publication.links.length ? (
          <div className={styles.section}>
            <Text weight="semibold">{t('fields.links')}</Text>
            <ul className={styles.links}>
              {publication.links.map((link, index) => (
                <li key={index}>
                  <Link href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Surface>
      <Surface className={styles.surface}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_, data) => {
            const next = new URLSearchParams(search);
            next.set('tab', String(data.value));
            setSearch(next, { replace: true });
          }}
        >
          <Tab value="attachments">{t('tabs.attachments', { count: publication.attachments.length })}</Tab>
          <Tab value="recipients">{t('tabs.recipients')}</Tab>
        </TabList>
        {tab === 'attachments' ? <AttachmentsTab attachments={publication.attachments} /> : <RecipientsTab publication={publication} />}
      </Surface>
    </PageFrame>
  );
}

/** A publication (section 2): its current version, what it changed, the reader's confirmation, its files and recipients. */
export default function PublicationInfoPage() {
  const id = Number(useParams().id);
  const publication = usePublication(id);
  if (publication.error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{publication.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!publication.data) return <Pending />;
  return <Body publication={publication.data} />;
}
