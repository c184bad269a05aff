import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { BarChart, labelStep, niceTicks, SharedXAxis } from './bar-chart';

const labels = ['Nov 1', 'Nov 2', 'Nov 3'];

function renderChart(series: Parameters<typeof BarChart>[0]['series']) {
  return render(
    <main>
      <BarChart
        title="Queries per day"
        labels={labels}
        series={series}
        formatValue={(value) => `${value} q`}
        tableToggleLabel="Show as table"
        tableHideLabel="Hide table"
        labelHeader="Day"
      />
    </main>,
  );
}

describe('BarChart', () => {
  it('draws stacked bars with a legend and y ticks, and shows the same figures as a table on request', async () => {
    const user = userEvent.setup();
    const { container } = renderChart([
      { key: 'mcp', name: 'Assistant', values: [3, 0, 7], tone: 'brand' },
      { key: 'web', name: 'Browser', values: [1, 2, 0], tone: 'amber' },
    ]);
    const figure = screen.getByRole('figure', { name: 'Queries per day' });
    // Four non-zero parts (a 0 draws nothing); the tallest stack is 7: whole-number ticks 0, 3, 6, 9.
    expect(container.querySelectorAll('svg[preserveAspectRatio="none"] rect')).toHaveLength(4);
    expect(
      container.querySelector('svg[preserveAspectRatio="none"]')?.closest('[aria-hidden]'),
    ).not.toBeNull();
    expect(figure).toHaveTextContent('0 q3 q6 q9 q');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Queries per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayAssistantBrowser',
      'Nov 13 q1 q',
      'Nov 20 q2 q',
      'Nov 37 q0 q',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Nov 3' })).toBeInTheDocument();
    const results = await axe.run(container, { resultTypes: ['violations'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no legend for one series and still an axis when everything is 0', () => {
    const { container } = renderChart([{ key: 'views', name: 'Views', values: [0, 0, 0], tone: 'brand' }]);
    expect(container.querySelectorAll('svg[preserveAspectRatio="none"] rect')).toHaveLength(0);
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.getByRole('figure')).toHaveTextContent('0 q1 q');
  });
});

describe('niceTicks', () => {
  it('gives three or four round ticks from 0 that cover the maximum', () => {
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(120)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(4999)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0.9, false)).toEqual([0, 0.5, 1]);
  });
});

describe('labelStep', () => {
  const days = Array.from({ length: 30 }, (_, i) => `Nov ${i + 1}`);
  it('thins the x labels so that they fit side by side', () => {
    expect(labelStep(days, 220)).toBe(10); // a phone: 3 labels of ~42px and their gaps
    expect(labelStep(days, 600)).toBe(3);
    expect(labelStep(days, 2000)).toBe(1);
    // Japanese characters take more room than digits.
    expect(labelStep(['11月1日', '11月2日', '11月3日', '11月4日'], 120)).toBeGreaterThan(
      labelStep(['11/1', '11/2', '11/3', '11/4'], 120),
    );
  });
});

describe('SharedXAxis', () => {
  const days = Array.from({ length: 30 }, (_, i) => `Nov ${i + 1}`);
  /** The x labels under a figure's bars, as drawn. */
  const xLabels = (name: string) =>
    [...screen.getByRole('figure', { name }).querySelectorAll('.absolute.top-0')].map((el) => el.textContent);

  it('labels the same dates under charts of different widths', () => {
    // The browser lays the revenue plot out narrower (its money axis is wider) than the sales plot.
    const widths = [600, 220];
    const observers: { callback: ResizeObserverCallback; width: number }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe() {
          observers.push({ callback: this.callback, width: widths.shift() ?? 600 });
        }
        disconnect() {}
      },
    );
    const chart = (title: string) => (
      <BarChart
        title={title}
        labels={days}
        series={[{ key: title, name: title, values: days.map((_, i) => i), tone: 'brand' }]}
        formatValue={String}
        tableToggleLabel="Show as table"
        labelHeader="Day"
      />
    );
    render(
      <main>
        <SharedXAxis>
          {chart('Sales')}
          {chart('Revenue')}
        </SharedXAxis>
        {chart('Alone')}
      </main>,
    );
    act(() => {
      for (const { callback, width } of observers) {
        callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
      }
    });
    // 220px fits every 10th label, 600px every 3rd: both charts of the group use every 10th.
    expect(xLabels('Sales')).toEqual(['Nov 1', 'Nov 11', 'Nov 21']);
    expect(xLabels('Revenue')).toEqual(xLabels('Sales'));
    // A chart outside the group keeps its own.
    expect(xLabels('Alone')).toHaveLength(10);
    vi.unstubAllGlobals();
  });
});
