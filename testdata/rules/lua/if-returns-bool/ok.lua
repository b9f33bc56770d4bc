local function is_empty(s)
  return s == ""
end
local function check(s)
  if s == "" then
    log("empty")
    return false
  else
    return true
  end
end
