def send_reminders
  User.all.each do |user| # want "ruby/all-each"
    ReminderMailer.remind(user).deliver_later
  end
end
