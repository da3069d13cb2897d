/**
 * Messages at the contact form's fields (docs/product/contact.md#with-javascript): each sits under its
 * field, is named by the field's aria-describedby and marks it aria-invalid, and stays until the field is
 * fixed. The server renders the same markup after a failed no-JavaScript submission (ContactForm.tsx),
 * so the ids are the form's own: `<field id>-error`.
 */

function errorIdOf(field: HTMLElement): string {
  return `${field.id}-error`;
}

/** Shows `message` at the field, or clears the field's message when `message` is undefined. */
export function setFieldMessage(field: HTMLInputElement | HTMLTextAreaElement, message: string | undefined): void {
  const errorId = errorIdOf(field);
  const wrapper = field.closest<HTMLElement>('.form-field');
  let element = document.getElementById(errorId);
  const describedBy = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== errorId);
  if (message === undefined) {
    element?.remove();
    field.removeAttribute('aria-invalid');
    wrapper?.classList.remove('has-error');
  } else {
    if (!element) {
      element = document.createElement('p');
      element.className = 'field-error';
      element.id = errorId;
      field.after(element);
    }
    element.textContent = message;
    field.setAttribute('aria-invalid', 'true');
    wrapper?.classList.add('has-error');
    describedBy.push(errorId);
  }
  if (describedBy.length > 0) field.setAttribute('aria-describedby', describedBy.join(' '));
  else field.removeAttribute('aria-describedby');
}

/** The form-level message by the submit button (what no one field owns), or none. */
export function setFormMessage(form: HTMLFormElement, title: string | undefined, text?: string): void {
  form.querySelector('.form-status')?.remove();
  if (title === undefined) return;
  const status = document.createElement('p');
  status.className = 'form-status';
  status.setAttribute('role', 'alert');
  const strong = document.createElement('strong');
  strong.textContent = title;
  status.append(strong);
  if (text) status.append(`: ${text}`);
  form.querySelector('button[type="submit"]')?.before(status);
}
