import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';

// Outside a router react-admin makes its own hash router, where <Admin basename="/admin"> matches
// nothing; real /admin/... paths need a browser router with the back office mounted at /admin.
// Without transitions, as in react-admin's own router: react-admin's auth redirects interrupt a
// transition over and over, so a redirect to the login page would never commit.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
