/** wawoff2 ships no types: WOFF2 to TTF (and back), compiled to WebAssembly. */
declare module 'wawoff2' {
  const wawoff2: {
    decompress(data: Uint8Array): Promise<Uint8Array>;
    compress(data: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
