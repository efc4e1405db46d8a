/** What other features reuse of sign-in and registration: the same fields and the sign-out call. */
export { PasswordField } from './components/PasswordField';
export { PhoneField } from './components/PhoneField';
export { logout } from './api/logout';
export { usePasswordFields } from './components/use-password-fields';
