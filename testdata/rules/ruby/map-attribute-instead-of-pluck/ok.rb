def recipients(users)
  emails = User.where(subscribed: true).pluck(:email)
  names = users.map(&:name)
  emails + names
end
