def first_overdue(invoices)
  invoices.select { |i| i.overdue? }.first # want "ruby/select-first"
end
