import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '@shared/validation';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { awbSearchOf, useAskedAwb } from './awb-query';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // Sized from its basis, not from its message: a long message must not push the button to the next line.
  field: { flex: '1 1 220px', minWidth: 0 },
  // The hint and the message take turns in one place two lines high, so neither the card (centred in
  // the hero) nor the button below a narrow field moves when a message comes or goes.
  message: { minHeight: `calc(2 * ${tokens.lineHeightBase200})` },
  button: { marginTop: '26px' },
});

/**
 * The landing page's AWB search box (section 1). What is searched goes into the URL (`?awb=`) as it
 * was asked, a valid number as `298-45182303`: the result (AwbTracking) and the field's message both
 * read it from there, so a refused number leaves no earlier result behind, and Back, reload and a
 * shared link show the same page. A malformed number never reaches the server.
 */
export function AwbSearchForm() {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const query = useRouteQuery();
  const asked = useAskedAwb();
  const search = asked === null ? null : awbSearchOf(asked);
  const canonical = search?.awb ?? null;
  const [value, setValue] = useState(canonical ?? asked ?? '');

  // Back and Forward change the asked number: the box shows what the page answers.
  useEffect(() => setValue(canonical ?? asked ?? ''), [asked, canonical]);

  // A number that came in as typed (a shared `?awb=298 4518 2303`) goes into the address the one
  // way it is shown and linked.
  useEffect(() => {
    if (canonical !== null && canonical !== asked) void navigate({ search: `?${stringifyRouteQuery({ ...query, awb: canonical })}` }, { replace: true });
  }, [asked, canonical, navigate, query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = awbSearchOf(value);
    const awb = found.awb ?? value.trim();
    setValue(found.awb ?? value);
    // Asking again what is already asked adds no step to Back.
    void navigate({ search: `?${stringifyRouteQuery({ ...query, awb })}` }, { replace: awb === asked });
  };

  const problem = search?.problem ?? null;
  return (
    <form className={styles.form} onSubmit={submit} role="search" noValidate>
      <Field
        className={styles.field}
        label={t('search.label')}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ? { className: styles.message, children: translateMessage(problem, (key, params) => t(key, params)) } : undefined}
        hint={problem ? undefined : { className: styles.message, children: t('search.hint') }}
      >
        <Input
          value={value}
          onChange={(_, data) => setValue(data.value)}
          placeholder={t('search.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          size="large"
          contentBefore={<SearchRegular />}
        />
      </Field>
      <Button className={styles.button} type="submit" appearance="primary" size="large">
        {t('search.submit')}
      </Button>
    </form>
  );
}
