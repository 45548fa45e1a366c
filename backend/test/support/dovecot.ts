import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './app-process';

/** Debian's dovecot binary (package dovecot-imapd); `.ci/run` installs it when it is missing. */
export const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';
/** dovecot's administration tool (package dovecot-core, with dovecot). */
const DOVEADM = path.join(path.dirname(DOVECOT), '..', 'bin', 'doveadm');

export interface DovecotOptions {
  /** Capabilities the server does not offer (e.g. ['MOVE'] or ['IDLE']), to test the fall-backs. */
  without?: string[];
}

/** Reads a /etc/passwd or /etc/group line's uid or gid for `name`; undefined when there is none. */
function idOf(file: '/etc/passwd' | '/etc/group', name: string): number | undefined {
  try {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    return line ? Number(line.split(':')[2]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A real IMAP server for tests: Debian's dovecot (not a mock), started with a configuration of its
 * own in a temporary directory, on a free port of 127.0.0.1, plain IMAP without TLS, one user from
 * a passwd-file and maildir storage. As root it runs as dovecot runs in production (logins as
 * dovenull, mail as the dovecot user); as any other user, every process runs as that user.
 * stop() ends it and removes the directory.
 */
export class TestDovecot {
  readonly user = 'replies';
  readonly password = 'imap-test-password';
  port = 0;
  private dir = '';
  private child?: ChildProcess;
  private output = '';

  constructor(private readonly options: DovecotOptions = {}) {
    if (!existsSync(DOVECOT))
      throw new Error(
        `The IMAP tests need a real IMAP server: ${DOVECOT} is missing. Install Debian's dovecot-imapd ` +
          '(apt-get install dovecot-imapd; .ci/run does it) or set DOVECOT_BIN.',
      );
  }

  /** INBOUND_IMAP_URL for the app: imap://user:password@127.0.0.1:port/INBOX */
  url(folder = 'INBOX'): string {
    return `imap://${this.user}:${this.password}@127.0.0.1:${this.port}/${encodeURIComponent(folder)}`;
  }

  async start(): Promise<this> {
    this.dir = mkdtempSync(path.join(tmpdir(), 'bb-dovecot-'));
    this.port = await freePort();
    const root = process.getuid?.() === 0;
    const me = userInfo();
    const mailUid = root ? idOf('/etc/passwd', 'dovecot') : me.uid;
    const mailGid = root ? idOf('/etc/group', 'dovecot') : me.gid;
    if (
      root &&
      (mailUid === undefined || mailGid === undefined || !idOf('/etc/passwd', 'dovenull'))
    )
      throw new Error(
        'dovecot as root needs the users dovecot and dovenull (made by the dovecot-core package)',
      );
    // dovecot's processes (other users when we are root) must reach their files below the directory.
    chmodSync(this.dir, 0o755);
    const run = path.join(this.dir, 'run');
    const mail = path.join(this.dir, 'mail');
    mkdirSync(run);
    mkdirSync(mail);
    if (root) chownSync(mail, mailUid!, mailGid!);
    const users = path.join(this.dir, 'users');
    writeFileSync(users, `${this.user}:{PLAIN}${this.password}\n`);
    const conf = path.join(this.dir, 'dovecot.conf');
    const loginUser = root ? 'dovenull' : me.username;
    const internalUser = root ? 'dovecot' : me.username;
    const without = this.options.without?.length
      ? `imap_capability = ${[
          'IMAP4rev1',
          'SASL-IR',
          'LOGIN-REFERRALS',
          'ID',
          'ENABLE',
          'IDLE',
          'LITERAL+',
          'UIDPLUS',
          'MOVE',
          'SPECIAL-USE',
          'NAMESPACE',
          'CHILDREN',
          'LIST-EXTENDED',
          'ESEARCH',
        ]
          .filter((c) => !this.options.without!.includes(c))
          .join(' ')}\n`
      : '';
    writeFileSync(
      conf,
      `protocols = imap
listen = 127.0.0.1
base_dir = ${run}
state_dir = ${path.join(run, 'state')}
instance_name = bb-test-${this.port}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = ${path.join(this.dir, 'dovecot.log')}
default_login_user = ${loginUser}
default_internal_user = ${internalUser}
default_internal_group = ${root ? 'dovecot' : (userGroupName(me.gid) ?? me.username)}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${users}
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${mail}/%u
}
first_valid_uid = 1
mail_location = maildir:~/Maildir
${without}service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service auth {
  user = ${root ? '$default_internal_user' : me.username}
}
protocol imap {
  mail_max_userip_connections = 100
}
`,
    );
    if (root) chmodSync(users, 0o644);
    // -F: in the foreground, a child of this process (stop() ends it; it never outlives the tests
    // unnoticed as a daemon would).
    const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-5000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + 15_000;
    while (!(await listening(this.port))) {
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        const log = this.log();
        await this.stop();
        throw new Error(`dovecot did not start:\n${this.output}\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return this;
  }

  /** The end of dovecot's own log (for failure messages). */
  log(chars = 5000): string {
    try {
      return readFileSync(path.join(this.dir, 'dovecot.log'), 'utf8').slice(-chars);
    } catch {
      return '';
    }
  }

  /** Drops every connection of the user, as a server restart or a network failure would. */
  kick(): void {
    execFileSync(DOVEADM, ['-c', path.join(this.dir, 'dovecot.conf'), 'kick', this.user], {
      stdio: 'ignore',
    });
  }

  /** How many IMAP sign-ins the server has logged so far (each connection of a reader signs in). */
  logins(): number {
    return this.log(Infinity)
      .split('\n')
      .filter((line) => line.includes('Login: user=<')).length;
  }

  /** A signed-in IMAP client (imapflow) for a test to append and look; close it with logout(). */
  async client(): Promise<ImapFlow> {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: this.port,
      secure: false,
      auth: { user: this.user, pass: this.password },
      logger: false,
      disableAutoIdle: true,
    });
    await client.connect();
    return client;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}

function userGroupName(gid: number): string | undefined {
  try {
    const line = readFileSync('/etc/group', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[2] === String(gid));
    return line?.split(':')[0];
  } catch {
    return undefined;
  }
}

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
