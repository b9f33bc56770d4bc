STATUSES = %w[open closed].freeze

def invoice(orders)
  customers = Customer.where(id: orders.map(&:customer_id)).index_by(&:id)
  orders.includes(:payment).each do |order|
    customers[order.customer_id].notify
    STATUSES.find { |s| s == order.status }
  end
  AuditLog.insert_all(orders.map { |o| { action: "invoice", order_id: o.id } })
end
