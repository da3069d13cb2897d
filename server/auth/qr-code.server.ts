/**
 * The enrolment QR code, drawn on the server as SVG (qrcode-generator): the
 * browser gets markup, with no script or image service involved. Plain
 * attributes only (no `style`), which the CSP's `style-src 'self'` allows.
 */
import qrcode from 'qrcode-generator';

export function qrCodeSvg(text: string): string {
  // Type 0 picks the smallest version that fits; level M restores up to 15% of a damaged or glared code.
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
}
