def cheapest(offers)
  offers.sort_by { |o| o.price }.first # want "ruby/sort-for-min-max"
end

def newest(dates)
  dates.sort.last # want "ruby/sort-for-min-max"
end
