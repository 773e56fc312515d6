/** wawoff2 ships no types: its decompressor (WOFF2 -> TrueType/OpenType bytes). */
declare module 'wawoff2/decompress.js' {
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
