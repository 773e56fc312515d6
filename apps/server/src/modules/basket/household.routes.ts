import {
  addBasketResultSchema,
  basketInviteIdBodySchema,
  basketInviteLinkSchema,
  basketInviteSchema,
  basketInvitesSchema,
  basketTokenQuerySchema,
  emptySchema,
  inviteBasketLinkBodySchema,
  inviteBasketMemberBodySchema,
  joinBasketBodySchema,
  leaveBasketBodySchema,
  myBasketInvitesSchema,
  qryBasketInvitesQuerySchema,
  removeBasketMemberBodySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { HouseholdService } from './household.service.js';

const tags = ['shopping lists'];
const bearer = [{ bearer: [] }];

/** Household lists (issue 26; docs/API.md "Household lists"). The caller is always the token's user. */
export function householdRoutes(app: FastifyInstance, household: HouseholdService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byUser = (scope: string, max: number) => limiter(app, scope, max, '1 hour', (request) => String(request.user!.id));

  r.get('/api/basket/qryBasketInvites', {
    schema: {
      tags,
      summary: "A list's live invitations, links and accounts (owner only)",
      security: bearer,
      querystring: qryBasketInvitesQuerySchema,
      response: okSchema(basketInvitesSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await household.invites(request.user!.id, request.query.id)),
  });

  r.post('/api/basket/inviteBasketLink', {
    schema: {
      tags,
      summary: 'A new invitation link to edit the list (owner only; expires, can be withdrawn)',
      security: bearer,
      body: inviteBasketLinkBodySchema,
      response: okSchema(basketInviteSchema),
    },
    onRequest: app.requireUser,
    preHandler: byUser('basket-invite', 30),
    handler: async (request) => ok(await household.inviteLink(request.user!.id, request.body.id)),
  });

  r.post('/api/basket/inviteBasketMember', {
    schema: {
      tags,
      summary: 'Invite an existing account (mobile number or e-mail) to edit the list; it gets a message (owner only)',
      security: bearer,
      body: inviteBasketMemberBodySchema,
      response: okSchema(basketInviteSchema),
    },
    onRequest: app.requireUser,
    // Each invitation sends a message and tells whether an account exists: both worth bounding.
    preHandler: byUser('basket-invite', 30),
    handler: async (request) => ok(await household.inviteAccount(request.user!.id, request.body.id, request.body.account)),
  });

  r.post('/api/basket/revokeBasketInvite', {
    schema: {
      tags,
      summary: 'Withdraw an invitation (link or account) of one of my lists',
      security: bearer,
      body: basketInviteIdBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await household.revoke(request.user!.id, request.body.id)),
  });

  r.get('/api/basket/qryMyBasketInvites', {
    schema: { tags, summary: 'Invitations to lists waiting for my answer', security: bearer, response: okSchema(myBasketInvitesSchema) },
    onRequest: app.requireUser,
    handler: async (request) => ok(await household.mine(request.user!.id)),
  });

  r.post('/api/basket/acceptBasketInvite', {
    schema: {
      tags,
      summary: 'Accept an invitation addressed to me: I become a member; answers the list id',
      security: bearer,
      body: basketInviteIdBodySchema,
      response: okSchema(addBasketResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok((await household.answer(request.user!.id, request.body.id, true))!),
  });

  r.post('/api/basket/declineBasketInvite', {
    schema: {
      tags,
      summary: 'Decline an invitation addressed to me',
      security: bearer,
      body: basketInviteIdBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      await household.answer(request.user!.id, request.body.id, false);
      return ok(null);
    },
  });

  r.get('/api/basket/qryBasketInviteLink', {
    schema: {
      tags,
      summary: 'What an invitation link opens: the list, its owner, whether I am on it',
      security: bearer,
      querystring: basketTokenQuerySchema,
      response: okSchema(basketInviteLinkSchema),
    },
    onRequest: app.requireUser,
    preHandler: byUser('basket-join', 60),
    handler: async (request) => ok(await household.link(request.user!.id, request.query.token)),
  });

  r.post('/api/basket/joinBasket', {
    schema: {
      tags,
      summary: 'Join a list by its invitation link; answers the list id',
      security: bearer,
      body: joinBasketBodySchema,
      response: okSchema(addBasketResultSchema),
    },
    onRequest: app.requireUser,
    preHandler: byUser('basket-join', 60),
    handler: async (request) => ok(await household.join(request.user!.id, request.body.token)),
  });

  r.post('/api/basket/removeBasketMember', {
    schema: {
      tags,
      summary: 'Remove a member from my list: their access ends at once',
      security: bearer,
      body: removeBasketMemberBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await household.removeMember(request.user!.id, request.body.id, request.body.userId)),
  });

  r.post('/api/basket/leaveBasket', {
    schema: {
      tags,
      summary: 'Leave a list shared with me',
      security: bearer,
      body: leaveBasketBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await household.leave(request.user!.id, request.body.id)),
  });
}
