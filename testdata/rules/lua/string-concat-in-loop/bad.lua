local function csv(values)
  local s = ""
  for _, v in ipairs(values) do
    s = s .. tostring(v) .. "," -- want "lua/string-concat-in-loop"
  end
  return s
end

return csv
