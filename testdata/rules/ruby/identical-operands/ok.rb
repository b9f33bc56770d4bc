if user.id == other.id
  ok = ready && started
  same = 1 == 1
end
