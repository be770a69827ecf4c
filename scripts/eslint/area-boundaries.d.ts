import type { Rule } from 'eslint';

// The types of the local lint plugin, for its tests.

declare const plugin: { meta: { name: string }; rules: { 'area-boundaries': Rule.RuleModule } };
export default plugin;
