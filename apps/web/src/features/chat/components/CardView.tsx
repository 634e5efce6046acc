import { Text } from '@mantine/core';
import type { ChatCard } from '@souq/shared/chat/chat.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aedPrice } from '../../../lib/format';
import classes from './CardView.module.css';

/** A card of an object (a car for sale, a rental car, a lot, a shop, a part): tapping it opens the object. */
export function CardView({ card, linked = true }: { card: ChatCard; linked?: boolean }) {
  const { t } = useTranslation('chat');
  const body = (
    <>
      {card.imageUrl && <img className={classes.image} src={card.imageUrl} alt="" loading="lazy" />}
      <span className={classes.text}>
        <Text size="xs" c="dimmed" span>
          {t(`card.${card.kind}`)}
        </Text>
        {card.title && (
          <bdi className={classes.title} dir="auto">
            {card.title}
          </bdi>
        )}
        {card.priceFils !== null && (
          <Text size="sm" fw={700} c="indigo.8" span>
            {aedPrice(card.priceFils)}
          </Text>
        )}
      </span>
    </>
  );
  if (linked && card.route) {
    return (
      <Link to={card.route} className={classes.card} data-testid="chat-card" data-kind={card.kind}>
        {body}
      </Link>
    );
  }
  return (
    <span className={classes.card} data-testid="chat-card" data-kind={card.kind}>
      {body}
    </span>
  );
}
