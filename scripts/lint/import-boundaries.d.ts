// Types for import-boundaries.js, which stays plain JavaScript so eslint.config.js loads it without a build.
import type { Rule } from "eslint";

export function areaOf(file: string): string;
export function crossing(fromArea: string, toArea: string): string | null;
export const importBoundaries: Rule.RuleModule;
