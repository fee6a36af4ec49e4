import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { SessionProbe } from './app/session-probe';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <SessionProbe />
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
