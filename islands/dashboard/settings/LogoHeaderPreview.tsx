/**
 * The header with the chosen logo, before it is saved (docs/product/company.md#settings): the public site's
 * brand as a phone's 375 px bar and a wide screen's bar draw it, with the same classes, so a wordmark that
 * would not fit shows it here first. The logo is the chosen file itself (read in the browser) or the uploaded one.
 */
import { settingsCopy as text } from '#content/dashboard-company.ts';
import { BrandLockup, type LogoImage } from '#components/Logo.tsx';

/**
 * A chosen file as a data: URL with its size in pixels; null when the browser cannot read it as an image. Not
 * an object URL: the CSP's `img-src` allows `data:` but not `blob:`.
 */
export function chosenLogo(file: File): Promise<LogoImage | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onerror = () => resolve(null);
    reader.onload = () => {
      const url = String(reader.result);
      const image = new Image();
      image.onload = () => resolve(image.naturalHeight > 0 ? { url, width: image.naturalWidth, height: image.naturalHeight } : null);
      image.onerror = () => resolve(null);
      image.src = url;
    };
    reader.readAsDataURL(file);
  });
}

export function LogoHeaderPreview({ name, logo }: { name: string; logo: LogoImage | null }) {
  const bar = (kind: 'phone' | 'wide', caption: string) => (
    <figure className={`logo-preview logo-preview-${kind}`}>
      <figcaption className="field-hint">{caption}</figcaption>
      <div className="logo-preview-bar">
        <BrandLockup name={name} logo={logo} />
        <span className="logo-preview-tools" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </div>
    </figure>
  );
  return (
    <div className="logo-previews" role="group" aria-label={text.logoPreview}>
      {bar('phone', text.logoPreviewPhone)}
      {bar('wide', text.logoPreviewWide)}
    </div>
  );
}
