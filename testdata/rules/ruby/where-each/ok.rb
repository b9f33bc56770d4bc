def notify_all(users)
  User.where(active: true).find_each do |user|
    Mailer.notify(user).deliver_later
  end
  users.each { |u| u.touch }
end
