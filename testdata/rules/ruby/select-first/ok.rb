def first_overdue(invoices)
  invoices.detect { |i| i.overdue? }
end

def overdue(invoices)
  invoices.select(&:overdue?).first(3)
end
