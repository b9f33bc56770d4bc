def fee(user)
  if user.premium? # want "ruby/identical-branches"
    0.01
  else
    0.01
  end
end

def label(user)
  user.premium? ? "gold" : "gold" # want "ruby/identical-branches"
end
