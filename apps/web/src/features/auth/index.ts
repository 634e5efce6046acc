/** What other features use from auth: the sign-in fields (mobile, password, SMS code). The session itself is lib/session.ts. */
export { CodeInput, NewPasswordFields, PasswordField } from './components/AuthFields';
export { SendCodeButton } from './components/SendCodeButton';
