/**
 * Demo chat: Aisha asks Al Noor Motors about a car (a single conversation with a few messages),
 * Aisha and Wei are friends, and Aisha's group "Dubai car lovers" holds the three of them. Runs once,
 * after the demo users; nothing when they are missing or Aisha already has a conversation.
 */
import type { AppContext } from '../../context';
import { demoActor } from '../users';
import type { ChatGroupsService } from './chat.groups';
import { chatRepository } from './chat.repository';
import type { ChatService } from './chat.service';
import type { ChatSocialService } from './chat.social';

const MERCHANT = '+971500000002';
const AISHA = '+971500000003';
const WEI = '+971500000004';

export async function seedChat(
  services: { chat: ChatService; chatGroups: ChatGroupsService; chatSocial: ChatSocialService },
  ctx: AppContext,
): Promise<void> {
  const [merchant, aisha, wei] = await Promise.all([
    demoActor(ctx, MERCHANT),
    demoActor(ctx, AISHA),
    demoActor(ctx, WEI),
  ]);
  if (!merchant || !aisha || !wei) return;
  if ((await chatRepository.listMembers(ctx.db, aisha.userId, null, 1, true)).length) return;
  const { chat, chatGroups, chatSocial } = services;
  const single = (await chat.openSingle(aisha, { userId: merchant.userId })).conversation.id;
  const say = (actor: typeof aisha, conversationId: string, text: string, n: number) =>
    chat.send(actor, conversationId, { type: 'text', clientId: `seed-chat-${n}-${actor.userId.slice(0, 8)}`, text });
  await say(aisha, single, 'Hello, is the Land Cruiser still available?', 1);
  await say(merchant, single, 'Hello Aisha, yes it is. You can see it at our showroom on Sheikh Zayed Road.', 2);
  await say(aisha, single, 'Great, can I come on Saturday morning for a test drive?', 3);
  const request = await chatSocial.request(wei, { userId: aisha.userId, message: 'Hi Aisha, it is Wei.' });
  await chatSocial.answer(aisha, request.id, true);
  const group = await chatGroups.create(aisha, {
    name: 'Dubai car lovers',
    introduction: 'Weekend drives, deals and tips.',
    memberIds: [wei.userId, merchant.userId],
  });
  await say(wei, group.conversationId, 'Who is coming to the Friday auction?', 4);
}
