import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const boot = async () => {
  if (__DEMO__) {
    // Demo mode only: the import disappears from production bundles because __DEMO__ is the literal false there.
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void boot();
