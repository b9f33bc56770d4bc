local function thumbnail(path)
  return os.execute("convert " .. path .. " -resize 64x64 out.png") -- want "lua/command-injection"
end

local function list(dir)
  local p = io.popen(string.format("ls -la %s", dir)) -- want "lua/command-injection"
  local out = p:read("*a")
  p:close()
  return out
end

return { thumbnail = thumbnail, list = list }
