total = prices.inject(:+) # want "ruby/inject-sum"
count = sizes.reduce(0, :+) # want "ruby/inject-sum"
sum = items.inject { |acc, x| acc + x } # want "ruby/inject-sum"
