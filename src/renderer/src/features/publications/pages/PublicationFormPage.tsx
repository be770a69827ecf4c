import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { Pending } from '@/components/Pending';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { dayOfDate } from '@/lib/dates';
import { usePublication } from '../api/publications';
import { newValues, valuesOf } from '../components/form-values';
import { PublicationForm } from '../components/PublicationForm';

/** The add page (a new publication) and the edit page (its next version), for staff with publication.edit. */
export default function PublicationFormPage() {
  const { t } = useTranslation('publications');
  const navigate = useNavigate();
  const done = useDoneToast();
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  const read = usePublication(id);
  const existing = id === undefined ? null : read;
  const list = { label: t('title'), to: routePath('publications') };
  const open = (savedId: number) => void navigate(routePath('publications-info', { id: String(savedId) }));
  if (id !== undefined && !existing?.data) return existing?.error ? <Problem message={existing.error.message} /> : <Pending />;
  const publication = existing?.data;
  const title = publication ? t('form.editTitle', { title: publication.title }) : t('form.addTitle');
  return (
    <PageFrame
      title={title}
      back={<ResourceBreadcrumb crumbs={publication ? [list, { label: publication.title, to: routePath('publications-info', { id: String(publication.id) }) }, { label: t('actions.edit') }] : [list, { label: t('form.addTitle') }]} />}
    >
      {publication ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('form.versionHint', { version: publication.version + 1 })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PublicationForm
        initial={publication ? valuesOf(publication) : newValues(dayOfDate(new Date()))}
        publication={publication}
        onSaved={(saved) => {
          done(publication ? (saved.version > publication.version ? t('form.versionDone', { version: saved.version }) : t('form.unchanged')) : t('form.published'), saved.title);
          open(saved.id);
        }}
        onCancel={() => (publication ? open(publication.id) : void navigate(routePath('publications')))}
      />
    </PageFrame>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

