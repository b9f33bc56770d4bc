def fee(user)
  if user.premium?
    0.01
  else
    0.02
  end
end

def label(user)
  user.premium? ? "gold" : "standard"
end
