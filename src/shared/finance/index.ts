// The finance area's face (its screens and calls come with their issue).

export * from './abilities';
