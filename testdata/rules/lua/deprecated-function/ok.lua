local function count(t)
  local n = #t
  for k, v in pairs(t) do print(k, v) end
  local a, b = unpack(t)
  return math.fmod(n, 2)
end
