// Accreditation requests (questionnaires): reading them, and filing or working on them.

export const ACCREDITATION_ABILITIES = { view: 'financialDigest.questionnaire.view', edit: 'financialDigest.questionnaire.edit' } as const;
