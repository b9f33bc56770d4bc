def label(user)
  return "anonymous" if user == nil # want "ruby/nil-comparison"
  user.name
end
