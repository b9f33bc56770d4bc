def send_reminders(users)
  User.find_each do |user|
    ReminderMailer.remind(user).deliver_later
  end
  users.all.each { |u| u.touch }
  User.where(active: true).find_each(&:touch)
end
