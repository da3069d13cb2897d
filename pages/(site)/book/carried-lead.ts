/** The lead the visitor came with (a form's thank-you links to /book with its token): their details, not typed again. */
export interface CarriedLead {
  token: string;
  fullName: string;
  company: string;
  email: string;
}
