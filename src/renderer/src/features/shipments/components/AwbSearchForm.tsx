import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { AwbInputSchema } from '@shared/shipments/tracking';
import { issuesToFields, translateMessage } from '@shared/validation';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { useAskedAwb } from './awb-query';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px' },
  button: { marginTop: '26px' },
});

const problemOf = (value: string): string | null => {
  const result = v.safeParse(AwbInputSchema, value);
  return result.success ? null : (issuesToFields(result.issues)._ ?? null);
};

/**
 * The landing page's AWB search box (section 1): a malformed number is refused on the field
 * without asking the server; a well-formed one goes into the URL (`?awb=`), where the result
 * (AwbTracking) reads it, so Back and shared links show the same answer.
 */
export function AwbSearchForm() {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const query = useRouteQuery();
  const asked = useAskedAwb();
  const [value, setValue] = useState(asked ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  // Back and Forward change the asked number: the box shows what the result is for.
  useEffect(() => {
    setValue(asked ?? '');
    setProblem(asked === null ? null : problemOf(asked));
  }, [asked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(value);
    setProblem(found);
    if (!found) void navigate({ search: `?${stringifyRouteQuery({ ...query, awb: v.parse(AwbInputSchema, value) })}` });
  };

  return (
    <form className={styles.form} onSubmit={submit} role="search" noValidate>
      <Field
        className={styles.field}
        label={t('search.label')}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ? translateMessage(problem, (key, params) => t(key, params)) : undefined}
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
