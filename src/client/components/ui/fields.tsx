import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, inputClass, type FieldFrameProps } from './form-field';

/** A framed field's own props (label, hint, counter, error), its control's attributes and ref, and its text. */
type FieldProps<Attributes> = Omit<FieldFrameProps, 'children'> &
  Omit<Attributes, 'id' | 'value' | 'onChange' | 'children'> & {
    value: string;
    onValue: (value: string) => void;
  };

/** The frame's props, and the control's: the input look (plus `className`), the value, and its changes. */
function split<Attributes>(props: FieldProps<Attributes> & { className?: string }) {
  const { id, label, labelNote, hideLabel, required, badge, hint, error, alert, counter, ...rest } = props;
  const { describedBy, value, onValue, className = '', ...attributes } = rest;
  return {
    frame: { id, label, labelNote, hideLabel, required, badge, hint, error, alert, counter, describedBy },
    control: {
      ...attributes,
      className: `${inputClass} ${className}`.trim(),
      value,
      onChange: (event: { target: { value: string } }) => onValue(event.target.value),
    },
  };
}

/** A one-line input in a FieldFrame. */
export function TextField(props: FieldProps<ComponentProps<'input'>>) {
  const { frame, control } = split(props);
  return <FieldFrame {...frame}>{(aria) => <input {...aria} {...control} />}</FieldFrame>;
}

/** An amount of money (or a percentage) typed as a decimal number, in a FieldFrame. */
export function MoneyField(props: FieldProps<ComponentProps<'input'>>) {
  return <TextField type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}

/** A textarea in a FieldFrame. */
export function TextAreaField(props: FieldProps<ComponentProps<'textarea'>>) {
  const { frame, control } = split(props);
  return <FieldFrame {...frame}>{(aria) => <textarea {...aria} {...control} />}</FieldFrame>;
}

/** A select in a FieldFrame; `children` are its options. */
export function SelectField({
  children,
  ...props
}: FieldProps<ComponentProps<'select'>> & { children: ReactNode }) {
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
