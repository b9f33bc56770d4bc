class Order < ApplicationRecord
  def overdue?
    due_on < Date.today # want "ruby/time-without-zone"
  end

  def stamp
    self.closed_at = Time.now # want "ruby/time-without-zone"
  end
end
