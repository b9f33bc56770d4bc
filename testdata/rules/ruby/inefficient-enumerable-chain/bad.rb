def report(items, totals)
  items.reverse.each { |i| puts i } # want "ruby/inefficient-enumerable-chain"
  winner = items.shuffle.first # want "ruby/inefficient-enumerable-chain"
  totals.keys.each { |k| puts k } # want "ruby/inefficient-enumerable-chain"
  items.select { |i| i.paid? }.count # want "ruby/inefficient-enumerable-chain"
  winner
end
