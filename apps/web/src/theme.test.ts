import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

// WCAG 2.x contrast of two opaque sRGB colours, as axe computes it.
type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const WHITE: Rgb = [255, 255, 255];
/** Mantine's light tint: the primary shade at 10% over the white page. */
const tint = (color: Rgb): Rgb => color.map((value) => Math.round(value * 0.1 + 255 * 0.9)) as Rgb;

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = typeof full.primaryShade === 'number' ? full.primaryShade : full.primaryShade.light;
const light: Record<string, string | undefined> = cssVariablesResolver(full).light;

/** A variable as the light scheme has it: ours, else Mantine's default shade; `var(--mantine-color-x-n)` resolved. */
function resolve(name: string, fallback: string): Rgb {
  const value = light[name] ?? fallback;
  const reference = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return rgb(reference ? (full.colors[reference[1] as string]?.[Number(reference[2])] ?? '') : value);
}

describe('the theme’s colours read at AA (4.5:1) in the light scheme', () => {
  it.each(Object.keys(full.colors))('%s: light text on its tint, its outline on white, white on its fill', (color) => {
    const shades = full.colors[color] ?? [];
    const variable = (name: string, fallbackShade: number) =>
      resolve(`--mantine-color-${color}-${name}`, shades[Math.min(fallbackShade, 9)] ?? '');
    const page = tint(rgb(shades[shade] ?? ''));
    expect(contrast(variable('light-color', shade), page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(variable('outline', shade), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, variable('filled', shade))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, variable('filled-hover', shade + 1))).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and field errors on white', () => {
    expect(contrast(resolve('--mantine-color-dimmed', ''), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolve('--mantine-color-error', ''), WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
