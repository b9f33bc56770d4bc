def pending?(user)
  return true if Order.where(user: user, paid: false).count > 0 # want "ruby/count-for-existence"
  Invoice.where(user: user).count.zero? # want "ruby/count-for-existence"
end
