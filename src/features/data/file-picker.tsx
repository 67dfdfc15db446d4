import { useId } from 'react';
import { cn } from '../../components/ui/cn';

interface FilePickerProps {
  /** The input's accessible name, shown as the zone's title. */
  label: string;
  hint: string;
  accept: string;
  /** A file is being dragged over the zone. */
  highlighted: boolean;
  onFile: (file: File | undefined) => void;
}

/** A file input drawn as a dashed drop zone; picking the same file again reads it again. */
export function FilePicker({ label, hint, accept, highlighted, onFile }: FilePickerProps) {
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      className={cn(
        'grid cursor-pointer justify-items-center gap-1 rounded-2xl border-2 border-dashed p-4 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-accent',
        highlighted ? 'border-accent bg-accent-soft' : 'border-line hover:border-muted',
      )}
    >
      <span className="font-semibold">{label}</span>
      <span id={`${inputId}-hint`} className="text-muted">
        {hint}
      </span>
      <input
        id={inputId}
        aria-label={label}
        aria-describedby={`${inputId}-hint`}
        type="file"
        accept={accept}
        className="sr-only"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
