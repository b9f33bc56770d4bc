local function calc(expr)
  local f = loadstring("return " .. expr) -- want "lua/code-injection"
  return f()
end

local function run_plugin(source)
  local chunk = load(source) -- want "lua/code-injection"
  return chunk()
end

return { calc = calc, run_plugin = run_plugin }
