import { useTranslation } from 'react-i18next';
import { DemoPlayer } from './demo-player';
import { DemoStats } from './demo-stats';
import { SectionHeading } from '../../components/ui/section-heading';

export function DemoSection() {
  const { t } = useTranslation('about');
  return (
    <section
      id="demo"
      aria-labelledby="about-demo"
      className="scroll-mt-16 border-y border-slate-200 bg-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="about-demo" title={t('demo.title')} subtitle={t('demo.subtitle')} />
        <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <DemoPlayer />
          <DemoStats />
        </div>
      </div>
    </section>
  );
}
