class Order < ApplicationRecord
  def overdue?
    due_on < Date.today # want "ruby/time-without-zone"
  end

  def stamp
    self.closed_at = Time.now # want "ruby/time-without-zone"
  end

  def closed_today?
    closed_at.to_date == Time.now.to_date # want "ruby/time-without-zone"
  end

  def label
    Time.now.strftime("%Y-%m-%d %H:%M") # want "ruby/time-without-zone"
  end
end
