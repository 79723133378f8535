// The two font packages the icons' build uses (scripts/lib/icons.ts) ship no types.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepFeatures?: string[]; noHinting?: boolean },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
