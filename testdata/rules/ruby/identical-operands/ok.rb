if user.id == other.id
  ok = ready && started
  same = 1 == 1
end
fair = rand(6) == rand(6)
