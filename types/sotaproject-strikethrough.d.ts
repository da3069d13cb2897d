/** @sotaproject/strikethrough ships no types: an Editor.js inline tool class emitting <s class="cdx-strikethrough">. */
declare module '@sotaproject/strikethrough' {
  const Strikethrough: unknown;
  export default Strikethrough;
}
