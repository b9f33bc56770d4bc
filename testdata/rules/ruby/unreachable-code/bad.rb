def charge(order)
  return false
  order.charge! # want "ruby/unreachable-code"
end

def check(x)
  if x
    raise ArgumentError, "bad"
    log(x) # want "ruby/unreachable-code"
  end
end
