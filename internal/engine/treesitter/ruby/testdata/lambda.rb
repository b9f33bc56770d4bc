require "json"
require "pg"
require "sequel"

# The AWS Lambda Ruby runtime calls the handler with event: and context:;
# the event is what the caller sent.
def handler(event:, context:)
  conn = PG::Connection.open(dbname: "app")
  id = event["pathParameters"]["id"]
  conn.exec("SELECT * FROM users WHERE id = '#{id}'") # want "ruby/sql-injection"
  conn.exec_params("SELECT * FROM users WHERE id = $1", [id])
  system("convert #{event['file']} out.png") # want "ruby/command-injection"
  Marshal.load(Base64.decode64(event["body"])) # want "ruby/unsafe-deserialization"
  { statusCode: 200, body: JSON.generate(id: id.to_i) }
end

DB = Sequel.connect(ENV.fetch("DATABASE_URL"))

def lambda_handler(event:, context:)
  DB.run("DELETE FROM sessions WHERE token = '#{event['token']}'") # want "ruby/sql-injection"
  DB.fetch("SELECT * FROM items WHERE id = ?", event["id"]).all
  DB[:items].where(Sequel.lit("name = '#{event['name']}'")).all # want "ruby/sql-injection"
end

# An event that is only a name: no context keyword, not a Lambda handler,
# so only the pattern rule on a shell line built from a parameter holds.
def notify(event:, user:)
  system("notify-send #{event}") # want "ruby/backtick-interpolation"
end

def escaped_handler(event:, context:)
  client = Mysql2::Client.new(host: "db")
  client.query("SELECT * FROM users WHERE name = '#{client.escape(event['name'])}'")
  conn = PG::Connection.open(dbname: "app")
  conn.exec("SELECT * FROM users WHERE name = #{conn.escape_literal(event['name'])}")
end
