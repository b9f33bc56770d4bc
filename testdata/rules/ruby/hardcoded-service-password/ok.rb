require "mysql2"

class Store
  def self.client
    Mysql2::Client.new(host: "db.internal", username: "app", password: ENV.fetch("DB_PASSWORD"))
  end

  def self.pg
    PG.connect(host: "db.internal", dbname: "app", user: "app", password: "#{ENV['PGPASS']}")
  end

  def self.cache
    Redis.new(host: "cache.internal", password: Rails.application.credentials.redis_password)
  end

  def self.local
    Redis.new(host: "localhost", password: "")
  end
end

# A user record's password is the user's, set by a form or a seed, not a
# server's credential.
User.create!(email: "admin@example.com", password: "changeme-on-first-login")
user.update(password: "new-password")

Rails.application.configure do
  config.action_mailer.smtp_settings = {
    address: "smtp.example.com",
    user_name: ENV["SMTP_USER"],
    password: ENV["SMTP_PASSWORD"],
  }
end
