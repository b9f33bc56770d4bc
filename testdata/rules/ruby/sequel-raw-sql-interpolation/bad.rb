require "sequel"

DB = Sequel.connect(ENV.fetch("DATABASE_URL"))

def find_user(name)
  DB["SELECT * FROM users WHERE name = '#{name}'"].first # want "ruby/sequel-raw-sql-interpolation"
end

def items(order)
  DB["SELECT * FROM items ORDER BY " + order].all # want "ruby/sequel-raw-sql-interpolation"
end
