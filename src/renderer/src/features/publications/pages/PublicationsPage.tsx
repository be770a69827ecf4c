import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '@shared/abilities';
import { PUBLICATION_ABILITIES } from '@shared/publications';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { Surface } from '@/components/Surface';
import { mobileAtom, userAtom } from '@/lib/state';
import { useAddressView, useLastPageWithRows } from '@/lib/view-query';
import { usePublications } from '../api/publications';
import { PublicationFilters } from '../components/PublicationFilters';
import { PublicationCards, PublicationsTable } from '../components/PublicationsTable';
import { parsePublicationQuery, publicationFilterCount, publicationQueryParams } from '../components/publications-query';

const useStyles = makeStyles({ filters: { padding: tokens.spacingHorizontalM } });

/**
 * Section 2's publications: what the airline published for the reader (all its clients, or the
 * reader's contracts), searched, filtered by type and by the reader's familiarization, sorted and
 * paged. Staff with publication.edit publish from here.
 */
export default function PublicationsPage() {
  const styles = useStyles();
  const { t } = useTranslation('publications');
  const navigate = useNavigate();
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const [query, update] = useAddressView(parsePublicationQuery, publicationQueryParams);
  const list = usePublications(query);
  const staff = user?.airline != null;
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);
  return (
    <PageFrame
      title={t('title')}
      actions={
        staff && can(user?.abilities, PUBLICATION_ABILITIES.edit) ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(routePath('publications-add'))}>
            {t('actions.add')}
          </Button>
        ) : null
      }
    >
      <Surface className={styles.filters}>
        <PublicationFilters query={query} reader={!staff} onChange={update} />
      </Surface>
      <BlockListSurface
        error={list.error}
        loading={list.isPending}
        count={rows.length}
        empty={t(publicationFilterCount(query) ? 'list.noneFiltered' : 'list.none')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
        grow="tall"
      >
        {mobile ? <PublicationCards rows={rows} /> : <PublicationsTable rows={rows} sort={query.sort} density={density} onSort={(sort) => update({ sort, page: 1 })} />}
      </BlockListSurface>
    </PageFrame>
  );
}
