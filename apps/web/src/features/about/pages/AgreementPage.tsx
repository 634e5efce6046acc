import { LegalPage } from '../components/LegalPage';

export default function AgreementPage() {
  return <LegalPage doc="agreement" />;
}
