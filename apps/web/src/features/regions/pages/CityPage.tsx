import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { routerCanGoBack } from '../../../lib/native';
import { CityPickerList } from '../components/CityPickerList';
import { safeReturnPath } from '../return-path';
import { setSelectedCity, useSelectedCity } from '../selected-city';

/** The city picker (spec: cbsarea, newArea): nationwide, a whole emirate or a city; then back. */
export default function CityPage() {
  const { t } = useTranslation('regions');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const city = useSelectedCity();
  const back = safeReturnPath(params.get('return'));

  return (
    <Page title={t('title')} back={back ?? '/'}>
      <CityPickerList
        mode="filter"
        selectedId={city?.id ?? null}
        selectedIsProvince={city?.isProvince}
        onPick={(pick) => {
          setSelectedCity(pick.id ? { id: pick.id, name: pick.name, isProvince: pick.isProvince } : null);
          // Opened from a page (CityChip): go back to it; opened directly: go to the return path.
          if (routerCanGoBack()) navigate(-1);
          else navigate(back ?? '/', { replace: true });
        }}
      />
    </Page>
  );
}
