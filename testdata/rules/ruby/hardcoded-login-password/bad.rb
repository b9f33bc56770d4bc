require "net/ftp"
require "net/imap"
require "net/smtp"

def upload(file)
  ftp = Net::FTP.new("ftp.example.com")
  ftp.login("uploader", "ftp-pass-77") # want "ruby/hardcoded-login-password"
  ftp.putbinaryfile(file)
end

def fetch_mail
  imap = Net::IMAP.new("imap.example.com", ssl: true)
  imap.login("bot@example.com", "imap-pass") # want "ruby/hardcoded-login-password"
  imap.authenticate("PLAIN", "bot@example.com", "imap-pass") # want "ruby/hardcoded-login-password"
end

def send_report(msg)
  Net::SMTP.start("smtp.example.com", 587, "example.com", "reports", "smtp-secret", :plain) do |smtp| # want "ruby/hardcoded-login-password"
    smtp.send_message(msg, "reports@example.com", "boss@example.com")
  end
end

def legacy_ftp
  Net::FTP.open("ftp.example.com", "anon", "ftp-secret") { |ftp| ftp.list } # want "ruby/hardcoded-login-password"
end
