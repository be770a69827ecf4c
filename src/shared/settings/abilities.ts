// The airline settings.

export const SETTINGS_ABILITIES = { view: 'financialDigest.settings.view', edit: 'financialDigest.settings.edit' } as const;
