import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';

const useStyles = makeStyles({
  bar: { minWidth: 0 },
  list: { flexWrap: 'wrap' },
  button: { minWidth: 0, maxWidth: 'min(48ch, 70vw)' },
  // A long record title ends in an ellipsis; the page's heading gives it whole.
  label: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last one (this page) leads nowhere. */
  to?: string;
}

function CrumbLink({ crumb }: { crumb: Crumb & { to: string } }) {
  const styles = useStyles();
  const href = useHref(crumb.to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(crumb.to);
  return (
    <BreadcrumbButton as="a" className={styles.button} href={href} onClick={onClick} title={crumb.label}>
      <span className={styles.label}>{crumb.label}</span>
    </BreadcrumbButton>
  );
}

/** Where a record's page is: its list, the record by its title, and what is being done to it. */
export function ResourceBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  return (
    <Breadcrumb className={styles.bar} list={{ className: styles.list }} aria-label={t('breadcrumb')} size="small">
      {crumbs.map((crumb, index) => (
        <Fragment key={`${index}:${crumb.label}`}>
          {index > 0 ? <BreadcrumbDivider /> : null}
          <BreadcrumbItem>
            {crumb.to && index < crumbs.length - 1 ? (
              <CrumbLink crumb={{ ...crumb, to: crumb.to }} />
            ) : (
              <BreadcrumbButton className={styles.button} current title={crumb.label}>
                <span className={styles.label}>{crumb.label}</span>
              </BreadcrumbButton>
            )}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
