// Information exchange: Cargo-IMP telegrams, letters, and the incoming and outgoing settings.

export const MESSAGING_ABILITIES = {
  cimp: { view: 'agent.cimp.view', edit: 'agent.cimp.edit' },
  letters: { view: 'agent.letter.view', edit: 'agent.letter.edit' },
  incoming: { view: 'agent.incoming.view', edit: 'agent.incoming.edit' },
  outgoing: { view: 'agent.outgoing.view', edit: 'agent.outgoing.edit' },
} as const;
