require "net/ftp"
require "net/smtp"

def upload(file)
  ftp = Net::FTP.new("ftp.example.com")
  ftp.login("uploader", ENV.fetch("FTP_PASSWORD"))
  ftp.login
  ftp.putbinaryfile(file)
end

def send_report(msg)
  Net::SMTP.start("smtp.example.com", 587, "example.com", "reports", ENV["SMTP_SECRET"], :plain) do |smtp|
    smtp.send_message(msg, "reports@example.com", "boss@example.com")
  end
end

def sign_in(session)
  session.login("alice")
  warden.authenticate(:password)
  Devise.login("user", "#{ENV['X']}")
end
