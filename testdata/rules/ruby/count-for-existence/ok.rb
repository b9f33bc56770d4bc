def pending?(user)
  return true if Order.where(user: user, paid: false).exists?
  Invoice.where(user: user).count > 10
end
