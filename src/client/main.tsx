import './lib/zod-settings';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfPath } from '../common/languages';
import { App } from './app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Kenja: #root element missing from index.html');
// Before the first paint, so a Japanese page is laid out once, in its own fonts (the shell keeps it in sync).
document.documentElement.lang = languageOfPath(window.location.pathname);
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (the home page is ~1,000 elements).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
