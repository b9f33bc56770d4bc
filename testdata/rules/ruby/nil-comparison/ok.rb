def label(user)
  return "anonymous" if user.nil?
  user.name
end
