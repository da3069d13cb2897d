/** The toolbar button of our Editor.js inline tools. */
export function inlineToolButton(label: string, iconSvg: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ce-inline-tool';
  button.setAttribute('aria-label', label);
  // The icon is our own constant SVG markup, never user input.
  button.innerHTML = iconSvg;
  // Keep the text selection when the button is pressed.
  button.addEventListener('mousedown', (event) => event.preventDefault());
  return button;
}
