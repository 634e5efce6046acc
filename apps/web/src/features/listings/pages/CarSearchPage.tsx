import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClock, IconSearch, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { HotBrands } from '../components/HotBrands';
import { clearRecentSearches, readRecentSearches, saveRecentSearch } from '../local';

/** Search cars (spec: searchcar): the text box, recent searches on this device, hot brands. */
export default function CarSearchPage() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);

  const go = (q: string) => {
    const value = q.trim();
    if (!value) return;
    setRecent(saveRecentSearch(value));
    void navigate(`/cars?q=${encodeURIComponent(value)}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };

  return (
    <Page title={t('search.title')} back="/cars" narrow>
      <Stack gap="lg">
        <search>
          <form onSubmit={submit}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                type="search"
                style={{ flex: 1 }}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                placeholder={t('search.placeholder')}
                aria-label={t('search.label')}
                leftSection={<IconSearch size={16} aria-hidden />}
                enterKeyHint="search"
                maxLength={100}
                autoFocus
                data-testid="search-page-input"
              />
              <Button type="submit" data-testid="search-page-submit">
                {t('search.submit')}
              </Button>
            </Group>
          </form>
        </search>
        {recent.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="recent-title">
            <Group justify="space-between">
              <Title order={2} size="h6" id="recent-title">
                {t('search.recent')}
              </Title>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('search.clearRecent')}
                onClick={() => {
                  clearRecentSearches();
                  setRecent([]);
                }}
                data-testid="clear-recent"
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <Group gap={6} data-testid="recent-searches">
              {recent.map((q) => (
                <Button
                  key={q}
                  size="compact-sm"
                  variant="default"
                  radius="xl"
                  leftSection={<IconClock size={14} aria-hidden />}
                  onClick={() => go(q)}
                >
                  <bdi>{q}</bdi>
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <Stack gap="xs" component="section" aria-labelledby="hot-title">
          <Title order={2} size="h6" id="hot-title">
            {t('home.hotBrands')}
          </Title>
          <HotBrands limit={15} />
          <Text size="xs" c="dimmed">
            {t('search.hint')}
          </Text>
        </Stack>
      </Stack>
    </Page>
  );
}
