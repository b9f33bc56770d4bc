class Order < ApplicationRecord
  def overdue?
    due_on < Date.current
  end
end

class Stopwatch
  def start
    @t0 = Time.now
  end
end
