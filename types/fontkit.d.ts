/** The small part of fontkit (which ships no types) that the social cards use: layout and glyph outlines. */
declare module 'fontkit' {
  export interface Path {
    toSVG(): string;
  }
  export interface Glyph {
    path: Path;
  }
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
    getVariation(settings: Record<string, number>): Font;
  }
  export function create(buffer: Buffer): Font;
}
