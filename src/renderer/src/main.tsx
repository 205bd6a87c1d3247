import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/grid/ag-grid-setup.ts';
import './app/app.css';
import { api } from './api/index.ts';
import { App } from './app/App.tsx';
import { initStores } from './app/init-stores.ts';

initStores(api, window);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
