import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';

type CtaBannerProps = { id: string; title: string; text: string } & (
  | { to: string; button: string }
  /** A button of its own instead of the link (one that depends on who is signed in, say). */
  | { action: ReactNode }
);

/** A call to action's main link: white on the dark panel, its words followed by an arrow. */
export function CtaLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink to={to} variant="inverse" size="lg" className={className}>
      {children}
      <ArrowRight className="size-5" aria-hidden />
    </ButtonLink>
  );
}

/** The gradient call-to-action panel that closes a marketing page. */
export function CtaBanner(props: CtaBannerProps) {
  const { id, title, text } = props;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="rounded-3xl bg-linear-to-br from-brand-600 to-accent-600 px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100 sm:text-lg">{text}</p>
        {'action' in props ? (
          props.action
        ) : (
          <CtaLink to={props.to} className="mt-8 w-full sm:w-auto">
            {props.button}
          </CtaLink>
        )}
      </div>
    </section>
  );
}
