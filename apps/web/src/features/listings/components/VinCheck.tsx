import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decodeVin } from '../api/decode-vin';
import classes from './VinCheck.module.css';

/**
 * The reviewer's VIN check: what the VIN itself says (maker, country, model year) beside what the
 * seller listed, with any disagreement spelled out.
 */
export function VinCheck({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const vin = listing.vin;
  const decoded = useQuery({
    queryKey: ['vin', vin],
    queryFn: () => decodeVin(vin as string),
    enabled: !!vin,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!vin) {
    return (
      <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />} p="sm" data-testid="review-vin">
        {t('review.noVin')}
      </Alert>
    );
  }
  const d = decoded.data;
  const brandMismatch = !!d?.brandId && d.brandId !== listing.brandId;
  const yearMismatch = !!d?.modelYear && d.modelYear !== listing.year;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="review-vin">
      <Stack gap={6}>
        <Text fw={600} className="ltr" style={{ letterSpacing: '0.04em' }}>
          {vin}
        </Text>
        {decoded.isPending && (
          <Text size="sm" c="dimmed">
            {t('review.vinDecoding')}
          </Text>
        )}
        {decoded.isError && (
          <Text size="sm" c="red.7">
            {t('review.vinFailed')}
          </Text>
        )}
        {d && (
          <>
            <dl className={classes.facts}>
              <div>
                <dt>{t('review.maker')}</dt>
                <dd>
                  <bdi>{d.maker ?? '—'}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('review.country')}</dt>
                <dd>
                  <bdi>{d.country ?? '—'}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('review.modelYear')}</dt>
                <dd>{d.modelYear ?? '—'}</dd>
              </div>
            </dl>
            {!brandMismatch && !yearMismatch ? (
              <Group gap={6} c="teal.8" wrap="nowrap" data-testid="review-vin-match">
                <IconCircleCheck size={18} aria-hidden />
                <Text size="sm">{t('review.vinMatches')}</Text>
              </Group>
            ) : (
              <Stack gap={4} data-testid="review-vin-mismatch">
                {brandMismatch && (
                  <Text size="sm" c="orange.8">
                    {t('review.brandMismatch', { maker: d.maker ?? d.brandId, brand: listing.brandName })}
                  </Text>
                )}
                {yearMismatch && (
                  <Text size="sm" c="orange.8">
                    {t('review.yearMismatch', { vinYear: d.modelYear, year: listing.year })}
                  </Text>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
