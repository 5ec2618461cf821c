import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { sharedTexts } from './components/texts.ts';

// A calm clinical teal; every component takes its colours from here, never ad hoc.
const jade: MantineColorsTuple = [
  '#e6f7f6',
  '#ccecea',
  '#9bd9d4',
  '#66c4bd',
  '#3bb2aa',
  '#20a69e',
  '#0f9f96',
  '#0b7a75',
  '#006e69',
  '#005f5a',
];

const fontFamily = "'IBM Plex Sans Thai', 'Noto Sans Thai', Tahoma, system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'jade',
  primaryShade: 7,
  colors: { jade },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  // A visitor whose phone asks for less motion gets modals, menus and toasts without their fades.
  respectReducedMotion: true,
  // Thai vowels and tone marks sit above and below the line: give them room.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.6' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    // Mantine's × has no name of its own: a screen reader would announce only "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': sharedTexts.closeDialog } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': sharedTexts.closeDialog } } },
  },
});

/**
 * The colour each palette's text, outlines and fills take in the light scheme, where Mantine's own
 * (shade 7, the primary shade) reads under 4.5:1: alert titles and light badges and buttons are that
 * colour on a 10% tint of it, where orange read 2.7:1, green 2.5:1 and yellow 2.0:1, and a filled
 * button's white label on it no better. Each ink is the lightest shade from 7 up that reads 4.5:1 or
 * more on its tint (so on white too, and white on it); where not even shade 9 does, shade 9 darkened
 * until it does. `hover` is a step darker. theme.test.ts checks every palette, these and Mantine's
 * (docs/decisions/028-colours-at-aa.md).
 */
const INKS: Record<string, { ink: string; hover: string }> = {
  red: { ink: '#c92a2a', hover: '#b52626' }, // shade 9: 4.8:1 on its tint
  pink: { ink: '#c2255c', hover: '#a61e4d' }, // shade 8: 4.9:1
  grape: { ink: '#9c36b5', hover: '#862e9c' }, // shade 8: 5.1:1
  indigo: { ink: '#3b5bdb', hover: '#364fc7' }, // shade 8: 4.9:1
  blue: { ink: '#1864ab', hover: '#165a9a' }, // shade 9: 5.4:1
  cyan: { ink: '#0b7285', hover: '#0a6778' }, // shade 9: 5.0:1
  teal: { ink: '#087c59', hover: '#077050' }, // shade 9 darkened 2%: 4.7:1
  green: { ink: '#277e38', hover: '#237132' }, // shade 9 darkened 9%: 4.6:1
  lime: { ink: '#4c7b0b', hover: '#446f0a' }, // shade 9 darkened 17%: 4.7:1
  yellow: { ink: '#ad5900', hover: '#9c5000' }, // shade 9 darkened 25%: 4.6:1
  orange: { ink: '#c3410e', hover: '#b03b0d' }, // shade 9 darkened 10%: 4.6:1
};

/**
 * Text at AA contrast (4.5:1 and up): Mantine's dimmed grey reads at 3.3:1 on white and its error red
 * (red.6, every field's message) at 3.3:1; gray.7 and red.9 read at 8.2:1 and 5.5:1. Then the inks.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(INKS).flatMap(([name, { ink, hover }]) => [
        [`--mantine-color-${name}-filled`, ink],
        [`--mantine-color-${name}-filled-hover`, hover],
        [`--mantine-color-${name}-light-color`, ink],
        [`--mantine-color-${name}-outline`, ink],
      ]),
    ),
  },
  dark: {},
});
