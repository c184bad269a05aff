import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { languageOfPath } from '../../common/languages';
import { i18nFor } from '../lib/i18n';

/** Test helper: renders one component as if it were the page at `path`, in that path's language. */
export function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <I18nextProvider i18n={i18nFor[languageOfPath(path)]}>{element}</I18nextProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
