sorted = users.sort { |a, b| a.name <=> b.name } # want "ruby/sort-with-comparison-block"
oldest = users.max do |a, b| # want "ruby/sort-with-comparison-block"
  a.age <=> b.age
end
