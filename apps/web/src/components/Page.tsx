import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routerCanGoBack } from '../lib/native';
import classes from './Page.module.css';

export interface PageProps {
  title: string;
  /** Show a back button; the string is where to go when there is no history. */
  back?: string;
  actions?: ReactNode;
  children: ReactNode;
  /** Narrow forms (login, settings forms) use a smaller width. */
  narrow?: boolean;
}

/** A page: header with title (also the document title), optional back button, content. */
export function Page({ title, back, actions, children, narrow }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · ${t('common:app.name')}`;
  }, [title, t]);

  return (
    <div className={narrow ? `${classes.page} ${classes.narrow}` : classes.page}>
      {/* page-header and page-title also name the parts for browser journeys; they carry no styles. */}
      <header className={`${classes.header} page-header`}>
        <Group gap="xs" wrap="nowrap" className={classes.start}>
          {back !== undefined && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('common:actions.back')}
              onClick={() => (routerCanGoBack() ? navigate(-1) : navigate(back, { replace: true }))}
            >
              <IconArrowLeft className="icon-directional" size={22} />
            </ActionIcon>
          )}
          {/* dir="auto": a title in another script than the page's (a seller's English title on an
              Arabic page) reads and is cut with "…" at its own end. */}
          <Title order={1} dir="auto" className={`${classes.title} page-title`}>
            {title}
          </Title>
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </header>
      <div className={classes.body}>{children}</div>
    </div>
  );
}
