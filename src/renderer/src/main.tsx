import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/grid/ag-grid-setup.ts';
import './app/app.css';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
