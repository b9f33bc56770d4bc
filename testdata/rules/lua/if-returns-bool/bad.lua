local function is_empty(s)
  if s == "" then return true else return false end -- want "lua/if-returns-bool"
end
