total = prices.sum
product = sizes.reduce(:*)
joined = parts.inject { |acc, x| acc + ", " + x }
