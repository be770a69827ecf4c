// A colour field's text and its swatch read the same value: #rrggbb, or nothing at all.

/**
 * The #rrggbb a typed colour stands for ("#B00020", "b00020", "#f00"), or null when the text is
 * empty or not a colour yet: then the swatch shows no colour rather than a black that suggests one.
 */
export function hexColor(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/^#?/, '#');
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`;
  return null;
}
