import fs from 'node:fs';
import path from 'node:path';

/**
 * The generated first staff password (issue 27): printed in a framed block at the end of the start-up
 * output, where request lines cannot bury it, and kept in a file of DATA_DIR only the owner may read
 * (0600), until the password is changed (checked at every start and after a staff password change).
 */
export const FIRST_STAFF_FILE = 'first-staff-credentials.txt';

export interface FirstStaff {
  email: string;
  password: string;
}

export function writeFirstStaffFile(dataDir: string, staff: FirstStaff): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FIRST_STAFF_FILE);
  // mode applies on creation only; chmod covers a file left from an earlier install.
  fs.writeFileSync(file, `${staff.email}\n${staff.password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return file;
}

/** Removes the file once its password no longer signs the staff account in (changed since). */
export async function pruneFirstStaffFile(dataDir: string, stillValid: (staff: FirstStaff) => Promise<boolean>): Promise<void> {
  const file = path.join(dataDir, FIRST_STAFF_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const [email = '', password = ''] = text.split('\n');
  if (!(await stillValid({ email, password }))) fs.rmSync(file, { force: true });
}

/** The block main.ts prints last, once the portal listens. */
export function firstStaffBlock({ email, password, file }: FirstStaff & { file: string }): string {
  const lines = [
    'First start: a staff account was created for the console (/admin).',
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    `Also in ${file} (owner only), removed once the password is changed.`,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule].join('\n');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the start that generated the first staff password; main.ts prints it last. */
    firstStaff?: FirstStaff & { file: string };
  }
}
