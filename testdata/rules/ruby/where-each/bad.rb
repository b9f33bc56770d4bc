def notify_all
  User.where(active: true).each do |user| # want "ruby/where-each"
    Mailer.notify(user).deliver_later
  end
end
