import {
  BASKET_INVITE_LINKS_MAX,
  BASKET_MEMBERS_MAX,
  BASKET_PENDING_INVITES_MAX,
  basketDetailSchema,
  basketListSchema,
} from '@chef/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRecipe } from './factories.js';
import { buildTestApp, call, listenOnLoopback, registerUser, type TestApp, type TestUser as User } from './helper.js';

/**
 * Household lists (issue 26): invitations by account and by link, members editing, who ticked what,
 * the owner removing a member and a member leaving, the limits, and the hub: a member's live sockets
 * join the list's room when they join and leave it the moment they are removed.
 */
// Each test registers several accounts (a password hash each): slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
let t: TestApp;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnLoopback(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user: User | undefined, query?: Record<string, string>, lang?: string) =>
  call(t.app, 'GET', url, { ...(user ? { token: user.token } : {}), ...(query ? { query } : {}), ...(lang ? { lang } : {}) });
const post = (url: string, body: unknown, user?: User, lang?: string) =>
  call(t.app, 'POST', url, { body, ...(user ? { token: user.token } : {}), ...(lang ? { lang } : {}) });
const okData = async (promise: ReturnType<typeof post>) => {
  const res = await promise;
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data;
};
const me = (user: User) => ({ id: String(user.userInfo.id), nickname: user.userInfo.nickname as string });
const detail = async (user: User, id: string) => basketDetailSchema.parse(await okData(get('/api/basket/qryBasketDetail', user, { id })));
const lists = async (user: User) => basketListSchema.parse(await okData(get('/api/basket/qryBasket', user)));

async function listOf(owner: User) {
  const recipe = await buildRecipe(t.db, {
    portions: 2,
    ingredients: JSON.stringify([
      { name: 'Milk', value: 1, unit: 'l' },
      { name: 'Eggs', value: 6, unit: 'pcs' },
    ]),
  });
  const { id } = await okData(post('/api/basket/addBasket', { name: 'Family shop', recipeIds: [recipe.id] }, owner));
  return id as string;
}
/** A member by account invitation, accepted. */
async function withMember(owner: User, id: string, member: User) {
  const invite = await okData(post('/api/basket/inviteBasketMember', { id, account: member.account }, owner));
  await okData(post('/api/basket/acceptBasketInvite', { id: invite.id }, member));
}

