import type pg from 'pg';

export interface MailMessage {
  id: number;
  to: string;
  /** The auth server's own mail, or 'smtp': received by the SMTP listener (the api's mail). */
  kind: 'signup' | 'recovery' | 'email_change' | 'smtp';
  /** The sender, for mail received over SMTP (null: the auth server's). */
  from: string | null;
  /** Headers of mail received over SMTP worth a look (List-Unsubscribe, Reply-To…), lower-case names. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  links: string[];
  otp: string | null;
  createdAt: string;
}

export type NewMail = Omit<MailMessage, 'id' | 'createdAt' | 'from' | 'headers'> &
  Partial<Pick<MailMessage, 'from' | 'headers'>>;

interface MailRow {
  id: string;
  to_email: string;
  kind: MailMessage['kind'];
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  otp: string | null;
  from_email: string | null;
  headers: Record<string, string>;
  created_at: Date;
}

const toMessage = (row: MailRow): MailMessage => ({
  id: Number(row.id),
  to: row.to_email,
  kind: row.kind,
  from: row.from_email,
  headers: row.headers,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  links: row.links,
  otp: row.otp,
  createdAt: row.created_at.toISOString(),
});

/** Where the emulator "sends" email: kept in the database (it survives restarts) and printed. */
export class MailOutbox {
  constructor(
    private readonly pool: pg.Pool,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(mail: NewMail): Promise<MailMessage> {
    const { rows } = await this.pool.query<MailRow>(
      `insert into emulator.mail (to_email, kind, subject, text_body, html_body, links, otp, from_email, headers)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        mail.to,
        mail.kind,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.links),
        mail.otp,
        mail.from ?? null,
        JSON.stringify(mail.headers ?? {}),
      ],
    );
    for (const link of mail.links) this.log(`[mail] ${mail.kind} for ${mail.to}: ${link}`);
    return toMessage(rows[0] as MailRow);
  }

  async list(to?: string, limit = 100): Promise<MailMessage[]> {
    const { rows } = await this.pool.query<MailRow>(
      `select * from emulator.mail where ($1::text is null or lower(to_email) = lower($1)) order by id desc limit $2`,
      [to ?? null, limit],
    );
    return rows.map(toMessage);
  }

  async get(id: number): Promise<MailMessage | null> {
    const { rows } = await this.pool.query<MailRow>('select * from emulator.mail where id = $1', [id]);
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async clear(): Promise<void> {
    await this.pool.query('delete from emulator.mail');
  }
}
