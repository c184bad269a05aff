import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, inputClass, type FieldFrameProps } from './form-field';

/** A framed field's own props (label, hint, counter, error), its control's attributes, and its text. */
type FieldProps<Attributes> = Omit<FieldFrameProps, 'children'> &
  Omit<Attributes, 'id' | 'value' | 'onChange' | 'children'> & {
    value: string;
    onValue: (value: string) => void;
  };

/** The frame's props, and the control's: the input look (plus `className`), the value, and its changes. */
function split<Attributes>(props: FieldProps<Attributes> & { className?: string }) {
  const { id, label, required, hint, error, counter, value, onValue, className = '', ...attributes } = props;
  return {
    frame: { id, label, required, hint, error, counter },
    control: {
      ...attributes,
      className: `${inputClass} ${className}`.trim(),
      value,
      onChange: (event: { target: { value: string } }) => onValue(event.target.value),
    },
  };
}

/** A one-line input in a FieldFrame. */
export function TextField(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, control } = split(props);
  return <FieldFrame {...frame}>{(aria) => <input {...aria} {...control} />}</FieldFrame>;
}

/** An amount of money (or a percentage) typed as a decimal number, in a FieldFrame. */
export function MoneyField(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return <TextField type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}

/** A textarea in a FieldFrame. */
export function TextAreaField(props: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { frame, control } = split(props);
  return <FieldFrame {...frame}>{(aria) => <textarea {...aria} {...control} />}</FieldFrame>;
}

/** A select in a FieldFrame; `children` are its options. */
export function SelectField({
  children,
  ...props
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  const { frame, control } = split(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select {...aria} {...control}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