async function socketOf(user: User): Promise<Socket> {
  const socket = connect(base, {
    path: '/messageHub',
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
/** The ids of the lists a socket was told changed, in order. */
function changes(socket: Socket): string[] {
  const ids: string[] = [];
  socket.on('BasketChanged', (payload: { id: string }) => ids.push(payload.id));
  return ids;
}
const until = async (check: () => boolean, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('invitation by account', () => {
  it('sends the invitee a message; once accepted they see the list marked with its owner, edit its items and tick with their name', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const id = await listOf(owner);
    const invite = await okData(post('/api/basket/inviteBasketMember', { id, account: member.account.toUpperCase() }, owner));
    expect(invite).toMatchObject({ kind: 'account', token: null, invitee: me(member) });
    // Asked again: the same invitation, no second message.
    expect((await okData(post('/api/basket/inviteBasketMember', { id, account: member.account }, owner))).id).toBe(invite.id);
    const inbox = await okData(get('/api/base/qryUserMsgInfo', member, { current: '1', size: '10' }));
    expect(inbox.records).toHaveLength(1);
    expect(inbox.records[0].content).toContain('Family shop');
    expect(await okData(get('/api/basket/qryMyBasketInvites', member))).toEqual([
      { id: invite.id, basket: { id, name: 'Family shop' }, owner: me(owner), expireTime: invite.expireTime },
    ]);
    // Before accepting, the list is not theirs to read.
    expect((await get('/api/basket/qryBasketDetail', member, { id })).body.code).toBe(404);

    expect(await okData(post('/api/basket/acceptBasketInvite', { id: invite.id }, member))).toEqual({ id });
    expect(await okData(get('/api/basket/qryMyBasketInvites', member))).toEqual([]);
    expect((await lists(member)).map((list) => [list.id, list.owner])).toEqual([[id, me(owner)]]);
    expect((await lists(owner))[0]!.owner).toBeNull();

    const before = await detail(member, id);
    expect(before).toMatchObject({ role: 'member', owner: me(owner), members: [me(member)] });
    const milk = before.items.find((item) => item.name === 'Milk')!;
    const ticked = await okData(post('/api/basket/updBasketItem', { basketId: id, id: milk.id, checked: true }, member));
    expect(ticked.checkedBy).toEqual(me(member));
    // A member edits the items: renames one, adds one, removes one.
    await okData(
      post(
        '/api/basket/updBasket',
        {
          id,
          name: 'Family shop',
          items: [
            { id: milk.id, name: 'Whole milk', value: 1, unit: 'l', checked: true },
            { name: 'Bread', value: 1, unit: 'pcs', checked: false },
          ],
        },
        member,
      ),
    );
    const seen = await detail(owner, id);
    expect(seen.items.map((item) => [item.name, item.checkedBy?.nickname ?? null])).toEqual([
      ['Whole milk', member.userInfo.nickname],
      ['Bread', null],
    ]);
    expect(seen.role).toBe('owner');
  });

  it('declines, and an invitation withdrawn or expired cannot be accepted', async () => {
    const owner = await registerUser(t);
    const [a, b, c] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const id = await listOf(owner);
    const toA = await okData(post('/api/basket/inviteBasketMember', { id, account: a.account }, owner));
    const toB = await okData(post('/api/basket/inviteBasketMember', { id, account: b.account }, owner));
    const toC = await okData(post('/api/basket/inviteBasketMember', { id, account: c.account }, owner));
    expect((await okData(get('/api/basket/qryBasketInvites', owner, { id }))).map((i: { id: string }) => i.id)).toEqual([
      toC.id,
      toB.id,
      toA.id,
    ]);
    await okData(post('/api/basket/declineBasketInvite', { id: toA.id }, a));
    await okData(post('/api/basket/revokeBasketInvite', { id: toB.id }, owner));
    await t.db.updateTable('basket_invites').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', Number(toC.id)).execute();
    const gone = { code: 404, msg: 'This invitation does not exist, has expired or was withdrawn', data: { field: 'id' } };
    expect((await post('/api/basket/acceptBasketInvite', { id: toA.id }, a)).body).toEqual(gone);
    expect((await post('/api/basket/acceptBasketInvite', { id: toB.id }, b)).body).toEqual(gone);
    expect((await post('/api/basket/acceptBasketInvite', { id: toC.id }, c)).body).toEqual(gone);
    // Nobody else answers or withdraws someone's invitation.
    const toA2 = await okData(post('/api/basket/inviteBasketMember', { id, account: a.account }, owner));
    expect((await post('/api/basket/acceptBasketInvite', { id: toA2.id }, b)).body).toEqual(gone);
    expect((await post('/api/basket/revokeBasketInvite', { id: toA2.id }, a)).body).toEqual(gone);
    expect((await detail(owner, id)).members).toEqual([]);
  });

  it('names the account at fault, in the caller’s language', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const id = await listOf(owner);
    expect((await post('/api/basket/inviteBasketMember', { id, account: 'nobody-here@example.com' }, owner)).body).toEqual({
      code: 404,
      msg: 'No account uses this mobile number or e-mail address',
      data: { field: 'account' },
    });
    expect((await post('/api/basket/inviteBasketMember', { id, account: owner.account }, owner, 'zh-CN')).body).toMatchObject({
      code: 400,
      msg: '这是你自己的清单',
      data: { field: 'account' },
    });
    expect((await post('/api/basket/inviteBasketMember', { id, account: 'not an account' }, owner)).body).toMatchObject({
      code: 400,
      data: { field: 'account' },
    });
    await withMember(owner, id, member);
    expect((await post('/api/basket/inviteBasketMember', { id, account: member.account }, owner)).body).toEqual({
      code: 409,
      msg: 'This person is already a member of the list',
      data: { field: 'account' },
    });
  });
});

describe('invitation links', () => {
  it('lets anyone logged in join until the link is withdrawn or expires', async () => {
    const owner = await registerUser(t);
    const [a, b, c] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const id = await listOf(owner);
    const link = await okData(post('/api/basket/inviteBasketLink', { id }, owner));
    expect(link).toMatchObject({ kind: 'link', invitee: null, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await okData(get('/api/basket/qryBasketInviteLink', a, { token: link.token }))).toEqual({
      basket: { id, name: 'Family shop' },
      owner: me(owner),
      expireTime: link.expireTime,
      joined: false,
    });
    expect(await okData(post('/api/basket/joinBasket', { token: link.token }, a))).toEqual({ id });
    // Joining again, or the owner opening it, changes nothing.
    expect(await okData(post('/api/basket/joinBasket', { token: link.token }, a))).toEqual({ id });
    expect(await okData(post('/api/basket/joinBasket', { token: link.token }, owner))).toEqual({ id });
    expect((await okData(get('/api/basket/qryBasketInviteLink', a, { token: link.token }))).joined).toBe(true);
    // The link asks for a login.
    expect((await post('/api/basket/joinBasket', { token: link.token })).body.code).toBe(401);

    await okData(post('/api/basket/revokeBasketInvite', { id: link.id }, owner));
    const refused = { code: 404, msg: 'This invitation does not exist, has expired or was withdrawn', data: { field: 'token' } };
    expect((await post('/api/basket/joinBasket', { token: link.token }, b)).body).toEqual(refused);
    expect((await get('/api/basket/qryBasketInviteLink', b, { token: link.token })).body).toEqual(refused);

    const old = await okData(post('/api/basket/inviteBasketLink', { id }, owner));
    await t.db.updateTable('basket_invites').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', Number(old.id)).execute();
    expect((await post('/api/basket/joinBasket', { token: old.token }, c)).body).toEqual(refused);
    expect((await detail(owner, id)).members).toEqual([me(a)]);
  });
});

describe('limits', () => {
  it(`keeps at most ${BASKET_MEMBERS_MAX} members, ${BASKET_PENDING_INVITES_MAX} invitations waiting and ${BASKET_INVITE_LINKS_MAX} links a list`, async () => {
    const owner = await registerUser(t);
    const id = await listOf(owner);
    const links = [];
    for (let i = 0; i < BASKET_INVITE_LINKS_MAX; i++) links.push(await okData(post('/api/basket/inviteBasketLink', { id }, owner)));
    expect((await post('/api/basket/inviteBasketLink', { id }, owner)).body).toEqual({
      code: 409,
      msg: `A list can have at most ${BASKET_INVITE_LINKS_MAX} invitation links at once`,
      data: null,
    });
    const people: User[] = [];
    for (let i = 0; i <= BASKET_MEMBERS_MAX; i++) people.push(await registerUser(t));
    for (const person of people.slice(0, BASKET_PENDING_INVITES_MAX))
      await okData(post('/api/basket/inviteBasketMember', { id, account: person.account }, owner));
    expect(
      (await post('/api/basket/inviteBasketMember', { id, account: people[BASKET_PENDING_INVITES_MAX]!.account }, owner)).body,
    ).toEqual({
      code: 409,
      msg: `A list can have at most ${BASKET_PENDING_INVITES_MAX} invitations waiting for an answer`,
      data: null,
    });
    for (const person of people.slice(0, BASKET_MEMBERS_MAX))
      await okData(post('/api/basket/joinBasket', { token: links[0].token }, person));
    const full = { code: 409, msg: `A shared list can have at most ${BASKET_MEMBERS_MAX} members besides its owner`, data: null };
    expect((await post('/api/basket/joinBasket', { token: links[1].token }, people[BASKET_MEMBERS_MAX]!)).body).toEqual(full);
    expect((await post('/api/basket/inviteBasketMember', { id, account: people[BASKET_MEMBERS_MAX]!.account }, owner)).body).toEqual(full);
    expect((await detail(owner, id)).members).toHaveLength(BASKET_MEMBERS_MAX);
  });
});

describe('what a member may not do, and strangers', () => {
  it('a member cannot delete the list, share it or manage its people; a stranger finds nothing', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const other = await registerUser(t);
    const stranger = await registerUser(t);
    const id = await listOf(owner);
    await withMember(owner, id, member);
    await withMember(owner, id, other);
    const ownerOnly = (field: string) => ({ code: 403, msg: 'Only the owner of this list can do this', data: { field } });
    expect(await okData(post('/api/basket/delBasket', { ids: [id] }, member))).toEqual({ deleted: 0 });
    expect((await post('/api/basket/shareBasket', { id }, member)).body).toEqual(ownerOnly('id'));
    expect((await post('/api/basket/inviteBasketLink', { id }, member)).body).toEqual(ownerOnly('id'));
    expect((await post('/api/basket/inviteBasketMember', { id, account: stranger.account }, member)).body).toEqual(ownerOnly('id'));
    expect((await get('/api/basket/qryBasketInvites', member, { id })).body).toEqual(ownerOnly('id'));
    expect((await post('/api/basket/removeBasketMember', { id, userId: String(other.userInfo.id) }, member)).body).toEqual(ownerOnly('id'));
    expect((await post('/api/basket/leaveBasket', { id }, owner)).body).toMatchObject({ code: 400, data: { field: 'id' } });

    const item = (await detail(owner, id)).items[0]!;
    const notFound = (field: string) => ({ code: 404, msg: 'This shopping list does not exist', data: { field } });
    expect((await get('/api/basket/qryBasketDetail', stranger, { id })).body).toEqual(notFound('id'));
    expect((await post('/api/basket/updBasketItem', { basketId: id, id: item.id, checked: true }, stranger)).body).toEqual(
      notFound('basketId'),
    );
    expect((await post('/api/basket/updBasket', { id, name: 'x', items: [] }, stranger)).body).toEqual(notFound('id'));
    expect((await post('/api/basket/addBasket', { basketId: id, recipeIds: [item.recipeIds[0]] }, stranger)).body).toEqual(
      notFound('basketId'),
    );
    expect((await post('/api/basket/leaveBasket', { id }, stranger)).body).toEqual(notFound('id'));
    expect((await post('/api/basket/removeBasketMember', { id, userId: String(member.userInfo.id) }, stranger)).body).toEqual(
      notFound('id'),
    );
    expect((await get('/api/basket/qryBasketInvites', stranger, { id })).body).toEqual(notFound('id'));
    expect(await okData(post('/api/basket/delBasket', { ids: [id] }, stranger))).toEqual({ deleted: 0 });
    expect(await lists(stranger)).toEqual([]);
    expect((await detail(owner, id)).items).toHaveLength(2);
  });
});

describe('live: members share the list’s events; removal and leaving end access at once', () => {
  it('reaches members’ sockets opened before and after joining, and stops at a removed member’s socket the moment they are removed', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const later = await registerUser(t);
    const id = await listOf(owner);
    const ownerSeen = changes(await socketOf(owner));
    // Opened before the invitation: the socket joins the list's room when its user accepts.
    const memberSocket = await socketOf(member);
    const memberSeen = changes(memberSocket);
    await withMember(owner, id, member);
    await withMember(owner, id, later);
    // Opened after joining: the handshake puts it in the room.
    const laterSeen = changes(await socketOf(later));

    const [eggs] = (await detail(owner, id)).items;
    const marks = [ownerSeen.length, memberSeen.length, laterSeen.length];
    await okData(post('/api/basket/updBasketItem', { basketId: id, id: eggs!.id, checked: true }, later));
    await until(() => ownerSeen.length > marks[0]! && memberSeen.length > marks[1]! && laterSeen.length > marks[2]!);
    expect([ownerSeen.at(-1), memberSeen.at(-1), laterSeen.at(-1)]).toEqual([id, id, id]);

    // Removed: told once (their page re-fetches and finds the list gone), then nothing more of it.
    const before = memberSeen.length;
    await okData(post('/api/basket/removeBasketMember', { id, userId: String(member.userInfo.id) }, owner));
    await until(() => memberSeen.length > before);
    expect((await get('/api/basket/qryBasketDetail', member, { id })).body.code).toBe(404);
    expect((await post('/api/basket/updBasketItem', { basketId: id, id: eggs!.id, checked: false }, member)).body.code).toBe(404);
    const afterRemoval = memberSeen.length;
    await okData(post('/api/basket/updBasketItem', { basketId: id, id: eggs!.id, checked: false }, owner));
    // A change of the member's own list comes after: once it arrives, the shared list's would have too.
    const own = await listOf(member);
    await until(() => memberSeen.includes(own));
    expect(memberSeen.slice(afterRemoval)).toEqual([own]);
    expect(memberSocket.connected).toBe(true);

    // Leaving works the same way.
    const laterMark = laterSeen.length;
    await okData(post('/api/basket/leaveBasket', { id }, later));
    expect((await get('/api/basket/qryBasketDetail', later, { id })).body.code).toBe(404);
    expect(await lists(later)).toEqual([]);
    await until(() => laterSeen.length > laterMark);
    expect((await detail(owner, id)).members).toEqual([]);
  });

  it('tells the members when the owner deletes the list', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const id = await listOf(owner);
    await withMember(owner, id, member);
    const seen = changes(await socketOf(member));
    expect(await okData(post('/api/basket/delBasket', { ids: [id] }, owner))).toEqual({ deleted: 1 });
    await until(() => seen.includes(id));
    expect(await lists(member)).toEqual([]);
  });
});
