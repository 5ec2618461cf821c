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

/** Mantine's dimmed grey reads at 3.3:1 on white; gray.7 keeps secondary text at AA contrast (4.5:1 and up). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
