local function uptime()
  local p = io.popen("uptime")
  local out = p:read("*a")
  p:close()
  return out
end

local function clear()
  os.execute("clear")
end

local function label(name)
  return "user " .. name
end

return { uptime = uptime, clear = clear, label = label }
