export class MailService {
  private readonly smtpPassword = 'S3cr3tMailPass'; // want "javascript/hardcoded-password"
  static DB_PASSWORD: string = 'pr0d-db-pass'; // want "javascript/hardcoded-password"
  private password = process.env.MAIL_PASSWORD ?? '';

  configure(config: { db: { password?: string } }) {
    config.db.password = 'fallback-db-pass'; // want "javascript/hardcoded-password"
    this.password = 'another-literal'; // want "javascript/hardcoded-password"
  }
}
