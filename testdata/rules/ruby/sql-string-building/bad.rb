class Report
  def self.for(table, day)
    ActiveRecord::Base.connection.execute("DELETE FROM #{table} WHERE day = '#{day}'") # want "ruby/sql-string-building"
  end
end
