def cheapest(offers)
  offers.min_by { |o| o.price }
end

def newest(dates)
  [dates.max, dates.sort.first(3)]
end
