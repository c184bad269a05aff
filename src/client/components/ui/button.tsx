import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50',
};
const sizes: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** What a button is drawn with; `icon` goes before its words, sized to the button. */
interface Look {
  variant?: Variant;
  size?: Size;
  icon?: LucideIcon;
}

/** The words, after the icon if there is one (decoration: the words say what the button does). */
function label(Icon: LucideIcon | undefined, size: Size | undefined, children: ReactNode) {
  if (!Icon) return children;
  return (
    <>
      <Icon className={size === 'lg' ? 'size-5' : 'size-4'} aria-hidden />
      {children}
    </>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

export function Button({
  variant,
  size,
  icon,
  className = '',
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...props}>
      {label(icon, size, children)}
    </button>
  );
}

type ButtonLinkProps = LinkProps & Look;

export function ButtonLink({ variant, size, icon, className = '', children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClass(variant, size, className)} {...props}>
      {label(icon, size, children)}
    </Link>
  );
}
