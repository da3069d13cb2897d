/** An image chosen for a form (the company's logo, a proof item's photo or logo): its preview, Choose and Remove. */
interface PickedImage {
  url: string;
  width: number;
  height: number;
}

interface ImagePickerProps {
  image: PickedImage | null | undefined;
  /** The button's words. */
  label: string;
  removeLabel: string;
  accept: string;
  inputId?: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
  onRemove: () => void;
}

export function ImagePicker({ image, label, removeLabel, accept, inputId, disabled, onFile, onRemove }: ImagePickerProps) {
  return (
    <div className="settings-logo">
      {image && <img src={image.url} alt="" height={40} width={Math.round((40 * image.width) / image.height)} />}
      <label className="button button-secondary">
        {label}
        <input id={inputId} className="visually-hidden" type="file" accept={accept} disabled={disabled} onChange={(event) => onFile(event.target.files?.[0])} />
      </label>
      {image && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          {removeLabel}
        </button>
      )}
    </div>
  );
}
