import type { Database } from '../../db/client';
import { notify } from '../notifications';
import type { PublicationRow } from './visibility';

// Telling the recipients: a fare publication in the tariff group, a basic one under All only (no
// group). The link opens the publication (section 2's subtype publication); a publication asking
// for familiarization says so.

type Executor = Parameters<typeof notify>[0] & Pick<Database, 'select'>;

export type PublicationNews = 'published' | 'newVersion' | 'reminder';

const TEMPLATES: Record<PublicationNews, [plain: string, asking: string]> = {
  published: ['publicationPublished', 'publicationPublishedConfirm'],
  newVersion: ['publicationNewVersion', 'publicationNewVersionConfirm'],
  reminder: ['publicationReminder', 'publicationReminder'],
};

export async function tellRecipients(
  db: Executor,
  userIds: readonly number[],
  publication: Pick<PublicationRow, 'id' | 'type' | 'title' | 'version' | 'familiarizationRequired'>,
  news: PublicationNews,
): Promise<void> {
  await notify(db, userIds, {
    group: publication.type === 'fare' ? 'tariff' : null,
    level: news === 'reminder' ? 'warning' : 'info',
    template: TEMPLATES[news][publication.familiarizationRequired ? 1 : 0],
    params: { version: publication.version },
    contentData: { publication: { type: 'link', text: publication.title, subtype: 'publication', params: { id: publication.id } } },
  });
}
