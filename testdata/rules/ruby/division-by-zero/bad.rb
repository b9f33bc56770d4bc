def ratio(total)
  total / 0 # want "ruby/division-by-zero"
end
