class Order < ApplicationRecord
  def overdue?
    due_on < Date.current
  end

  # An instant in UTC, epoch seconds or a time with its offset is the same on every server.
  def touch_seen
    update_column(:seen_at, Time.now.utc)
  end

  def expired?(started)
    Time.now.to_i - started.to_i > TIMEOUT
  end

  def stamp_header
    Time.now.httpdate
  end
end

class Stopwatch
  def start
    @t0 = Time.now
  end
end
