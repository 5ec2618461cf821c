// subset-font ships no types, and @types/subset-font lacks the options build-tools/font-subsets.ts uses.
declare module 'subset-font' {
  export type SubsetFontOptions = {
    /** The output's format; the input's by default. */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** The OpenType features to keep (all of them by default). */
    keepFeatures?: string[];
    /** Drop the TrueType hinting instructions. */
    noHinting?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
