import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  // Thai vowels and tone marks sit above and below the line: give them room.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.6' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});

/**
 * Text at AA contrast on white (4.5:1 and up): Mantine's dimmed grey reads at 3.3:1 and its error red
 * (red.6, every field's message) at 3.3:1; gray.7 and red.9 read at 8.2:1 and 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
