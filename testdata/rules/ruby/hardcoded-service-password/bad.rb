require "mysql2"
require "net/ssh"

class Store
  def self.client
    Mysql2::Client.new(host: "db.internal", username: "app", password: "s3cr3t-Pa55") # want "ruby/hardcoded-service-password"
  end

  def self.pg
    PG.connect(host: "db.internal", dbname: "app", user: "app", password: "pgpass-2024") # want "ruby/hardcoded-service-password"
  end

  def self.cache
    Redis.new(host: "cache.internal", port: 6379, password: "redis-pass") # want "ruby/hardcoded-service-password"
  end

  def self.deploy
    Net::SSH.start("web1", "deploy", password: "deploy123") do |ssh| # want "ruby/hardcoded-service-password"
      ssh.exec!("uptime")
    end
  end

  def self.directory
    Net::LDAP.new(host: "ldap.internal", auth: { method: :simple, username: "cn=admin", password: "ldap-admin" }) # want "ruby/hardcoded-service-password"
  end
end

DB = Sequel.connect(adapter: "postgres", host: "db", user: "app", :password => "seq-pass") # want "ruby/hardcoded-service-password"

class LegacyRecord < ActiveRecord::Base
  establish_connection(adapter: "mysql2", host: "legacy", username: "ro", password: "legacy-ro") # want "ruby/hardcoded-service-password"
end

Rails.application.configure do
  config.action_mailer.smtp_settings = {
    address: "smtp.example.com",
    user_name: "mailer",
    password: "smtp-pass-1", # want "ruby/hardcoded-service-password"
  }
end
