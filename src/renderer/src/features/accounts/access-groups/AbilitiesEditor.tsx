import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, FieldContextProvider, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Abilities, AbilityCondition } from '@shared/abilities';
import { abilityCatalogue, familyOf } from '@shared/accounts/group-abilities';
import type { FieldEditorProps } from '@/components/resource/editors';
import { userAtom } from '@/lib/state';
import { AbilityRow } from './AbilityRow';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  search: { width: '320px', maxWidth: '100%' },
  header: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** More granted abilities than this and the editor starts with every family folded. */
const FOLD_ABOVE = 12;

const asAbilities = (value: unknown): Abilities => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Abilities) : {});

/**
 * The group's abilities: the catalogue of section 6 by family, each ability with its translated
 * label, a switch to grant it and, when granted, its conditions.
 */
export function AbilitiesEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/access-groups', 'abilities']);
  const abilities = asAbilities(value);
  const user = useAtomValue(userAtom);
  const defaultCompany = user?.availableAirlinesKeys[0] ?? '';
  const catalogue = useMemo(abilityCatalogue, []);
  const [query, setQuery] = useState('');
  // A group granting a few abilities opens where they are; a broad one starts folded, its
  // families' counts the overview; a new one opens the first family.
  const [open, setOpen] = useState<string[]>(() => {
    const granted = catalogue.filter((group) => group.abilities.some((name) => name in abilities)).map((group) => group.family);
    if (!granted.length) return catalogue.slice(0, 1).map((group) => group.family);
    return Object.keys(abilities).length <= FOLD_ABOVE ? granted : [];
  });

  const needle = query.trim().toLowerCase();
  const shown = catalogue
    .map((group) => ({
      ...group,
      abilities: needle ? group.abilities.filter((name) => name.toLowerCase().includes(needle) || t(`abilities:names.${name}`).toLowerCase().includes(needle)) : group.abilities,
    }))
    .filter((group) => group.abilities.length);
  const total = catalogue.reduce((sum, group) => sum + group.abilities.length, 0);

  const set = (name: string, conditions: AbilityCondition[] | null) => {
    // What was just granted (found by a search, say) stays in view when the search is cleared.
    const family = familyOf(name);
    if (conditions && !open.includes(family)) setOpen([...open, family]);
    const next = { ...abilities };
    if (conditions) next[name] = conditions;
    else delete next[name];
    onChange(next);
  };

  // The form's field wraps the whole editor: its required mark and message are not each switch's.
  return (
    <FieldContextProvider value={undefined}>
      <div className={styles.editor} role="group" aria-label={label}>
        <div className={styles.toolbar}>
          <SearchBox className={styles.search} placeholder={t('editor.search')} aria-label={t('editor.search')} value={query} onChange={(_, data) => setQuery(data.value)} />
          <Text>{t('editor.granted', { count: Object.keys(abilities).length, total })}</Text>
        </div>
        {shown.length ? (
          <Accordion multiple collapsible openItems={needle ? shown.map((group) => group.family) : open} onToggle={(_, data) => setOpen(data.openItems as string[])}>
            {shown.map((group) => {
              const granted = group.abilities.filter((name) => name in abilities).length;
              return (
                <AccordionItem key={group.family} value={group.family}>
                  <AccordionHeader>
                    <span className={styles.header}>
                      {t(`abilities:families.${group.family}`)}
                      <Badge appearance={granted ? 'filled' : 'outline'} color={granted ? 'brand' : 'informative'}>
                        {granted} / {group.abilities.length}
                      </Badge>
                    </span>
                  </AccordionHeader>
                  <AccordionPanel className={styles.panel}>
                    {group.abilities.map((name) => (
                      <AbilityRow key={name} name={name} conditions={abilities[name] ?? null} defaultCompany={defaultCompany} onChange={(conditions) => set(name, conditions)} />
                    ))}
                  </AccordionPanel>
                </AccordionItem>
              );
            })}
          </Accordion>
        ) : (
          <Text>{t('editor.nothingFound', { query })}</Text>
        )}
        <Text size={200} className={styles.hint}>
          {t('editor.conditionsHint')}
        </Text>
      </div>
    </FieldContextProvider>
  );
}
