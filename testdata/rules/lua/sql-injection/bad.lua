local mysql = require "resty.mysql"

local function find(db, name)
  return db:query("SELECT * FROM users WHERE name = '" .. name .. "'") -- want "lua/sql-injection"
end

local function remove(conn, id)
  return conn:execute(string.format("DELETE FROM sessions WHERE id = %s", id)) -- want "lua/sql-injection"
end

return { find = find, remove = remove }
