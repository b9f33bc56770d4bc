require "sequel"

DB = Sequel.connect(ENV.fetch("DATABASE_URL"))

def find_user(name)
  DB["SELECT * FROM users WHERE name = ?", name].first
end

def items(table)
  DB[:items].where(name: table).all
end

def label(name)
  CACHE["label:#{name}"]
end
