if user.id == user.id # want "ruby/identical-operands"
  ok = ready && ready # want "ruby/identical-operands"
end
