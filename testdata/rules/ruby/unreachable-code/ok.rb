def charge(order)
  return false unless order.valid?
  order.charge!
end

def check(x)
  raise ArgumentError, "bad" if x.nil?
  log(x)
rescue ArgumentError
  retry
end
