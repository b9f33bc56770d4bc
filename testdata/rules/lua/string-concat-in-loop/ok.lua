local function csv(values)
  local parts = {}
  for _, v in ipairs(values) do
    parts[#parts + 1] = tostring(v)
    local label = "v" .. tostring(v)
    print(label)
  end
  return table.concat(parts, ",")
end

return csv
