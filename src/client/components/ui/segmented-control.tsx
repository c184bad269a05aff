interface SegmentedControlProps<Option extends string> {
  /** The radio group's name. */
  name: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  /** What each segment says. */
  label: (option: Option) => string;
  /** The track the segments sit in, and a segment (drawn as chosen with `has-checked:`). */
  className: string;
  segmentClassName: string;
  disabled?: boolean;
  /** A text that says more about the choice (each radio points to it). */
  describedBy?: string;
}

/**
 * Native radio buttons drawn as a segmented control: the arrow keys move between the options and a screen reader
 * hears one group with its choice. The legend is the caller's.
 */
export function SegmentedControl<Option extends string>(props: SegmentedControlProps<Option>) {
  const { name, options, value, onChange, label, className, segmentClassName, disabled, describedBy } = props;
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option} className={segmentClassName}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
            aria-describedby={describedBy}
            className="sr-only"
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}
