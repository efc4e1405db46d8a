import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BackOffice } from './BackOffice';
import { BASE_PATH } from './config/base-path';

// Outside a router react-admin makes its own hash router, where <Admin basename="/admin"> matches
// nothing; real paths need a browser router with the back office mounted at its base: /admin on
// the students' origin, the root of its own host (ADMIN_HOST).
// Without transitions, as in react-admin's own router: react-admin's auth redirects interrupt a
// transition over and over, so a redirect to the login page would never commit.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={`${BASE_PATH}/*`} element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
