def all_items(orders)
  orders.flat_map { |o| o.items }
end
