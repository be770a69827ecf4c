import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { BRAND_COLOR, DEFAULT_THEME, THEMES, THEME_COOKIE, THEME_COOKIE_DAYS, type ThemeName } from '@shared/constants';
import { readCookie, writeCookie } from './cookies';

// Fluent UI v9 themes with #003594 as the brand colour (section 1): light, dark, and gray, our
// neutral grey variant between them: the light theme's colours on grey surfaces, for terminals
// where a white screen glares.

const hex = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
const parse = (color: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
const mix = (color: string, target: [number, number, number], amount: number): string =>
  `#${parse(color)
    .map((c, i) => hex(c + ((target[i] ?? 0) - c) * amount))
    .join('')}`;

/** The 16-step ramp Fluent expects: 80 is the brand colour, darker below, lighter above. */
function brandRamp(color: string): BrandVariants {
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp = {} as Record<(typeof steps)[number], string>;
  for (const step of steps) {
    ramp[step] = step <= 80 ? mix(color, [0, 0, 0], ((80 - step) / 70) * 0.85) : mix(color, [255, 255, 255], ((step - 80) / 80) * 0.92);
  }
  return ramp;
}

const brand = brandRamp(BRAND_COLOR);

const light: Theme = createLightTheme(brand);

const darkBase = createDarkTheme(brand);
/** On dark surfaces the brand's own navy is too dark to read: links and accents use the lighter steps. */
const dark: Theme = {
  ...darkBase,
  colorBrandForeground1: brand[120],
  colorBrandForeground2: brand[130],
  colorBrandForegroundLink: brand[130],
  colorBrandForegroundLinkHover: brand[140],
  colorBrandStroke1: brand[110],
  colorCompoundBrandForeground1: brand[120],
  colorCompoundBrandStroke: brand[110],
  colorNeutralForeground2BrandHover: brand[130],
  colorNeutralForeground2BrandSelected: brand[130],
  colorSubtleBackgroundSelected: '#333333',
};

const gray: Theme = {
  ...light,
  colorNeutralBackground1: '#f0f0f0',
  colorNeutralBackground1Hover: '#e6e6e6',
  colorNeutralBackground1Pressed: '#dcdcdc',
  colorNeutralBackground1Selected: '#e1e1e1',
  colorNeutralBackground2: '#e0e0e0',
  colorNeutralBackground2Hover: '#d6d6d6',
  colorNeutralBackground2Pressed: '#cccccc',
  colorNeutralBackground3: '#d4d4d4',
  colorNeutralBackground4: '#cacaca',
  colorNeutralBackground5: '#c2c2c2',
  colorNeutralBackground6: '#bababa',
  colorSubtleBackgroundHover: '#d9d9d9',
  colorSubtleBackgroundPressed: '#cfcfcf',
  colorSubtleBackgroundSelected: '#d4d4d4',
  colorNeutralStroke1: '#9e9e9e',
  colorNeutralStroke2: '#b3b3b3',
  colorNeutralForeground2: '#333333',
  colorNeutralForeground3: '#4d4d4d',
  // Hints, empty cells and placeholders: light's #707070 falls under 4.5:1 on grey surfaces.
  colorNeutralForeground4: '#595959',
};

export const THEME_OBJECTS: Record<ThemeName, Theme> = { light, gray, dark };

const isTheme = (value: string | null): value is ThemeName => (THEMES as readonly string[]).includes(value ?? '');

/** Section 4: the theme comes from the currentTheme cookie, else light. */
export const initialTheme = (): ThemeName => {
  const cookie = readCookie(THEME_COOKIE);
  return isTheme(cookie) ? cookie : DEFAULT_THEME;
};

export const saveTheme = (theme: ThemeName): void => writeCookie(THEME_COOKIE, theme, THEME_COOKIE_DAYS);
