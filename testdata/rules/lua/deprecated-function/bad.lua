local function count(t)
  local n = table.getn(t) -- want "lua/deprecated-function"
  table.foreach(t, print) -- want "lua/deprecated-function"
  return math.mod(n, 2) -- want "lua/deprecated-function"
end
