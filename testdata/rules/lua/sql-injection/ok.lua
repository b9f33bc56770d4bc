local mysql = require "resty.mysql"

local function find(db, name)
  return db:query("SELECT * FROM users WHERE name = " .. ngx.quote_sql_str(name))
end

local function count(db)
  return db:query("SELECT count(*) FROM users")
end

local function remove(conn, id)
  return conn:execute("DELETE FROM sessions WHERE id = " .. conn:escape(id))
end

return { find = find, count = count, remove = remove }
