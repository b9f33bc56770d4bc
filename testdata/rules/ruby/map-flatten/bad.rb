def all_items(orders)
  orders.map { |o| o.items }.flatten # want "ruby/map-flatten"
end
