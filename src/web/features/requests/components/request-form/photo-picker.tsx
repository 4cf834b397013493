import { useEffect, useMemo, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMAGES_ONLY, PHOTO_RULES, PHOTO_TOO_LARGE, TOO_MANY_PHOTOS } from '#shared/requests/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FileRow } from '#web/components/ui/file-row.tsx';
import { formatFileSize } from '#web/components/attachments/file-size.ts';
import { downscalePhoto } from '#web/lib/downscale-photo.ts';

interface PhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

const ACCEPTED = PHOTO_RULES.accept.split(',');

/**
 * Up to 5 images with previews and removal before sending (spec 1 §2). Photos larger than needed
 * are scaled down here, one after the other (decision 042), so the size limit applies to what is
 * sent. The checks here only spare a useless upload; the server checks the content again.
 */
export function PhotoPicker({ photos, onChange, error, onError }: PhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  async function add(list: FileList | null) {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.some((f) => !ACCEPTED.includes(f.type))) return onError(IMAGES_ONLY);
    if (photos.length + files.length > PHOTO_RULES.maxCount) return onError(TOO_MANY_PHOTOS);
    setPreparing(true);
    const scaled: File[] = [];
    // One at a time: five decoded 12-megapixel photos at once would strain a phone's memory.
    for (const file of files) scaled.push(await downscalePhoto(file));
    setPreparing(false);
    if (scaled.some((f) => f.size > PHOTO_RULES.maxBytes)) return onError(PHOTO_TOO_LARGE);
    onError(null);
    onChange([...photos, ...scaled]);
  }

  return (
    <div className="grid gap-2">
      {/* The file input is visually hidden (the button opens it); the label names it all the same. */}
      <label htmlFor="request-photos" className="text-sm font-medium">
        {t('requestForm.photos')}
      </label>
      <p id="photo-hint" className="text-xs text-muted-foreground">
        {t('requestForm.photosHint', { count: PHOTO_RULES.maxCount })}
      </p>
      {photos.length > 0 ? (
        <ul className="grid gap-1">
          {photos.map((file, i) => (
            <FileRow
              key={`${file.name}-${i}`}
              leading={
                <img
                  src={previews[i]}
                  alt={file.name}
                  className="size-12 shrink-0 rounded-md border border-border object-cover"
                />
              }
              name={file.name}
              size={formatFileSize(file.size)}
              removeLabel={t('requestForm.removePhoto', { name: file.name })}
              onRemove={() => {
                onError(null);
                onChange(photos.filter((_, j) => j !== i));
              }}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <input
          ref={input}
          id="request-photos"
          type="file"
          accept={PHOTO_RULES.accept}
          multiple
          className="sr-only"
          aria-describedby="photo-hint"
          onChange={(e) => void add(e.target.files)}
        />
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={preparing || photos.length >= PHOTO_RULES.maxCount}
        >
          <ImagePlus aria-hidden="true" />
          {t('requestForm.addPhotos')}
        </Button>
      </div>
      {preparing ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('requestForm.preparingPhotos')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
