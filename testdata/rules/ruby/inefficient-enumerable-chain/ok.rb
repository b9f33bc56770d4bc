def report(items, totals)
  items.reverse_each { |i| puts i }
  winner = items.sample
  three = items.shuffle.first(3)
  totals.each_key { |k| puts k }
  items.count(&:paid?)
  [winner, three]
end
