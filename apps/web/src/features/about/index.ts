/** What other features use from about: the legal documents. */
export { LegalDocument } from './components/LegalDocument';
