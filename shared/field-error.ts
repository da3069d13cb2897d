/** One invalid field of a request, as the API answers it in `errors` (and the no-JavaScript forms show it). */
export interface FieldError {
  field: string;
  message: string;
}
