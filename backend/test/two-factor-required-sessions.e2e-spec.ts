import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import request from 'supertest';
import { createUser, PASSWORD, signedIn } from './support/accounts';
import { codeFor } from './support/totp';
import { createTestApp, TestApp } from './support/test-app';

type Agent = ReturnType<typeof request.agent>;

/** The answer of every signed-in route while the session must first set up two-factor sign-in. */
const ENROLMENT_FIRST = {
  statusCode: 401,
  message: TWO_FACTOR_MESSAGES.enrolmentNeeded,
  nextStep: 'two-factor-enrolment',
};

/**
 * "Require two-factor for administrators" reaches the sessions that exist when it applies (issue 19):
 * an administrator signed in before it was switched on, and a member promoted while it is on, are
 * sent to the enforced enrolment at their next request, on the same session, and have full access
 * again once it is done.
 */
describe('required two-factor sign-in and the sessions already open', () => {
  let t: TestApp;
  let chief: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    // The administrator who switches it on has it set up (the setting asks for that first).
    const chiefUser = await createUser(t, { username: 'chief', isAdmin: true });
    chief = await signedIn(t, 'chief');
    const setup = await chief.post('/api/user/two-factor/setup').expect(200);
    await chief
      .post('/api/user/two-factor/enable')
      .send({ code: codeFor(setup.body.secret) })
      .expect(200);
    expect(chiefUser.id).toBeDefined();
  });
  afterAll(() => t.close());

  const requireTwoFactor = (on: boolean) =>
    chief.patch('/api/admin/settings').send({ requireAdminTwoFactor: on }).expect(200);

  /** The enforced enrolment on `agent`'s own session; afterwards it is signed in again. */
  async function enrolOn(agent: Agent, username: string, isAdmin = true): Promise<void> {
    const setup = await agent.post('/api/login/two-factor/setup').expect(200);
    const enrolled = await agent
      .post('/api/login/two-factor/enable')
      .send({ code: codeFor(setup.body.secret) })
      .expect(200);
    expect(enrolled.body.user).toMatchObject({ username, isAdmin });
    expect(enrolled.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  }

  it('an administrator signed in before it was switched on enrols at the next request, then has full access', async () => {
    await createUser(t, { username: 'early', isAdmin: true });
    const early = await signedIn(t, 'early');
    await early.get('/api/admin/users').expect(200);

    await requireTwoFactor(true);
    try {
      const refused = await early.get('/api/admin/users').expect(401);
      expect(refused.body).toEqual(ENROLMENT_FIRST);
      // The signed-in hint stays, so the app asks GET /api/user and learns where to take the person.
      expect(String(refused.headers['set-cookie'])).toMatch(/signed_in=1;/);
      await early.get('/api/user').expect(401, ENROLMENT_FIRST);
      await early.get('/api/admin/stats').expect(401, ENROLMENT_FIRST);
      await early.post('/api/user/two-factor/setup').expect(401, ENROLMENT_FIRST);
      // Public reads still answer.
      await early.get('/api/testimonials').expect(200);
      // The code step of a sign-in is not this session's step.
      await early
        .post('/api/login/two-factor')
        .send({ code: '123456' })
        .expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.noPendingSignIn });

      await enrolOn(early, 'early');
      await early.get('/api/admin/users').expect(200);
      expect((await early.get('/api/user/two-factor').expect(200)).body).toMatchObject({
        enabled: true,
        required: true,
      });
      // The administrator who switched it on was never concerned.
      await chief.get('/api/admin/users').expect(200);
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('covers every staff role (issue 45): an editor signed in, and an inbox person signing in, enrol first; a member never', async () => {
    const editor = await createUser(t, { username: 'pages-editor', roles: ['editor'] });
    const editorAgent = await signedIn(t, 'pages-editor');
    await editorAgent.get('/api/admin/pages').expect(200);
    await createUser(t, { username: 'helpdesk', roles: ['inbox'] });
    await createUser(t, { username: 'staff-rule-reader' });
    const reader = await signedIn(t, 'staff-rule-reader');
    await requireTwoFactor(true);
    try {
      await editorAgent.get('/api/admin/pages').expect(401, ENROLMENT_FIRST);
      await editorAgent.get('/api/user').expect(401, ENROLMENT_FIRST);
      // A password sign-in of an inbox person answers the enrolment step, not the session.
      const helpdesk = request.agent(t.http);
      const step = await helpdesk
        .post('/api/login')
        .send({ username: 'helpdesk', password: PASSWORD })
        .expect(202);
      expect(step.body).toEqual({
        nextStep: 'two-factor-enrolment',
        message: TWO_FACTOR_MESSAGES.enrolmentNeeded,
      });
      await helpdesk.get('/api/admin/speaking-requests').expect(401);
      await enrolOn(helpdesk, 'helpdesk', false);
      await helpdesk.get('/api/admin/speaking-requests').expect(200);
      await enrolOn(editorAgent, 'pages-editor', false);
      await editorAgent.get('/api/admin/pages').expect(200);
      const status = (await editorAgent.get('/api/user/two-factor').expect(200)).body;
      expect(status).toMatchObject({ enabled: true, required: true });
      // Staff cannot turn it off while it is required; a member is not concerned.
      expect(
        (
          await editorAgent
            .post('/api/user/two-factor/disable')
            .send({ password: PASSWORD, code: '123456' })
            .expect(403)
        ).body.message,
      ).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);
      await reader.get('/api/user').expect(200);
      expect((await reader.get('/api/user/two-factor').expect(200)).body.required).toBe(false);
      expect(editor.id).toBeDefined();
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('a member promoted while it is on enrols at the next request, then has full access', async () => {
    await requireTwoFactor(true);
    try {
      const member = await createUser(t, { username: 'promoted' });
      const agent = await signedIn(t, 'promoted');
      await agent.get('/api/user').expect(200);
      await agent.get('/api/admin/users').expect(403);

      await chief.patch(`/api/admin/users/${member.id}`).send({ isAdmin: true }).expect(200);
      await agent.get('/api/user').expect(401, ENROLMENT_FIRST);
      await agent.get('/api/admin/users').expect(401, ENROLMENT_FIRST);
      await agent.get('/api/my/summary').expect(401, ENROLMENT_FIRST);

      await enrolOn(agent, 'promoted');
      await agent.get('/api/admin/users').expect(200);
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({
        username: 'promoted',
        isAdmin: true,
      });
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('members and administrators who have it set up keep their sessions', async () => {
    await createUser(t, { username: 'reader' });
    const reader = await signedIn(t, 'reader');
    await requireTwoFactor(true);
    try {
      await reader.get('/api/user').expect(200);
      await chief.get('/api/admin/users').expect(200);
    } finally {
      await requireTwoFactor(false);
    }
  });
});
