def invoice(orders)
  orders.each do |order|
    customer = Customer.find(order.customer_id) # want "ruby/query-in-loop"
    AuditLog.create!(action: "invoice", order: order) # want "ruby/query-in-loop"
    customer.notify
  end
  orders.map { |o| Payment.find_by(order_id: o.id).amount } # want "ruby/query-in-loop"
end
