def same_name?(a, b)
  a.downcase == b.downcase # want "ruby/downcase-compare"
end
