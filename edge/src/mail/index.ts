import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { refusal } from '../errors'
import { loggedAnswer } from '../logging'

export interface Mail {
  to: string
  subject: string
  text: string
  /** The one link the mail is about, kept apart so journey tests can follow it. */
  link?: string
}

export interface OutboxEntry extends Mail {
  sentAt: string
}

/** Outbox keys sort by time; a week is plenty for a developer or a journey test to read them. */
const outboxTtlSeconds = 7 * 24 * 60 * 60

async function sendWithResend(c: Context<AppEnv>, mail: Mail): Promise<void> {
  const { deps, config } = c.var
  const response = await deps
    .fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.mailApiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: config.mailFrom, to: [mail.to], subject: mail.subject, text: mail.text }),
    })
    .catch((error: unknown) => {
      console.error('mail provider unreachable', error)
      return null
    })
  if (!response?.ok) {
    // The only trace of why a customer's mail never came (an unverified sender, a spent quota).
    if (response)
      console.error(
        'mail provider refused',
        response.status,
        loggedAnswer(await response.text().catch(() => '')),
      )
    throw refusal(502, 'mail_failed', 'the e-mail could not be sent')
  }
}

/** Sends a mail: into the KV outbox in development, through the mail provider in production. */
export async function sendMail(c: Context<AppEnv>, mail: Mail): Promise<void> {
  if (c.var.config.mailer === 'resend') return sendWithResend(c, mail)
  const sentAt = new Date(c.var.deps.now()).toISOString()
  const entry: OutboxEntry = { ...mail, sentAt }
  await c.env.OUTBOX.put(`mail:${sentAt}:${crypto.randomUUID()}`, JSON.stringify(entry), {
    expirationTtl: outboxTtlSeconds,
  })
}

/** The outbox, newest first, optionally only the mails to one address. */
export async function readOutbox(outbox: KVNamespace, to?: string): Promise<OutboxEntry[]> {
  const { keys } = await outbox.list({ prefix: 'mail:' })
  const entries = await Promise.all(keys.map((key) => outbox.get<OutboxEntry>(key.name, 'json')))
  return entries
    .filter((entry): entry is OutboxEntry => !!entry && (!to || entry.to.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
}
