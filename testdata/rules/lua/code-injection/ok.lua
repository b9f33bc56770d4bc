local function two()
  return load("return 1 + 1")()
end

local function run_plugin(source, name)
  local env = { print = print, string = string }
  local chunk = load(source, name, "t", env)
  return chunk()
end

local function read_all(file)
  return load(function() return file:read(4096) end)
end

return { two = two, run_plugin = run_plugin, read_all = read_all }
