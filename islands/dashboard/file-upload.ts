/** Reads a chosen file as base64, for the JSON upload endpoints (logo, proof images). */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The field errors of a failed call, by field, for messages beside the fields. */
export function errorsByField(errors: { field: string; message: string }[] | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
}
